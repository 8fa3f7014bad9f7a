//! The tables of every variant found in one directory: what the bot loads
//! once and every search shares.

use std::collections::HashMap;
use std::path::Path;

use draughts::Variant;

use crate::error::EgdbError;
use crate::tables::Tables;

/// Each variant's tables, for the variants that have some.
#[derive(Debug, Default)]
pub struct Library {
    sets: HashMap<Variant, Tables>,
}

impl Library {
    /// Loads the tables of every variant that fits the generator from
    /// `dir` (`<dir>/<variant>/*.wdl`); variants without files are left
    /// out. A damaged file is an error.
    pub fn load(dir: &Path) -> Result<Library, EgdbError> {
        let mut sets = HashMap::new();
        for variant in Variant::ALL {
            if crate::fits(variant) {
                let tables = Tables::load(dir, variant)?;
                if !tables.is_empty() {
                    sets.insert(variant, tables);
                }
            }
        }
        Ok(Library { sets })
    }

    /// A library of one variant's tables.
    pub fn of(tables: Tables) -> Library {
        Library {
            sets: HashMap::from([(tables.variant(), tables)]),
        }
    }

    /// The tables of `variant`, if any were loaded.
    pub fn tables(&self, variant: Variant) -> Option<&Tables> {
        self.sets.get(&variant)
    }

    /// The variants with tables, and the tables.
    pub fn iter(&self) -> impl Iterator<Item = (Variant, &Tables)> {
        self.sets.iter().map(|(v, t)| (*v, t))
    }

    /// The memory every table takes.
    pub fn bytes(&self) -> usize {
        self.sets.values().map(Tables::bytes).sum()
    }
}
