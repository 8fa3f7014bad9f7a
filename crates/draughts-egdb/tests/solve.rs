//! The tables against a naive solver that shares nothing with them but the
//! move generator: every position of up to three pieces is listed by
//! placing pieces square by square, and the values are found by sweeping
//! over all of them until nothing changes (a won position has a move to a
//! lost one, a lost one has only moves to won ones, the rest is drawn).

use std::collections::HashMap;

use draughts::{Board, Board8, Color, Layout, MoveList, Playable, Rules, Variant, rules};
use draughts_egdb::{Tables, Wdl, build, verify_all};

/// Every position of `R` with one to `pieces` pieces in all, one side with
/// none allowed (it has lost), both sides to move.
fn positions<R: Rules<Layout = Board8>>(pieces: usize) -> Vec<Board<R>> {
    let playable = match R::VARIANT.geometry().playable {
        Playable::Dark => Board8::dark(),
        Playable::Light => !Board8::dark(),
        Playable::All => u64::MAX,
    };
    let mut out = Vec::new();
    let mut stack = vec![([0u64; 2], 0u64, 0usize, 0u8)];
    while let Some((sides, kings, placed, next)) = stack.pop() {
        if placed > 0 {
            for turn in Color::ALL {
                out.push(Board::from_sets(sides, kings, turn));
            }
        }
        if placed == pieces {
            continue;
        }
        // Pieces are placed on increasing squares, so each set comes once.
        for sq in next..64 {
            let bit = 1u64 << sq;
            if playable & bit == 0 {
                continue;
            }
            for color in Color::ALL {
                for king in [false, true] {
                    if !king && R::promotion(color == Color::White) & bit != 0 {
                        continue;
                    }
                    let mut s = sides;
                    s[color.index()] |= bit;
                    let k = if king { kings | bit } else { kings };
                    stack.push((s, k, placed + 1, sq + 1));
                }
            }
        }
    }
    out
}

/// The value of every position of up to `pieces` pieces, by sweeps.
fn naive<R: Rules<Layout = Board8>>(pieces: usize) -> HashMap<Board<R>, Wdl> {
    let all = positions::<R>(pieces);
    let stuck = if R::VARIANT == Variant::Anti {
        Wdl::Win
    } else {
        Wdl::Loss
    };
    let number: HashMap<Board<R>, usize> = all.iter().enumerate().map(|(i, b)| (*b, i)).collect();
    let mut list = MoveList::new();
    let children: Vec<Vec<usize>> = all
        .iter()
        .map(|board| {
            board.generate(&mut list);
            list.iter().map(|a| number[&board.play(a)]).collect()
        })
        .collect();
    let mut value: Vec<Option<Wdl>> = vec![None; all.len()];
    loop {
        let mut changed = false;
        for (i, next) in children.iter().enumerate() {
            if value[i].is_some() {
                continue;
            }
            value[i] = if next.is_empty() {
                Some(stuck)
            } else if next.iter().any(|&c| value[c] == Some(Wdl::Loss)) {
                Some(Wdl::Win)
            } else if next.iter().all(|&c| value[c] == Some(Wdl::Win)) {
                Some(Wdl::Loss)
            } else {
                None
            };
            changed |= value[i].is_some();
        }
        if !changed {
            break;
        }
    }
    all.into_iter()
        .zip(value)
        .map(|(board, v)| (board, v.unwrap_or(Wdl::Draw)))
        .collect()
}

/// Builds the variant's tables of up to three pieces and compares every
/// position with both sides on the board.
fn agree<R: Rules<Layout = Board8>>() {
    let dir = tempfile::tempdir().unwrap();
    let tables = build(dir.path(), R::VARIANT, 3, &mut |_| {}).unwrap();
    assert_eq!(tables.complete(), 3);
    let solved = naive::<R>(3);
    let mut wins = 0;
    for (board, v) in &solved {
        if board.count(Color::White) == 0 || board.count(Color::Black) == 0 {
            continue;
        }
        assert_eq!(tables.probe(board), Some(*v), "{:?} {board:?}", R::VARIANT);
        wins += u32::from(*v == Wdl::Win);
    }
    assert!(wins > 0);
}

#[test]
fn russian_tables_agree_with_a_naive_solver() {
    agree::<rules::Russian>();
}

#[test]
fn english_tables_agree_with_a_naive_solver() {
    agree::<rules::English>();
}

#[test]
fn italian_tables_agree_with_a_naive_solver() {
    agree::<rules::Italian>();
}

#[test]
fn anti_tables_agree_with_a_naive_solver() {
    agree::<rules::Anti>();
}

#[test]
fn tables_are_consistent_and_files_are_kept() {
    let dir = tempfile::tempdir().unwrap();
    let mut made = 0;
    build(dir.path(), Variant::Czech, 3, &mut |p| {
        made += usize::from(!p.kept)
    })
    .unwrap();
    assert_eq!(made, 4 + 12);
    let mut kept = 0;
    let tables = build(dir.path(), Variant::Czech, 3, &mut |p| {
        kept += usize::from(p.kept)
    })
    .unwrap();
    assert_eq!(kept, 16);
    let checked = verify_all(&tables, &mut |_, _| {}).unwrap();
    assert!(checked > 100_000, "{checked}");
    let loaded = Tables::load(dir.path(), Variant::Czech).unwrap();
    assert_eq!(loaded.len(), 16);
    assert_eq!(loaded.complete(), 3);
}

#[test]
fn variants_whose_rules_do_not_fit_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    for variant in [
        Variant::International,
        Variant::Frisian,
        Variant::Persian,
        Variant::Hawaiian,
    ] {
        assert!(!draughts_egdb::fits(variant));
        assert!(build(dir.path(), variant, 2, &mut |_| {}).is_err());
    }
}
