//! What comes in: one closed [`Command`] per platform event.
//!
//! Adapters translate a message, button press, reaction or slash command into
//! a [`Request`] and hand it to the core; they never decide anything.

use draughts::{EndReason, Position, Square, Variant};

use crate::app::game::pdn::read::{ReadError, Record};
use crate::domain::{ChatInfo, GameId, Lang, TimeControl, UserInfo};

/// One event from a user in a chat, ready for the core.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// The platform's id for this event (Telegram `update_id`, Discord
    /// interaction or message id). The same event delivered twice is
    /// recognised by it and changes nothing the second time.
    pub update_id: Option<String>,
    /// Who acted.
    pub user: UserInfo,
    /// Where.
    pub chat: ChatInfo,
    /// What they asked for.
    pub command: Command,
    /// The game a button belonged to; a press on an old game's board must
    /// not act on the chat's current game.
    pub game: Option<GameId>,
    /// An adapter's own token for the event (a message to reply to, an
    /// interaction to answer). The core copies it onto every output
    /// addressed to the request's chat.
    pub origin: Option<String>,
    /// The platform says the user administers the chat (Telegram: its
    /// creator or an administrator; Discord: Manage Messages). Adapters look
    /// it up only where it matters (`abort` in a group).
    pub admin: bool,
}

