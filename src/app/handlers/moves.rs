//! Moves a player asks for: reading what they typed or the number they
//! picked, and explaining a refusal with the legal alternatives.

use draughts::notation::{MoveText, SquareRef};
use draughts::{IllegalReason, Move, MoveError, Notation, Position, Square};

use crate::app::Msg;
use crate::app::core::context::{Actor, World};
use crate::app::error::CoreError;
use crate::app::game::turn::{playable, player_move};
use crate::app::view::moves::numbered_moves;

/// At most this many legal captures are listed in a refusal.
const LIST_LIMIT: usize = 6;

/// How a player named the move they want.
pub(crate) enum Wanted<'a> {
    /// Typed notation.
    Text(&'a str),
    /// The n-th entry of `moves`, optionally pinned to a game version.
    Number(usize, Option<i64>),
}

/// Plays a move the actor asked for in their chat, or explains why not.
pub(crate) fn human_move(
    world: &mut World<'_, '_>,
    actor: &Actor,
    wanted: Wanted<'_>,
) -> Result<(), CoreError> {
    let Some(mut session) = playable(world, actor)? else {
        return Ok(());
    };
    let mv = match wanted {
        Wanted::Text(text) => match session.game.position().parse_move(text) {
            Ok(mv) => mv,
            Err(e) => {
                let msg = refusal(session.game.position(), text, &e);
                actor.tell(world, msg);
                return Ok(());
            }
        },
        Wanted::Number(number, version) => {
            if version.is_some_and(|v| v != session.row.version) {
                actor.tell(world, Msg::new("board-stale"));
                return Ok(());
            }
            let list = numbered_moves(session.game.position());
            match number.checked_sub(1).and_then(|i| list.into_iter().nth(i)) {
                Some((_, mv)) => mv,
                None => {
                    let max = i64::try_from(numbered_moves(session.game.position()).len())
                        .unwrap_or(i64::MAX);
                    actor.tell(
                        world,
                        Msg::new("move-number-range")
                            .num("number", i64::try_from(number).unwrap_or(i64::MAX))
                            .num("max", max),
                    );
                    return Ok(());
                }
            }
        }
    };
    player_move(world, actor, &mut session, &mv)
}

