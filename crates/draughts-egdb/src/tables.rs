//! A variant's set of tables, loaded from a directory, and the probe.

use std::collections::HashMap;
use std::path::Path;

use draughts::{BitWord, Board, Color, Rules, Variant};

use crate::error::EgdbError;
use crate::index::{Index, Squares};
use crate::material::Material;
use crate::table::Table;
use crate::wdl::Wdl;

/// The tables of one variant: every signature present, and the probe that
/// finds a position's value in them.
#[derive(Debug)]
pub struct Tables {
    variant: Variant,
    squares: Squares,
    tables: HashMap<Material, (Index, Table)>,
    /// The most pieces of any table held.
    most: u32,
}

impl Tables {
    /// An empty set for `variant` (its rules must fit: [`crate::fits`]).
    pub fn new(variant: Variant) -> Result<Tables, EgdbError> {
        let squares = crate::dispatch!(variant, R => Ok(Squares::of::<R>()))?;
        Ok(Tables {
            variant,
            squares,
            tables: HashMap::new(),
            most: 0,
        })
    }

    /// Loads every table of `variant` found in `dir` (its files
    /// `<dir>/<variant>/<signature>.wdl`). A missing directory gives an
    /// empty set; a damaged file is an error.
    pub fn load(dir: &Path, variant: Variant) -> Result<Tables, EgdbError> {
        let mut tables = Tables::new(variant)?;
        let folder = dir.join(variant.name());
        let entries = match std::fs::read_dir(&folder) {
            Ok(entries) => entries,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(tables),
            Err(e) => return Err(EgdbError::io(&folder, &e)),
        };
        for entry in entries {
            let path = entry.map_err(|e| EgdbError::io(&folder, &e))?.path();
            let named = path
                .file_name()
                .and_then(|n| n.to_str())
                .and_then(|n| n.strip_suffix(".wdl"))
                .and_then(Material::parse);
            if named.is_some() {
                let bytes = std::fs::read(&path).map_err(|e| EgdbError::io(&path, &e))?;
                tables.insert(Table::from_bytes(&bytes, variant)?);
            }
        }
        Ok(tables)
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The largest `n` such that every signature of 2 to `n` pieces is
    /// held (0 when not even the 2-piece ones are).
    pub fn complete(&self) -> u32 {
        (2..=self.most)
            .take_while(|&n| {
                Material::up_to(n)
                    .iter()
                    .all(|m| self.tables.contains_key(m))
            })
            .last()
            .unwrap_or(0)
    }

    /// The number of tables held.
    pub fn len(&self) -> usize {
        self.tables.len()
    }

    /// Whether no table is held.
    pub fn is_empty(&self) -> bool {
        self.tables.is_empty()
    }

    /// The memory the values take.
    pub fn bytes(&self) -> usize {
        self.tables.values().map(|(_, t)| t.bytes()).sum()
    }

    /// The table of `material`, with its index.
    pub(crate) fn get(&self, material: &Material) -> Option<&(Index, Table)> {
        self.tables.get(material)
    }

    /// The squares the index uses.
    pub(crate) fn squares(&self) -> Squares {
        self.squares
    }

    /// The index of `material` on this variant's board.
    pub(crate) fn index(&self, material: Material) -> Index {
        Index::new(self.squares, material)
    }

    /// Adds (or replaces) a table.
    pub fn insert(&mut self, table: Table) {
        let material = table.material();
        self.most = self.most.max(material.pieces());
        self.tables.insert(material, (self.index(material), table));
    }

    /// The value of `board` for the side to move, if a table holds it:
    /// `None` for another variant, too many pieces, or a signature not
    /// loaded. A side to move without pieces has lost (won, in Anti).
    #[inline]
    pub fn probe<R: Rules>(&self, board: &Board<R>) -> Option<Wdl> {
        if R::VARIANT != self.variant {
            return None;
        }
        let turn = board.turn();
        if board.count(turn) == 0 {
            return Some(stuck(self.variant));
        }
        if board.occupied().count() > self.most {
            return None;
        }
        let (index, table) = self.get(&Material::of(board))?;
        let set = |w: draughts::Word<R>| w.iter().fold(0u64, |acc, i| acc | 1 << i);
        let pieces = [set(board.bits(Color::White)), set(board.bits(Color::Black))];
        let id = turn.index() as u64 * index.size() + index.encode(pieces, set(board.kings()));
        table.get(id)
    }
}

/// The value of a side to move that has no legal move (or no piece): a
/// loss, except in Anti checkers, where it wins.
pub(crate) fn stuck(variant: Variant) -> Wdl {
    if variant == Variant::Anti {
        Wdl::Win
    } else {
        Wdl::Loss
    }
}