/// A player-facing command, as in the chat conventions of `design.md`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `start`: the platform's first contact; answered like `help`.
    Start,
    /// `help [topic]`: the overview, or one topic's commands.
    Help(Option<HelpTopic>),
    /// `variants`.
    Variants,
    /// `rules [variant]`.
    Rules(Option<Variant>),
    /// `tips [variant]`.
    Tips(Option<Variant>),
    /// `lang [fa|tr|en]`; without a language, shows the current one.
    Lang(Option<Lang>),
    /// `notify [on|off]`: turn pings on or off (a group's administrator
    /// sets the group's choice, anyone else their own); without a choice,
    /// shows the current ones.
    Notify(Option<bool>),
    /// `new <variant> [second] [clock <secs|m+s|Nd>] [fen <position>]`.
    New {
        /// The game to open.
        variant: Variant,
        /// The creator takes the side that does not move first.
        second: bool,
        /// An optional per-move time limit in seconds.
        clock: Option<TimeControl>,
        /// A set-up start position (`fen <position>`); `None` for the
        /// variant's start.
        start: Option<Position>,
    },
    /// `join` (the chat's open game) or `join <code>` (a private room).
    Join(Option<String>),
    /// `move <text>` / `m <text>`, a plain-text move, or a reply to the board.
    Move(String),
    /// `m <n>`, a button tap or a keycap reaction: the n-th (1-based) entry
    /// of `moves`. The version pins the position the list was made for.
    MoveNumber {
        /// 1-based index in the list of legal moves.
        number: usize,
        /// The game version the list belonged to, when known (buttons).
        version: Option<i64>,
    },
    /// `moves [page]`: the numbered legal moves.
    Moves(usize),
    /// `board`: re-post the board at the bottom of the chat.
    Board,
    /// `resign`.
    Resign,
    /// `draw`: offer a draw, or accept the opponent's offer.
    Draw,
    /// Decline the opponent's standing draw offer (the Mini App's Decline;
    /// in a chat an offer simply lapses with the next move).
    DeclineDraw,
    /// `abort`: cancel a game before its first move.
    Abort,
    /// `rematch`, or the Rematch button under a finished game's board (which
    /// names the game): offer a new game to the same opponent with colours
    /// swapped, or accept their offer.
    Rematch(Option<GameId>),
    /// `games`: my open and running games, with links to their boards,
    /// those of my linked accounts included.
    Games,
    /// `link`: a one-time code that links this account to the same
    /// person's account on another platform; `link <code>` (upper-cased):
    /// use the code another account of the actor's got.
    Link(Option<String>),
    /// `unlink`: this account is no longer linked to any other.
    Unlink,
    /// `challenge <user> <variant> [second] [clock <secs|m+s|Nd>]`: a game in this
    /// chat whose other seat only the named player may take, with Accept
    /// and Decline buttons; it lapses after ten minutes.
    Challenge {
        /// The player challenged, by display name (a leading `@` dropped).
        user: String,
        /// The game to play.
        variant: Variant,
        /// The challenger takes the side that does not move first.
        second: bool,
        /// An optional per-move time limit in seconds.
        clock: Option<TimeControl>,
    },
    /// The Accept (true) or Decline (false) button under a challenge.
    ChallengeAnswer(bool),
    /// `takeback` / `undo`: ask the opponent to take back your last move.
    Takeback,
    /// The Accept (true) or Decline (false) button under a takeback request.
    TakebackAnswer(bool),
    /// `takeback on|off`: whether the chat's rated games allow takebacks
    /// (a group's administrators decide).
    RatedTakebacks(bool),
    /// `local <variant> [fen <position>]`: two people on one device.
    Local {
        /// The game to play.
        variant: Variant,
        /// A set-up start position, as in [`Command::New`].
        start: Option<Position>,
    },
    /// `bot <variant> [level]`: play the built-in AI.
    Bot {
        /// The game to play.
        variant: Variant,
        /// Level 1–8; the default level when absent.
        level: Option<u8>,
    },
    /// `play <variant> [clock <secs|m+s|Nd>]`: join the rated queue of that
    /// variant and time control.
    Play {
        /// The game to play.
        variant: Variant,
        /// The time control asked for; without one, the rated per-move
        /// clock.
        clock: Option<TimeControl>,
    },
    /// `cancel`: leave the rated queue.
    Cancel,
    /// `room <variant> [rated]`: create a private room with a code.
    Room {
        /// The game to play in the room.
        variant: Variant,
        /// Whether the room's game is rated.
        rated: bool,
        /// The time control asked for; a rated room without one gets the
        /// rated per-move clock.
        clock: Option<TimeControl>,
    },
    /// `watch <code>`: follow a room as a spectator.
    Watch(String),
    /// `say <text>`, or plain text in a private chat while in a room.
    Say(String),
    /// `mute`: stop or resume receiving a room's relays.
    Mute,
    /// `stats [user|variant]`.
    Stats(StatsQuery),
    /// `top [variant]`.
    Top(Option<Variant>),
    /// `theme [name]`: show or choose the board theme.
    Theme(Option<String>),
    /// `shop`.
    Shop,
    /// `buy <theme>`.
    Buy(String),
    /// `pdn [game]`: the PDN record of the chat's game, or of the given one.
    Pdn(Option<GameId>),
    /// `replay [game]`: an animation of the chat's game, or of the given one.
    Replay(Option<GameId>),
    /// `history [user]`: a user's last finished games.
    History(Option<String>),
    /// `game <id>`: a game's final board, with its record buttons.
    Game(GameId),
    /// `load [variant] <PDN | FEN>`: a casual game from a record (its
    /// moves replayed) or from a position.
    Load(Record),
    /// A sticker was sent (relayed in rooms).
    Sticker(Sticker),
    /// An emoji reaction was put on a bot message.
    Reaction {
        /// The emoji, as a Unicode string (keycaps `1️⃣`…`🔟` play moves).
        emoji: String,
        /// The platform message id the reaction is on.
        message_id: String,
    },
    /// Plain text that is not a command: a move attempt where it looks like
    /// one, a relayed message in a room's private chat, otherwise ignored.
    Text(String),
    /// A command word that was understood but whose arguments were not.
    Invalid(Invalid),
    /// `tap`, or the tap board button: switch the chat's board between the
    /// tap board and the normal buttons.
    TapMode,
    /// `orientation [auto|white|turn]`: show or set the side the chat's
    /// boards are drawn from (the word as typed, lower-cased).
    Orientation(Option<String>),
    /// A square tapped on the tap board: the squares tapped so far, this
    /// one last (the piece, then its landings). The version pins the
    /// position the board showed.
    Tap {
        /// The game version the board showed.
        version: i64,
        /// The piece's square, then the landings chosen; empty to clear the
        /// selection.
        path: Vec<Square>,
    },
    /// The Join button of a game posted through inline mode, in the message
    /// it was posted as: the first to press it opens the game there, the
    /// next takes the other seat. The game is played on its tap board.
    InlineGame(Variant),
}

