//! Games and the chats that show them: rows mapped to and from the
//! domain's [`GameRow`], [`Mode`] and [`Status`], and the clock's
//! bookkeeping on them.
//!
//! Every change to a game row checks and bumps its `version` (optimistic
//! concurrency): two writers that read the same version cannot both win.

use draughts::{Color, Variant};

use super::memo::Read;
use super::sql::{Row, params};
use super::{StoreError, Tx, parse_col};
use crate::domain::{ChatId, GameChat, GameId, GameRow, Mode, NewGame, Status, TimeControl};

/// A time control as its stored columns: `clock_secs` (per move, a game
/// clock's base time, or correspondence's days in seconds), `clock_kind`
/// and `clock_inc_secs`.
fn clock_columns(clock: Option<TimeControl>) -> (Option<i64>, Option<&'static str>, Option<i64>) {
    match clock {
        None => (None, None, None),
        Some(TimeControl::PerMove { secs }) => (Some(i64::from(secs)), None, None),
        Some(TimeControl::Fischer {
            base_secs,
            inc_secs,
        }) => (
            Some(i64::from(base_secs)),
            Some("fischer"),
            Some(i64::from(inc_secs)),
        ),
        Some(TimeControl::Days { days }) => (Some(i64::from(days) * 86_400), Some("days"), None),
    }
}

/// Reads the columns [`clock_columns`] writes.
fn read_clock(
    secs: Option<i64>,
    kind: Option<&str>,
    inc: Option<i64>,
) -> Result<Option<TimeControl>, StoreError> {
    let whole =
        |n: i64, what| u32::try_from(n).map_err(|_| StoreError::corrupt(what, n.to_string()));
    let Some(secs) = secs else {
        return Ok(None);
    };
    Ok(Some(match kind {
        None => TimeControl::PerMove {
            secs: whole(secs, "clock_secs")?,
        },
        Some("fischer") => TimeControl::Fischer {
            base_secs: whole(secs, "clock_secs")?,
            inc_secs: whole(inc.unwrap_or(0), "clock_inc_secs")?,
        },
        Some("days") => TimeControl::Days {
            days: whole(secs / 86_400, "clock_secs")?,
        },
        Some(other) => return Err(StoreError::corrupt("clock_kind", other)),
    }))
}

/// The read of [`Games::game_chats`].
const GAME_CHATS: &str = "SELECT chat_id, user_id, viewer, spectator, board_message FROM game_chats
     WHERE game_id = ?1 ORDER BY spectator, chat_id";

/// The value of `all` whose stored name is `s`.
fn by_name<T: Copy, const N: usize>(
    all: [T; N],
    name: fn(T) -> &'static str,
    s: &str,
    what: &'static str,
) -> Result<T, StoreError> {
    all.into_iter()
        .find(|v| name(*v) == s)
        .ok_or_else(|| StoreError::corrupt(what, s))
}

impl Mode {
    /// Reads a stored mode name.
    fn parse(s: &str) -> Result<Mode, StoreError> {
        by_name(Mode::ALL, Mode::name, s, "mode")
    }
}

impl Status {
    /// Reads a stored status name.
    fn parse(s: &str) -> Result<Status, StoreError> {
        by_name(Status::ALL, Status::name, s, "status")
    }
}

pub(super) const COLUMNS: &str =
    "id, variant, mode, rated, status, creator, white, black, bot_color, bot_level,
    start_fen, fen, version, draw_offer, clock_secs, deadline, warned, timeouts_white,
    timeouts_black, created_at, updated_at, snapshot, clock_kind, clock_inc_secs, time_white_ms,
    time_black_ms";

