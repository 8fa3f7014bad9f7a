//! The lettering of the coordinates: Noto Sans Bold (SIL Open Font License
//! 1.1), cut down to the digits and the lower-case letters
//! (`assets/fonts/`), rasterised by fontdue.
//!
//! Text is sized by the height of its digits in pixels, so a label fits its
//! frame and a square number its square at every image size, and a letter
//! keeps its shape at every size (a `g` hangs below the line; a `9` does
//! not). Each size's glyphs are rasterised once per process and cached,
//! like the tiles, so a board only copies small coverage masks: a glyph
//! pixel's coverage is cut to [`LEVELS`] steps and written as the palette
//! index of the ink laid over what lies under it ([`Shades`]), so the
//! anti-aliased edges need no colour outside the tile set's palette.

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex, PoisonError};

use super::canvas::Canvas;
use super::paint::blend;
use super::palette::Palette;
use super::theme::Rgb;

/// Steps of coverage a glyph pixel is drawn with; the last is the ink itself.
pub(crate) const LEVELS: u8 = 5;

/// The characters the font holds, in glyph order.
const CHARSET: &str = "0123456789abcdefghijklmnopqrstuvwxyz";

/// The cache is emptied when it holds this many sizes (sizes are open-ended).
const CACHE_LIMIT: usize = 64;

/// The embedded font, cut down to [`CHARSET`] (see `assets/fonts/README.md`).
static FACE: LazyLock<fontdue::Font> = LazyLock::new(|| {
    let bytes = include_bytes!("../../../assets/fonts/NotoSans-Bold-coordinates.ttf");
    fontdue::Font::from_bytes(&bytes[..], fontdue::FontSettings::default())
        .expect("the embedded font parses")
});

/// A digit's height as a fraction of the em, from the flat top and foot of `1`.
static DIGIT_EM: LazyLock<f32> = LazyLock::new(|| {
    let em = 1000.0;
    FACE.metrics('1', em).bounds.height / em
});

/// One rasterised character.
struct Glyph {
    /// Columns from the pen position to the mask's left edge.
    left: i32,
    /// Rows from the baseline down to the mask's top edge (negative: above).
    top: i32,
    width: u32,
    /// How far the pen moves on, in pixels.
    advance: f32,
    /// Coverage per pixel, row by row, in steps of 0 (none) to [`LEVELS`].
    cover: Vec<u8>,
    /// The glyph widened by [`Lettering::halo`] pixels all round (the most
    /// coverage within that distance), on a mask that much larger each side.
    halo: Vec<u8>,
}

/// The font at one size: every character of [`CHARSET`], rasterised.
pub(crate) struct Lettering {
    /// Height of a digit in pixels.
    pub digit_height: u32,
    /// Width in pixels of the halo drawn around outlined text.
    halo: u32,
    glyphs: Vec<Glyph>,
}

impl Lettering {
    /// The cached lettering whose digits are `digit_height` pixels high
    /// (at least 1), rasterised on first use.
    pub fn get(digit_height: u32) -> Arc<Lettering> {
        static CACHE: LazyLock<Mutex<HashMap<u32, Arc<Lettering>>>> = LazyLock::new(Mutex::default);
        let digit_height = digit_height.max(1);
        let mut map = CACHE.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(found) = map.get(&digit_height) {
            return Arc::clone(found);
        }
        if map.len() >= CACHE_LIMIT {
            map.clear();
        }
        let made = Arc::new(Lettering::rasterise(digit_height));
        map.insert(digit_height, Arc::clone(&made));
        made
    }

    /// Rasterises every character so that digits are `digit_height` pixels high.
    fn rasterise(digit_height: u32) -> Lettering {
        let px = digit_height as f32 / *DIGIT_EM;
        let halo = (digit_height / 8).max(1);
        let glyphs = CHARSET
            .chars()
            .map(|ch| {
                let (m, coverage) = FACE.rasterize(ch, px);
                let cover: Vec<u8> = coverage.iter().map(|&c| level(c)).collect();
                Glyph {
                    left: m.xmin,
                    top: -(m.ymin + m.height as i32),
                    width: m.width as u32,
                    advance: m.advance_width,
                    halo: widen(&cover, m.width, halo as usize),
                    cover,
                }
            })
            .collect();
        Lettering {
            digit_height,
            halo,
            glyphs,
        }
    }

