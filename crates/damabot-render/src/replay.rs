//! The replay of a game as an animated GIF: one frame per [`BoardView`], in
//! order, looping.
//!
//! Frames are the PNG boards' own canvases (`draw`: the same tiles, frame and
//! coordinates), written the way lichess-org/lila-gif writes its games:
//! - one global colour table, the tile set's fixed palette, so no frame is
//!   quantised and every frame shows exactly the colours of the PNG board;
//! - the first frame is the whole board; every later frame covers only the
//!   rectangle of pixels that changed since the one before (the squares of
//!   the move just played and of the previous move, whose marks go away),
//!   placed with the GIF frame offsets and kept under the next frame
//!   (disposal "keep");
//! - inside that rectangle, the pixels that did not change are written as the
//!   frame's transparent index, so they show the frame before and compress to
//!   long runs. That index is one no changed pixel of the frame uses (the
//!   palette is full more often than not, but a move's few squares never use
//!   all of it); in the unlikely case that they use every index, the frame
//!   is the plain rectangle.
//!
//! The pacing is [`FRAME_DELAY_CS`] per frame, then [`FINAL_DELAY_CS`] on the
//! final position before the loop starts again.

use std::borrow::Cow;
use std::ops::Range;

use gif::{DisposalMethod, Encoder, Frame, Repeat};

use super::canvas::Canvas;
use super::{BoardView, Rgb, Theme, draw, image_size, tiles_for};

/// How long each position but the last stays on screen, in hundredths of a
/// second: 0.8 s, time to see the marked move and follow the next one,
/// so a 60-ply game plays in under a minute.
pub const FRAME_DELAY_CS: u16 = 80;

/// How long the final position stays on screen before the replay starts
/// again, in hundredths of a second: 3 s, long enough to read the result
/// and tell the end from the loop.
pub const FINAL_DELAY_CS: u16 = 300;

// The final position is the one that pauses.
const _: () = assert!(FINAL_DELAY_CS > FRAME_DELAY_CS);

/// Draws `frames` (one game's views, all of one variant: the start position
/// and then one per ply, each with its last move marked and turned to the
/// viewer) in `theme` as a looping animated GIF of [`image_size`]`(size_px)`
/// pixels square, one frame per view.
///
/// An empty `frames` gives one still frame in the theme's frame colour (a
/// GIF needs a frame to be shown at all). Encoding writes to memory
/// with a palette and frame sizes built here, so it cannot fail; a failure
/// would be a bug in this module.
///
/// # Panics
///
/// If the views are not all of one variant: their frames would not share
/// one palette and one layout.
pub fn replay_gif(frames: &[BoardView], theme: &Theme, size_px: u32) -> Vec<u8> {
    let size = image_size(size_px);
    let side = u16::try_from(size).expect("the largest image side fits a GIF's 16-bit sides");
    let Some(first) = frames.first() else {
        return blank(side, theme);
    };
    assert!(
        frames.iter().all(|v| v.variant() == first.variant()),
        "a replay shows one game: every view must be of one variant"
    );
    let tiles = tiles_for(first, theme, size);
    let mut encoder = Encoder::new(
        Vec::with_capacity(64 * 1024),
        side,
        side,
        &tiles.palette().to_plte(),
    )
    .expect(INFALLIBLE);
    encoder.set_repeat(Repeat::Infinite).expect(INFALLIBLE);
    let mut shown: Option<Canvas> = None;
    for (i, view) in frames.iter().enumerate() {
        let canvas = draw(view, &tiles, size);
        let mut frame = match &shown {
            None => whole(&canvas),
            Some(before) => change(before, &canvas),
        };
        frame.delay = if i + 1 == frames.len() {
            FINAL_DELAY_CS
        } else {
            FRAME_DELAY_CS
        };
        encoder.write_frame(&frame).expect(INFALLIBLE);
        shown = Some(canvas);
    }
    encoder.into_inner().expect(INFALLIBLE)
}

/// Why encoding cannot fail: it writes to memory, with a palette of at most
/// 256 colours and frames inside the image, all built here.
const INFALLIBLE: &str =
    "an in-memory GIF with a fixed palette and in-bounds frames always encodes";

/// A one-frame GIF `side` pixels square in the frame colour of `theme`.
fn blank(side: u16, theme: &Theme) -> Vec<u8> {
    let Rgb(r, g, b) = theme.board.frame;
    let mut encoder = Encoder::new(Vec::new(), side, side, &[r, g, b]).expect(INFALLIBLE);
    let frame = Frame {
        width: side,
        height: side,
        buffer: Cow::Owned(vec![0; usize::from(side) * usize::from(side)]),
        ..Frame::default()
    };
    encoder.write_frame(&frame).expect(INFALLIBLE);
    encoder.into_inner().expect(INFALLIBLE)
}

/// A frame of the whole of `canvas`.
fn whole(canvas: &Canvas) -> Frame<'_> {
    Frame {
        dispose: DisposalMethod::Keep,
        width: side(canvas.width()),
        height: side(canvas.height()),
        buffer: Cow::Borrowed(canvas.pixels()),
        ..Frame::default()
    }
}