/// The translated explanation of a move that was not played: what was
/// wrong, then (unless the answer already lists them) the legal
/// alternatives in the variant's own notation.
fn refusal(position: &Position, text: &str, error: &MoveError) -> Msg {
    let list = |moves: &[Move]| {
        moves
            .iter()
            .map(|m| position.move_text(m, Notation::Native))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let square = |sq: &Square| sq.text(position.variant(), Notation::Native);
    let (reason, options) = match error {
        MoveError::Syntax(_) => (
            Msg::new("move-syntax")
                .echo("input", text)
                .text("example", example(position)),
            options(position, typed_square(position, text)),
        ),
        MoveError::Ambiguous(candidates) => (
            Msg::new("move-ambiguous")
                .echo("input", text)
                .text("candidates", list(candidates)),
            None,
        ),
        MoveError::Illegal(IllegalReason::CaptureRequired(_))
            if !unfinished(position, text).is_empty() =>
        {
            let routes = unfinished(position, text);
            let msg = Msg::new("capture-unfinished")
                .text("input", text)
                .num("count", i64::try_from(routes.len()).unwrap_or(i64::MAX))
                .text("routes", list(&routes));
            (msg, None)
        }
        MoveError::Illegal(IllegalReason::CaptureRequired(captures)) => {
            let count = i64::try_from(captures.len()).unwrap_or(i64::MAX);
            if captures.len() <= LIST_LIMIT {
                let msg = Msg::new("capture-required")
                    .num("count", count)
                    .text("captures", list(captures));
                (msg, None)
            } else {
                let msg = Msg::new("capture-required-many").num("count", count);
                (msg, options(position, None))
            }
        }
        MoveError::Illegal(IllegalReason::NoPieceThere(sq)) => (
            Msg::new("move-no-piece").text("square", square(sq)),
            options(position, None),
        ),
        MoveError::Illegal(IllegalReason::NotYourPiece(sq)) => (
            Msg::new("move-not-your-piece").text("square", square(sq)),
            options(position, None),
        ),
        MoveError::Illegal(IllegalReason::UnknownSquare(typed)) => (
            Msg::new("move-unknown-square").echo("square", typed),
            options(position, None),
        ),
        MoveError::Illegal(IllegalReason::NoSuchMove) => (
            Msg::new("move-illegal").echo("input", text),
            options(position, typed_start(position, text)),
        ),
    };
    match options {
        Some(options) => Msg::new("move-refused")
            .msg("reason", reason)
            .msg("options", options),
        None => reason,
    }
}

/// The legal moves to offer after a refusal: those of the piece on `from`
/// when it has any, otherwise the position's (the first few when there are
/// many); `None` when nothing can move.
fn options(position: &Position, from: Option<Square>) -> Option<Msg> {
    let all = numbered_moves(position);
    let texts = |moves: &[&(String, Move)]| {
        moves
            .iter()
            .map(|(t, _)| t.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    };
    if let Some(from) = from {
        let mine: Vec<&(String, Move)> = all.iter().filter(|(_, m)| m.from() == from).collect();
        if !mine.is_empty() {
            return Some(
                Msg::new("move-options-piece")
                    .text("square", from.text(position.variant(), Notation::Native))
                    .text("moves", texts(&mine)),
            );
        }
    }
    let count = i64::try_from(all.len()).unwrap_or(i64::MAX);
    let shown: Vec<&(String, Move)> = all.iter().take(LIST_LIMIT).collect();
    match all.len() {
        0 => None,
        n if n <= LIST_LIMIT => Some(
            Msg::new("move-options")
                .num("count", count)
                .text("moves", texts(&shown)),
        ),
        _ => Some(
            Msg::new("move-options-many")
                .num("count", count)
                .text("moves", texts(&shown)),
        ),
    }
}

/// The legal capture routes that the typed squares begin but do not end
/// (`c3:e5` when the man must go on to `c7` or `g7`): every square typed
/// after the start is a landing of the route, in order, and the route
/// goes on after the last one.
fn unfinished(position: &Position, text: &str) -> Vec<Move> {
    let variant = position.variant();
    let Ok(typed) = text.parse::<MoveText>() else {
        return Vec::new();
    };
    let Ok(squares) = typed
        .squares()
        .iter()
        .map(|s| s.square(variant))
        .collect::<Result<Vec<Square>, _>>()
    else {
        return Vec::new();
    };
    let Some((&from, typed_landings)) = squares.split_first() else {
        return Vec::new();
    };
    let mut routes: Vec<Move> = Vec::new();
    for route in position.legal_routes() {
        let landings = route.landings();
        let mut rest = landings[..landings.len().saturating_sub(1)].iter();
        let begins = route.is_capture()
            && route.from() == from
            && typed_landings.iter().all(|sq| rest.any(|l| l == sq));
        if begins && !routes.iter().any(|r| r.same_outcome(&route)) {
            routes.push(route);
        }
    }
    routes
}

/// The square typed alone (`c3`), if `text` is one square of this board.
/// (A lone number never gets here: `m 22` picks the 22nd listed move.)
fn typed_square(position: &Position, text: &str) -> Option<Square> {
    let square: Square = text.trim().to_lowercase().parse().ok()?;
    SquareRef::Named(square).square(position.variant()).ok()
}

/// The start square of a typed move, if it names one of this board.
fn typed_start(position: &Position, text: &str) -> Option<Square> {
    let typed = text.parse::<MoveText>().ok()?;
    typed.squares().first()?.square(position.variant()).ok()
}

/// A legal move of this position, as an example of the notation.
fn example(position: &Position) -> String {
    numbered_moves(position)
        .into_iter()
        .next()
        .map_or_else(|| "c3-c4".to_owned(), |(t, _)| t)
}
