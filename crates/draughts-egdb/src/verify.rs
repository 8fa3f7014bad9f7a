//! Checks a table against the rules alone: every position's value must
//! follow from its moves' values, read from the tables themselves.

use draughts::{Board8, MoveList, Rules};

use crate::error::EgdbError;
use crate::material::Material;
use crate::tables::{Tables, stuck};
use crate::wdl::Wdl;

/// Checks every position of `material`: a won position has a move to a
/// position lost for the opponent; a lost one has only moves to won ones
/// (or none, where that loses); a drawn one has no move to a lost one and
/// one to a drawn one. Returns the number of positions checked.
pub(crate) fn verify<R: Rules<Layout = Board8>>(
    tables: &Tables,
    material: Material,
) -> Result<u64, EgdbError> {
    let (index, table) = tables
        .get(&material)
        .ok_or_else(|| EgdbError::Missing(material.to_string()))?;
    let mut list = MoveList::new();
    let mut checked = 0;
    for id in 0..table.entries() {
        let Some(board) = index.board::<R>(id) else {
            if table.get(id).is_some() {
                return Err(inconsistent(material, id, "a hole holds a value"));
            }
            continue;
        };
        board.generate(&mut list);
        let expected = if list.is_empty() {
            stuck(R::VARIANT)
        } else {
            let mut best = Wdl::Loss;
            for action in list.iter() {
                let child = tables
                    .probe(&board.play(action))
                    .ok_or_else(|| inconsistent(material, id, "a move leads out of the tables"))?
                    .flip();
                if child == Wdl::Win || (child == Wdl::Draw && best == Wdl::Loss) {
                    best = child;
                }
            }
            best
        };
        if table.get(id) != Some(expected) {
            return Err(inconsistent(
                material,
                id,
                "the value does not follow from the moves",
            ));
        }
        checked += 1;
    }
    Ok(checked)
}

fn inconsistent(material: Material, id: u64, why: &str) -> EgdbError {
    EgdbError::Corrupt(format!("{material} entry {id}: {why}"))
}
