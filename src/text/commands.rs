//! The catalogue of commands: one entry per command a user can type, and
//! everything that names commands reads it.
//!
//! - Chat text ([`parse`](crate::text::parse)): on every platform and the
//!   console a command is typed `/word` or `!word`; the word is looked up by
//!   name or alias, and the entry's text grammar reads the rest of the line.
//! - Discord's slash commands: the entries with a [`Slash`] form are
//!   registered with their options (`adapters/discord/commands.rs`), and an
//!   interaction is read back by the same entry ([`slash`](crate::text::slash)).
//! - Telegram's command menu (`adapters/telegram/commands.rs`): the entries
//!   with a help line, in catalogue order, in every language.
//! - `/help` is an overview (`help-text`) and one text per
//!   [`HelpTopic`](crate::app::HelpTopic) (`help-<topic>`), in
//!   `assets/locales/*/reference.ftl`, written for reading; a test checks
//!   that together they name every command here and none that is not.
//!
//! Invariants, checked by the tests below: names and aliases are unique,
//! lower-case words; every entry's typed and slash forms give that entry's
//! [`Command`]; every [`Command`] a user types has an entry; every message
//! id an entry implies exists in every language.
//!
//! Adding a command: a [`Command`] variant and its handler in `src/app`, an
//! entry here, its `cmd-…` line (and for Discord its `dcmd-…` and `dopt-…`
//! texts) in every locale, and its line in its topic's `help-<topic>`.

use crate::app::Command;
use crate::text::parse::{self, MAX_LEVEL, MIN_LEVEL};
use crate::text::slash::{self, Args};

/// One command.
pub struct Spec {
    /// Its name: typed `/name`, listed in the menus, and a slash command's
    /// name on Discord.
    pub name: &'static str,
    /// Other words typed for it.
    pub aliases: &'static [&'static str],
    /// The message id of its one-line description, its line in Telegram's
    /// command menu; `None` keeps it out of the menu.
    pub help: Option<&'static str>,
    /// Reads the rest of a typed line, after the command's word.
    pub text: fn(&str) -> Command,
    /// Its slash command on Discord, if it has one.
    pub slash: Option<Slash>,
}

/// A command's slash form: typed options instead of a line of text.
pub struct Slash {
    /// The options, in the order Discord shows them.
    pub options: &'static [Opt],
    /// Reads the typed options.
    pub read: fn(&Args) -> Command,
}

/// An option of a slash command. Its name is stable API, and names its
/// texts: the description `dopt-<name>` and the localized name
/// `dopt-<name>-name`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opt {
    /// The option's name.
    pub name: &'static str,
    /// What it holds.
    pub kind: Kind,
    /// Whether the command needs it.
    pub required: bool,
}

/// What an option holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A variant by any of its names (autocompleted from every name).
    Variant,
    /// A move, as text or a number from `moves` (autocompleted from the
    /// legal moves).
    Move,
    /// A whole number within bounds.
    Number {
        /// The least value.
        min: u64,
        /// The greatest value, if bounded.
        max: Option<u64>,
    },
    /// A word or text: a room code, a theme, a position.
    Text,
    /// A player.
    User,
    /// Yes or no.
    Flag,
    /// One of the bot's languages, by code.
    Lang,
    /// A part of `/help`, by its word.
    Topic,
    /// A file the user attaches to the command (Discord's attachment
    /// option), read by the adapter before the command is.
    File,
}

