//! An independent move generator for all 21 variants, written directly from
//! the rule text (`shared/rules/SPEC.md`, `VARIANTS.md`) on a plain mailbox
//! board: slow and simple, sharing no code with the engine. It is keyed on
//! the variant's command-line name (`"russian"`, `"alquerque"`, …), has its
//! own start positions and its own position-text reader, and only touches
//! the engine through [`Board::from_position`] (`pieces()` / `turn()`).
//!
//! Coordinates are (file, rank) from 0, seen from White: a1 = (0, 0), and
//! White's men start on the low ranks in every variant.

use draughts::{Color, Position, Role};

/// A square: (file, rank), both from 0.
pub type Sq = (i8, i8);

/// The naive board's own kinds of piece (the engine has no parachutist yet).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Kind {
    Man,
    King,
    /// Parachute checkers: moves only by its one capture, then is a man.
    Parachutist,
}

type Cell = Option<(Color, Kind)>;

/// A move's outcome: start, end, sorted captured squares.
pub type Outcome = (Sq, Sq, Vec<Sq>);

/// A position on a mailbox board of `files` x `ranks`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    pub files: i8,
    pub ranks: i8,
    /// `cells[rank * files + file]`.
    pub cells: Vec<Cell>,
    pub turn: Color,
    /// Frisian: per side (White, Black), the king that made the last quiet
    /// moves of its side and how many in a row. Default none.
    pub king_run: [Option<(Sq, u8)>; 2],
}

/// A move: start, landings in order, captured squares in capture order,
/// and whether the moving man is crowned by it. A Hawaiian opening removal
/// is `from = landings[0] = captured[0]` = the removed square.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NaiveMove {
    pub from: Sq,
    pub landings: Vec<Sq>,
    pub captured: Vec<Sq>,
    pub crowns: bool,
}

impl NaiveMove {
    pub fn to(&self) -> Sq {
        *self.landings.last().unwrap()
    }

    pub fn key(&self) -> Outcome {
        let mut c = self.captured.clone();
        c.sort();
        (self.from, self.to(), c)
    }

    fn is_removal(&self) -> bool {
        self.captured == [self.from] && self.landings == [self.from]
    }
}

/// Which squares are played on.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Squares {
    All,
    /// file + rank even (a1 dark).
    Dark,
    /// file + rank odd (a1 light: Italian, Portuguese).
    Light,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Removal {
    /// Taken pieces stay until the move ends: they block and cannot be
    /// jumped again. Also used where removal "has no effect".
    Deferred,
    /// Each taken piece leaves the board as it is jumped.
    Immediate,
}

