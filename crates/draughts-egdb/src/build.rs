//! Making a variant's tables up to a number of pieces, signature by
//! signature, keeping the files already made.

use std::path::Path;
use std::time::{Duration, Instant};

use draughts::Variant;

use crate::error::EgdbError;
use crate::material::Material;
use crate::table::Table;
use crate::tables::Tables;
use crate::wdl::Wdl;

/// What happened to one signature, for progress reports.
#[derive(Clone, Debug)]
pub struct Progress {
    /// The signature.
    pub material: Material,
    /// Its place among the signatures to make (from 1).
    pub number: usize,
    /// How many signatures there are.
    pub of: usize,
    /// Entries (positions of both sides to move, index holes included).
    pub entries: u64,
    /// Positions won, drawn and lost for the side to move.
    pub wdl: [u64; 3],
    /// The file's size in bytes.
    pub file_bytes: u64,
    /// Time spent solving it (zero when an existing file was kept).
    pub elapsed: Duration,
    /// The file was already there and was loaded instead.
    pub kept: bool,
}

/// Makes every table of `variant` with 2 to `pieces` pieces in
/// `<dir>/<variant>/`, smallest first, loading instead the files already
/// there, and reports each signature to `report` as it is done.
pub fn build(
    dir: &Path,
    variant: Variant,
    pieces: u32,
    report: &mut dyn FnMut(&Progress),
) -> Result<Tables, EgdbError> {
    let mut tables = Tables::new(variant)?;
    let all = Material::up_to(pieces);
    let folder = dir.join(variant.name());
    std::fs::create_dir_all(&folder).map_err(|e| EgdbError::io(&folder, &e))?;
    for (i, &material) in all.iter().enumerate() {
        let path = Table::path(dir, variant, material);
        let started = Instant::now();
        let (table, kept) = match std::fs::read(&path) {
            Ok(bytes) => (Table::from_bytes(&bytes, variant)?, true),
            Err(_) => {
                let table = crate::dispatch!(variant, R => crate::generate::generate::<R>(&tables, material))?;
                let partial = path.with_extension("wdl.part");
                std::fs::write(&partial, table.to_bytes())
                    .map_err(|e| EgdbError::io(&partial, &e))?;
                std::fs::rename(&partial, &path).map_err(|e| EgdbError::io(&path, &e))?;
                (table, false)
            }
        };
        let elapsed = if kept {
            Duration::ZERO
        } else {
            started.elapsed()
        };
        let file_bytes = std::fs::metadata(&path).map_or(0, |m| m.len());
        let progress = Progress {
            material,
            number: i + 1,
            of: all.len(),
            entries: table.entries(),
            wdl: tally(&table),
            file_bytes,
            elapsed,
            kept,
        };
        tables.insert(table);
        report(&progress);
    }
    Ok(tables)
}

/// Checks every table of `tables` against the rules ([`crate::verify`]'s
/// conditions), reporting each signature's positions as it is checked.
pub fn verify_all(
    tables: &Tables,
    report: &mut dyn FnMut(Material, u64),
) -> Result<u64, EgdbError> {
    let mut total = 0;
    for material in Material::up_to(9) {
        if tables.get(&material).is_some() {
            let n = crate::dispatch!(tables.variant(), R => crate::verify::verify::<R>(tables, material))?;
            report(material, n);
            total += n;
        }
    }
    Ok(total)
}

/// Positions won, drawn and lost in `table`.
fn tally(table: &Table) -> [u64; 3] {
    let mut wdl = [0; 3];
    for id in 0..table.entries() {
        match table.get(id) {
            Some(Wdl::Win) => wdl[0] += 1,
            Some(Wdl::Draw) => wdl[1] += 1,
            Some(Wdl::Loss) => wdl[2] += 1,
            None => {}
        }
    }
    wdl
}