/// The stored name of a colour.
pub(super) fn color_name(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// Reads a stored colour name.
pub(super) fn parse_color(s: &str) -> Result<Color, StoreError> {
    match s {
        "white" => Ok(Color::White),
        "black" => Ok(Color::Black),
        other => Err(StoreError::corrupt("colour", other)),
    }
}

impl TryFrom<&Row> for GameRow {
    type Error = StoreError;
    fn try_from(r: &Row) -> Result<Self, StoreError> {
        let variant: String = r.get(1)?;
        let mode: String = r.get(2)?;
        let status: String = r.get(4)?;
        let bot_color: Option<String> = r.get(8)?;
        let bot_level: Option<u8> = r.get(9)?;
        let draw_offer: Option<String> = r.get(13)?;
        let snapshot: Option<String> = r.get(21)?;
        let clock_kind: Option<String> = r.get(22)?;
        let clock = read_clock(r.get(14)?, clock_kind.as_deref(), r.get(23)?)?;
        let time_left = match (r.get::<Option<i64>>(24)?, r.get::<Option<i64>>(25)?) {
            (Some(w), Some(b)) => Some([w, b]),
            _ => None,
        };
        let bot = match (bot_color, bot_level) {
            (Some(c), Some(l)) => Some((parse_color(&c)?, l)),
            _ => None,
        };
        Ok(GameRow {
            id: r.get(0)?,
            variant: parse_col(&variant, "variant")?,
            mode: Mode::parse(&mode)?,
            rated: r.get(3)?,
            status: Status::parse(&status)?,
            creator: r.get(5)?,
            white: r.get(6)?,
            black: r.get(7)?,
            bot,
            start_fen: r.get(10)?,
            fen: r.get(11)?,
            snapshot: snapshot
                .map(|json| {
                    serde_json::from_str(&json)
                        .map_err(|e| StoreError::corrupt_because("game snapshot", json, e))
                })
                .transpose()?,
            version: r.get(12)?,
            draw_offer: draw_offer.as_deref().map(parse_color).transpose()?,
            clock,
            time_left,
            deadline: r.get(15)?,
            warned: r.get(16)?,
            timeouts: [r.get(17)?, r.get(18)?],
            created_at: r.get(19)?,
            updated_at: r.get(20)?,
        })
    }
}

/// The games and the chats that show them. Every change to a game row
/// checks and bumps its version; the clock's bookkeeping (deadline,
/// warning, setting aside) touches neither the position nor the seats, so it
/// leaves the version (and with it the buttons under the board) alone.
pub trait Games {
    /// Creates a game; returns its row.
    fn insert_game(&self, g: &NewGame, now: i64) -> Result<GameRow, StoreError>;

    /// The game with this id.
    fn game(&self, id: GameId) -> Result<GameRow, StoreError>;

    /// The open or active game shown in a chat, if any (games set aside
    /// no longer occupy their chats).
    fn live_game_in_chat(&self, chat: ChatId) -> Result<Option<GameRow>, StoreError>;

    /// A game's version alone, `None` when there is no such game: the Mini
    /// App's event streams poll it to learn that a game changed, whichever
    /// instance changed it.
    fn game_version(&self, id: GameId) -> Result<Option<i64>, StoreError>;

    /// Writes every field of `g` if its stored version is still `g.version`,
    /// and bumps the version (in the database and in `g`).
    fn update_game(&self, g: &mut GameRow, now: i64) -> Result<(), StoreError>;

    /// Shows a game in a chat (or updates how it is shown).
    fn attach_chat(&self, game: GameId, gc: &GameChat) -> Result<(), StoreError>;

    /// The chats that show a game.
    fn game_chats(&self, game: GameId) -> Result<Vec<GameChat>, StoreError>;

    /// Sends the read of [`Games::game_chats`] ahead (see `memo`).
    fn read_game_chats_ahead(&self, game: GameId) -> Result<(), StoreError>;

    /// Remembers a board delivered to a chat: the game version it shows
    /// and, when it was posted anew, the platform id of its message.
    fn set_board_shown(
        &self,
        game: GameId,
        chat: ChatId,
        message: Option<&str>,
        version: i64,
    ) -> Result<(), StoreError>;

    /// The game version the chat's board message shows, as last delivered;
    /// `None` when no board was delivered there since versions were kept.
    fn shown_version(&self, game: GameId, chat: ChatId) -> Result<Option<i64>, StoreError>;

    /// Up to `limit` active games whose deadline is at or before `now`,
    /// oldest first. A game with a board still in the outbox is left out:
    /// its clock does not run against a player who could not see it.
    fn games_due(&self, now: i64, limit: u32) -> Result<Vec<GameId>, StoreError>;

    /// Up to `limit` active games not yet warned whose warning time has
    /// come: on the per-move clock `lead_ms` before the deadline, or half
    /// the move time for short clocks; in correspondence when a quarter of
    /// the move time is left ([`TimeControl::reminder_lead_ms`]); a game
    /// clock never (its caption shows the time). Games with a board in the
    /// outbox wait, as in [`Games::games_due`].
    fn games_to_warn(&self, now: i64, lead_ms: i64, limit: u32) -> Result<Vec<GameId>, StoreError>;

    /// Moves a running game's deadline.
    fn postpone_deadline(&self, game: GameId, deadline: i64) -> Result<(), StoreError>;

    /// Records that the player to move was warned; `false` when they
    /// already were (another instance's clock got there first).
    fn mark_warned(&self, game: GameId) -> Result<bool, StoreError>;

    /// A board of a running game reached a chat at `now`: the player to
    /// move gets their full move time from then on, on a game clock the
    /// time they had when their turn began (never less than they had).
    fn board_seen(&self, game: GameId, now: i64) -> Result<(), StoreError>;

    /// Gives every running clock `by_ms` more: the time the bot was down.
    /// Returns how many clocks were extended.
    fn extend_clocks(&self, by_ms: i64) -> Result<usize, StoreError>;

    /// Sets a game aside: it no longer loads, so its clock stops, it no
    /// longer occupies its chats, and no AI search is owed for it. The row
    /// stays for inspection.
    fn set_aside(&self, game: GameId, now: i64) -> Result<(), StoreError>;

    /// Up to `limit` open or running casual games without a clock whose
    /// last move (or creation, before the first move) is at or before
    /// `idle_since`: abandoned games to close.
    fn idle_games(&self, idle_since: i64, limit: u32) -> Result<Vec<GameId>, StoreError>;

    /// How many games are being played, per variant (variants without one
    /// left out): the operator's `damabot_active_games`.
    fn active_games_by_variant(&self) -> Result<Vec<(Variant, u64)>, StoreError>;
}

impl Games for Tx<'_> {
    fn insert_game(&self, g: &NewGame, now: i64) -> Result<GameRow, StoreError> {
        let (clock_secs, clock_kind, clock_inc_secs) = clock_columns(g.clock);
        let base = g.clock.and_then(TimeControl::base_ms);
        let id = self.row(
            "INSERT INTO games (variant, mode, rated, status, creator, white, black, bot_color,
                bot_level, start_fen, fen, clock_secs, deadline, created_at, updated_at,
                clock_kind, clock_inc_secs, time_white_ms, time_black_ms)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?10, ?11, ?12, ?13, ?13, ?14, ?15,
                ?16, ?16)
             RETURNING id",
            params![
                g.variant.name(),
                g.mode.name(),
                g.rated,
                g.status.name(),
                g.creator,
                g.white,
                g.black,
                g.bot.map(|(c, _)| color_name(c)),
                g.bot.map(|(_, l)| l),
                g.start_fen,
                clock_secs,
                g.deadline,
                now,
                clock_kind,
                clock_inc_secs,
                base
            ],
            |r| r.get(0),
        )?;
        self.game(id)
    }

    fn game(&self, id: GameId) -> Result<GameRow, StoreError> {
        let sql = format!("SELECT {COLUMNS} FROM games WHERE id = ?1");
        self.row(&sql, params![id], |r| GameRow::try_from(r))
    }

    fn live_game_in_chat(&self, chat: ChatId) -> Result<Option<GameRow>, StoreError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM games WHERE status IN ('open', 'active')
               AND set_aside_at IS NULL AND id IN
               (SELECT game_id FROM game_chats WHERE chat_id = ?1 AND spectator = 0)
             ORDER BY id DESC LIMIT 1"
        );
        self.opt_row(&sql, params![chat], |r| GameRow::try_from(r))
    }

    fn game_version(&self, id: GameId) -> Result<Option<i64>, StoreError> {
        self.opt_row(
            "SELECT version FROM games WHERE id = ?1",
            params![id],
            |r| r.get::<i64>(0),
        )
    }

    fn update_game(&self, g: &mut GameRow, now: i64) -> Result<(), StoreError> {
        let snapshot = g
            .snapshot
            .as_ref()
            .map(serde_json::to_string)
            .transpose()
            .map_err(|source| StoreError::Encode {
                what: "a game snapshot",
                source,
            })?;
        let (clock_secs, clock_kind, clock_inc_secs) = clock_columns(g.clock);
        let n = self.exec(
            "UPDATE games SET status = ?3, white = ?4, black = ?5, bot_color = ?6, bot_level = ?7,
                fen = ?8, draw_offer = ?9, clock_secs = ?10, deadline = ?11, warned = ?12,
                timeouts_white = ?13, timeouts_black = ?14, rated = ?15, updated_at = ?16,
                snapshot = ?17, clock_kind = ?18, clock_inc_secs = ?19, time_white_ms = ?20,
                time_black_ms = ?21, version = version + 1
             WHERE id = ?1 AND version = ?2",
            params![
                g.id,
                g.version,
                g.status.name(),
                g.white,
                g.black,
                g.bot.map(|(c, _)| color_name(c)),
                g.bot.map(|(_, l)| l),
                g.fen,
                g.draw_offer.map(color_name),
                clock_secs,
                g.deadline,
                g.warned,
                g.timeouts[0],
                g.timeouts[1],
                g.rated,
                now,
                snapshot,
                clock_kind,
                clock_inc_secs,
                g.time_left.map(|t| t[0]),
                g.time_left.map(|t| t[1])
            ],
        )?;
        if n == 0 {
            return Err(self.lost_race());
        }
        g.version += 1;
        g.updated_at = now;
        Ok(())
    }

    fn attach_chat(&self, game: GameId, gc: &GameChat) -> Result<(), StoreError> {
        self.memo.forget_game_chats();
        self.apply(
            "INSERT INTO game_chats (game_id, chat_id, user_id, viewer, spectator)
             VALUES (?1, ?2, ?3, ?4, ?5)
             ON CONFLICT (game_id, chat_id) DO UPDATE SET user_id = excluded.user_id,
                 viewer = excluded.viewer, spectator = excluded.spectator",
            params![
                game,
                gc.chat,
                gc.user,
                gc.viewer.map(color_name),
                gc.spectator
            ],
        )?;
        Ok(())
    }

    fn game_chats(&self, game: GameId) -> Result<Vec<GameChat>, StoreError> {
        self.rows_read(&Read::GameChats(game), GAME_CHATS, params![game], |r| {
            let viewer: Option<String> = r.get(2)?;
            Ok(GameChat {
                chat: r.get(0)?,
                user: r.get(1)?,
                viewer: viewer.as_deref().map(parse_color).transpose()?,
                spectator: r.get(3)?,
                board_message: r.get(4)?,
            })
        })
    }

    fn read_game_chats_ahead(&self, game: GameId) -> Result<(), StoreError> {
        self.read_ahead(Read::GameChats(game), GAME_CHATS, params![game])
    }

    fn set_board_shown(
        &self,
        game: GameId,
        chat: ChatId,
        message: Option<&str>,
        version: i64,
    ) -> Result<(), StoreError> {
        self.memo.forget_game_chats();
        self.apply(
            "UPDATE game_chats SET board_message = COALESCE(?3, board_message), board_version = ?4
             WHERE game_id = ?1 AND chat_id = ?2",
            params![game, chat, message, version],
        )?;
        Ok(())
    }

    fn shown_version(&self, game: GameId, chat: ChatId) -> Result<Option<i64>, StoreError> {
        Ok(self
            .opt_row(
                "SELECT board_version FROM game_chats WHERE game_id = ?1 AND chat_id = ?2",
                params![game, chat],
                |r| r.get::<Option<i64>>(0),
            )?
            .flatten())
    }

    fn games_due(&self, now: i64, limit: u32) -> Result<Vec<GameId>, StoreError> {
        self.rows(
            "SELECT id FROM games WHERE status = 'active' AND deadline IS NOT NULL
               AND deadline <= ?1 AND set_aside_at IS NULL
               AND NOT EXISTS (SELECT 1 FROM outbox o
                   WHERE o.game_id = games.id AND o.settled_at IS NULL)
             ORDER BY deadline LIMIT ?2",
            params![now, limit],
            |r| r.get(0),
        )
    }

    fn games_to_warn(&self, now: i64, lead_ms: i64, limit: u32) -> Result<Vec<GameId>, StoreError> {
        self.rows(
            "SELECT id FROM games WHERE status = 'active' AND deadline IS NOT NULL
               AND warned = 0 AND (clock_kind IS NULL OR clock_kind = 'days')
               AND deadline - CASE WHEN clock_kind = 'days' THEN clock_secs * 250
                   WHEN ?2 < clock_secs * 500 THEN ?2 ELSE clock_secs * 500 END <= ?1
               AND set_aside_at IS NULL
               AND NOT EXISTS (SELECT 1 FROM outbox o
                   WHERE o.game_id = games.id AND o.settled_at IS NULL)
             ORDER BY deadline LIMIT ?3",
            params![now, lead_ms, limit],
            |r| r.get(0),
        )
    }

    fn postpone_deadline(&self, game: GameId, deadline: i64) -> Result<(), StoreError> {
        self.apply(
            "UPDATE games SET deadline = ?2 WHERE id = ?1 AND deadline IS NOT NULL",
            params![game, deadline],
        )?;
        Ok(())
    }

    fn mark_warned(&self, game: GameId) -> Result<bool, StoreError> {
        let n = self.exec(
            "UPDATE games SET warned = 1 WHERE id = ?1 AND warned = 0",
            params![game],
        )?;
        Ok(n > 0)
    }

    fn board_seen(&self, game: GameId, now: i64) -> Result<(), StoreError> {
        self.apply(
            "UPDATE games SET deadline = ?2 + clock_secs * 1000, warned = 0
             WHERE id = ?1 AND status = 'active' AND deadline IS NOT NULL
               AND (clock_kind IS NULL OR clock_kind = 'days')
               AND clock_secs IS NOT NULL AND deadline < ?2 + clock_secs * 1000",
            params![game, now],
        )?;
        // A game clock: the mover's time left runs from the board's arrival
        // (their time at the start of the turn is the one of the side the
        // FEN names to move).
        self.apply(
            "UPDATE games SET deadline = ?2 + CASE WHEN substr(fen, 1, 1) = 'W'
                 THEN time_white_ms ELSE time_black_ms END
             WHERE id = ?1 AND status = 'active' AND deadline IS NOT NULL
               AND clock_kind = 'fischer' AND time_white_ms IS NOT NULL
               AND deadline < ?2 + CASE WHEN substr(fen, 1, 1) = 'W'
                 THEN time_white_ms ELSE time_black_ms END",
            params![game, now],
        )
    }

    fn extend_clocks(&self, by_ms: i64) -> Result<usize, StoreError> {
        self.exec(
            "UPDATE games SET deadline = deadline + ?1
             WHERE status = 'active' AND deadline IS NOT NULL",
            params![by_ms],
        )
    }

    fn set_aside(&self, game: GameId, now: i64) -> Result<(), StoreError> {
        self.apply(
            "UPDATE games SET set_aside_at = ?2, deadline = NULL
             WHERE id = ?1 AND set_aside_at IS NULL",
            params![game, now],
        )?;
        self.apply("DELETE FROM ai_claims WHERE game_id = ?1", params![game])?;
        Ok(())
    }

    fn idle_games(&self, idle_since: i64, limit: u32) -> Result<Vec<GameId>, StoreError> {
        self.rows(
            "SELECT g.id FROM games g
             WHERE g.status IN ('open', 'active') AND g.updated_at <= ?1
               AND g.rated = 0 AND g.clock_secs IS NULL AND g.set_aside_at IS NULL
               AND COALESCE((SELECT MAX(m.created_at) FROM moves m WHERE m.game_id = g.id),
                            g.created_at) <= ?1
             ORDER BY g.updated_at LIMIT ?2",
            params![idle_since, limit],
            |r| r.get(0),
        )
    }

    fn active_games_by_variant(&self) -> Result<Vec<(Variant, u64)>, StoreError> {
        self.rows(
            "SELECT variant, COUNT(*) FROM games
             WHERE status = 'active' AND set_aside_at IS NULL
             GROUP BY variant ORDER BY variant",
            params![],
            |r| {
                let variant: String = r.get(0)?;
                let count: i64 = r.get(1)?;
                Ok((
                    parse_col(&variant, "variant")?,
                    u64::try_from(count).unwrap_or(0),
                ))
            },
        )
    }
}
