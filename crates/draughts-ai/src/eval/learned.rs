//! The learned evaluation: weights fitted on self-play positions (see
//! [`crate::train`]), over the dense terms of [`DENSE`] and the board
//! regions of [`super::pattern`].
//!
//! White's score, in hundredths of a man, is
//! `Σ dense_i · x_i (tapered by the pieces left) + Σ_windows (P[idx] − P[idx of the turned board])`,
//! where the dense features `x` are the hand-written evaluation
//! ([`EvalStyle::Full`]), the men and kings balance and the move. Every
//! feature is White's minus Black's, so the score of a colour-flipped
//! position is the exact negation.
//!
//! A weights file (`weights/<variant>.bin`) is little-endian: the magic
//! [`MAGIC`], the variant's identifier (a length byte, then its bytes),
//! the number of windows (`u16`), the dense weights (`2 × DENSE` `i32`, in
//! 1/1024, middlegame then endgame), the pattern weights (`i16`,
//! hundredths of a man, window by window) and last the FNV-1a checksum
//! (`u64`) of everything before it.

use draughts::{BitWord, Board, Color, Variant};

use super::pattern::{ENTRIES, Patterned, men};
use super::{EvalStyle, Evaluate};

/// The first bytes of a weights file.
pub const MAGIC: &[u8; 8] = b"DBEVAL1\n";

/// Number of dense features.
pub const DENSE: usize = 4;

/// The fixed-point scale of the dense weights.
pub const DENSE_SCALE: i64 = 1024;

/// The fitted weights of one variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Weights {
    /// The variant they were trained for.
    pub variant: Variant,
    /// Middlegame then endgame dense weights, in 1/[`DENSE_SCALE`].
    pub dense: [[i32; DENSE]; 2],
    /// Per window, [`ENTRIES`] pattern weights in hundredths of a man.
    pub patterns: Vec<i16>,
}

/// Why a weights file could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WeightsError {
    /// Not a weights file.
    Magic,
    /// The file ends too early, or has bytes left over.
    Truncated,
    /// The variant's identifier is unknown.
    Variant(String),
    /// The checksum does not match the contents.
    Checksum,
    /// The number of windows (first) does not fit the variant's board
    /// (second).
    Windows(usize, usize),
}

impl std::fmt::Display for WeightsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WeightsError::Magic => write!(f, "not a weights file (bad magic)"),
            WeightsError::Truncated => write!(f, "the weights file is truncated or too long"),
            WeightsError::Variant(id) => write!(f, "unknown variant '{id}'"),
            WeightsError::Checksum => write!(f, "the checksum does not match"),
            WeightsError::Windows(got, want) => {
                write!(f, "{got} windows do not fit the variant's board ({want})")
            }
        }
    }
}

impl std::error::Error for WeightsError {}

impl Weights {
    /// Weights that reproduce the hand-written evaluation exactly: its
    /// coefficient 1, every other weight 0 (the start of a fit).
    pub fn classic(variant: Variant) -> Weights {
        let windows = windows_of(variant);
        let mut dense = [[0; DENSE]; 2];
        dense[0][0] = DENSE_SCALE as i32;
        dense[1][0] = DENSE_SCALE as i32;
        Weights {
            variant,
            dense,
            patterns: vec![0; windows * ENTRIES],
        }
    }

