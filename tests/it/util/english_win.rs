//! One English checkers game the Telegram tests and benchmarks play: found
//! by a search over the engine and replayed through `draughts::Game`, which
//! ends it. Black (the creator, who moves first) takes all twelve White men
//! in 21 plies, with four double jumps among the captures.

use draughts::{Notation, Position, Variant};

/// The plies, in the numbered notation players type.
pub const WIN: [&str; 21] = [
    "9-14", "23-18", "14x23", "26x19", "11-16", "30-26", "16x23x30", "21-17", "30x21x14", "31-26",
    "10-15", "24-19", "15x24x31", "22-17", "14x21", "29-25", "21x30x23", "32-27", "31x24", "28x19",
    "23x16",
];

/// The algebraic routes of the first `plies` plies, as the store keeps
/// moves.
pub fn stored_line(plies: usize) -> Vec<String> {
    let mut position = Position::start(Variant::English);
    WIN.iter()
        .take(plies)
        .map(|mv| {
            let parsed = position.parse_move(mv).expect("a legal move");
            let text = position.move_text(&parsed, Notation::Algebraic);
            position = position.play(&parsed).expect("it plays");
            text
        })
        .collect()
}