/// A man reaching its crowning square in the middle of a capture.
#[derive(Clone, Copy, PartialEq, Eq)]
enum MidRow {
    /// Crowned, the move ends.
    Stops,
    /// Goes on as a man; crowned only if the move ends there.
    AsMan,
    /// Crowned at once and goes on as a king (Russian).
    AsKing,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Choice {
    Free,
    MaxPieces,
    /// Czech family: if any king can capture, only king captures.
    KingPriority,
    /// Max pieces, then most kings.
    Portuguese,
    /// Max pieces, by king, most kings, king met earliest.
    Italian,
    /// Max value (king between one and two men), then by king.
    Frisian,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Special {
    None,
    Hawaiian,
    Alquerque,
}

/// One variant's rules as the text words them. Directions are (file, rank)
/// vectors for White; a man's are mirrored for Black (except One-way).
#[derive(Clone, Copy)]
struct Rules {
    files: i8,
    ranks: i8,
    squares: Squares,
    first: Color,
    man_steps: &'static [Sq],
    /// Dameo: a man may move over a straight line of own men.
    linear: bool,
    man_jumps: &'static [Sq],
    /// Italian: false (a man may not jump a king).
    men_take_kings: bool,
    king_steps: &'static [Sq],
    king_jumps: &'static [Sq],
    flying: bool,
    /// Thai: a flying king lands right behind the taken piece.
    land_behind: bool,
    removal: Removal,
    /// Persian, Turkish: no 180° turn between two jumps.
    no_reversal: bool,
    mid_row: MidRow,
    choice: Choice,
    /// One-way: Black's men go up too and are crowned on rank 8.
    one_way: bool,
    /// Corner: crowned only on a7/b8 (White), g1/h2 (Black).
    corner: bool,
    /// Frisian: a king may not make a 4th quiet move in a row while its
    /// side has a man.
    king_run_limit: bool,
    special: Special,
}

const ORTHO: &[Sq] = &[(0, 1), (0, -1), (1, 0), (-1, 0)];
const DIAG: &[Sq] = &[(1, 1), (-1, 1), (1, -1), (-1, -1)];
const DIAG_FWD: &[Sq] = &[(1, 1), (-1, 1)];
const QUEEN: &[Sq] = &[
    (0, 1),
    (0, -1),
    (1, 0),
    (-1, 0),
    (1, 1),
    (-1, 1),
    (1, -1),
    (-1, -1),
];
/// Persian/Turkish men: forward, left, right.
const FWD_SIDE: &[Sq] = &[(0, 1), (1, 0), (-1, 0)];
/// Dameo men: forward and diagonally forward.
const DAMEO_STEPS: &[Sq] = &[(0, 1), (1, 1), (-1, 1)];
/// Gothic men: forward, diagonally forward, sideways.
const GOTHIC_MEN: &[Sq] = &[(0, 1), (1, 1), (-1, 1), (1, 0), (-1, 0)];
/// Frisian: the 4 diagonals and the file and rank, where the "next square"
/// is the next playable one, two squares away.
const FRISIAN: &[Sq] = &[
    (1, 1),
    (-1, 1),
    (1, -1),
    (-1, -1),
    (0, 2),
    (0, -2),
    (2, 0),
    (-2, 0),
];

fn rules(variant: &str) -> Rules {
    // The International family, then each variant as a change of it.
    let international = Rules {
        files: 10,
        ranks: 10,
        squares: Squares::Dark,
        first: Color::White,
        man_steps: DIAG_FWD,
        linear: false,
        man_jumps: DIAG,
        men_take_kings: true,
        king_steps: DIAG,
        king_jumps: DIAG,
        flying: true,
        land_behind: false,
        removal: Removal::Deferred,
        no_reversal: false,
        mid_row: MidRow::AsMan,
        choice: Choice::MaxPieces,
        one_way: false,
        corner: false,
        king_run_limit: false,
        special: Special::None,
    };
    let eight = Rules {
        files: 8,
        ranks: 8,
        ..international
    };
    // Czech: men forward only, king priority, crowning stops the move.
    let czech = Rules {
        man_jumps: DIAG_FWD,
        mid_row: MidRow::Stops,
        choice: Choice::KingPriority,
        ..eight
    };
    // English: short kings, men forward only, free choice.
    let english = Rules {
        first: Color::Black,
        man_jumps: DIAG_FWD,
        flying: false,
        mid_row: MidRow::Stops,
        choice: Choice::Free,
        ..eight
    };
    match variant {
        "persian" | "turkish" => Rules {
            squares: Squares::All,
            first: Color::White,
            man_steps: FWD_SIDE,
            man_jumps: FWD_SIDE,
            king_steps: ORTHO,
            king_jumps: ORTHO,
            removal: Removal::Immediate,
            no_reversal: true,
            mid_row: if variant == "turkish" {
                MidRow::Stops
            } else {
                MidRow::AsMan
            },
            ..eight
        },
        "english" | "anti" => english,
        "dameo" => Rules {
            squares: Squares::All,
            man_steps: DAMEO_STEPS,
            linear: true,
            man_jumps: ORTHO,
            king_steps: QUEEN,
            king_jumps: ORTHO,
            ..eight
        },
        "international" => international,
        "brazilian" => eight,
        "canadian" => Rules {
            files: 12,
            ranks: 12,
            ..international
        },
        "russian" => Rules {
            mid_row: MidRow::AsKing,
            choice: Choice::Free,
            ..eight
        },
        "pool" => Rules {
            first: Color::Black,
            choice: Choice::Free,
            ..eight
        },
        "czech" | "parachute" => czech,
        "corner" => Rules {
            corner: true,
            ..czech
        },
        "oneway" => Rules {
            one_way: true,
            ..czech
        },
        "italian" => Rules {
            squares: Squares::Light,
            first: Color::White,
            flying: false,
            men_take_kings: false,
            choice: Choice::Italian,
            ..english
        },
        "portuguese" => Rules {
            squares: Squares::Light,
            choice: Choice::Portuguese,
            ..czech
        },
        "thai" => Rules {
            land_behind: true,
            removal: Removal::Immediate,
            choice: Choice::Free,
            ..czech
        },
        "frisian" => Rules {
            man_jumps: FRISIAN,
            king_jumps: FRISIAN,
            choice: Choice::Frisian,
            king_run_limit: true,
            ..international
        },
        "gothic" => Rules {
            squares: Squares::All,
            first: Color::White,
            man_steps: GOTHIC_MEN,
            man_jumps: GOTHIC_MEN,
            king_steps: QUEEN,
            king_jumps: QUEEN,
            ..english
        },
        "hawaiian" => Rules {
            squares: Squares::All,
            first: Color::Black,
            man_steps: &[],
            man_jumps: ORTHO,
            choice: Choice::Free,
            special: Special::Hawaiian,
            ..eight
        },
        "alquerque" => Rules {
            files: 5,
            ranks: 5,
            squares: Squares::All,
            man_steps: QUEEN,
            man_jumps: QUEEN,
            flying: false,
            choice: Choice::Free,
            special: Special::Alquerque,
            ..eight
        },
        _ => panic!("unknown variant {variant}"),
    }
}

fn add(a: Sq, b: Sq) -> Sq {
    (a.0 + b.0, a.1 + b.1)
}

fn playable(r: &Rules, (f, k): Sq) -> bool {
    match r.squares {
        Squares::All => true,
        Squares::Dark => (f + k) % 2 == 0,
        Squares::Light => (f + k) % 2 == 1,
    }
}

/// The playable squares in the variant's numbering order (square number
/// n is `numbering(..)[n - 1]`): Italian from a8 left to right downward,
/// Portuguese from h1 right to left upward, the others from the top-left
/// playable square left to right downward (English 1–32, 1–50, 1–72).
fn numbering(r: &Rules, variant: &str) -> Vec<Sq> {
    let mut v = Vec::new();
    if variant == "portuguese" {
        for k in 0..r.ranks {
            for f in (0..r.files).rev() {
                v.push((f, k));
            }
        }
    } else {
        for k in (0..r.ranks).rev() {
            for f in 0..r.files {
                v.push((f, k));
            }
        }
    }
    v.retain(|&s| playable(r, s));
    v
}

/// The number of `sq` in the variant's numbering (boards of dark squares
/// only), or `None`.
pub fn square_number(variant: &str, sq: Sq) -> Option<usize> {
    let r = rules(variant);
    if r.squares == Squares::All {
        return None;
    }
    numbering(&r, variant)
        .iter()
        .position(|&s| s == sq)
        .map(|i| i + 1)
}

/// Algebraic text of a square: `a1`, `j10`.
pub fn square_text((f, k): Sq) -> String {
    format!("{}{}", (b'a' + f as u8) as char, k + 1)
}

/// A move as algebraic route text: `c3-d4`, `c3xe5xg3`; a Hawaiian removal
/// as its square.
pub fn move_text(m: &NaiveMove) -> String {
    if m.is_removal() {
        return square_text(m.from);
    }
    let sep = if m.captured.is_empty() { "-" } else { "x" };
    let mut s = square_text(m.from);
    for &l in &m.landings {
        s.push_str(sep);
        s.push_str(&square_text(l));
    }
    s
}

/// A complete capture sequence with what the choice rules look at.
struct Seq {
    mv: NaiveMove,
    by_king: bool,
    /// The kinds of the taken pieces, in capture order.
    kinds: Vec<Kind>,
}

impl Seq {
    fn kings(&self) -> usize {
        self.kinds.iter().filter(|&&k| k == Kind::King).count()
    }
}

/// Keeps the sequences with the greatest `score`.
fn keep_best<K: Ord>(seqs: &mut Vec<Seq>, score: impl Fn(&Seq) -> K) {
    if let Some(best) = seqs.iter().map(&score).max() {
        seqs.retain(|s| score(s) == best);
    }
}

fn choose(choice: Choice, mut seqs: Vec<Seq>) -> Vec<Seq> {
    match choice {
        Choice::Free => {}
        Choice::MaxPieces => keep_best(&mut seqs, |s| s.kinds.len()),
        Choice::KingPriority => keep_best(&mut seqs, |s| s.by_king),
        Choice::Portuguese => {
            keep_best(&mut seqs, |s| s.kinds.len());
            keep_best(&mut seqs, |s| s.kings());
        }
        Choice::Italian => {
            keep_best(&mut seqs, |s| s.kinds.len());
            keep_best(&mut seqs, |s| s.by_king);
            keep_best(&mut seqs, |s| s.kings());
            // Equal lengths here: lexicographic order with king > man.
            keep_best(&mut seqs, |s| {
                s.kinds
                    .iter()
                    .map(|&k| k == Kind::King)
                    .collect::<Vec<bool>>()
            });
        }
        Choice::Frisian => {
            // Value M + 2K first; on a tie fewer kings (a king is worth
            // more than one man and less than two); then by a king.
            keep_best(&mut seqs, |s| s.kinds.len() + s.kings());
            keep_best(&mut seqs, |s| std::cmp::Reverse(s.kings()));
            keep_best(&mut seqs, |s| s.by_king);
        }
    }
    seqs
}

/// What a capture search carries.
struct Search<'a> {
    r: &'a Rules,
    me: Color,
    from: Sq,
    by_king: bool,
    out: Vec<Seq>,
}

/// One jump: its direction, the taken square and the landing squares.
type Jump = (Sq, Sq, Vec<Sq>);

impl Board {
    /// An empty board of the variant's size with `turn` to move.
    pub fn empty(variant: &str, turn: Color) -> Board {
        let r = rules(variant);
        Board {
            files: r.files,
            ranks: r.ranks,
            cells: vec![None; r.files as usize * r.ranks as usize],
            turn,
            king_run: [None, None],
        }
    }

