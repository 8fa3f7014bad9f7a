//! Retrograde analysis of one material signature.
//!
//! 1. Every position is looked at once with the move generator. A move that
//!    leaves the signature (a capture, a promotion) leads to a table
//!    already made, whose value it reads; a move that stays in it is
//!    counted. A position with a move to a lost position is won; one with
//!    no move left to count is lost, or drawn when one of its moves leads
//!    to a draw.
//! 2. From each won or lost position, its predecessors in the signature
//!    (the positions one quiet, non-crowning move before it) are found by
//!    taking a move back (a king slides or steps back, a man steps back);
//!    those where a capture was due were all decided in step 1. A
//!    predecessor of a lost position is won; a predecessor of a won
//!    position has one move fewer to count, and when none is left it is
//!    lost (or drawn, if it had a move to a draw).
//! 3. Whatever is still undecided is drawn: neither side can force a win.

use draughts::{BitWord, Board, Board8, Color, Layout, MoveList, Rules};

use crate::error::EgdbError;
use crate::material::Material;
use crate::table::Table;
use crate::tables::{Tables, stuck};
use crate::wdl::Wdl;

const UNKNOWN: u8 = 0;
const WIN: u8 = 1;
const LOSS: u8 = 2;
const DRAW: u8 = 3;
const HOLE: u8 = 4;

/// In a position's counter: one of its moves leads to a draw. The count
/// itself stays below it: at most 6 pieces of at most 13 moves each.
const HAS_DRAW: u8 = 0x80;

/// Solves `material` given `lower`, which must hold every signature its
/// captures and promotions lead to.
pub(crate) fn generate<R: Rules<Layout = Board8>>(
    lower: &Tables,
    material: Material,
) -> Result<Table, EgdbError> {
    let index = lower.index(material);
    let entries = 2 * index.size();
    // At most a few hundred million entries for 6 pieces: they fit.
    let n = entries as usize;
    let men_squares = lower.squares().men;
    let mut value = vec![UNKNOWN; n];
    let mut count = vec![0u8; n];
    let mut queue: Vec<u64> = Vec::new();
    let mut list = MoveList::new();
    let lost = code(stuck(R::VARIANT));

    for id in 0..entries {
        let i = id as usize;
        let Some(board) = index.board::<R>(id) else {
            value[i] = HOLE;
            continue;
        };
        board.generate(&mut list);
        if list.is_empty() {
            value[i] = lost;
            queue.push(id);
            continue;
        }
        let mut win = false;
        let mut draw = false;
        let mut same = 0u8;
        for action in list.iter() {
            let child = board.play(action);
            if Material::of(&child) == material {
                same += 1;
                continue;
            }
            match lower.probe(&child) {
                Some(Wdl::Loss) => {
                    win = true;
                    break;
                }
                Some(Wdl::Draw) => draw = true,
                Some(Wdl::Win) => {}
                None => return Err(EgdbError::Missing(Material::of(&child).to_string())),
            }
        }
        if win {
            value[i] = WIN;
            queue.push(id);
        } else if same == 0 {
            value[i] = if draw { DRAW } else { LOSS };
            if !draw {
                queue.push(id);
            }
        } else {
            count[i] = same | if draw { HAS_DRAW } else { 0 };
        }
    }

    let mut head = 0;
    while let Some(&id) = queue.get(head) {
        head += 1;
        let won = value[id as usize] == WIN;
        let Some(board) = index.board::<R>(id) else {
            continue;
        };
        for_each_predecessor(&board, men_squares, |before| {
            let p = index.of_board(&before) as usize;
            if value[p] != UNKNOWN {
                return;
            }
            if !won {
                value[p] = WIN;
                queue.push(p as u64);
                return;
            }
            count[p] -= 1;
            if count[p] & !HAS_DRAW == 0 {
                if count[p] & HAS_DRAW != 0 {
                    value[p] = DRAW;
                } else {
                    value[p] = LOSS;
                    queue.push(p as u64);
                }
            }
        });
    }

    let mut table = Table::new(R::VARIANT, material, entries);
    for (id, &v) in value.iter().enumerate() {
        let wdl = match v {
            WIN => Some(Wdl::Win),
            LOSS => Some(Wdl::Loss),
            HOLE => None,
            _ => Some(Wdl::Draw),
        };
        table.set(id as u64, wdl);
    }
    Ok(table)
}

fn code(wdl: Wdl) -> u8 {
    match wdl {
        Wdl::Win => WIN,
        Wdl::Loss => LOSS,
        Wdl::Draw => DRAW,
    }
}

/// Calls `f` with every position of the same material from which a quiet,
/// non-crowning move leads to `board`, and with some where a capture was
/// due instead (so that move was illegal): those have only captures, are
/// all decided in the first pass and are skipped as decided, which spares
/// a capture test per predecessor.
fn for_each_predecessor<R: Rules<Layout = Board8>>(
    board: &Board<R>,
    men_squares: [u64; 2],
    mut f: impl FnMut(Board<R>),
) {
    let mover = !board.turn();
    let white = mover == Color::White;
    let occupied = board.occupied();
    let ours = board.bits(mover);
    let kings = board.kings();
    let men_squares = men_squares[mover.index()];
    let mut back = |from: u64, to: u8, king: bool| {
        let mut pieces = [board.bits(Color::White), board.bits(Color::Black)];
        let moved = from | 1 << to;
        pieces[mover.index()] ^= moved;
        let kings = if king { kings ^ moved } else { kings };
        f(Board::<R>::from_sets(pieces, kings, mover));
    };
    for to in (ours & kings).iter() {
        for &d in R::KING_STEPS {
            let d = d.reverse();
            let froms = if R::FLYING_KINGS {
                Board8::slide(to, d, occupied)
            } else {
                Board8::step(1 << to, d) & !occupied
            };
            for from in froms.iter() {
                back(1 << from, to, true);
            }
        }
    }
    for to in (ours & !kings).iter() {
        for &d in R::MAN_STEPS {
            let from =
                Board8::step(1 << to, R::man_dir(d, white).reverse()) & !occupied & men_squares;
            if from != 0 {
                back(from, to, false);
            }
        }
    }
}