    fn glyph(&self, ch: char) -> Option<&Glyph> {
        CHARSET.find(ch).map(|i| &self.glyphs[i])
    }

    /// Width in pixels of `text`: the pen's travel over it.
    pub fn width(&self, text: &str) -> u32 {
        let pen: f32 = text
            .chars()
            .filter_map(|ch| self.glyph(ch))
            .map(|g| g.advance)
            .sum();
        pen.round() as u32
    }

    /// Writes `text` into `canvas`, its digits' top-left corner at `at` (the
    /// baseline [`Lettering::digit_height`] rows lower), each glyph pixel as
    /// `ink` over what lies under it. Characters the font lacks are skipped;
    /// pixels outside the canvas are clipped.
    pub fn draw(&self, canvas: &mut Canvas, text: &str, at: (u32, u32), ink: &Shades) {
        self.each_mask(text, at, false, |x, y, step| {
            canvas.shade(x, y, |under| ink.over(under, step));
        });
    }

    /// Writes `text` like [`Lettering::draw`], on a halo of `halo` a few
    /// pixels wide around its strokes, so it stays legible on any picture.
    pub fn draw_outlined(
        &self,
        canvas: &mut Canvas,
        text: &str,
        at: (u32, u32),
        halo: &Shades,
        ink: &Shades,
    ) {
        self.each_mask(text, at, true, |x, y, step| {
            canvas.shade(x, y, |under| halo.over(under, step));
        });
        self.draw(canvas, text, at, ink);
    }

    /// Calls `pixel` with the image position and coverage step of every
    /// covered pixel of `text`'s glyphs (or of their halos) set at `at`.
    fn each_mask(
        &self,
        text: &str,
        at: (u32, u32),
        halo: bool,
        mut pixel: impl FnMut(u32, u32, u8),
    ) {
        let baseline = i64::from(at.1) + i64::from(self.digit_height);
        let grow = if halo { i64::from(self.halo) } else { 0 };
        let mut pen = at.0 as f32;
        for glyph in text.chars().filter_map(|ch| self.glyph(ch)) {
            let (mask, width) = if halo {
                (&glyph.halo, glyph.width as usize + 2 * self.halo as usize)
            } else {
                (&glyph.cover, glyph.width as usize)
            };
            let x0 = i64::from(pen.round() as i32 + glyph.left) - grow;
            let y0 = baseline + i64::from(glyph.top) - grow;
            if width > 0 {
                for (row, steps) in mask.chunks_exact(width).enumerate() {
                    for (col, &step) in steps.iter().enumerate() {
                        let (x, y) = (x0 + col as i64, y0 + row as i64);
                        if step > 0
                            && let (Ok(x), Ok(y)) = (u32::try_from(x), u32::try_from(y))
                        {
                            pixel(x, y, step);
                        }
                    }
                }
            }
            pen += glyph.advance;
        }
    }
}

/// A mask of `width` columns widened by `by` pixels all round: each pixel of
/// the larger mask takes the most coverage within `by` pixels (across and
/// down) in the original.
fn widen(mask: &[u8], width: usize, by: usize) -> Vec<u8> {
    let height = mask.len().checked_div(width).unwrap_or(0);
    let (wide, high) = (width + 2 * by, height + 2 * by);
    let mut out = vec![0; wide * high];
    for y in 0..height {
        for x in 0..width {
            let step = mask[y * width + x];
            if step == 0 {
                continue;
            }
            for oy in y..=y + 2 * by {
                for ox in x..=x + 2 * by {
                    let cell = &mut out[oy * wide + ox];
                    *cell = (*cell).max(step);
                }
            }
        }
    }
    out
}

/// A coverage of 0..=255 cut to a step of 0..=[`LEVELS`], rounding to the nearest.
fn level(coverage: u8) -> u8 {
    ((u32::from(coverage) * u32::from(LEVELS) + 127) / 255) as u8
}