    /// The variant's start position, from the rule text.
    pub fn start(variant: &str) -> Board {
        let r = rules(variant);
        let explicit = match variant {
            "corner" => {
                Some("W:Wc1,e1,g1,d2,f2,h2,e3,g3,f4,h4,g5,h6:Ba3,b4,a5,c5,b6,d6,a7,c7,e7,b8,d8,f8")
            }
            "oneway" => {
                Some("W:Wa1,c1,b2,d2,a3,c3,b4,d4,a5,c5,b6,d6:Be1,g1,f2,h2,e3,g3,f4,h4,e5,g5,f6,h6")
            }
            "parachute" => Some(
                "W:Wb2,d2,f2,h2,a3,c3,e3,g3,Pb8,Pd8,Pf8,Ph8:Bb6,d6,f6,h6,a7,c7,e7,g7,Pa1,Pc1,Pe1,Pg1",
            ),
            "alquerque" => {
                Some("W:Wa1,b1,c1,d1,e1,a2,b2,c2,d2,e2,d3,e3:Ba3,b3,a4,b4,c4,d4,e4,a5,b5,c5,d5,e5")
            }
            _ => None,
        };
        if let Some(text) = explicit {
            return Board::from_fen(variant, text).unwrap();
        }
        // Rows of men: White on ranks [0, n), Black on the top n ranks.
        let (white_ranks, black_ranks): (&[i8], &[i8]) = match variant {
            "persian" | "turkish" => (&[1, 2], &[5, 6]),
            "dameo" => (&[0, 1, 2], &[5, 6, 7]),
            "international" | "frisian" => (&[0, 1, 2, 3], &[6, 7, 8, 9]),
            "canadian" => (&[0, 1, 2, 3, 4], &[7, 8, 9, 10, 11]),
            "thai" => (&[0, 1], &[6, 7]),
            "gothic" => (&[0, 1], &[6, 7]),
            _ => (&[0, 1, 2], &[5, 6, 7]),
        };
        let mut b = Board::empty(variant, r.first);
        for k in 0..r.ranks {
            for f in 0..r.files {
                if !playable(&r, (f, k)) {
                    continue;
                }
                let color = if variant == "hawaiian" {
                    // White on the dark squares, Black on the light ones.
                    Some(if (f + k) % 2 == 0 {
                        Color::White
                    } else {
                        Color::Black
                    })
                } else if white_ranks.contains(&k) {
                    Some(Color::White)
                } else if black_ranks.contains(&k) {
                    Some(Color::Black)
                } else {
                    None
                };
                // Dameo's wedge: rank 2 (7) b–g, rank 3 (6) c–f.
                let dameo_cut = variant == "dameo"
                    && ((k == 1 || k == 6) && !(1..=6).contains(&f)
                        || (k == 2 || k == 5) && !(2..=5).contains(&f));
                if let Some(c) = color
                    && !dameo_cut
                {
                    b.set((f, k), Some((c, Kind::Man)));
                }
            }
        }
        b
    }

