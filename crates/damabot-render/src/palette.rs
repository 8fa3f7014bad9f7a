//! The at most 256 colours of an indexed PNG, chosen once per tile set.
//!
//! The flat colours of a theme and the colours of its coordinates are always
//! kept exactly. Anti-aliased edges add many blends; the most frequent ones
//! are kept too, and any beyond the limit map to their nearest kept colour,
//! which on a blend between two colours is never visible.

use std::collections::HashMap;

use super::theme::Rgb;

/// Largest palette an 8-bit indexed PNG can carry.
pub(crate) const MAX_COLORS: usize = 256;

/// A list of at most [`MAX_COLORS`] colours, and the index of every colour it was built from.
pub(crate) struct Palette {
    colors: Vec<Rgb>,
    lookup: HashMap<Rgb, u8>,
}

impl Palette {
    /// Builds a palette that keeps every `reserved` colour and as many of the
    /// `used` colours as fit, the most frequent (by pixel count) first.
    pub fn build(reserved: &[Rgb], used: &HashMap<Rgb, u32>) -> Palette {
        let mut by_count: Vec<(Rgb, u32)> = used.iter().map(|(&c, &n)| (c, n)).collect();
        by_count.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let mut colors: Vec<Rgb> = Vec::with_capacity(MAX_COLORS);
        for c in reserved
            .iter()
            .copied()
            .chain(by_count.iter().map(|&(c, _)| c))
        {
            if colors.len() == MAX_COLORS {
                break;
            }
            if !colors.contains(&c) {
                colors.push(c);
            }
        }
        let mut lookup: HashMap<Rgb, u8> = HashMap::with_capacity(used.len() + reserved.len());
        for (i, &c) in colors.iter().enumerate() {
            lookup.insert(c, i as u8);
        }
        for &(c, _) in &by_count {
            lookup.entry(c).or_insert_with(|| nearest(&colors, c));
        }
        Palette { colors, lookup }
    }

    /// The index of `color`, which must be one the palette was built from.
    pub fn index(&self, color: Rgb) -> u8 {
        self.lookup
            .get(&color)
            .copied()
            .unwrap_or_else(|| nearest(&self.colors, color))
    }

    /// The colours, in index order.
    pub fn colors(&self) -> &[Rgb] {
        &self.colors
    }

    /// The palette as the `PLTE` chunk wants it: red, green, blue per entry.
    pub fn to_plte(&self) -> Vec<u8> {
        self.colors.iter().flat_map(|c| [c.0, c.1, c.2]).collect()
    }
}

/// The index of the colour in `colors` closest to `c` (squared RGB distance).
fn nearest(colors: &[Rgb], c: Rgb) -> u8 {
    let dist = |p: &Rgb| {
        let d = |a: u8, b: u8| (i32::from(a) - i32::from(b)).pow(2);
        d(p.0, c.0) + d(p.1, c.1) + d(p.2, c.2)
    };
    colors
        .iter()
        .enumerate()
        .min_by_key(|(_, p)| dist(p))
        .map_or(0, |(i, _)| i as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_reserved_colours_and_maps_overflow_to_the_nearest() {
        let mut used = HashMap::new();
        for i in 0..300u32 {
            used.insert(Rgb(i as u8, (i / 256) as u8, 0), 1000 - i);
        }
        let label = Rgb(1, 2, 3);
        let palette = Palette::build(&[label], &used);
        assert_eq!(palette.colors.len(), MAX_COLORS);
        assert_eq!(palette.colors[usize::from(palette.index(label))], label);
        let rare = Rgb(40, 1, 0);
        let kept = palette.colors[usize::from(palette.index(rare))];
        assert_eq!(
            kept,
            Rgb(40, 0, 0),
            "the least frequent colour maps to its neighbour"
        );
        assert_eq!(palette.to_plte().len(), 3 * MAX_COLORS);
    }
}
