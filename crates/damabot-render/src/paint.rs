//! Anti-aliased drawing of small vector shapes into square layers.
//!
//! A layer is painted once per tile size by supersampling a scene function
//! over the unit square (x to the right, y downwards), then composited over
//! the square backgrounds. Only tiles are painted this way; boards are copies.

use super::theme::Rgb;

/// Subsamples per pixel along each axis (so 16 per pixel).
const SUPERSAMPLE: u32 = 4;

/// A colour with opacity, as a scene returns it for one sample point.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Paint {
    pub color: Rgb,
    pub alpha: f32,
}

impl Paint {
    /// Fully opaque paint.
    pub fn solid(color: Rgb) -> Paint {
        Paint { color, alpha: 1.0 }
    }
}

/// A square image with premultiplied colour and coverage per pixel.
pub(crate) struct Layer {
    size: u32,
    /// Premultiplied red, green, blue (0..=255 scale) and alpha (0..=1).
    pixels: Vec<[f32; 4]>,
}

impl Layer {
    /// Paints `scene` into a `size`×`size` layer; `scene` answers the topmost
    /// paint at a point of the unit square, or `None` where it is transparent.
    pub fn paint(size: u32, scene: impl Fn(f32, f32) -> Option<Paint>) -> Layer {
        let step = 1.0 / (size * SUPERSAMPLE) as f32;
        let weight = 1.0 / (SUPERSAMPLE * SUPERSAMPLE) as f32;
        let mut pixels = Vec::with_capacity((size * size) as usize);
        for py in 0..size {
            for px in 0..size {
                let mut acc = [0.0f32; 4];
                for sy in 0..SUPERSAMPLE {
                    for sx in 0..SUPERSAMPLE {
                        let x = ((px * SUPERSAMPLE + sx) as f32 + 0.5) * step;
                        let y = ((py * SUPERSAMPLE + sy) as f32 + 0.5) * step;
                        if let Some(p) = scene(x, y) {
                            let a = p.alpha * weight;
                            acc[0] += f32::from(p.color.0) * a;
                            acc[1] += f32::from(p.color.1) * a;
                            acc[2] += f32::from(p.color.2) * a;
                            acc[3] += a;
                        }
                    }
                }
                pixels.push(acc);
            }
        }
        Layer { size, pixels }
    }

    /// Composites this layer over `target` (one colour per pixel, same size).
    pub fn over(&self, target: &mut [Rgb]) {
        debug_assert_eq!(target.len(), (self.size * self.size) as usize);
        for (dst, src) in target.iter_mut().zip(&self.pixels) {
            if src[3] == 0.0 {
                continue;
            }
            let keep = 1.0 - src[3];
            let mix = |s: f32, d: u8| (s + f32::from(d) * keep).round().clamp(0.0, 255.0) as u8;
            *dst = Rgb(mix(src[0], dst.0), mix(src[1], dst.1), mix(src[2], dst.2));
        }
    }
}

/// Mixes `top` over `bottom` with opacity `alpha`.
pub(crate) fn blend(bottom: Rgb, top: Rgb, alpha: f32) -> Rgb {
    let mix = |b: u8, t: u8| (f32::from(b) + (f32::from(t) - f32::from(b)) * alpha).round() as u8;
    Rgb(
        mix(bottom.0, top.0),
        mix(bottom.1, top.1),
        mix(bottom.2, top.2),
    )
}

/// Distance from `(x, y)` to the point `(cx, cy)`.
pub(crate) fn distance(x: f32, y: f32, cx: f32, cy: f32) -> f32 {
    (x - cx).hypot(y - cy)
}

/// Distance from `(x, y)` to the segment from `a` to `b`.
pub(crate) fn segment_distance(x: f32, y: f32, a: (f32, f32), b: (f32, f32)) -> f32 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let t = (((x - a.0) * dx + (y - a.1) * dy) / (dx * dx + dy * dy)).clamp(0.0, 1.0);
    distance(x, y, a.0 + t * dx, a.1 + t * dy)
}

/// Whether `(x, y)` lies inside the polygon `points` (even-odd rule).
pub(crate) fn in_polygon(x: f32, y: f32, points: &[(f32, f32)]) -> bool {
    let mut inside = false;
    let mut j = points.len() - 1;
    for (i, &(xi, yi)) in points.iter().enumerate() {
        let (xj, yj) = points[j];
        if (yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi {
            inside = !inside;
        }
        j = i;
    }
    inside
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_disc_covers_its_centre_and_blends_its_edge() {
        let white = Rgb(255, 255, 255);
        let layer = Layer::paint(8, |x, y| {
            (distance(x, y, 0.5, 0.5) < 0.3).then_some(Paint::solid(white))
        });
        let mut target = vec![Rgb(0, 0, 0); 64];
        layer.over(&mut target);
        assert_eq!(target[4 * 8 + 4], white);
        assert_eq!(target[0], Rgb(0, 0, 0));
        let edge = target[4 * 8 + 1];
        assert!(
            edge.0 > 0 && edge.0 < 255,
            "edge pixel {edge:?} is not blended"
        );
    }

    #[test]
    fn polygon_and_segment_tests_agree_with_geometry() {
        let square = [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)];
        assert!(in_polygon(0.5, 0.5, &square));
        assert!(!in_polygon(1.5, 0.5, &square));
        assert!((segment_distance(0.5, 1.0, (0.0, 0.0), (1.0, 0.0)) - 1.0).abs() < 1e-6);
        assert!((segment_distance(2.0, 0.0, (0.0, 0.0), (1.0, 0.0)) - 1.0).abs() < 1e-6);
        assert_eq!(
            blend(Rgb(0, 0, 0), Rgb(200, 100, 50), 0.5),
            Rgb(100, 50, 25)
        );
    }
}