/// One ink laid over every colour of a palette at every coverage step, as
/// palette indices: the exact blend where the palette holds it, else its
/// nearest colour.
pub(crate) struct Shades {
    table: Vec<[u8; LEVELS as usize]>,
}

impl Shades {
    /// The shades of `ink` over every colour of `palette`.
    pub fn new(palette: &Palette, ink: Rgb) -> Shades {
        let table = palette
            .colors()
            .iter()
            .map(|&under| {
                std::array::from_fn(|i| {
                    let alpha = (i + 1) as f32 / f32::from(LEVELS);
                    palette.index(blend(under, ink, alpha))
                })
            })
            .collect();
        Shades { table }
    }

    /// The colours worth keeping exactly in a palette for `ink` laid over
    /// `under`: its blends at every partial step.
    pub fn blends(under: Rgb, ink: Rgb) -> impl Iterator<Item = Rgb> {
        (1..LEVELS).map(move |step| blend(under, ink, f32::from(step) / f32::from(LEVELS)))
    }

    /// The palette index of the ink at coverage `step` (1..=[`LEVELS`]) over
    /// palette index `under`.
    pub fn over(&self, under: u8, step: u8) -> u8 {
        let row = self.table.get(usize::from(under)).unwrap_or(&self.table[0]);
        row[usize::from(step.clamp(1, LEVELS) - 1)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rows (relative to the baseline, down positive) a character's ink covers.
    fn rows(lettering: &Lettering, ch: char) -> (i32, i32) {
        let g = lettering.glyph(ch).expect("in the font");
        let height = g.cover.len() as u32 / g.width.max(1);
        assert_eq!(
            g.halo.len() as u32,
            (g.width + 2 * lettering.halo) * (height + 2 * lettering.halo)
        );
        (g.top, g.top + height as i32)
    }

    #[test]
    fn every_coordinate_character_is_in_the_font() {
        let lettering = Lettering::get(12);
        for ch in ('a'..='z').chain('0'..='9') {
            let g = lettering.glyph(ch).expect("a glyph");
            assert!(g.cover.contains(&LEVELS), "{ch} has no ink");
        }
    }

    #[test]
    fn digits_are_as_high_as_asked_and_g_hangs_below_them() {
        for height in [5, 7, 12, 30] {
            let lettering = Lettering::get(height);
            // Its flat foot on the baseline; its flat top within a row of the
            // height asked (a partly covered row above it may be inked).
            let (top, bottom) = rows(&lettering, '1');
            assert_eq!(bottom, 0, "'1' at {height}");
            assert!(
                (top + height as i32).abs() <= 1,
                "'1' at {height} px starts at {top}"
            );
            let (_, nine) = rows(&lettering, '9');
            let (_, g) = rows(&lettering, 'g');
            assert!(
                g >= nine + (height as i32 / 5).max(1),
                "at {height} px a g ends at {g}, a 9 at {nine}"
            );
        }
    }

    #[test]
    fn text_is_drawn_in_shades_of_its_ink_and_clipped_at_the_edge() {
        let colors = [Rgb(0, 0, 0), Rgb(255, 255, 255)];
        let used: HashMap<Rgb, u32> = colors.iter().map(|&c| (c, 1)).collect();
        let blends: Vec<Rgb> = Shades::blends(colors[0], colors[1]).collect();
        let reserved: Vec<Rgb> = colors.iter().copied().chain(blends).collect();
        let palette = Palette::build(&reserved, &used);
        let ink = Shades::new(&palette, colors[1]);
        let lettering = Lettering::get(10);
        let mut canvas = Canvas::new(40, 20, palette.index(colors[0]));
        lettering.draw(&mut canvas, "8", (2, 2), &ink);
        let full = palette.index(colors[1]);
        let inked = canvas.pixels().iter().filter(|&&p| p == full).count();
        assert!(inked > 10, "{inked} pixels of full ink");
        assert!(canvas.pixels().iter().any(|&p| p != full && p != 0));
        let mut edge = Canvas::new(8, 8, 0);
        lettering.draw(&mut edge, "88", (4, 0), &ink);
        assert!(lettering.width("88") > 8);
    }
}
