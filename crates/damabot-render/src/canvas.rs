//! An image of palette indices, one byte per pixel, rows top to bottom:
//! exactly what an 8-bit indexed PNG stores, so encoding needs no conversion.

/// A rectangle of palette indices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Canvas {
    width: u32,
    height: u32,
    pixels: Vec<u8>,
}

impl Canvas {
    /// A `width`×`height` canvas filled with palette index `background`.
    pub fn new(width: u32, height: u32, background: u8) -> Canvas {
        Canvas {
            width,
            height,
            pixels: vec![background; (width * height) as usize],
        }
    }

    /// Width in pixels.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Height in pixels.
    pub fn height(&self) -> u32 {
        self.height
    }

    /// The pixels, row by row.
    pub fn pixels(&self) -> &[u8] {
        &self.pixels
    }

    /// Replaces the pixel at `(x, y)` by `change` of it; outside the canvas, nothing.
    pub fn shade(&mut self, x: u32, y: u32, change: impl FnOnce(u8) -> u8) {
        if x < self.width && y < self.height {
            let at = (y * self.width + x) as usize;
            self.pixels[at] = change(self.pixels[at]);
        }
    }

    /// Copies a `side`×`side` tile (row by row) with its top-left corner at
    /// `(x, y)`; the tile must lie inside the canvas.
    pub fn blit_square(&mut self, tile: &[u8], side: u32, x: u32, y: u32) {
        let side = side as usize;
        for (row, src) in tile.chunks_exact(side).enumerate() {
            let start = (y as usize + row) * self.width as usize + x as usize;
            self.pixels[start..start + side].copy_from_slice(src);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shade_clips_and_blit_places_rows() {
        let mut c = Canvas::new(4, 3, 0);
        c.shade(3, 2, |p| p + 9);
        c.shade(4, 2, |p| p + 9);
        c.shade(3, 3, |p| p + 9);
        assert_eq!(c.pixels().iter().filter(|&&p| p == 9).count(), 1);
        c.blit_square(&[1, 2, 3, 4], 2, 1, 0);
        assert_eq!(&c.pixels()[..8], &[0, 1, 2, 0, 0, 3, 4, 0]);
    }
}