/// The frame that turns `before` into `after` (of the same size): the
/// smallest rectangle holding every changed pixel, its unchanged pixels
/// transparent when an index is free for it. With nothing changed, one
/// unchanged pixel, so the position still gets its frame and delay.
fn change<'a>(before: &Canvas, after: &Canvas) -> Frame<'a> {
    let rect = Rect::changed(before, after).unwrap_or(Rect {
        left: 0,
        top: 0,
        right: 1,
        bottom: 1,
    });
    let width = after.width() as usize;
    let pairs = || {
        rect.rows(width).flat_map(|row| {
            let (old, new) = (&before.pixels()[row.clone()], &after.pixels()[row]);
            old.iter().copied().zip(new.iter().copied())
        })
    };
    let mut used = [false; 256];
    for (old, new) in pairs() {
        if old != new {
            used[usize::from(new)] = true;
        }
    }
    let transparent = (0..=u8::MAX).rev().find(|&i| !used[usize::from(i)]);
    let buffer = pairs()
        .map(|(old, new)| match transparent {
            Some(t) if old == new => t,
            _ => new,
        })
        .collect();
    Frame {
        dispose: DisposalMethod::Keep,
        transparent,
        left: offset(rect.left),
        top: offset(rect.top),
        width: offset(rect.right - rect.left),
        height: offset(rect.bottom - rect.top),
        buffer: Cow::Owned(buffer),
        ..Frame::default()
    }
}

/// A rectangle of pixels, right and bottom edges exclusive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Rect {
    left: usize,
    top: usize,
    right: usize,
    bottom: usize,
}

impl Rect {
    /// The smallest rectangle holding every pixel that differs between
    /// `before` and `after` (of the same size), or `None` if none does.
    fn changed(before: &Canvas, after: &Canvas) -> Option<Rect> {
        let width = after.width() as usize;
        let rows = before
            .pixels()
            .chunks_exact(width)
            .zip(after.pixels().chunks_exact(width));
        let mut found: Option<Rect> = None;
        for (y, (old, new)) in rows.enumerate() {
            let differs = |(a, b): (&u8, &u8)| a != b;
            let Some(x0) = old.iter().zip(new).position(differs) else {
                continue;
            };
            let x1 = old.iter().zip(new).rposition(differs).map_or(x0, |x| x) + 1;
            found = Some(match found {
                None => Rect {
                    left: x0,
                    top: y,
                    right: x1,
                    bottom: y + 1,
                },
                Some(r) => Rect {
                    left: r.left.min(x0),
                    right: r.right.max(x1),
                    bottom: y + 1,
                    ..r
                },
            });
        }
        found
    }

    /// The index range of each of the rectangle's rows in an image `width` pixels wide.
    fn rows(self, width: usize) -> impl Iterator<Item = Range<usize>> {
        (self.top..self.bottom).map(move |y| y * width + self.left..y * width + self.right)
    }
}

/// A canvas side as a GIF side; canvases are at most [`super::MAX_SIZE`] wide.
fn side(pixels: u32) -> u16 {
    u16::try_from(pixels).expect("canvas sides fit a GIF's 16-bit sides")
}

/// A position or length inside a canvas as a GIF field.
fn offset(pixels: usize) -> u16 {
    u16::try_from(pixels).expect("positions inside a canvas fit a GIF's 16-bit fields")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A `width`×`height` canvas with the given pixels, row by row.
    fn canvas(width: u32, pixels: &[u8]) -> Canvas {
        let height = pixels.len() as u32 / width;
        let mut canvas = Canvas::new(width, height, 0);
        for (i, &p) in pixels.iter().enumerate() {
            let i = i as u32;
            canvas.shade(i % width, i / width, |_| p);
        }
        canvas
    }

    #[test]
    fn unchanged_pixels_inside_the_rectangle_are_transparent() {
        let before = canvas(4, &[0, 0, 0, 0, 0, 1, 2, 0, 0, 3, 4, 0]);
        let after = canvas(4, &[0, 0, 0, 0, 0, 9, 2, 0, 0, 3, 7, 0]);
        let frame = change(&before, &after);
        assert_eq!(
            (frame.left, frame.top, frame.width, frame.height),
            (1, 1, 2, 2)
        );
        assert_eq!(frame.transparent, Some(255));
        assert_eq!(&*frame.buffer, &[9, 255, 255, 7]);
    }

    #[test]
    fn a_change_that_uses_every_index_is_the_plain_rectangle() {
        let after: Vec<u8> = (0..=u8::MAX).collect();
        let before: Vec<u8> = after.iter().map(|p| p.wrapping_add(1)).collect();
        let frame = change(&canvas(256, &before), &canvas(256, &after));
        assert_eq!(frame.transparent, None);
        assert_eq!((frame.width, frame.height), (256, 1));
        assert_eq!(&*frame.buffer, after.as_slice());
    }

    #[test]
    fn no_change_is_one_transparent_pixel() {
        let same = canvas(3, &[5, 6, 7, 8, 9, 10]);
        let frame = change(&same, &same);
        assert_eq!(
            (frame.left, frame.top, frame.width, frame.height),
            (0, 0, 1, 1)
        );
        assert_eq!(&*frame.buffer, &[255]);
        assert_eq!(frame.transparent, Some(255));
    }
}
