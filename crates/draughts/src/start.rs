//! Each variant's starting position (SPEC.md and VARIANTS.md, "Board &
//! start" / "Start").

use crate::color::{Color, Piece};
use crate::square::Square;
use crate::variant::Variant;

/// Corner checkers (VARIANTS.md §14): the long diagonal a1–h8 stays empty.
const CORNER_WHITE: [&str; 12] = [
    "c1", "e1", "g1", "d2", "f2", "h2", "e3", "g3", "f4", "h4", "g5", "h6",
];
const CORNER_BLACK: [&str; 12] = [
    "a3", "b4", "a5", "c5", "b6", "d6", "a7", "c7", "e7", "b8", "d8", "f8",
];

/// One-way checkers (VARIANTS.md §15): White on the a–d side, Black on the
/// e–h side, ranks 7–8 empty.
const ONEWAY_WHITE: [&str; 12] = [
    "a1", "c1", "b2", "d2", "a3", "c3", "b4", "d4", "a5", "c5", "b6", "d6",
];
const ONEWAY_BLACK: [&str; 12] = [
    "e1", "g1", "f2", "h2", "e3", "g3", "f4", "h4", "e5", "g5", "f6", "h6",
];

/// Parachute checkers (VARIANTS.md §16): men on the own second and third
/// ranks, parachutists on the opponent's first rank.
const PARACHUTE_WHITE_MEN: [&str; 8] = ["b2", "d2", "f2", "h2", "a3", "c3", "e3", "g3"];
const PARACHUTE_WHITE_PARACHUTISTS: [&str; 4] = ["b8", "d8", "f8", "h8"];
const PARACHUTE_BLACK_MEN: [&str; 8] = ["b6", "d6", "f6", "h6", "a7", "c7", "e7", "g7"];
const PARACHUTE_BLACK_PARACHUTISTS: [&str; 4] = ["a1", "c1", "e1", "g1"];

/// Alquerque (VARIANTS.md §19): two rows each plus the two rightmost middle
/// points from each player's view; c3 empty.
const ALQUERQUE_WHITE: [&str; 12] = [
    "a1", "b1", "c1", "d1", "e1", "a2", "b2", "c2", "d2", "e2", "d3", "e3",
];
const ALQUERQUE_BLACK: [&str; 12] = [
    "a3", "b3", "a4", "b4", "c4", "d4", "e4", "a5", "b5", "c5", "d5", "e5",
];

fn listed(names: &[&str], square: Square) -> bool {
    names.iter().any(|n| n.parse() == Ok(square))
}

/// Which side holds the first `rows` ranks (White) and the last `rows`
/// ranks (Black) of a board with `ranks` ranks.
fn rows(rank: u8, ranks: u8, rows: u8) -> Option<Color> {
    if rank < rows {
        Some(Color::White)
    } else if rank >= ranks - rows {
        Some(Color::Black)
    } else {
        None
    }
}

/// The piece on the playable `square` of `variant` at the start.
pub(crate) fn piece_on(variant: Variant, square: Square) -> Option<Piece> {
    let (file, rank) = (square.file(), square.rank());
    let ranks = variant.geometry().ranks;
    let color = match variant {
        Variant::Persian | Variant::Turkish => match rank {
            1 | 2 => Some(Color::White),
            5 | 6 => Some(Color::Black),
            _ => None,
        },
        Variant::Dameo => {
            // The pyramid: 8 + 6 + 4 men, narrowing by one file per side.
            let row = rank.min(7 - rank);
            let inside = file >= row && file < 8 - row;
            rows(rank, ranks, 3).filter(|_| inside)
        }
        Variant::International | Variant::Frisian => rows(rank, ranks, 4),
        Variant::Canadian => rows(rank, ranks, 5),
        Variant::Thai | Variant::Gothic => rows(rank, ranks, 2),
        Variant::Hawaiian => Some(if (file + rank) % 2 == 0 {
            Color::White
        } else {
            Color::Black
        }),
        Variant::Corner => pick(square, &CORNER_WHITE, &CORNER_BLACK),
        Variant::Oneway => pick(square, &ONEWAY_WHITE, &ONEWAY_BLACK),
        Variant::Alquerque => pick(square, &ALQUERQUE_WHITE, &ALQUERQUE_BLACK),
        Variant::Parachute => {
            if listed(&PARACHUTE_WHITE_PARACHUTISTS, square) {
                return Some(Piece::parachutist(Color::White));
            }
            if listed(&PARACHUTE_BLACK_PARACHUTISTS, square) {
                return Some(Piece::parachutist(Color::Black));
            }
            pick(square, &PARACHUTE_WHITE_MEN, &PARACHUTE_BLACK_MEN)
        }
        Variant::English
        | Variant::Brazilian
        | Variant::Russian
        | Variant::Pool
        | Variant::Czech
        | Variant::Italian
        | Variant::Portuguese
        | Variant::Anti => rows(rank, ranks, 3),
    };
    color.map(Piece::man)
}

fn pick(square: Square, white: &[&str], black: &[&str]) -> Option<Color> {
    if listed(white, square) {
        Some(Color::White)
    } else if listed(black, square) {
        Some(Color::Black)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each side starts with as many pieces as the variant allows, on
    /// playable squares.
    #[test]
    fn start_counts() {
        for variant in Variant::ALL {
            let setup = variant.start_setup();
            for color in Color::ALL {
                let n = setup
                    .pieces
                    .iter()
                    .filter(|(_, p)| p.color == color)
                    .count();
                let expected = match variant {
                    Variant::Thai => 8,
                    v => v.max_pieces() as usize,
                };
                assert_eq!(n, expected, "{variant} {color}");
            }
            assert!(
                setup
                    .pieces
                    .iter()
                    .all(|(sq, _)| variant.geometry().is_playable(*sq)),
                "{variant}"
            );
        }
    }
}