/// `variant`: the game to play.
pub const VARIANT: Opt = Opt::required("variant", Kind::Variant);
/// `variant`: the variant asked about, if any.
pub const ANY_VARIANT: Opt = Opt {
    required: false,
    ..VARIANT
};
/// `move`: the move to play.
pub const MOVE: Opt = Opt::required("move", Kind::Move);
/// `level`: the AI's level.
pub const LEVEL: Opt = Opt::optional(
    "level",
    Kind::Number {
        min: MIN_LEVEL as u64,
        max: Some(MAX_LEVEL as u64),
    },
);
/// `code`: a room's code (`join`), or a link code (`link`).
pub const CODE: Opt = Opt::optional("code", Kind::Text);
/// `user`: a player.
pub const USER: Opt = Opt::optional("user", Kind::User);
/// `user`: the player challenged (`challenge`).
pub const PLAYER: Opt = Opt::required("user", Kind::User);
/// `theme`: a board theme's name.
pub const THEME: Opt = Opt::optional("theme", Kind::Text);
/// `lang`: a language.
pub const LANG: Opt = Opt::optional("lang", Kind::Lang);
/// `second`: the creator takes the side that moves second (`new`).
pub const SECOND: Opt = Opt::optional("second", Kind::Flag);
/// `clock`: a time control (`new`, `challenge`): seconds per move (`30`),
/// a game clock (`5+3`) or days per move (`1d`), typed as text.
pub const CLOCK: Opt = Opt::optional("clock", Kind::Text);
/// `side`: the side a chat's boards show at the bottom (`orientation`).
pub const SIDE: Opt = Opt::optional("side", Kind::Text);
/// `rated`: the room's game changes ratings (`room`).
pub const RATED: Opt = Opt::optional("rated", Kind::Flag);
/// `topic`: a part of `/help`.
pub const TOPIC: Opt = Opt::optional("topic", Kind::Topic);
/// `fen`: a set-up start position (`new`, `local`).
pub const FEN: Opt = Opt::optional("fen", Kind::Text);
/// `record`: a PDN record, or a position (`load`); optional, since a
/// `file` can hold the record instead.
pub const RECORD: Opt = Opt::optional("record", Kind::Text);
/// `file`: a PDN file attached to the command (`load`), which needs no
/// Message Content intent, unlike a file attached to a `!load` message.
pub const FILE: Opt = Opt::optional("file", Kind::File);
/// `on`: turn pings on (true) or off (false) (`notify`).
pub const ON: Opt = Opt::optional("on", Kind::Flag);
/// `allow`: the chat's rated games allow takebacks (true) or not
/// (`takeback`).
pub const ALLOW: Opt = Opt::optional("allow", Kind::Flag);
/// `game`: a game's id, as `/history` lists them.
pub const GAME: Opt = Opt::required("game", Kind::Number { min: 1, max: None });
/// `game`: a game's id; without it, the chat's game.
pub const ANY_GAME: Opt = Opt {
    required: false,
    ..GAME
};

impl Opt {
    const fn required(name: &'static str, kind: Kind) -> Opt {
        Opt {
            name,
            kind,
            required: true,
        }
    }

    const fn optional(name: &'static str, kind: Kind) -> Opt {
        Opt {
            name,
            kind,
            required: false,
        }
    }

    /// The message id of the option's description.
    pub fn description_id(self) -> String {
        format!("dopt-{}", self.name)
    }

    /// The message id of the option's localized name.
    pub fn name_id(self) -> String {
        format!("dopt-{}-name", self.name)
    }
}

impl Spec {
    /// A command in the menu, typed only.
    const fn new(name: &'static str, help: &'static str, text: fn(&str) -> Command) -> Spec {
        Spec {
            name,
            aliases: &[],
            help: Some(help),
            text,
            slash: None,
        }
    }

    /// The same command, also typed as these words.
    const fn aliases(self, aliases: &'static [&'static str]) -> Spec {
        Spec { aliases, ..self }
    }

    /// The same command, also a slash command on Discord.
    const fn slash(self, options: &'static [Opt], read: fn(&Args) -> Command) -> Spec {
        Spec {
            slash: Some(Slash { options, read }),
            ..self
        }
    }

    /// The message id of its slash command's description.
    pub fn slash_description_id(&self) -> String {
        format!("dcmd-{}", self.name)
    }

    /// The message id of its slash command's localized name.
    pub fn slash_name_id(&self) -> String {
        format!("dcmd-{}-name", self.name)
    }
}

