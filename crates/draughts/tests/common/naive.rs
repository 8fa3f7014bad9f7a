//! An independent move generator for the four variants, written directly
//! from SPEC.md's text on a plain 8x8 array: slow and simple, sharing no code
//! with the engine. It only reads the engine's positions through the public
//! `pieces()` / `turn()` API.

use draughts::{Color, Position, Role, Variant};

type Cell = Option<(Color, Role)>;

/// A move's outcome: start, end, sorted captured squares.
pub type Outcome = ((i8, i8), (i8, i8), Vec<(i8, i8)>);

/// A position on a mailbox board: `cells[rank][file]`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    pub cells: [[Cell; 8]; 8],
    pub turn: Color,
}

/// A move: start, landings, captured squares (file, rank), crowned.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NaiveMove {
    pub from: (i8, i8),
    pub landings: Vec<(i8, i8)>,
    pub captured: Vec<(i8, i8)>,
    pub crowns: bool,
}

impl NaiveMove {
    pub fn to(&self) -> (i8, i8) {
        *self.landings.last().unwrap()
    }

    pub fn key(&self) -> Outcome {
        let mut c = self.captured.clone();
        c.sort();
        (self.from, self.to(), c)
    }
}

/// The rules as SPEC.md words them.
struct Spec {
    /// Man step directions as (file, rank) for White.
    man_steps: &'static [(i8, i8)],
    /// Dameo: a man may jump a line of own men.
    linear: bool,
    man_captures: &'static [(i8, i8)],
    king_steps: &'static [(i8, i8)],
    king_captures: &'static [(i8, i8)],
    flying: bool,
    /// Captured pieces stay until the move ends.
    deferred: bool,
    no_reversal: bool,
    /// A man reaching the last rank during a capture is crowned and stops.
    crown_stops: bool,
    maximum: bool,
}

const ORTHO: &[(i8, i8)] = &[(0, 1), (0, -1), (1, 0), (-1, 0)];
const DIAG: &[(i8, i8)] = &[(1, 1), (-1, 1), (1, -1), (-1, -1)];
const QUEEN: &[(i8, i8)] = &[
    (0, 1),
    (0, -1),
    (1, 0),
    (-1, 0),
    (1, 1),
    (-1, 1),
    (1, -1),
    (-1, -1),
];

fn spec(v: Variant) -> Spec {
    match v {
        Variant::Persian | Variant::Turkish => Spec {
            man_steps: &[(0, 1), (1, 0), (-1, 0)],
            linear: false,
            man_captures: &[(0, 1), (1, 0), (-1, 0)],
            king_steps: ORTHO,
            king_captures: ORTHO,
            flying: true,
            deferred: false,
            no_reversal: true,
            crown_stops: v == Variant::Turkish,
            maximum: true,
        },
        Variant::English => Spec {
            man_steps: &[(1, 1), (-1, 1)],
            linear: false,
            man_captures: &[(1, 1), (-1, 1)],
            king_steps: DIAG,
            king_captures: DIAG,
            flying: false,
            deferred: false,
            no_reversal: false,
            crown_stops: true,
            maximum: false,
        },
        Variant::Dameo => Spec {
            man_steps: &[(0, 1), (1, 1), (-1, 1)],
            linear: true,
            man_captures: ORTHO,
            king_steps: QUEEN,
            king_captures: ORTHO,
            flying: true,
            deferred: true,
            no_reversal: false,
            crown_stops: false,
            maximum: true,
        },
        other => panic!("the naive generator does not cover {other} yet"),
    }
}

fn on(f: i8, r: i8) -> bool {
    (0..8).contains(&f) && (0..8).contains(&r)
}

fn forward(color: Color, (df, dr): (i8, i8)) -> (i8, i8) {
    match color {
        Color::White => (df, dr),
        Color::Black => (df, -dr),
    }
}

fn last_rank(color: Color) -> i8 {
    match color {
        Color::White => 7,
        Color::Black => 0,
    }
}

impl Board {
    pub fn from_position(p: &Position) -> Board {
        let mut cells = [[None; 8]; 8];
        for (sq, piece) in p.pieces() {
            cells[sq.rank() as usize][sq.file() as usize] = Some((piece.color, piece.role));
        }
        Board {
            cells,
            turn: p.turn(),
        }
    }

    fn at(&self, f: i8, r: i8) -> Cell {
        self.cells[r as usize][f as usize]
    }

    fn set(&mut self, f: i8, r: i8, c: Cell) {
        self.cells[r as usize][f as usize] = c;
    }