    /// The file's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(64 + 2 * self.patterns.len());
        out.extend_from_slice(MAGIC);
        let id = self.variant.name().as_bytes();
        out.push(id.len() as u8);
        out.extend_from_slice(id);
        out.extend_from_slice(&((self.patterns.len() / ENTRIES) as u16).to_le_bytes());
        for half in &self.dense {
            for w in half {
                out.extend_from_slice(&w.to_le_bytes());
            }
        }
        for w in &self.patterns {
            out.extend_from_slice(&w.to_le_bytes());
        }
        let sum = fnv1a(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// Reads a weights file, checking its checksum and its windows.
    pub fn from_bytes(bytes: &[u8]) -> Result<Weights, WeightsError> {
        if bytes.len() < MAGIC.len() + 8 || &bytes[..MAGIC.len()] != MAGIC {
            return Err(WeightsError::Magic);
        }
        let (body, sum) = bytes.split_at(bytes.len() - 8);
        if fnv1a(body) != u64::from_le_bytes(sum.try_into().map_err(|_| WeightsError::Truncated)?) {
            return Err(WeightsError::Checksum);
        }
        let mut r = Reader {
            bytes: body,
            at: MAGIC.len(),
        };
        let len = usize::from(r.take(1)?[0]);
        let id = String::from_utf8_lossy(r.take(len)?).into_owned();
        let variant = Variant::ALL
            .into_iter()
            .find(|v| v.name() == id)
            .ok_or(WeightsError::Variant(id))?;
        let windows = usize::from(u16::from_le_bytes(
            r.take(2)?.try_into().map_err(|_| WeightsError::Truncated)?,
        ));
        let expected = windows_of(variant);
        if windows != expected {
            return Err(WeightsError::Windows(windows, expected));
        }
        let mut dense = [[0; DENSE]; 2];
        for half in &mut dense {
            for w in half.iter_mut() {
                *w =
                    i32::from_le_bytes(r.take(4)?.try_into().map_err(|_| WeightsError::Truncated)?);
            }
        }
        let mut patterns = Vec::with_capacity(windows * ENTRIES);
        for _ in 0..windows * ENTRIES {
            patterns.push(i16::from_le_bytes(
                r.take(2)?.try_into().map_err(|_| WeightsError::Truncated)?,
            ));
        }
        if r.at != body.len() {
            return Err(WeightsError::Truncated);
        }
        Ok(Weights {
            variant,
            dense,
            patterns,
        })
    }
}

/// A cursor over a weights file.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], WeightsError> {
        let out = self
            .bytes
            .get(self.at..self.at + n)
            .ok_or(WeightsError::Truncated)?;
        self.at += n;
        Ok(out)
    }
}

/// FNV-1a, 64 bits: the weights file's checksum.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The number of windows of `variant`'s board.
pub fn windows_of(variant: Variant) -> usize {
    let position = draughts::Position::start(variant);
    with_typed_board!(position, board => windows::<_>(board))
}

fn windows<R: Patterned>(_: Option<&Board<R>>) -> usize {
    R::patterns().windows.len()
}

/// What the learned evaluation reads of a position, White's minus Black's:
/// the dense features, the pieces on the board (of `full`), and the
/// window indices of the board and of the turned board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Features {
    /// [`EvalStyle::Full`]'s score, men, kings (each ×100), the move
    /// (+100 White, −100 Black).
    pub dense: [i32; DENSE],
    /// Pieces on the board.
    pub pieces: i32,
    /// Pieces at the start of a game, both sides.
    pub full: i32,
    /// Window indices of the board.
    pub own: Vec<u16>,
    /// Window indices of the board turned 180° with the colours swapped.
    pub turned: Vec<u16>,
}

/// The features of `board`.
pub(crate) fn features<R: Evaluate + Patterned>(board: &Board<R>) -> Features {
    let [white, black] = men(board);
    let kings = board.kings();
    let wk = (board.bits(Color::White) & kings).count() as i32;
    let bk = (board.bits(Color::Black) & kings).count() as i32;
    let patterns = R::patterns();
    let n = patterns.windows.len();
    let (own, turned) = patterns.indices(white, black);
    Features {
        dense: [
            R::white_score(board, EvalStyle::Full),
            100 * (white.count() as i32 - black.count() as i32),
            100 * (wk - bk),
            if board.turn() == Color::White {
                100
            } else {
                -100
            },
        ],
        pieces: board.occupied().count() as i32,
        full: 2 * R::VARIANT.max_pieces() as i32,
        own: own[..n].to_vec(),
        turned: turned[..n].to_vec(),
    }
}

