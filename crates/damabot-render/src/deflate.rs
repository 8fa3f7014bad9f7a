//! A canvas's rows filtered as PNG stores them and deflated into one zlib
//! stream, in one call on a deflate state each drawing thread keeps.
//!
//! The png crate's own path writes a filter byte and then a row at a time
//! through flate2 into a fresh zlib-rs state: a new state allocates and
//! zeroes its tables for every board, and row-sized writes cost calls and
//! copies. Filtering the whole canvas first and deflating it at once on a
//! reused state gives the same stream sooner, byte for byte the same
//! (`cargo bench -p damabot-render --bench render -- _start`; figures in
//! docs/benchmarks.md). The scratch costs a drawing thread a little memory
//! while it lives.

use std::cell::RefCell;

use zlib_rs::{Deflate, DeflateFlush, Status};

/// The zlib level a thread's deflate state starts at; each board sets its
/// own (see `encode`).
const FIRST_LEVEL: i32 = 2;
/// The deflate window, as zlib's `windowBits`: the largest, 32 KiB.
const WINDOW_BITS: u8 = 15;

/// How rows are filtered before deflating (PNG filter types).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RowFilter {
    /// `Up` on every row (the first row's "row above" is zeros, as PNG
    /// defines it).
    Up,
    /// No filter on any row.
    None,
}

impl RowFilter {
    /// The PNG filter type byte that starts each row (2 `Up`, 0 none).
    fn type_byte(self) -> u8 {
        match self {
            RowFilter::Up => 2,
            RowFilter::None => 0,
        }
    }
}

/// What each drawing thread keeps from board to board: its deflate state,
/// reset for each board instead of allocated and zeroed anew, and the
/// buffers of filtered rows and deflated bytes, which keep their size.
struct Scratch {
    deflate: Deflate,
    filtered: Vec<u8>,
    deflated: Vec<u8>,
}

thread_local! {
    static SCRATCH: RefCell<Scratch> = RefCell::new(Scratch {
        deflate: Deflate::new(FIRST_LEVEL, true, WINDOW_BITS),
        filtered: Vec::new(),
        deflated: Vec::new(),
    });
}

/// The zlib stream of `pixels` (whole rows of `width` pixels), each row
/// filtered with `filter` after its filter type byte, deflated at zlib
/// level `level` (1 fastest to 9 smallest).
pub(crate) fn zlib(pixels: &[u8], width: usize, filter: RowFilter, level: i32) -> Vec<u8> {
    SCRATCH.with_borrow_mut(|scratch| {
        filter_into(&mut scratch.filtered, pixels, width, filter);
        deflate(
            &mut scratch.deflate,
            level,
            &scratch.filtered,
            &mut scratch.deflated,
        )
        .to_vec()
    })
}

/// Writes `pixels` into `out` with a filter type byte before each row of
/// `width` pixels and the row filtered by it.
fn filter_into(out: &mut Vec<u8>, pixels: &[u8], width: usize, filter: RowFilter) {
    out.clear();
    out.reserve(pixels.len() + pixels.len() / width.max(1));
    let mut above: Option<&[u8]> = None;
    for row in pixels.chunks_exact(width) {
        out.push(filter.type_byte());
        match (filter, above) {
            (RowFilter::Up, Some(above)) => {
                out.extend(row.iter().zip(above).map(|(x, up)| x.wrapping_sub(*up)));
            }
            // No filter, or `Up` on the first row, whose "row above" is zeros.
            _ => out.extend_from_slice(row),
        }
        above = Some(row);
    }
}

/// Deflates `data` at `level` into a whole zlib stream on `deflate`, in
/// `out`'s space; the stream is the slice returned.
fn deflate<'a>(deflate: &mut Deflate, level: i32, data: &[u8], out: &'a mut Vec<u8>) -> &'a [u8] {
    deflate.reset();
    // On a reset state nothing is pending, so the level changes at once.
    deflate
        .set_level(level)
        .expect("a reset deflate state takes any level from 1 to 9");
    // zlib's bound: a fresh stream finishes in one call with this much room.
    let bound = zlib_rs::compress_bound(data.len());
    if out.len() < bound {
        out.resize(bound, 0);
    }
    let status = deflate
        .compress(data, &mut out[..bound], DeflateFlush::Finish)
        .expect("a reset deflate state takes any input");
    assert_eq!(
        status,
        Status::StreamEnd,
        "compress_bound holds a whole stream"
    );
    &out[..deflate.total_out() as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_filtered_as_png_defines_up() {
        // PNG §9.2: Up(x) = Raw(x) - Prior(x) modulo 256, Prior being zeros
        // on the first row; the filter type byte (2 Up, 0 None) starts
        // each row.
        let pixels = [10, 12, 15, 10, 13, 5];
        let mut out = vec![7; 20];
        filter_into(&mut out, &pixels, 3, RowFilter::Up);
        assert_eq!(out, [2, 10, 12, 15, 2, 0, 1, 246]);
        filter_into(&mut out, &pixels, 3, RowFilter::None);
        assert_eq!(out, [0, 10, 12, 15, 0, 10, 13, 5]);
    }

    #[test]
    fn the_stream_inflates_to_the_filtered_rows_with_a_valid_adler32() {
        let pixels: Vec<u8> = (0..64 * 48u32).map(|i| ((i / 5) % 11) as u8).collect();
        // Three times: later boards are deflated on the reset state, at
        // another level and back.
        for level in [2, 3, 2] {
            let stream = zlib(&pixels, 64, RowFilter::None, level);
            // RFC 1950: the trailer is the Adler-32 of everything inflated,
            // and the inflater checks it, so a wrong sum fails here.
            let mut out = vec![0; pixels.len() + 48 + 16];
            let (inflated, code) = zlib_rs::decompress_slice(&mut out, &stream, Default::default());
            assert_eq!(code, zlib_rs::ReturnCode::Ok);
            // Unfiltered rows: each row of 64 after a 0 type byte.
            let rows: Vec<u8> = pixels
                .chunks(64)
                .flat_map(|row| std::iter::once(0).chain(row.iter().copied()))
                .collect();
            assert_eq!(inflated.to_vec(), rows);
            let mut wrong = stream.clone();
            *wrong.last_mut().expect("a trailer") ^= 1;
            let (_, code) = zlib_rs::decompress_slice(&mut out, &wrong, Default::default());
            assert_eq!(code, zlib_rs::ReturnCode::DataError);
        }
    }
}
