//! Tiny embedded bitmap fonts for the coordinates, so no font file is needed.
//!
//! Labels are drawn at whole-pixel scales, so they stay crisp and need no
//! anti-aliasing: a glyph pixel is one palette index, written over the image.

use super::canvas::Canvas;

/// A bitmap font: glyph rows top to bottom, the leftmost column in the highest used bit.
pub(crate) struct Font {
    /// Glyph width in font pixels.
    pub width: u32,
    /// Glyph height in font pixels.
    pub height: u32,
    glyph: fn(char) -> Option<&'static [u8]>,
}

/// The 5x7 font of the edge labels: digits and the file letters a–l.
pub(crate) const LABEL: Font = Font {
    width: 5,
    height: 7,
    glyph: label_glyph,
};

/// The 3x5 font of the square numbers on English boards: digits only.
pub(crate) const NUMBER: Font = Font {
    width: 3,
    height: 5,
    glyph: number_glyph,
};

impl Font {
    /// Width in image pixels of `text` drawn at `scale`, one font pixel between glyphs.
    pub fn text_width(&self, text: &str, scale: u32) -> u32 {
        let n = text.chars().count() as u32;
        (n * (self.width + 1)).saturating_sub(1) * scale
    }

    /// Writes `text` at `scale` into `canvas` with its top-left corner at
    /// `at`, setting glyph pixels to palette index `ink`. Characters the font
    /// lacks are left blank; pixels outside the canvas are skipped.
    pub fn draw(&self, canvas: &mut Canvas, text: &str, at: (u32, u32), scale: u32, ink: u8) {
        for (i, ch) in text.chars().enumerate() {
            let Some(rows) = (self.glyph)(ch) else {
                continue;
            };
            let gx = at.0 + i as u32 * (self.width + 1) * scale;
            for (row, bits) in rows.iter().enumerate() {
                for col in (0..self.width).filter(|c| bits >> (self.width - 1 - c) & 1 == 1) {
                    let x = gx + col * scale;
                    let y = at.1 + row as u32 * scale;
                    canvas.fill(x, y, scale, scale, ink);
                }
            }
        }
    }
}

fn label_glyph(ch: char) -> Option<&'static [u8]> {
    Some(match ch {
        '0' => &[
            0b01110, 0b10001, 0b10011, 0b10101, 0b11001, 0b10001, 0b01110,
        ],
        '1' => &[
            0b00100, 0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110,
        ],
        '2' => &[
            0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b01000, 0b11111,
        ],
        '3' => &[
            0b11111, 0b00010, 0b00100, 0b00010, 0b00001, 0b10001, 0b01110,
        ],
        '4' => &[
            0b00010, 0b00110, 0b01010, 0b10010, 0b11111, 0b00010, 0b00010,
        ],
        '5' => &[
            0b11111, 0b10000, 0b11110, 0b00001, 0b00001, 0b10001, 0b01110,
        ],
        '6' => &[
            0b00110, 0b01000, 0b10000, 0b11110, 0b10001, 0b10001, 0b01110,
        ],
        '7' => &[
            0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b01000, 0b01000,
        ],
        '8' => &[
            0b01110, 0b10001, 0b10001, 0b01110, 0b10001, 0b10001, 0b01110,
        ],
        '9' => &[
            0b01110, 0b10001, 0b10001, 0b01111, 0b00001, 0b00010, 0b01100,
        ],
        'a' => &[
            0b00000, 0b00000, 0b01110, 0b00001, 0b01111, 0b10001, 0b01111,
        ],
        'b' => &[
            0b10000, 0b10000, 0b10110, 0b11001, 0b10001, 0b10001, 0b11110,
        ],
        'c' => &[
            0b00000, 0b00000, 0b01110, 0b10000, 0b10000, 0b10001, 0b01110,
        ],
        'd' => &[
            0b00001, 0b00001, 0b01101, 0b10011, 0b10001, 0b10001, 0b01111,
        ],
        'e' => &[
            0b00000, 0b00000, 0b01110, 0b10001, 0b11111, 0b10000, 0b01110,
        ],
        'f' => &[
            0b00110, 0b01001, 0b01000, 0b11100, 0b01000, 0b01000, 0b01000,
        ],
        'g' => &[
            0b00000, 0b00000, 0b01111, 0b10001, 0b01111, 0b00001, 0b01110,
        ],
        'h' => &[
            0b10000, 0b10000, 0b10110, 0b11001, 0b10001, 0b10001, 0b10001,
        ],
        'i' => &[
            0b00100, 0b00000, 0b01100, 0b00100, 0b00100, 0b00100, 0b01110,
        ],
        'j' => &[
            0b00010, 0b00000, 0b00110, 0b00010, 0b00010, 0b10010, 0b01100,
        ],
        'k' => &[
            0b10000, 0b10000, 0b10010, 0b10100, 0b11000, 0b10100, 0b10010,
        ],
        'l' => &[
            0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110,
        ],
        _ => return None,
    })
}

fn number_glyph(ch: char) -> Option<&'static [u8]> {
    Some(match ch {
        '0' => &[0b111, 0b101, 0b101, 0b101, 0b111],
        '1' => &[0b010, 0b110, 0b010, 0b010, 0b111],
        '2' => &[0b111, 0b001, 0b111, 0b100, 0b111],
        '3' => &[0b111, 0b001, 0b111, 0b001, 0b111],
        '4' => &[0b101, 0b101, 0b111, 0b001, 0b001],
        '5' => &[0b111, 0b100, 0b111, 0b001, 0b111],
        '6' => &[0b111, 0b100, 0b111, 0b101, 0b111],
        '7' => &[0b111, 0b001, 0b001, 0b001, 0b001],
        '8' => &[0b111, 0b101, 0b111, 0b101, 0b111],
        '9' => &[0b111, 0b101, 0b111, 0b001, 0b111],
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_coordinate_character_has_a_glyph_of_the_right_height() {
        for ch in ('a'..='l').chain('0'..='9') {
            let rows = label_glyph(ch).unwrap_or_else(|| panic!("no label glyph for {ch}"));
            assert_eq!(rows.len() as u32, LABEL.height, "{ch}");
            assert!(rows.iter().all(|r| r >> LABEL.width == 0), "{ch} too wide");
        }
        for ch in '0'..='9' {
            assert_eq!(number_glyph(ch).map(<[u8]>::len), Some(5), "{ch}");
        }
    }

    #[test]
    fn draws_scaled_pixels_and_clips_at_the_edge() {
        let mut canvas = Canvas::new(10, 10, 0);
        NUMBER.draw(&mut canvas, "7", (0, 0), 2, 7);
        assert_eq!(&canvas.pixels()[..7], &[7, 7, 7, 7, 7, 7, 0]);
        assert_eq!(canvas.pixels().iter().filter(|&&p| p == 7).count(), 7 * 4);
        let mut canvas = Canvas::new(10, 10, 0);
        // '1' is 010/110/010/010/111: at x = 8 only its left column fits.
        NUMBER.draw(&mut canvas, "1", (8, 0), 2, 7);
        assert_eq!(canvas.pixels().iter().filter(|&&p| p == 7).count(), 2 * 4);
        assert_eq!(NUMBER.text_width("32", 2), 14);
    }
}
