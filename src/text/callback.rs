//! Button payloads: an [`Action`] on a game, encoded in a short string that
//! fits Telegram's 64-byte callback data and Discord's custom ids.
//!
//! Game-bound actions carry the game id, so a button under an old board never
//! acts on another game; move picks also carry the version their list was
//! made for. Game id 0 (never a database id) marks a button that acts on the
//! chat's current game, such as "Board" under a text reply.
//!
//! A square of the tap board carries the game, its version and the squares
//! tapped so far, two characters each (file `a`–`p`, rank `0`–`f` counted
//! from 0): `tap:12:7:c2d3` is the piece on c3 with d4 chosen. A selection of
//! up to 20 squares fits in 64 bytes for any realistic game id and version.
//!
//! The record buttons (PDN, replay) name their game in the command itself
//! rather than pin it: they work on finished games too, which no longer
//! occupy the chat.

use draughts::{Square, Variant};

use crate::app::{Action, Command, GameId};

/// The longest payload a button may carry (Telegram's callback data).
pub const MAX_DATA: usize = 64;

/// Encodes a button for a game.
pub fn encode(game: GameId, action: &Action) -> String {
    match action {
        Action::Join => format!("join:{game}"),
        Action::Moves(page) => format!("moves:{game}:{page}"),
        Action::Play { number, version } => format!("play:{game}:{version}:{number}"),
        Action::Resign => format!("resign:{game}"),
        Action::OfferDraw | Action::AcceptDraw => format!("draw:{game}"),
        Action::Board => format!("board:{game}"),
        Action::Rules(v) => format!("rules:{}", v.name()),
        Action::Pdn => format!("pdn:{game}"),
        Action::Replay => format!("replay:{game}"),
        Action::TapMode => format!("tapmode:{game}"),
        Action::Rematch => format!("rematch:{game}"),
        Action::AcceptTakeback => format!("takeback:{game}:1"),
        Action::DeclineTakeback => format!("takeback:{game}:0"),
        Action::AcceptChallenge => format!("challenge:{game}:1"),
        Action::DeclineChallenge => format!("challenge:{game}:0"),
    }
}

/// Encodes a square of the tap board: the squares tapped so far, this one
/// last.
pub fn encode_tap(game: GameId, version: i64, path: &[Square]) -> String {
    let mut data = format!("tap:{game}:{version}:");
    for sq in path {
        data.push(char::from(b'a' + sq.file()));
        data.push(char::from_digit(u32::from(sq.rank()), 16).unwrap_or('0'));
    }
    data
}

/// Encodes the Join button of a game posted through inline mode.
pub fn encode_inline(variant: Variant) -> String {
    format!("inline:{}", variant.name())
}

/// Reads the squares of [`encode_tap`]'s path.
fn decode_path(text: &str) -> Option<Vec<Square>> {
    let bytes = text.as_bytes();
    if !bytes.len().is_multiple_of(2) {
        return None;
    }
    bytes
        .chunks(2)
        .map(|pair| {
            let file = pair[0]
                .checked_sub(b'a')
                .filter(|f| *f < Square::MAX_SIDE)?;
            let rank = char::from(pair[1]).to_digit(16)?;
            Square::try_new(file, u8::try_from(rank).ok()?)
        })
        .collect()
}

/// A decoded button press: the command and the game it was meant for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Press {
    /// What to do.
    pub command: Command,
    /// The game the button belonged to, if game-bound.
    pub game: Option<GameId>,
}

/// Decodes a payload made by [`encode`]; anything else gives `None`.
pub fn decode(data: &str) -> Option<Press> {
    let mut parts = data.split(':');
    let kind = parts.next()?;
    if kind == "rules" || kind == "inline" {
        let v: Variant = parts.next()?.parse().ok()?;
        let command = if kind == "rules" {
            Command::Rules(Some(v))
        } else {
            Command::InlineGame(v)
        };
        return Some(Press {
            command,
            game: None,
        });
    }
    let game: GameId = parts.next()?.parse().ok()?;
    if kind == "rematch" {
        // A rematch is asked of a finished game, which no longer occupies
        // the chat: the command names it rather than pin it.
        return parts.next().is_none().then_some(Press {
            command: Command::Rematch((game != 0).then_some(game)),
            game: None,
        });
    }
    if let Some(record) = record_command(kind, game) {
        return parts.next().is_none().then_some(Press {
            command: record,
            game: None,
        });
    }
    let command = match kind {
        "join" => Command::Join(None),
        "moves" => Command::Moves(parts.next()?.parse().ok()?),
        "play" => {
            let version = parts.next()?.parse().ok()?;
            let number = parts.next()?.parse().ok()?;
            Command::MoveNumber {
                number,
                version: Some(version),
            }
        }
        "resign" => Command::Resign,
        "draw" => Command::Draw,
        "board" => Command::Board,
        "tapmode" => Command::TapMode,
        "challenge" => match parts.next()? {
            "1" => Command::ChallengeAnswer(true),
            "0" => Command::ChallengeAnswer(false),
            _ => return None,
        },
        "takeback" => match parts.next()? {
            "1" => Command::TakebackAnswer(true),
            "0" => Command::TakebackAnswer(false),
            _ => return None,
        },
        "tap" => {
            let version = parts.next()?.parse().ok()?;
            let path = decode_path(parts.next()?)?;
            Command::Tap { version, path }
        }
        _ => return None,
    };
    if parts.next().is_some() {
        return None;
    }
    Some(Press {
        command,
        game: (game != 0).then_some(game),
    })
}