    /// Reads `W:Wa1,c3,Kd4,Pb8:Bb6`: side to move, then each side's pieces
    /// (`K` king, `P` parachutist) as algebraic squares, or as numbers (and
    /// ranges `21-32`) in the variant's numbering.
    pub fn from_fen(variant: &str, text: &str) -> Result<Board, String> {
        let r = rules(variant);
        let mut parts = text.trim().trim_end_matches('.').split(':');
        let turn = match parts.next().map(str::trim) {
            Some("W") => Color::White,
            Some("B") => Color::Black,
            other => return Err(format!("bad side to move {other:?}")),
        };
        let mut b = Board::empty(variant, turn);
        let numbers = numbering(&r, variant);
        for part in parts {
            let part = part.trim();
            let color = match part.chars().next() {
                Some('W') => Color::White,
                Some('B') => Color::Black,
                _ => return Err(format!("bad section {part:?}")),
            };
            for item in part[1..].split(',') {
                let item = item.trim();
                if item.is_empty() {
                    continue;
                }
                let (kind, rest) = match item.as_bytes()[0] {
                    b'K' => (Kind::King, &item[1..]),
                    b'P' => (Kind::Parachutist, &item[1..]),
                    _ => (Kind::Man, item),
                };
                let mut squares = Vec::new();
                if rest.as_bytes()[0].is_ascii_digit() {
                    let (lo, hi) = match rest.split_once('-') {
                        Some((a, b)) => (a, b),
                        None => (rest, rest),
                    };
                    let lo: usize = lo.parse().map_err(|_| format!("bad {item:?}"))?;
                    let hi: usize = hi.parse().map_err(|_| format!("bad {item:?}"))?;
                    for n in lo..=hi {
                        let sq = numbers.get(n.wrapping_sub(1)).ok_or(format!("no {n}"))?;
                        squares.push(*sq);
                    }
                } else {
                    let f = rest.as_bytes()[0] as i8 - b'a' as i8;
                    let k: i8 = rest[1..].parse().map_err(|_| format!("bad {item:?}"))?;
                    squares.push((f, k - 1));
                }
                for sq in squares {
                    if !b.inside(sq) || !playable(&r, sq) {
                        return Err(format!("{item:?} is not a playable square"));
                    }
                    b.set(sq, Some((color, kind)));
                }
            }
        }
        Ok(b)
    }