/// Every command, in menu order.
pub static CATALOGUE: &[Spec] = &[
    Spec::new("new", "cmd-new", |rest| {
        parse::with_variant(rest, "new", parse::new_game)
    })
    .slash(&[VARIANT, SECOND, CLOCK, FEN], slash::new),
    Spec::new("join", "cmd-join", parse::join).slash(&[CODE], slash::join),
    Spec::new("move", "cmd-move", parse::move_command)
        .aliases(&["m", "mv"])
        .slash(&[MOVE], slash::move_command),
    Spec::new("moves", "cmd-moves", parse::moves),
    Spec::new("board", "cmd-board", |_| Command::Board).slash(&[], |_| Command::Board),
    Spec::new("tap", "cmd-tap", |_| Command::TapMode),
    Spec::new("orientation", "cmd-orientation", parse::orientation)
        .slash(&[SIDE], slash::orientation),
    Spec::new("resign", "cmd-resign", |_| Command::Resign).slash(&[], |_| Command::Resign),
    Spec::new("draw", "cmd-draw", |_| Command::Draw).slash(&[], |_| Command::Draw),
    Spec::new("abort", "cmd-abort", |_| Command::Abort).slash(&[], |_| Command::Abort),
    Spec::new("takeback", "cmd-takeback", parse::takeback)
        .aliases(&["undo"])
        .slash(&[ALLOW], slash::takeback),
    Spec::new("rematch", "cmd-rematch", |_| Command::Rematch(None))
        .slash(&[], |_| Command::Rematch(None)),
    Spec::new("games", "cmd-games", |_| Command::Games).slash(&[], |_| Command::Games),
    Spec::new("link", "cmd-link", parse::link).slash(&[CODE], slash::link),
    Spec::new("unlink", "cmd-unlink", |_| Command::Unlink).slash(&[], |_| Command::Unlink),
    Spec::new("challenge", "cmd-challenge", parse::challenge)
        .slash(&[PLAYER, VARIANT, SECOND, CLOCK], slash::challenge),
    Spec::new("bot", "cmd-bot", |rest| {
        parse::with_variant(rest, "bot", parse::bot)
    })
    .aliases(&["ai"])
    .slash(&[VARIANT, LEVEL], slash::bot),
    Spec::new("local", "cmd-local", |rest| {
        parse::with_variant(rest, "local", parse::local)
    })
    .slash(&[VARIANT, FEN], slash::local),
    Spec::new("play", "cmd-play", |rest| {
        parse::with_variant(rest, "play", parse::play)
    })
    .slash(&[VARIANT, CLOCK], slash::play),
    Spec::new("cancel", "cmd-cancel", |_| Command::Cancel),
    Spec::new("room", "cmd-room", |rest| {
        parse::with_variant(rest, "room", parse::room)
    })
    .slash(&[VARIANT, RATED, CLOCK], slash::room),
    Spec::new("watch", "cmd-watch", parse::watch),
    Spec::new("say", "cmd-say", parse::say),
    Spec::new("mute", "cmd-mute", |_| Command::Mute),
    Spec::new("stats", "cmd-stats", parse::stats).slash(&[USER, ANY_VARIANT], slash::stats),
    Spec::new("top", "cmd-top", |rest| {
        parse::optional_variant(rest, Command::Top)
    })
    .slash(&[ANY_VARIANT], |args| {
        slash::optional_variant(args, Command::Top)
    }),
    Spec::new("theme", "cmd-theme", parse::theme).slash(&[THEME], slash::theme),
    Spec::new("shop", "cmd-shop", |_| Command::Shop),
    Spec::new("buy", "cmd-buy", parse::buy),
    Spec::new("pdn", "cmd-pdn", |rest| {
        parse::optional_game(rest, Command::Pdn)
    })
    .slash(&[ANY_GAME], |args| slash::optional_game(args, Command::Pdn)),
    Spec::new("replay", "cmd-replay", |rest| {
        parse::optional_game(rest, Command::Replay)
    })
    .slash(&[ANY_GAME], |args| {
        slash::optional_game(args, Command::Replay)
    }),
    Spec::new("load", "cmd-load", parse::load).slash(&[RECORD, FILE, ANY_VARIANT], slash::load),
    Spec::new("history", "cmd-history", parse::history).slash(&[USER], slash::history),
    Spec::new("game", "cmd-game", parse::game).slash(&[GAME], slash::game),
    Spec::new("notify", "cmd-notify", parse::notify).slash(&[ON], slash::notify),
    Spec::new("lang", "cmd-lang", parse::lang)
        .aliases(&["language"])
        .slash(&[LANG], slash::lang),
    Spec::new("rules", "cmd-rules", |rest| {
        parse::optional_variant(rest, Command::Rules)
    })
    .slash(&[ANY_VARIANT], |args| {
        slash::optional_variant(args, Command::Rules)
    }),
    Spec::new("tips", "cmd-tips", |rest| {
        parse::optional_variant(rest, Command::Tips)
    })
    .slash(&[ANY_VARIANT], |args| {
        slash::optional_variant(args, Command::Tips)
    }),
    Spec::new("variants", "cmd-variants", |_| Command::Variants).slash(&[], |_| Command::Variants),
    Spec::new("help", "cmd-help", parse::help).slash(&[TOPIC], slash::help),
    // Telegram sends `/start` when a user opens the bot; it needs no menu line.
    Spec {
        name: "start",
        aliases: &[],
        help: None,
        text: |_| Command::Start,
        slash: None,
    },
];