/// The command of a record button (`pdn:<game>`, `replay:<game>`); game
/// 0 means the chat's current game.
fn record_command(kind: &str, game: GameId) -> Option<Command> {
    let game = (game != 0).then_some(game);
    match kind {
        "pdn" => Some(Command::Pdn(game)),
        "replay" => Some(Command::Replay(game)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_round_trips_and_fits_telegram() {
        let actions = [
            Action::Join,
            Action::Moves(3),
            Action::Play {
                number: 17,
                version: 123456,
            },
            Action::Resign,
            Action::OfferDraw,
            Action::Board,
            Action::Rules(Variant::Dameo),
            Action::TapMode,
            Action::AcceptTakeback,
            Action::DeclineTakeback,
            Action::AcceptChallenge,
            Action::DeclineChallenge,
        ];
        for a in actions {
            let data = encode(i64::MAX, &a);
            assert!(data.len() <= 64, "{data}");
            let press = decode(&data).expect("decodes");
            let expected_game = (!matches!(a, Action::Rules(_))).then_some(i64::MAX);
            assert_eq!(press.game, expected_game, "{data}");
        }
        assert_eq!(
            decode("play:5:9:2").map(|p| p.command),
            Some(Command::MoveNumber {
                number: 2,
                version: Some(9)
            })
        );
    }

    #[test]
    fn record_buttons_name_their_game_in_the_command() {
        for (action, command) in [
            (Action::Pdn, Command::Pdn(Some(42))),
            (Action::Replay, Command::Replay(Some(42))),
            (Action::Rematch, Command::Rematch(Some(42))),
        ] {
            let press = decode(&encode(42, &action)).expect("decodes");
            assert_eq!(press.command, command);
            assert_eq!(press.game, None, "a finished game is no stale board");
        }
        assert_eq!(decode("pdn:0").map(|p| p.command), Some(Command::Pdn(None)));
        assert_eq!(decode("replay:1:2"), None);
        assert_eq!(decode("rematch:1:2"), None);
        assert_eq!(
            decode(&encode(7, &Action::DeclineTakeback)).map(|p| p.command),
            Some(Command::TakebackAnswer(false))
        );
        assert_eq!(decode("takeback:7:2"), None);
    }

    #[test]
    fn taps_round_trip_and_fit_telegram() {
        let path: Vec<Square> = ["c3", "e5", "c7", "a9", "j10"]
            .iter()
            .map(|s| s.parse().expect("a square"))
            .collect();
        let data = encode_tap(123_456_789, 98_765, &path);
        assert_eq!(data, "tap:123456789:98765:c2e4c6a8j9");
        assert_eq!(
            decode(&data),
            Some(Press {
                command: Command::Tap {
                    version: 98_765,
                    path: path.clone()
                },
                game: Some(123_456_789)
            })
        );
        assert_eq!(
            decode(&encode_inline(Variant::Russian)).map(|p| p.command),
            Some(Command::InlineGame(Variant::Russian))
        );
        let long: Vec<Square> = path.iter().copied().cycle().take(20).collect();
        assert!(encode_tap(123_456_789, 98_765, &long).len() <= 64);
        assert_eq!(
            decode("tap:5:3:").map(|p| p.command),
            Some(Command::Tap {
                version: 3,
                path: Vec::new()
            })
        );
    }

    #[test]
    fn junk_is_refused() {
        assert_eq!(decode("board:0").and_then(|p| p.game), None);
        for junk in [
            "",
            "play",
            "play:x:1:2",
            "resign:1:2",
            "rules:chess",
            "nuke:1",
            "tap:1:2:c",
            "tap:1:2:z1",
            "tap:1:2:cg",
            "tap:1:x:c2",
            "tap:1:2",
        ] {
            assert_eq!(decode(junk), None, "{junk}");
        }
    }
}