    /// The engine's position on the naive board, for any board size.
    pub fn from_position(p: &Position) -> Board {
        let mut b = Board::empty(p.variant().name(), p.turn());
        for (sq, piece) in p.pieces() {
            let kind = match piece.role {
                Role::Man => Kind::Man,
                Role::King => Kind::King,
                Role::Parachutist => Kind::Parachutist,
            };
            b.set(
                (sq.file() as i8, sq.rank() as i8),
                Some((piece.color, kind)),
            );
        }
        for c in Color::ALL {
            b.king_run[c.index()] = p
                .king_run(c)
                .map(|(s, n)| ((s.file() as i8, s.rank() as i8), n));
        }
        b
    }

    fn inside(&self, (f, k): Sq) -> bool {
        (0..self.files).contains(&f) && (0..self.ranks).contains(&k)
    }

    pub fn at(&self, (f, k): Sq) -> Option<(Color, Kind)> {
        self.cells[k as usize * self.files as usize + f as usize]
    }

    pub fn set(&mut self, (f, k): Sq, c: Option<(Color, Kind)>) {
        self.cells[k as usize * self.files as usize + f as usize] = c;
    }

    fn empty_at(&self, sq: Sq) -> bool {
        self.inside(sq) && self.at(sq).is_none()
    }

    fn squares(&self) -> Vec<Sq> {
        let mut v = Vec::new();
        for k in 0..self.ranks {
            for f in 0..self.files {
                v.push((f, k));
            }
        }
        v
    }

    fn count(&self, color: Color) -> usize {
        self.cells
            .iter()
            .filter(|c| matches!(c, Some((col, _)) if *col == color))
            .count()
    }