impl Command {
    /// Whether this only asks for information, answered to the asker and
    /// about no running game: its answers are chatter
    /// ([`Effect::chatter`](crate::app::Effect::chatter)).
    pub fn is_information(&self) -> bool {
        matches!(
            self,
            Command::Start
                | Command::Help(_)
                | Command::Variants
                | Command::Rules(_)
                | Command::Tips(_)
                | Command::Stats(_)
                | Command::Top(_)
                | Command::Shop
                | Command::Pdn(_)
                | Command::Replay(_)
                | Command::History(_)
                | Command::Game(_)
                | Command::Invalid(_)
        )
    }

    /// Whether this is a reaction that plays no move (not a keycap,
    /// `1️⃣`…`🔟`): at most relayed to a room, never answered.
    pub fn is_plain_reaction(&self) -> bool {
        matches!(self, Command::Reaction { emoji, .. } if keycap_number(emoji).is_none())
    }
}

/// What to show with `stats`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StatsQuery {
    /// The asking user's own statistics.
    Me,
    /// Another user's, by display name or mention.
    User(String),
    /// A variant's global results by colour.
    Variant(Variant),
}

/// A sticker as the platform describes it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Sticker {
    /// The platform's reusable id (Telegram `file_id`, Discord sticker id).
    pub id: String,
    /// The emoji the sticker stands for, used when relaying to another platform.
    pub emoji: Option<String>,
    /// A URL of the sticker image, when the platform gives one.
    pub image_url: Option<String>,
}

/// Why a command's arguments were refused; each has a translated answer with
/// an example.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Invalid {
    /// A variant name that is not one of ours, and the variant it is
    /// nearest to, if one is near (`russain`: Russian).
    UnknownVariant {
        /// What was typed.
        name: String,
        /// The variant it most likely means.
        guess: Option<Variant>,
    },
    /// A command that needs a variant was given none.
    MissingVariant(&'static str),
    /// A move command without a move.
    MissingMove,
    /// A bot level outside 1–8, for a game of `variant`.
    BadLevel {
        /// What was typed.
        level: String,
        /// The variant the bot was asked to play.
        variant: Variant,
    },
    /// A language other than fa, tr, en.
    BadLang(String),
    /// A clock outside the allowed range.
    BadClock(String),
    /// `join`/`watch` with something that is not a room code.
    BadCode(String),
    /// `fen` followed by text that is no playable position of the variant
    /// (unreadable, impossible, a side without pieces, or the side to move
    /// cannot move).
    BadPosition {
        /// The variant the position was meant for.
        variant: Variant,
        /// What was typed.
        text: String,
    },
    /// `fen` followed by a position the variant's draw rules already call
    /// a draw (Turkish one piece each, Persian one king each): a game from
    /// it would be over before its first move.
    DrawnPosition {
        /// The variant the position was meant for.
        variant: Variant,
        /// What was typed.
        text: String,
        /// The draw rule that applies.
        reason: EndReason,
    },
    /// `game`, `pdn` or `replay` with something that is no game id (or
    /// `game` without one).
    BadGameId(String),
    /// `load` without a record or a position.
    MissingRecord,
    /// `load` with a record that cannot be played on: unreadable, naming
    /// no variant of ours, with an illegal move, or already over.
    BadRecord(ReadError),
    /// `load` with a file attached to it (or to the message it answers)
    /// that the adapter could not take: too large, not to be had from the
    /// platform, or not text.
    RecordFile(RecordFile),
    /// `say` without text.
    MissingText,
    /// `buy` without a theme.
    MissingTheme,
    /// A `/word` that is no command of ours, and the command it is nearest
    /// to, if one is near (`hepl`: `help`).
    UnknownCommand {
        /// The word typed.
        word: String,
        /// The name of the command it most likely means.
        guess: Option<&'static str>,
    },
    /// The adapter failed while reading the event (a bug): the user hears
    /// that something went wrong on our side.
    Unreadable,
}

