//! What the Mini App's page shows of a game ([`GamePage`]): the stored game
//! as the core reads it (position, seats with their names and ratings,
//! clock, draw offer, result, last move) and the chats that show it, which
//! decide who may watch. The adapter turns it into the page's JSON; words
//! stay message ids here, as everywhere in the core.

use draughts::{Color, Move, Position, Variant};

use crate::app::Msg;
use crate::app::core::context::World;
use crate::app::error::CoreError;
use crate::app::game::players::player_name;
use crate::app::game::rating::{shown, standing};
use crate::app::game::session::Session;
use crate::app::view::board::result_line;
use crate::domain::{ChatKey, ChatKind, GameId, Lang, Mode, Status, TimeControl, UserKey};

/// A game as the Mini App shows it to one viewer.
#[derive(Clone, Debug)]
pub struct GamePage {
    /// The game.
    pub game: GameId,
    /// Its version: every change bumps it.
    pub version: i64,
    /// The rules played.
    pub variant: Variant,
    /// How it came about (a local game has one person on both seats).
    pub mode: Mode,
    /// Where it is in its life.
    pub status: Status,
    /// The position now.
    pub position: Position,
    /// White's seat.
    pub white: PageSeat,
    /// Black's seat.
    pub black: PageSeat,
    /// The move that led here.
    pub last_move: Option<Move>,
    /// The time control, if clocked.
    pub clock: Option<TimeControl>,
    /// A game clock's time left to White and Black (ms) as their turns began.
    pub time_left: Option<[i64; 2]>,
    /// When the side to move runs out of time (Unix ms).
    pub deadline: Option<i64>,
    /// The side whose draw offer stands.
    pub draw_offer: Option<Color>,
    /// A finished game's winner (`None` for a draw) and how it ended.
    pub result: Option<(Option<Color>, Msg)>,
    /// The viewer's board theme (the shop's), or the game's creator's when
    /// the viewer is not known to the bot.
    pub theme: String,
    /// The viewer's language as the bot knows it (their `lang` choice, else
    /// the platform's hint), if it does.
    pub lang: Option<Lang>,
    /// Every chat that shows the game.
    pub chats: Vec<PageChat>,
}

/// A seat: who sits there, as a message, with their rating.
#[derive(Clone, Debug)]
pub struct PageSeat {
    /// The person on it (`None` for the bot or an open seat).
    pub user: Option<UserKey>,
    /// Their name as players see it.
    pub name: Msg,
    /// Their rating in the variant (`1500?`); none for the bot and open seats.
    pub rating: Option<Msg>,
}

/// A chat that shows the game.
#[derive(Clone, Debug)]
pub struct PageChat {
    /// The chat.
    pub key: ChatKey,
    /// Private or group.
    pub kind: ChatKind,
    /// The member the chat shows the game to (a private chat's person).
    pub member: Option<UserKey>,
    /// Shown there to a spectator, not played there.
    pub spectator: bool,
}

impl GamePage {
    /// The seat of a colour.
    pub fn seat(&self, color: Color) -> &PageSeat {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// Whether the game is being played (moves and actions apply).
    pub fn running(&self) -> bool {
        self.status == Status::Active
    }
}

/// The page of a loaded game for `viewer`.
pub(crate) fn page(
    world: &World<'_, '_>,
    session: &Session,
    viewer: &UserKey,
) -> Result<GamePage, CoreError> {
    let row = &session.row;
    let tx = world.tx;
    let seat = |color: Color| -> Result<PageSeat, CoreError> {
        let human = row.seat(color).filter(|_| row.bot_color() != Some(color));
        let (user, rating) = match human {
            Some(id) => {
                let user = tx.user(id)?;
                let s = standing(tx, id, row.variant)?;
                (Some(user.key), Some(shown(s.rating, s.deviation)))
            }
            None => (None, None),
        };
        Ok(PageSeat {
            user,
            name: player_name(world, session, color)?,
            rating,
        })
    };
    let known = tx.user_by_key(viewer)?;
    let theme = match &known {
        Some(user) => user.theme.clone(),
        None => tx.user(row.creator)?.theme,
    };
    let mut chats = Vec::new();
    for gc in tx.game_chats(row.id)? {
        let chat = tx.chat(gc.chat)?;
        let member = match gc.user {
            Some(id) => Some(tx.user(id)?.key),
            None => None,
        };
        chats.push(PageChat {
            key: chat.key,
            kind: chat.kind,
            member,
            spectator: gc.spectator,
        });
    }
    Ok(GamePage {
        game: row.id,
        version: row.version,
        variant: row.variant,
        mode: row.mode,
        status: row.status,
        position: *session.game.position(),
        white: seat(Color::White)?,
        black: seat(Color::Black)?,
        last_move: session.last_move(tx)?.cloned(),
        clock: row.clock,
        time_left: row.time_left,
        deadline: row.deadline,
        draw_offer: row.draw_offer,
        result: result_line(world, session)?.map(|r| (r.winner, r.told)),
        theme,
        lang: known.as_ref().and_then(|u| u.lang.or(u.lang_hint)),
        chats,
    })
}