    /// Every legal route under the variant's rules.
    pub fn routes(&self, variant: &str) -> Vec<NaiveMove> {
        let r = rules(variant);
        if r.special == Special::Hawaiian {
            return self.hawaiian();
        }
        let me = self.turn;
        let mut seqs = Vec::new();
        for sq in self.squares() {
            match self.at(sq) {
                Some((c, Kind::Parachutist)) if c == me => self.parachute(sq, &mut seqs),
                Some((c, kind)) if c == me => {
                    let mut s = Search {
                        r: &r,
                        me,
                        from: sq,
                        by_king: kind == Kind::King,
                        out: Vec::new(),
                    };
                    let mut b = self.clone();
                    b.set(sq, None); // the start square counts as empty
                    let king = kind == Kind::King;
                    b.capture(
                        &mut s,
                        sq,
                        king,
                        false,
                        &mut Vec::new(),
                        &mut Vec::new(),
                        None,
                    );
                    seqs.extend(s.out);
                }
                _ => {}
            }
        }
        if !seqs.is_empty() {
            return choose(r.choice, seqs).into_iter().map(|s| s.mv).collect();
        }
        self.quiet(&r)
    }

    /// The legal moves, one per (from, to, captured set). Reading: the
    /// key ignores crowning, as the brief defines "unique"; two Russian routes
    /// with the same key could in principle differ in crowning (none found).
    pub fn moves(&self, variant: &str) -> Vec<NaiveMove> {
        let mut seen = Vec::new();
        let mut v = self.routes(variant);
        v.retain(|m| {
            let k = m.key();
            let fresh = !seen.contains(&k);
            seen.push(k);
            fresh
        });
        v
    }

    /// A man's direction for its side.
    fn orient(r: &Rules, me: Color, (df, dr): Sq) -> Sq {
        if me == Color::Black && !r.one_way {
            (df, -dr)
        } else {
            (df, dr)
        }
    }

    /// Whether a man of `me` is crowned on `sq`.
    fn crowning(&self, r: &Rules, me: Color, sq: Sq) -> bool {
        if r.special != Special::None {
            return false; // Hawaiian and Alquerque: no promotion
        }
        if r.corner {
            return match me {
                Color::White => sq == (0, 6) || sq == (1, 7),
                Color::Black => sq == (6, 0) || sq == (7, 1),
            };
        }
        if me == Color::White || r.one_way {
            sq.1 == self.ranks - 1
        } else {
            sq.1 == 0
        }
    }

    /// The jumps a piece on `at` can make now.
    fn jumps(
        &self,
        s: &Search,
        at: Sq,
        king: bool,
        taken: &[(Sq, Kind)],
        last: Option<Sq>,
    ) -> Vec<Jump> {
        let r = s.r;
        let first = last.is_none();
        let dirs: Vec<Sq> = if king {
            r.king_jumps.to_vec()
        } else {
            r.man_jumps
                .iter()
                .map(|&d| Board::orient(r, s.me, d))
                .collect()
        };
        let long = king && r.flying;
        let mut out = Vec::new();
        for d in dirs {
            if r.special == Special::Alquerque {
                // Diagonal lines only from points with file + rank even; the
                // first jump never goes backward.
                if d.0 != 0 && d.1 != 0 && (at.0 + at.1) % 2 != 0 {
                    continue;
                }
                if first && Board::orient(r, s.me, d).1 < 0 {
                    continue;
                }
            }
            if r.no_reversal && last == Some((-d.0, -d.1)) {
                continue;
            }
            let mut p = add(at, d);
            if long {
                while self.empty_at(p) {
                    p = add(p, d);
                }
            }
            if !self.inside(p) {
                continue;
            }
            match self.at(p) {
                Some((c, k))
                    if c != s.me
                        && !taken.iter().any(|&(t, _)| t == p)
                        && (king || r.men_take_kings || k != Kind::King) => {}
                _ => continue,
            }
            let mut lands = Vec::new();
            let mut l = add(p, d);
            while self.empty_at(l) {
                lands.push(l);
                if !long || r.land_behind {
                    break;
                }
                l = add(l, d);
            }
            if !lands.is_empty() {
                out.push((d, p, lands));
            }
        }
        out
    }