/// The command typed as `word` (lower-case), by name or alias.
pub fn find(word: &str) -> Option<&'static Spec> {
    CATALOGUE
        .iter()
        .find(|spec| spec.name == word || spec.aliases.contains(&word))
}

/// The slash form of the command named `name`, if it has one.
pub fn find_slash(name: &str) -> Option<&'static Slash> {
    CATALOGUE
        .iter()
        .find(|spec| spec.name == name)
        .and_then(|spec| spec.slash.as_ref())
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use draughts::{Square, Variant};

    use super::*;
    use crate::app::{HelpTopic, Invalid, Lang, StatsQuery, Sticker};
    use crate::text::parse::parse;
    use crate::text::slash::Arg;
    use crate::text::{has_message, render_id};

    /// The entry a command is typed as; `None` for what comes in without a
    /// command word. The match is exhaustive, so a new [`Command`] cannot
    /// be added without saying which entry types it.
    fn entry_of(command: &Command) -> Option<&'static str> {
        Some(match command {
            Command::Start => "start",
            Command::Help(_) => "help",
            Command::Variants => "variants",
            Command::Rules(_) => "rules",
            Command::Tips(_) => "tips",
            Command::Lang(_) => "lang",
            Command::Notify(_) => "notify",
            Command::New { .. } => "new",
            Command::Join(_) => "join",
            Command::Move(_) | Command::MoveNumber { .. } => "move",
            Command::Moves(_) => "moves",
            Command::Board => "board",
            Command::Resign => "resign",
            Command::Draw | Command::DeclineDraw => "draw",
            Command::Abort => "abort",
            Command::Takeback | Command::RatedTakebacks(_) => "takeback",
            Command::Rematch(_) => "rematch",
            Command::Games => "games",
            Command::Link(_) => "link",
            Command::Unlink => "unlink",
            Command::Challenge { .. } => "challenge",
            Command::Local { .. } => "local",
            Command::Bot { .. } => "bot",
            Command::Play { .. } => "play",
            Command::Cancel => "cancel",
            Command::Room { .. } => "room",
            Command::Watch(_) => "watch",
            Command::Say(_) => "say",
            Command::Mute => "mute",
            Command::Stats(_) => "stats",
            Command::Top(_) => "top",
            Command::Theme(_) => "theme",
            Command::Shop => "shop",
            Command::Buy(_) => "buy",
            Command::Pdn(_) => "pdn",
            Command::Replay(_) => "replay",
            Command::History(_) => "history",
            Command::Game(_) => "game",
            Command::Load(_) => "load",
            Command::TapMode => "tap",
            Command::Orientation(_) => "orientation",
            Command::Sticker(_)
            | Command::Reaction { .. }
            | Command::Text(_)
            | Command::Invalid(_)
            | Command::Tap { .. }
            | Command::TakebackAnswer(_)
            | Command::ChallengeAnswer(_)
            | Command::InlineGame(_) => return None,
        })
    }

    /// Typed examples of every spelling, with the entry each must reach.
    const EXAMPLES: &[(&str, &str)] = &[
        ("/new turkish", "new"),
        ("/new russian second clock 30 fen W:Wg7:Bd6", "new"),
        ("/join", "join"),
        ("/join ab2cde", "join"),
        ("/move c3-d4", "move"),
        ("/m 2", "move"),
        ("/mv 11-15", "move"),
        ("/moves", "moves"),
        ("/moves 2", "moves"),
        ("/board", "board"),
        ("/tap", "tap"),
        ("/orientation white", "orientation"),
        ("/resign", "resign"),
        ("/draw", "draw"),
        ("/abort", "abort"),
        ("/takeback", "takeback"),
        ("/undo", "takeback"),
        ("/takeback on", "takeback"),
        ("/rematch", "rematch"),
        ("/games", "games"),
        ("/link", "link"),
        ("/link k7mpq2ab", "link"),
        ("/unlink", "unlink"),
        ("/challenge @Ali Veli russian clock 30", "challenge"),
        ("/bot dameo 8", "bot"),
        ("/ai english", "bot"),
        ("/local one way", "local"),
        ("/play Brezilya", "play"),
        ("/cancel", "cancel"),
        ("/room dama rated", "room"),
        ("/watch ab2cde", "watch"),
        ("/say good luck", "say"),
        ("/mute", "mute"),
        ("/stats", "stats"),
        ("/stats @Ali Veli", "stats"),
        ("/top russian", "top"),
        ("/theme", "theme"),
        ("/shop", "shop"),
        ("/buy wood", "buy"),
        ("/pdn #12", "pdn"),
        ("/replay", "replay"),
        ("/history", "history"),
        ("/game 31", "game"),
        ("/load russian W:Wg7:Bd6", "load"),
        ("/load [GameType \"20\"]\n1. 32-28 19-23 *", "load"),
        ("/notify off", "notify"),
        ("/lang", "lang"),
        ("/language fa", "lang"),
        ("/rules", "rules"),
        ("/tips دامه", "tips"),
        ("/variants", "variants"),
        ("/help", "help"),
        ("/help rooms", "help"),
        ("/start", "start"),
    ];

    /// Commands `help-text` does not list: `/start` is Telegram's first
    /// contact and is answered with the help itself.
    const NOT_IN_HELP: [&str; 1] = ["start"];

    fn words(spec: &Spec) -> impl Iterator<Item = &'static str> {
        std::iter::once(spec.name).chain(spec.aliases.iter().copied())
    }

    #[test]
    fn names_and_aliases_are_unique_lower_case_words() {
        let mut seen = BTreeSet::new();
        for spec in CATALOGUE {
            for word in words(spec) {
                assert!(
                    (1..=32).contains(&word.len()) && word.chars().all(|c| c.is_ascii_lowercase()),
                    "{word}"
                );
                assert!(seen.insert(word), "{word} names two commands");
            }
        }
    }

    #[test]
    fn every_spelling_reads_its_examples_as_its_command() {
        for (typed, entry) in EXAMPLES {
            let command = parse(typed).expect("a command");
            assert_eq!(entry_of(&command), Some(*entry), "{typed}: {command:?}");
            let word = typed[1..].split_whitespace().next().unwrap_or_default();
            assert_eq!(find(word).map(|s| s.name), Some(*entry), "{typed}");
        }
        for spec in CATALOGUE {
            for word in words(spec) {
                assert!(
                    EXAMPLES
                        .iter()
                        .any(|(typed, _)| typed[1..].split_whitespace().next() == Some(word)),
                    "no example types /{word}"
                );
            }
        }
    }

    /// A value for a slash option.
    fn sample(opt: Opt) -> Arg {
        match opt.kind {
            Kind::Variant => Arg::Text("russian".into()),
            Kind::Move => Arg::Text("c3-d4".into()),
            Kind::Number { min, .. } => Arg::Number(i64::try_from(min).expect("small")),
            Kind::Text if opt == FEN => Arg::Text("W:Wg7:Bd6".into()),
            Kind::Text if opt == RECORD => Arg::Text("[GameType \"25\"] 1. c3-d4 *".into()),
            Kind::Text if opt == CLOCK => Arg::Text("5+3".into()),
            Kind::Text => Arg::Text("wood".into()),
            Kind::User => Arg::User("Ali Veli".into()),
            Kind::Flag => Arg::Flag(true),
            Kind::Lang => Arg::Text("tr".into()),
            Kind::Topic => Arg::Text("rooms".into()),
            Kind::File => Arg::File(Ok("[GameType \"25\"] 1. c3-d4 *".into())),
        }
    }

    #[test]
    fn every_slash_form_reads_its_options_as_its_command() {
        for spec in CATALOGUE {
            let Some(slash) = &spec.slash else {
                assert_eq!(
                    slash::command(spec.name, &Args::default()),
                    Command::Invalid(Invalid::UnknownCommand {
                        word: spec.name.into(),
                        guess: None
                    }),
                    "/{} is not a slash command",
                    spec.name
                );
                continue;
            };
            let needed = slash.options.iter().filter(|o| o.required);
            for options in [needed.collect::<Vec<_>>(), slash.options.iter().collect()] {
                let args = Args::new(options.iter().map(|o| (o.name.to_owned(), sample(**o))));
                let command = slash::command(spec.name, &args);
                // `/load` needs its `record` or its `file`, and Discord can
                // require neither one of two: without both it asks for one.
                if spec.name == "load" && options.len() < slash.options.len() {
                    assert_eq!(command, Command::Invalid(Invalid::MissingRecord));
                    continue;
                }
                assert_eq!(entry_of(&command), Some(spec.name), "{command:?}");
            }
        }
    }

    #[test]
    fn every_command_a_user_types_has_an_entry() {
        // One of each variant of `Command`.
        let sticker = Sticker {
            id: "STK".into(),
            emoji: None,
            image_url: None,
        };
        let samples = [
            Command::Start,
            Command::Help(None),
            Command::Variants,
            Command::Rules(None),
            Command::Tips(None),
            Command::Lang(None),
            Command::Notify(Some(false)),
            Command::New {
                variant: Variant::Turkish,
                second: false,
                clock: None,
                start: None,
            },
            Command::Join(None),
            Command::Move("c3-d4".into()),
            Command::MoveNumber {
                number: 1,
                version: None,
            },
            Command::Moves(0),
            Command::Board,
            Command::Resign,
            Command::Draw,
            Command::Abort,
            Command::Takeback,
            Command::TakebackAnswer(true),
            Command::RatedTakebacks(true),
            Command::Rematch(None),
            Command::Games,
            Command::Link(None),
            Command::Unlink,
            Command::Challenge {
                user: "Bob".into(),
                variant: Variant::Turkish,
                second: false,
                clock: None,
            },
            Command::ChallengeAnswer(true),
            Command::Local {
                variant: Variant::Turkish,
                start: None,
            },
            Command::Bot {
                variant: Variant::Turkish,
                level: None,
            },
            Command::Play {
                variant: Variant::Turkish,
                clock: None,
            },
            Command::Cancel,
            Command::Room {
                variant: Variant::Turkish,
                rated: false,
                clock: None,
            },
            Command::Watch("AB2CDE".into()),
            Command::Say("hi".into()),
            Command::Mute,
            Command::Stats(StatsQuery::Me),
            Command::Top(None),
            Command::Theme(None),
            Command::Shop,
            Command::Buy("wood".into()),
            Command::Pdn(None),
            Command::Replay(None),
            Command::History(None),
            Command::Game(1),
            Command::Load(crate::app::pdn::read::read("1. 32-28 *", None).expect("a record")),
            Command::Sticker(sticker),
            Command::Reaction {
                emoji: "👍".into(),
                message_id: "1".into(),
            },
            Command::Text("hi".into()),
            Command::Invalid(Invalid::MissingMove),
            Command::TapMode,
            Command::Orientation(None),
            Command::Tap {
                version: 1,
                path: vec![Square::new(0, 0)],
            },
            Command::InlineGame(Variant::Turkish),
        ];
        let typed: BTreeSet<&str> = samples.iter().filter_map(entry_of).collect();
        let catalogue: BTreeSet<&str> = CATALOGUE.iter().map(|s| s.name).collect();
        assert_eq!(typed, catalogue);
    }

    #[test]
    fn every_message_id_exists_in_every_language() {
        let mut ids = Vec::new();
        for spec in CATALOGUE {
            ids.extend(spec.help.map(str::to_owned));
            if let Some(slash) = &spec.slash {
                ids.extend([spec.slash_description_id(), spec.slash_name_id()]);
                for opt in slash.options {
                    ids.extend([opt.description_id(), opt.name_id()]);
                }
            }
        }
        for lang in Lang::ALL {
            for id in &ids {
                assert!(has_message(lang, id), "{lang} lacks {id}");
            }
        }
        // The English names are the slash commands' stable names.
        for spec in CATALOGUE {
            if let Some(slash) = &spec.slash {
                assert_eq!(render_id(Lang::En, &spec.slash_name_id()), spec.name);
                for opt in slash.options {
                    assert_eq!(render_id(Lang::En, &opt.name_id()), opt.name);
                }
            }
        }
    }

    /// The commands a text names as `/word`.
    fn named(text: &str) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        let mut before = ' ';
        for (i, c) in text.char_indices() {
            if c == '/' && !before.is_alphanumeric() {
                let word: String = text[i + 1..]
                    .chars()
                    .take_while(char::is_ascii_lowercase)
                    .collect();
                if !word.is_empty() {
                    out.insert(word);
                }
            }
            before = c;
        }
        out
    }

    #[test]
    fn help_names_every_command_and_no_other_in_every_language() {
        for lang in Lang::ALL {
            let overview = render_id(lang, "help-text");
            for topic in HelpTopic::ALL {
                let typed = format!("/help {}", topic.word());
                assert!(overview.contains(&typed), "{lang} help-text lists {typed}");
            }
            let named: BTreeSet<String> = std::iter::once(overview)
                .chain(HelpTopic::ALL.map(|t| render_id(lang, t.message())))
                .flat_map(|text| named(&text))
                .collect();
            for word in &named {
                assert!(find(word).is_some(), "{lang} help names /{word}");
            }
            for spec in CATALOGUE {
                let listed = words(spec).any(|w| named.contains(w));
                assert_eq!(
                    listed,
                    !NOT_IN_HELP.contains(&spec.name),
                    "{lang} help and /{}",
                    spec.name
                );
            }
        }
    }
}
