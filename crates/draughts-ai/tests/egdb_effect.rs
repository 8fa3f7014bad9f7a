//! A measurement, opt-in: in won Russian endings of four pieces where a
//! choice matters (no capture due, more than one move), how often does a
//! level keep the win with its move, without and with the endgame tables?
//!
//! ```sh
//! DAMABOT_EGDB_DIR=<dir with russian 2-4 tables> \
//!   cargo test -p draughts-ai --test egdb_effect -- --ignored --nocapture
//! ```
//! (Without the variable the tables are made in a temporary directory.)

use std::sync::Arc;

use draughts::{Board, Color, Game, Piece, Position, Setup, Square, Variant, rules};
use draughts_ai::{Engine, Level};
use draughts_egdb::{Library, Material, Tables, Wdl, build};

type Russian = rules::Russian;

/// xorshift64*: the positions depend only on the seed.
fn next(state: &mut u64) -> u64 {
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    state.wrapping_mul(0x2545_F491_4F6C_DD1D)
}

/// A random Russian position of `material`, `None` if a man landed on its
/// promotion rank.
fn random_board(material: Material, state: &mut u64) -> Option<Board<Russian>> {
    let dark: Vec<u8> = (0..64u8).filter(|i| (i % 8 + i / 8) % 2 == 0).collect();
    let mut pieces = [0u64; 2];
    let mut kings = 0u64;
    for color in Color::ALL {
        let c = color.index();
        for king in [false, true] {
            let n = if king {
                material.kings[c]
            } else {
                material.men[c]
            };
            for _ in 0..n {
                let bit = loop {
                    let sq = dark[(next(state) % 32) as usize];
                    if (pieces[0] | pieces[1]) & (1 << sq) == 0 {
                        break sq;
                    }
                };
                let last = if color == Color::White { 7 } else { 0 };
                if !king && bit / 8 == last {
                    return None;
                }
                pieces[c] |= 1 << bit;
                if king {
                    kings |= 1 << bit;
                }
            }
        }
    }
    let turn = if next(state).is_multiple_of(2) {
        Color::White
    } else {
        Color::Black
    };
    Some(Board::from_sets(pieces, kings, turn))
}

/// The game of `board`.
fn game_of(board: &Board<Russian>) -> Game {
    let mut setup = Setup {
        turn: board.turn(),
        pieces: Vec::new(),
    };
    for color in Color::ALL {
        for i in 0..64u8 {
            if board.bits(color) & (1 << i) != 0 {
                let king = board.kings() & (1 << i) != 0;
                let piece = if king {
                    Piece::king(color)
                } else {
                    Piece::man(color)
                };
                setup.pieces.push((Square::new(i % 8, i / 8), piece));
            }
        }
    }
    Game::from_position(Position::from_setup(Variant::Russian, &setup).unwrap())
}

#[test]
#[ignore = "a measurement (minutes): see the module docs"]
fn won_endings_kept_with_and_without_tables() {
    let temp = tempfile::tempdir().unwrap();
    let dir = match std::env::var_os("DAMABOT_EGDB_DIR") {
        Some(dir) => dir.into(),
        None => {
            build(temp.path(), Variant::Russian, 4, &mut |_| {}).unwrap();
            temp.path().to_owned()
        }
    };
    let library = Arc::new(Library::load(&dir).unwrap());
    let tables: &Tables = library.tables(Variant::Russian).unwrap();
    let four: Vec<Material> = Material::up_to(4)
        .into_iter()
        .filter(|m| m.pieces() == 4)
        .collect();
    let mut state = 0x9E37_79B9_7F4A_7C15;
    let mut positions = Vec::new();
    while positions.len() < 200 {
        let material = four[(next(&mut state) % four.len() as u64) as usize];
        let Some(board) = random_board(material, &mut state) else {
            continue;
        };
        let mut list = draughts::MoveList::new();
        board.generate(&mut list);
        if tables.probe(&board) == Some(Wdl::Win) && !board.has_capture() && list.len() > 1 {
            positions.push(board);
        }
    }
    for level in [6, 7] {
        let settings = Level::clamped(level).settings(0);
        for with in [false, true] {
            let mut kept = 0;
            for board in &positions {
                let game = game_of(board);
                let mut engine = Engine::new(settings.table_bits);
                if with {
                    engine.set_tables(Some(Arc::clone(&library)));
                }
                let best = engine.search(&game, &settings).unwrap().best;
                let after = game.position().play(&best).unwrap();
                let child = after.board::<Russian>().unwrap();
                kept += usize::from(tables.probe(child) == Some(Wdl::Loss));
            }
            println!(
                "level {level} {} tables: kept the win in {kept} of {} won 4-piece positions",
                if with { "with" } else { "without" },
                positions.len()
            );
        }
    }
}