    /// Extends a capture from `at`; complete sequences go to `s.out`.
    /// `crowned`: the man was crowned earlier in this move (Russian).
    #[allow(clippy::too_many_arguments)]
    fn capture(
        &mut self,
        s: &mut Search,
        at: Sq,
        king: bool,
        crowned: bool,
        taken: &mut Vec<(Sq, Kind)>,
        path: &mut Vec<Sq>,
        last: Option<Sq>,
    ) {
        let r = s.r;
        let jumps = self.jumps(s, at, king, taken, last);
        if jumps.is_empty() {
            if !taken.is_empty() {
                let crowns = crowned || (!king && self.crowning(r, s.me, at));
                self.record(s, taken, path, crowns);
            }
            return;
        }
        for (d, victim, lands) in jumps {
            let cell = self.at(victim);
            let kind = cell.unwrap().1;
            if r.removal == Removal::Immediate {
                self.set(victim, None);
            }
            taken.push((victim, kind));
            // Per landing: (square, king after, crowned, move ends).
            let options: Vec<(Sq, bool, bool, bool)> = lands
                .iter()
                .map(|&l| {
                    if king || !self.crowning(r, s.me, l) {
                        (l, king, crowned, false)
                    } else {
                        match r.mid_row {
                            MidRow::Stops => (l, false, true, true),
                            MidRow::AsKing => (l, true, true, false),
                            MidRow::AsMan => (l, false, false, false),
                        }
                    }
                })
                .collect();
            // A piece that can jump again must; a flying king with several
            // landings must take one that allows a further jump, if any.
            let goes_on: Vec<bool> = options
                .iter()
                .map(|&(l, k, _, stop)| !stop && !self.jumps(s, l, k, taken, Some(d)).is_empty())
                .collect();
            let any = goes_on.contains(&true);
            for (&(l, k, c, stop), &on) in options.iter().zip(&goes_on) {
                if any && !on {
                    continue;
                }
                path.push(l);
                if stop {
                    self.record(s, taken, path, true);
                } else {
                    self.capture(s, l, k, c, taken, path, Some(d));
                }
                path.pop();
            }
            taken.pop();
            self.set(victim, cell);
        }
    }

    fn record(&self, s: &mut Search, taken: &[(Sq, Kind)], path: &[Sq], crowns: bool) {
        s.out.push(Seq {
            mv: NaiveMove {
                from: s.from,
                landings: path.to_vec(),
                captured: taken.iter().map(|t| t.0).collect(),
                crowns,
            },
            by_king: s.by_king,
            kinds: taken.iter().map(|t| t.1).collect(),
        });
    }

    /// Parachute: a parachutist jumps diagonally toward its own side over
    /// an adjacent enemy piece onto the empty square behind it (from the
    /// opponent's first rank: White from rank 8 over rank 7 onto rank 6),
    /// a single jump; it then is a man. Reading: the text only places
    /// parachutists on the opponent's first rank; one found elsewhere (only
    /// by a hand-written position) jumps the same way.
    fn parachute(&self, at: Sq, out: &mut Vec<Seq>) {
        let me = self.turn;
        let dr = if me == Color::White { -1 } else { 1 };
        for df in [-1, 1] {
            let victim = add(at, (df, dr));
            let land = add(victim, (df, dr));
            if !self.inside(land) || !self.empty_at(land) {
                continue;
            }
            if let Some((c, k)) = self.at(victim)
                && c != me
            {
                out.push(Seq {
                    mv: NaiveMove {
                        from: at,
                        landings: vec![land],
                        captured: vec![victim],
                        crowns: false,
                    },
                    by_king: false,
                    kinds: vec![k],
                });
            }
        }
    }

    /// Hawaiian: the two opening removals, then orthogonal jumps that may
    /// go on in the same direction and may stop after any jump.
    fn hawaiian(&self) -> Vec<NaiveMove> {
        let me = self.turn;
        let removal = |sq: Sq| NaiveMove {
            from: sq,
            landings: vec![sq],
            captured: vec![sq],
            crowns: false,
        };
        // Reading: the phase is taken from the exact counts the text names
        // (32 v 32 with Black to move; 32 v 31 with White to move); any other
        // position plays jumps.
        let (white, black) = (self.count(Color::White), self.count(Color::Black));
        if white == 32 && black == 32 && me == Color::Black {
            return [(0, 7), (7, 0), (3, 4), (4, 3)]
                .into_iter()
                .filter(|&sq| self.at(sq) == Some((Color::Black, Kind::Man)))
                .map(removal)
                .collect();
        }
        if white == 32 && black == 31 && me == Color::White {
            let hole = self
                .squares()
                .into_iter()
                .find(|&sq| self.at(sq).is_none())
                .unwrap();
            return ORTHO
                .iter()
                .map(|&d| add(hole, d))
                .filter(|&sq| self.inside(sq) && self.at(sq).map(|c| c.0) == Some(Color::White))
                .map(removal)
                .collect();
        }
        let mut out = Vec::new();
        for from in self.squares() {
            if self.at(from).map(|c| c.0) != Some(me) {
                continue;
            }
            for &d in ORTHO {
                let (mut at, mut path, mut captured) = (from, Vec::new(), Vec::new());
                loop {
                    let victim = add(at, d);
                    let land = add(victim, d);
                    let enemy =
                        self.inside(victim) && matches!(self.at(victim), Some((c, _)) if c != me);
                    if !enemy || !self.empty_at(land) {
                        break;
                    }
                    captured.push(victim);
                    path.push(land);
                    out.push(NaiveMove {
                        from,
                        landings: path.clone(),
                        captured: captured.clone(),
                        crowns: false,
                    });
                    at = land;
                }
            }
        }
        out
    }

