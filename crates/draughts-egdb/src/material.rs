//! Material signatures: how many men and kings each side has. Each
//! signature is one table (one file).

use std::fmt;

use draughts::{BitWord, Board, Color, Rules};

/// The pieces of a position by side and kind, `[white, black]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Material {
    /// Men per side.
    pub men: [u8; 2],
    /// Kings per side.
    pub kings: [u8; 2],
}

impl Material {
    /// The material of `board`.
    pub fn of<R: Rules>(board: &Board<R>) -> Material {
        let count = |c: Color| {
            let kings = (board.bits(c) & board.kings()).count();
            [(board.count(c) - kings) as u8, kings as u8]
        };
        let [wm, wk] = count(Color::White);
        let [bm, bk] = count(Color::Black);
        Material {
            men: [wm, bm],
            kings: [wk, bk],
        }
    }

    /// The pieces of `color`.
    pub const fn side(self, color: Color) -> u32 {
        let c = color.index();
        self.men[c] as u32 + self.kings[c] as u32
    }

    /// All pieces on the board.
    pub const fn pieces(self) -> u32 {
        self.side(Color::White) + self.side(Color::Black)
    }

    /// Every signature with 2 to `pieces` pieces and at least one piece a
    /// side, in the order they must be generated: a capture leads to fewer
    /// pieces and a promotion to fewer men, so fewer pieces come first and,
    /// among as many pieces, fewer men.
    pub fn up_to(pieces: u32) -> Vec<Material> {
        let n = pieces.min(9) as u8;
        let mut all = Vec::new();
        for wm in 0..=n {
            for wk in 0..=n - wm {
                for bm in 0..=n - wm - wk {
                    for bk in 0..=n - wm - wk - bm {
                        let m = Material {
                            men: [wm, bm],
                            kings: [wk, bk],
                        };
                        if m.side(Color::White) > 0 && m.side(Color::Black) > 0 {
                            all.push(m);
                        }
                    }
                }
            }
        }
        all.sort_by_key(|m| (m.pieces(), m.men[0] + m.men[1], *m));
        all
    }

    /// Reads a name written by [`fmt::Display`] (`"1101"`: white men, white
    /// kings, black men, black kings).
    pub fn parse(name: &str) -> Option<Material> {
        let digits: Vec<u8> = name
            .chars()
            .map(|c| c.to_digit(10).map(|d| d as u8))
            .collect::<Option<_>>()?;
        match digits[..] {
            [wm, wk, bm, bk] => Some(Material {
                men: [wm, bm],
                kings: [wk, bk],
            }),
            _ => None,
        }
    }
}

impl fmt::Display for Material {
    /// White men, white kings, black men, black kings: `1101` is a white man
    /// and king against a black king.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}{}{}",
            self.men[0], self.kings[0], self.men[1], self.kings[1]
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signatures_come_after_those_they_lead_to() {
        let all = Material::up_to(4);
        // k pieces of a side come in k + 1 mixes of men and kings.
        // 2 pieces: 1 + 1 (2 x 2); 3: 1 + 2 and 2 + 1 (2 x 2 x 3);
        // 4: 1 + 3, 3 + 1 (2 x 2 x 4) and 2 + 2 (3 x 3).
        assert_eq!(all.len(), 4 + 12 + 25);
        let at = |m: Material| all.iter().position(|x| *x == m).unwrap();
        let mk = |wm, wk, bm, bk| Material {
            men: [wm, bm],
            kings: [wk, bk],
        };
        // A promotion (man to king) and a capture lead earlier in the list.
        assert!(at(mk(0, 1, 0, 1)) < at(mk(1, 0, 0, 1)));
        assert!(at(mk(1, 0, 0, 1)) < at(mk(1, 0, 1, 1)));
        assert_eq!(Material::parse("1011"), Some(mk(1, 0, 1, 1)));
        assert_eq!(mk(2, 0, 1, 1).to_string(), "2011");
    }
}
