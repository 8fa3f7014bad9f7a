//! The tap board: the board's own squares as buttons, where the platform
//! has one ([`crate::domain::Capabilities::tap_board`]).
//!
//! A tap carries the squares tapped so far, this one last, and the game
//! version the board showed; [`step`] decides what they mean: a piece to
//! select (its next landings are marked), a move to play, or a refusal. The
//! selection travels in the buttons' payloads and the keyboard-only board
//! edits, never in memory, so any instance can serve the next tap.
//!
//! Only boards up to 10×10 get the tap board (Telegram allows 100 buttons);
//! 12×12 keeps the numbered move list.

use draughts::{Move, Position, Square, Variant};

use crate::app::TapBoard;
use crate::domain::{ChatInfo, Platform, TapMode};

/// The largest board side that gets the tap board: a 10×10 board has at
/// most 100 squares, 50 of them playable, within Telegram's 100 buttons
/// with room for the controls.
const MAX_SIDE: u8 = 10;

/// Whether a variant's board gets the tap board (up to 10×10).
pub fn fits(variant: Variant) -> bool {
    let geometry = variant.geometry();
    geometry.files <= MAX_SIDE && geometry.ranks <= MAX_SIDE
}

/// The tap mode a board in this chat uses: `None` where the tap board is not
/// offered at all (not Telegram, or a board too large).
pub(crate) fn mode_for(chat: &ChatInfo, stored: TapMode, variant: Variant) -> Option<TapMode> {
    match stored {
        TapMode::Only => Some(TapMode::Only),
        TapMode::Off | TapMode::On if chat.key.platform == Platform::Telegram && fits(variant) => {
            Some(stored)
        }
        TapMode::Off | TapMode::On => None,
    }
}

/// The tap board of a board post in this mode, nothing selected.
pub(crate) fn board_for(mode: Option<TapMode>) -> Option<TapBoard> {
    match mode? {
        TapMode::Off => None,
        TapMode::On => Some(TapBoard::default()),
        TapMode::Only => Some(TapBoard {
            only: true,
            ..TapBoard::default()
        }),
    }
}

/// What a path of tapped squares asks for in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Step {
    /// Nothing selected.
    Clear,
    /// A piece and the landings chosen so far; where it may land next.
    Select {
        /// The squares tapped.
        path: Vec<Square>,
        /// The next landings of every route that goes on from the path.
        targets: Vec<Square>,
    },
    /// The path names one move: play it.
    Play(Move),
    /// The square holds no piece that can move now.
    CannotMove(Square),
    /// The path is no beginning of a legal route (an old board's selection).
    Stale,
}

/// Decides what the tapped squares mean: the first is a piece; each later
/// one a landing. A single square selects its piece (unless its only move
/// is to be removed, as in Hawaiian's opening); a route is played as soon
/// as only one legal route goes on from it, so a capture with one way to go
/// needs two taps and one with several asks for each landing in turn.
pub(crate) fn step(position: &Position, path: &[Square]) -> Step {
    let Some((&from, landings)) = path.split_first() else {
        return Step::Clear;
    };
    let routes: Vec<Move> = position
        .legal_routes()
        .into_iter()
        .filter(|m| m.from() == from && m.landings().starts_with(landings))
        .collect();
    let Some(first) = routes.first() else {
        return if landings.is_empty() {
            Step::CannotMove(from)
        } else {
            Step::Stale
        };
    };
    let one_route = routes.iter().all(|m| m.landings() == first.landings());
    if one_route && (!landings.is_empty() || first.landings().is_empty()) {
        return Step::Play(first.clone());
    }
    if let Some(done) = routes.iter().find(|m| m.landings() == landings)
        && !landings.is_empty()
    {
        return Step::Play(done.clone());
    }
    let mut targets: Vec<Square> = routes
        .iter()
        .filter_map(|m| m.landings().get(landings.len()).copied())
        .collect();
    targets.sort_unstable();
    targets.dedup();
    Step::Select {
        path: path.to_vec(),
        targets,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().expect("a square")
    }

    fn position(variant: Variant, fen: &str) -> Position {
        Position::from_fen(variant, fen).expect("a valid position")
    }

    #[test]
    fn nothing_tapped_is_no_selection() {
        assert_eq!(step(&Position::start(Variant::Russian), &[]), Step::Clear);
    }

    #[test]
    fn a_piece_is_selected_with_its_destinations() {
        let start = Position::start(Variant::Russian);
        assert_eq!(
            step(&start, &[sq("c3")]),
            Step::Select {
                path: vec![sq("c3")],
                targets: vec![sq("b4"), sq("d4")],
            }
        );
    }

    #[test]
    fn a_destination_plays_the_move() {
        let start = Position::start(Variant::Russian);
        let Step::Play(mv) = step(&start, &[sq("c3"), sq("d4")]) else {
            panic!("c3 then d4 plays");
        };
        assert_eq!((mv.from(), mv.to()), (sq("c3"), sq("d4")));
    }

    #[test]
    fn a_piece_that_cannot_move_an_empty_square_and_a_foreign_piece_are_refused() {
        let start = Position::start(Variant::Russian);
        for name in ["a1", "e5", "f6"] {
            assert_eq!(
                step(&start, &[sq(name)]),
                Step::CannotMove(sq(name)),
                "{name}"
            );
        }
    }

    #[test]
    fn a_landing_that_no_route_takes_is_stale() {
        let start = Position::start(Variant::Russian);
        assert_eq!(step(&start, &[sq("c3"), sq("e5")]), Step::Stale);
    }

    /// A white man on c3 can take d4 and then either b6 or f6: the first
    /// landing (e5) is shared, so the board asks for the next one.
    #[test]
    fn a_capture_with_two_routes_asks_for_the_next_landing() {
        let p = position(Variant::Russian, "W:Wc3:Bd4,d6,f6,h8");
        assert_eq!(
            step(&p, &[sq("c3")]),
            Step::Select {
                path: vec![sq("c3")],
                targets: vec![sq("e5")],
            }
        );
        assert_eq!(
            step(&p, &[sq("c3"), sq("e5")]),
            Step::Select {
                path: vec![sq("c3"), sq("e5")],
                targets: vec![sq("c7"), sq("g7")],
            }
        );
        let Step::Play(mv) = step(&p, &[sq("c3"), sq("e5"), sq("g7")]) else {
            panic!("the last landing plays");
        };
        assert_eq!(mv.landings(), [sq("e5"), sq("g7")]);
        assert_eq!(mv.captured(), [sq("d4"), sq("f6")]);
    }

    /// With one way to go, the first landing plays the whole capture.
    #[test]
    fn a_capture_with_one_route_plays_at_the_first_landing() {
        let p = position(Variant::Russian, "W:Wc3:Bd4,d6");
        let Step::Play(mv) = step(&p, &[sq("c3"), sq("e5")]) else {
            panic!("one route plays at once");
        };
        assert_eq!(mv.landings(), [sq("e5"), sq("c7")]);
    }

    #[test]
    fn boards_up_to_ten_by_ten_fit_and_twelve_by_twelve_does_not() {
        assert!(fits(Variant::International));
        assert!(fits(Variant::Turkish));
        assert!(!fits(Variant::Canadian));
    }
}