/// Why a file attached to `/load` was not read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordFile {
    /// Larger than the adapters read, in KiB
    /// ([`MAX_RECORD_FILE`](crate::app::MAX_RECORD_FILE)).
    TooLarge {
        /// The bound, in KiB.
        limit_kib: u32,
    },
    /// The platform did not hand the file over.
    Unavailable,
    /// Its bytes are not UTF-8 text.
    NotText,
}

/// The largest file `/load` reads, in bytes: a PDN record of a long game
/// is a few KiB, and every byte is read into memory and parsed at once.
pub const MAX_RECORD_FILE: u32 = 64 * 1024;

/// A part of `/help`: each lists the commands of one kind, so that no
/// answer outgrows a message as commands are added.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HelpTopic {
    /// Playing a game between people.
    Games,
    /// Playing the bot, and its levels.
    Bot,
    /// The rated queue.
    Rated,
    /// Private rooms.
    Rooms,
    /// The user's own results, leaderboards, themes and language.
    Profile,
    /// Finished games.
    Records,
    /// Rules, tips and the variants.
    Reference,
}

impl HelpTopic {
    /// Every topic, in the order the overview lists them.
    pub const ALL: [HelpTopic; 7] = [
        HelpTopic::Games,
        HelpTopic::Bot,
        HelpTopic::Rated,
        HelpTopic::Rooms,
        HelpTopic::Profile,
        HelpTopic::Records,
        HelpTopic::Reference,
    ];

    /// The word typed after `/help` for it, in every language.
    pub fn word(self) -> &'static str {
        match self {
            HelpTopic::Games => "games",
            HelpTopic::Bot => "bot",
            HelpTopic::Rated => "rated",
            HelpTopic::Rooms => "rooms",
            HelpTopic::Profile => "profile",
            HelpTopic::Records => "records",
            HelpTopic::Reference => "reference",
        }
    }

    /// The id of its text: `help-<word>`.
    pub fn message(self) -> &'static str {
        match self {
            HelpTopic::Games => "help-games",
            HelpTopic::Bot => "help-bot",
            HelpTopic::Rated => "help-rated",
            HelpTopic::Rooms => "help-rooms",
            HelpTopic::Profile => "help-profile",
            HelpTopic::Records => "help-records",
            HelpTopic::Reference => "help-reference",
        }
    }

    /// The topic typed as `word` (any case).
    pub fn from_word(word: &str) -> Option<HelpTopic> {
        HelpTopic::ALL
            .into_iter()
            .find(|t| t.word().eq_ignore_ascii_case(word))
    }
}

/// `1️⃣`…`9️⃣` and `🔟` as move numbers.
pub fn keycap_number(emoji: &str) -> Option<usize> {
    if emoji == "🔟" {
        return Some(10);
    }
    let mut chars = emoji.chars();
    let digit = chars.next()?.to_digit(10)?;
    let rest: String = chars.collect();
    (digit >= 1 && (rest == "\u{fe0f}\u{20e3}" || rest == "\u{20e3}")).then_some(digit as usize)
}

#[cfg(test)]
mod tests {
    use super::{Command, keycap_number};

    #[test]
    fn only_a_keycap_reaction_plays_a_move() {
        let reaction = |emoji: &str| Command::Reaction {
            emoji: emoji.to_owned(),
            message_id: "1".to_owned(),
        };
        assert!(reaction("👍").is_plain_reaction());
        assert!(!reaction("3\u{fe0f}\u{20e3}").is_plain_reaction());
        assert!(!reaction("🔟").is_plain_reaction());
        assert!(!Command::Help(None).is_plain_reaction());
    }

    #[test]
    fn keycaps_are_move_numbers() {
        assert_eq!(keycap_number("1️⃣"), Some(1));
        assert_eq!(keycap_number("9\u{20e3}"), Some(9));
        assert_eq!(keycap_number("🔟"), Some(10));
        assert_eq!(keycap_number("0️⃣"), None);
        assert_eq!(keycap_number("👍"), None);
    }
}