    /// Every legal route under the variant's rules.
    pub fn routes(&self, v: Variant) -> Vec<NaiveMove> {
        let s = spec(v);
        let me = self.turn;
        let mut caps = Vec::new();
        for r in 0..8 {
            for f in 0..8 {
                if let Some((c, role)) = self.at(f, r)
                    && c == me
                {
                    let mut b = self.clone();
                    b.set(f, r, None); // the start square counts as empty
                    let mut taken = Vec::new();
                    let mut path = Vec::new();
                    b.capture_dfs(
                        &s,
                        (f, r),
                        (f, r),
                        role == Role::King,
                        &mut taken,
                        &mut path,
                        None,
                        &mut caps,
                    );
                }
            }
        }
        if !caps.is_empty() {
            if s.maximum {
                let best = caps.iter().map(|m| m.captured.len()).max().unwrap();
                caps.retain(|m| m.captured.len() == best);
            }
            return caps;
        }
        let mut quiet = Vec::new();
        for r in 0..8 {
            for f in 0..8 {
                let Some((c, role)) = self.at(f, r) else {
                    continue;
                };
                if c != me {
                    continue;
                }
                if role == Role::King {
                    for &(df, dr) in s.king_steps {
                        let (mut x, mut y) = (f + df, r + dr);
                        while on(x, y) && self.at(x, y).is_none() {
                            quiet.push(NaiveMove {
                                from: (f, r),
                                landings: vec![(x, y)],
                                captured: vec![],
                                crowns: false,
                            });
                            if !s.flying {
                                break;
                            }
                            x += df;
                            y += dr;
                        }
                    }
                } else {
                    for &d in s.man_steps {
                        let (df, dr) = forward(me, d);
                        let (mut x, mut y) = (f + df, r + dr);
                        // Linear move: pass over a line of own men.
                        while s.linear && on(x, y) && self.at(x, y) == Some((me, Role::Man)) {
                            x += df;
                            y += dr;
                        }
                        if on(x, y) && self.at(x, y).is_none() {
                            quiet.push(NaiveMove {
                                from: (f, r),
                                landings: vec![(x, y)],
                                captured: vec![],
                                crowns: y == last_rank(me),
                            });
                        }
                    }
                }
            }
        }
        quiet
    }

    #[allow(clippy::too_many_arguments)]
    fn capture_dfs(
        &mut self,
        s: &Spec,
        from: (i8, i8),
        at: (i8, i8),
        king: bool,
        taken: &mut Vec<(i8, i8)>,
        path: &mut Vec<(i8, i8)>,
        last: Option<(i8, i8)>,
        out: &mut Vec<NaiveMove>,
    ) {
        let me = self.turn;
        let dirs: Vec<(i8, i8)> = if king {
            s.king_captures.to_vec()
        } else {
            s.man_captures.iter().map(|&d| forward(me, d)).collect()
        };
        let mut extended = false;
        for (df, dr) in dirs {
            if s.no_reversal && last == Some((-df, -dr)) {
                continue;
            }
            // Find the piece to jump.
            let (mut x, mut y) = (at.0 + df, at.1 + dr);
            if king && s.flying {
                while on(x, y) && self.at(x, y).is_none() {
                    x += df;
                    y += dr;
                }
            }
            if !on(x, y) {
                continue;
            }
            let victim = (x, y);
            match self.at(x, y) {
                Some((c, _)) if c != me && !taken.contains(&victim) => {}
                _ => continue,
            }
            // Landing squares beyond it.
            let mut lands = Vec::new();
            let (mut lx, mut ly) = (x + df, y + dr);
            while on(lx, ly) && self.at(lx, ly).is_none() {
                lands.push((lx, ly));
                if !(king && s.flying) {
                    break;
                }
                lx += df;
                ly += dr;
            }
            for land in lands {
                extended = true;
                let removed = self.at(victim.0, victim.1);
                if !s.deferred {
                    self.set(victim.0, victim.1, None);
                }
                taken.push(victim);
                path.push(land);
                if !king && s.crown_stops && land.1 == last_rank(me) {
                    out.push(NaiveMove {
                        from,
                        landings: path.clone(),
                        captured: taken.clone(),
                        crowns: true,
                    });
                } else {
                    self.capture_dfs(s, from, land, king, taken, path, Some((df, dr)), out);
                }
                path.pop();
                taken.pop();
                self.set(victim.0, victim.1, removed);
            }
        }
        if !extended && !taken.is_empty() {
            out.push(NaiveMove {
                from,
                landings: path.clone(),
                captured: taken.clone(),
                crowns: !king && at.1 == last_rank(me),
            });
        }
    }

    /// The position after `m`.
    pub fn play(&self, m: &NaiveMove) -> Board {
        let mut b = self.clone();
        let piece = b.at(m.from.0, m.from.1);
        b.set(m.from.0, m.from.1, None);
        for &(f, r) in &m.captured {
            b.set(f, r, None);
        }
        let (tf, tr) = m.to();
        let piece = piece.map(|(c, role)| (c, if m.crowns { Role::King } else { role }));
        b.set(tf, tr, piece);
        b.turn = !b.turn;
        b
    }

    /// Perft with routes (`unique == false`) or one move per outcome.
    pub fn perft(&self, v: Variant, depth: u32, unique: bool) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut moves = self.routes(v);
        if unique {
            let mut seen = Vec::new();
            moves.retain(|m| {
                let k = m.key();
                let fresh = !seen.contains(&k);
                seen.push(k);
                fresh
            });
        }
        moves
            .iter()
            .map(|m| self.play(m).perft(v, depth - 1, unique))
            .sum()
    }
}
