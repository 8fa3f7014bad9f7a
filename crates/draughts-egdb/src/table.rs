//! One material signature's values, packed four to a byte, and their file.
//!
//! A file (`<dir>/<variant>/<signature>.wdl`) holds:
//! - the magic `DAMAEGDB` and a format version byte (1);
//! - the variant's name (a length byte, then its bytes);
//! - the signature: white men, white kings, black men, black kings;
//! - the number of entries (u64, little-endian) and an FNV-1a hash (u64)
//!   of the packed values;
//! - the packed values, deflated: entry `i` is bits `2 (i % 4)` of byte
//!   `i / 4`, 0 draw, 1 win, 2 loss (for the side to move), 3 a hole.

use std::path::{Path, PathBuf};

use draughts::Variant;

use crate::error::EgdbError;
use crate::material::Material;
use crate::wdl::{HOLE, Wdl};

const MAGIC: &[u8; 8] = b"DAMAEGDB";
const VERSION: u8 = 1;

/// The values of one signature: entry `id` as [`crate::index`] numbers
/// the positions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    variant: Variant,
    material: Material,
    entries: u64,
    packed: Vec<u8>,
}

impl Table {
    /// A table of `entries` holes, to be filled with [`Table::set`].
    pub(crate) fn new(variant: Variant, material: Material, entries: u64) -> Table {
        Table {
            variant,
            material,
            entries,
            packed: vec![0xFF; entries.div_ceil(4) as usize],
        }
    }

    /// The signature.
    pub fn material(&self) -> Material {
        self.material
    }

    /// The number of entries (both sides to move, holes included).
    pub fn entries(&self) -> u64 {
        self.entries
    }

    /// The bytes the values take in memory.
    pub fn bytes(&self) -> usize {
        self.packed.len()
    }

    /// The 2-bit code of entry `id`.
    #[inline(always)]
    pub(crate) fn code(&self, id: u64) -> u8 {
        (self.packed[(id / 4) as usize] >> (2 * (id % 4))) & 3
    }

    /// The value of entry `id`; `None` for a hole.
    #[inline(always)]
    pub fn get(&self, id: u64) -> Option<Wdl> {
        Wdl::of_code(self.code(id))
    }

    /// Sets entry `id` (`None`: a hole).
    #[inline(always)]
    pub(crate) fn set(&mut self, id: u64, value: Option<Wdl>) {
        let code = value.map_or(HOLE, Wdl::code);
        let byte = &mut self.packed[(id / 4) as usize];
        let shift = 2 * (id % 4);
        *byte = (*byte & !(3 << shift)) | (code << shift);
    }

    /// The path of this signature's file under `dir`.
    pub fn path(dir: &Path, variant: Variant, material: Material) -> PathBuf {
        dir.join(variant.name()).join(format!("{material}.wdl"))
    }

    /// The file's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let name = self.variant.name().as_bytes();
        let mut out = Vec::with_capacity(64 + self.packed.len() / 4);
        out.extend_from_slice(MAGIC);
        out.push(VERSION);
        out.push(name.len() as u8);
        out.extend_from_slice(name);
        out.extend_from_slice(&[
            self.material.men[0],
            self.material.kings[0],
            self.material.men[1],
            self.material.kings[1],
        ]);
        out.extend_from_slice(&self.entries.to_le_bytes());
        out.extend_from_slice(&fnv(&self.packed).to_le_bytes());
        out.extend_from_slice(&miniz_oxide::deflate::compress_to_vec(&self.packed, 9));
        out
    }

    /// Reads a file's bytes, checking that they are whole and of `variant`.
    pub fn from_bytes(bytes: &[u8], variant: Variant) -> Result<Table, EgdbError> {
        let bad = |why: &str| EgdbError::Corrupt(why.to_owned());
        let rest = bytes.strip_prefix(MAGIC).ok_or_else(|| bad("no magic"))?;
        let (&version, rest) = rest.split_first().ok_or_else(|| bad("truncated"))?;
        if version != VERSION {
            return Err(bad("unknown version"));
        }
        let (&len, rest) = rest.split_first().ok_or_else(|| bad("truncated"))?;
        let (name, rest) = rest
            .split_at_checked(usize::from(len))
            .ok_or_else(|| bad("truncated"))?;
        if name != variant.name().as_bytes() {
            return Err(bad("another variant's table"));
        }
        let (head, body) = rest.split_at_checked(20).ok_or_else(|| bad("truncated"))?;
        let material = Material {
            men: [head[0], head[2]],
            kings: [head[1], head[3]],
        };
        let entries = u64::from_le_bytes(head[4..12].try_into().map_err(|_| bad("header"))?);
        let hash = u64::from_le_bytes(head[12..20].try_into().map_err(|_| bad("header"))?);
        let packed =
            miniz_oxide::inflate::decompress_to_vec(body).map_err(|_| bad("bad deflate stream"))?;
        if packed.len() as u64 != entries.div_ceil(4) || fnv(&packed) != hash {
            return Err(bad("checksum mismatch"));
        }
        Ok(Table {
            variant,
            material,
            entries,
            packed,
        })
    }
}

/// FNV-1a, 64 bits: detects a damaged or truncated file.
fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_survives_its_file_and_damage_is_caught() {
        let material = Material::parse("1001").unwrap();
        let mut table = Table::new(Variant::Russian, material, 11);
        for (id, v) in [
            (0, Wdl::Win),
            (3, Wdl::Loss),
            (4, Wdl::Draw),
            (10, Wdl::Win),
        ] {
            table.set(id, Some(v));
        }
        assert_eq!(table.get(1), None);
        assert_eq!(table.get(3), Some(Wdl::Loss));
        let bytes = table.to_bytes();
        assert_eq!(Table::from_bytes(&bytes, Variant::Russian), Ok(table));
        assert!(Table::from_bytes(&bytes, Variant::English).is_err());
        let mut damaged = bytes.clone();
        damaged[30] ^= 1;
        assert!(Table::from_bytes(&damaged, Variant::Russian).is_err());
        assert!(Table::from_bytes(&bytes[..bytes.len() - 2], Variant::Russian).is_err());
    }
}