    /// Quiet moves (when nothing can capture).
    fn quiet(&self, r: &Rules) -> Vec<NaiveMove> {
        let me = self.turn;
        let has_man = self.cells.contains(&Some((me, Kind::Man)));
        let mut out = Vec::new();
        for sq in self.squares() {
            let Some((c, kind)) = self.at(sq) else {
                continue;
            };
            if c != me {
                continue;
            }
            let step = |to: Sq, crowns: bool| NaiveMove {
                from: sq,
                landings: vec![to],
                captured: vec![],
                crowns,
            };
            match kind {
                Kind::Parachutist => {}
                Kind::King => {
                    if r.king_run_limit
                        && has_man
                        && matches!(self.king_run[me.index()], Some((s, n)) if s == sq && n >= 3)
                    {
                        continue;
                    }
                    for &d in r.king_steps {
                        let mut to = add(sq, d);
                        while self.empty_at(to) {
                            out.push(step(to, false));
                            if !r.flying {
                                break;
                            }
                            to = add(to, d);
                        }
                    }
                }
                Kind::Man => {
                    let last_rank = if me == Color::White || r.one_way {
                        self.ranks - 1
                    } else {
                        0
                    };
                    if r.special == Special::Alquerque && sq.1 == last_rank {
                        continue; // no quiet move at all from the last rank
                    }
                    for &forward in r.man_steps {
                        let d = Board::orient(r, me, forward);
                        // Alquerque: never backward (as the side sees it).
                        if r.special == Special::Alquerque
                            && (forward.1 < 0 || d.0 != 0 && d.1 != 0 && (sq.0 + sq.1) % 2 != 0)
                        {
                            continue;
                        }
                        let mut to = add(sq, d);
                        // Dameo: pass over a straight line of own men.
                        while r.linear && self.inside(to) && self.at(to) == Some((me, Kind::Man)) {
                            to = add(to, d);
                        }
                        if self.empty_at(to) {
                            out.push(step(to, self.crowning(r, me, to)));
                        }
                    }
                }
            }
        }
        out
    }

    /// The position after `m`.
    pub fn play(&self, m: &NaiveMove) -> Board {
        let mut b = self.clone();
        let me = self.turn;
        let (color, kind) = b.at(m.from).expect("a piece on the start square");
        b.set(m.from, None);
        for &c in &m.captured {
            b.set(c, None);
        }
        if !m.is_removal() {
            let kind = if m.crowns || kind == Kind::King {
                Kind::King
            } else {
                Kind::Man // a parachutist that lands is a man
            };
            b.set(m.to(), Some((color, kind)));
        }
        // Frisian king run: a quiet king move extends the run of the king
        // that made the side's last quiet move, or starts a new run of 1;
        // any capture or man move ends it (reading: a capture by the
        // limited king also resets its count, "in a row" being broken).
        b.king_run[me.index()] = if kind == Kind::King && m.captured.is_empty() {
            match self.king_run[me.index()] {
                Some((s, n)) if s == m.from => Some((m.to(), n + 1)),
                _ => Some((m.to(), 1)),
            }
        } else {
            None
        };
        b.turn = !me;
        b
    }

    /// Perft: every route (`unique == false`) or one move per (from, to,
    /// captured set).
    pub fn perft(&self, variant: &str, depth: u32, unique: bool) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = if unique {
            self.moves(variant)
        } else {
            self.routes(variant)
        };
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .iter()
            .map(|m| self.play(m).perft(variant, depth - 1, unique))
            .sum()
    }
}