/// White's learned score of `board` under `weights`.
#[inline]
pub(crate) fn white_score<R: Evaluate + Patterned>(board: &Board<R>, weights: &Weights) -> i32 {
    let [white, black] = men(board);
    let kings = board.kings();
    let wk = (board.bits(Color::White) & kings).count() as i64;
    let bk = (board.bits(Color::Black) & kings).count() as i64;
    let dense = [
        i64::from(R::white_score(board, EvalStyle::Full)),
        100 * (white.count() as i64 - black.count() as i64),
        100 * (wk - bk),
        if board.turn() == Color::White {
            100
        } else {
            -100
        },
    ];
    let full = 2 * R::VARIANT.max_pieces() as i64;
    let pieces = (board.occupied().count() as i64).min(full);
    let mut mid = 0i64;
    let mut end = 0i64;
    for (i, x) in dense.iter().enumerate() {
        mid += x * i64::from(weights.dense[0][i]);
        end += x * i64::from(weights.dense[1][i]);
    }
    let dense_score = (mid * pieces + end * (full - pieces)) / (full * DENSE_SCALE);
    let patterns = R::patterns();
    let (own, turned) = patterns.indices(white, black);
    let mut pattern_score = 0i32;
    for w in 0..patterns.windows.len() {
        let base = w * ENTRIES;
        pattern_score += i32::from(weights.patterns[base + usize::from(own[w])])
            - i32::from(weights.patterns[base + usize::from(turned[w])]);
    }
    dense_score as i32 + pattern_score
}

#[cfg(test)]
mod tests {
    use draughts::Position;

    use super::*;

    #[test]
    fn a_weights_file_round_trips_and_its_checksum_is_checked() {
        let mut w = Weights::classic(Variant::Russian);
        w.patterns[5] = -7;
        w.dense[1][2] = 99;
        let bytes = w.to_bytes();
        assert_eq!(Weights::from_bytes(&bytes).unwrap(), w);
        let mut broken = bytes.clone();
        broken[40] ^= 1;
        assert_eq!(Weights::from_bytes(&broken), Err(WeightsError::Checksum));
        assert_eq!(Weights::from_bytes(&bytes[1..]), Err(WeightsError::Magic));
    }

    /// Weights with every entry set from a fixed pseudo-random sequence.
    fn scrambled(variant: Variant) -> Weights {
        let mut w = Weights::classic(variant);
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for p in &mut w.patterns {
            *p = (next() % 401) as i16 - 200;
        }
        for half in &mut w.dense {
            for d in half.iter_mut() {
                *d = (next() % 2048) as i32 - 512;
            }
        }
        w
    }

    fn score<R: Evaluate + Patterned>(variant: Variant, fen: &str, w: &Weights) -> i32 {
        let position = Position::from_fen(variant, fen).unwrap();
        white_score(position.board::<R>().unwrap(), w)
    }

    /// Each position against the same position turned 180° with the
    /// colours and the side to move swapped, written out by hand.
    #[test]
    fn a_colour_flipped_position_scores_the_negation() {
        use draughts::rules::{International, Russian};
        let w = scrambled(Variant::Russian);
        let cases = [
            ("W:Wa1,d2,c3,Kh6:Bb4,f6,e7", "B:Wg5,c3,d2:Bh8,e7,f6,Ka3"),
            (
                "B:Wc3,e3,g3,b2:Bb6,d6,h8,Kd4",
                "W:Wa1,e3,g3,Ke5:Bf6,d6,b6,g7",
            ),
        ];
        for (fen, flipped) in cases {
            let a = score::<Russian>(Variant::Russian, fen, &w);
            let b = score::<Russian>(Variant::Russian, flipped, &w);
            assert_ne!(a, 0, "{fen}");
            assert_eq!(a, -b, "{fen} against {flipped}");
        }
        let w = scrambled(Variant::International);
        let a = score::<International>(Variant::International, "W:W31,32,33,K45:B19,20,2", &w);
        let b = score::<International>(Variant::International, "B:W32,31,49:B20,19,18,K6", &w);
        assert_ne!(a, 0);
        assert_eq!(a, -b);
    }

    #[test]
    fn the_classic_weights_reproduce_the_hand_written_evaluation() {
        let position = Position::from_fen(Variant::Russian, "B:Wa1,d2,c3,Kh6:Bb4,f6,e7").unwrap();
        let board = position.board::<draughts::rules::Russian>().unwrap();
        let w = Weights::classic(Variant::Russian);
        assert_eq!(
            white_score(board, &w),
            <draughts::rules::Russian as Evaluate>::white_score(board, EvalStyle::Full)
        );
    }
}
