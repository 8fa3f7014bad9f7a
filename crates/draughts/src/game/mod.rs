//! `Game`: a position with its history, the draw counters and the outcome.
//!
//! A game can be saved as a [`Snapshot`] and resumed from it without
//! replaying its moves: the snapshot holds exactly what the draw rules and
//! the search still need (see `snapshot`).

mod snapshot;

use std::fmt;

use crate::color::{Color, Role};
use crate::draw::{Material, cannot_win_by_material, clauses};
use crate::mv::Move;
use crate::outcome::{EndReason, Outcome};
use crate::position::{IllegalMove, Position};
use crate::variant::Variant;

pub use snapshot::{KingRun, SavedPosition, Snapshot, SnapshotError};

/// Why [`Game::play`] refused a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The game is already over.
    Over,
    /// The move is not legal in the current position.
    Illegal(IllegalMove),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Over => f.write_str("the game is over"),
            GameError::Illegal(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for GameError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            GameError::Over => None,
            GameError::Illegal(e) => Some(e),
        }
    }
}

/// A game in progress or finished: start position, moves, current position,
/// the variant's draw counters, repetition history and outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    start: Position,
    position: Position,
    /// Plies played before `moves` began (a resumed game's earlier moves).
    resumed_at: usize,
    /// The moves played since the game was created or resumed.
    moves: Vec<Move>,
    /// Positions since the last capture or forward man move, the current
    /// one last: the only positions a later one can repeat.
    line: Vec<Position>,
    quiet_plies: u32,
    /// Per material clause of the variant: the material it saw last and
    /// its counter.
    material: Vec<(Option<u32>, u32)>,
    outcome: Option<Outcome>,
}

impl Game {
    /// A game from the variant's starting position.
    pub fn new(variant: Variant) -> Game {
        Game::from_position(Position::start(variant))
    }

    /// A game starting from `position`. If the side to move has already lost
    /// (no piece, no move) or a material draw applies, the outcome is set.
    pub fn from_position(position: Position) -> Game {
        let position = without_idle_runs(position);
        let material = Material::of(&position);
        let mut game = Game {
            start: position,
            position,
            resumed_at: 0,
            moves: Vec::new(),
            line: vec![position],
            quiet_plies: 0,
            material: clauses(position.variant())
                .iter()
                .map(|clause| ((clause.class)(&material), 0))
                .collect(),
            outcome: None,
        };
        game.outcome = game.decide();
        game
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The moves played since the game was created or, for a game
    /// [resumed](Game::resume) from a snapshot, since it was resumed.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Number of plies played since the start position.
    pub fn ply(&self) -> usize {
        self.resumed_at + self.moves.len()
    }

    /// The positions since the last capture or forward man move, the
    /// current one last: the only ones a later position can repeat. A
    /// sideways man move (Persian, Turkish, Gothic, Alquerque) can be
    /// undone, so it does not cut the line.
    pub fn reversible_line(&self) -> &[Position] {
        &self.line
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.position.variant()
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.position.turn()
    }

    /// Plies counted by the variant's no-progress rule so far.
    pub fn quiet_plies(&self) -> u32 {
        self.quiet_plies
    }

    /// The counters of the variant's material draw clauses (moves or plies
    /// since the material each names arose), in the variant's order.
    pub fn material_counters(&self) -> Vec<u32> {
        self.material.iter().map(|&(_, n)| n).collect()
    }

    /// How often the current position (same side to move) has occurred.
    pub fn repetitions(&self) -> usize {
        let key = self.position.zobrist();
        self.line
            .iter()
            .filter(|p| p.zobrist() == key && **p == self.position)
            .count()
    }

    /// The outcome, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// Plays `mv` (a legal route in the current position) and ends the game
    /// if it is now won or drawn.
    pub fn play(&mut self, mv: &Move) -> Result<(), GameError> {
        if self.outcome.is_some() {
            return Err(GameError::Over);
        }
        let mover = self.position.turn();
        let moved = self.position.piece_at(mv.from()).map(|p| p.role);
        // A move leaves no idle run (`Board::play`): only positions given
        // from outside (a start, a snapshot) need `without_idle_runs`.
        let next = self.position.play(mv).map_err(GameError::Illegal)?;
        let man_moved = moved.is_some_and(|role| role != Role::King);
        let man_resets = self
            .variant()
            .progress_rule()
            .is_some_and(|rule| rule.man_move_resets);
        if mv.is_capture() || (man_resets && man_moved) {
            self.quiet_plies = 0;
        } else {
            self.quiet_plies += 1;
        }
        let material = Material::of(&next);
        for (clause, (seen, count)) in clauses(self.variant()).iter().zip(&mut self.material) {
            let now = (clause.class)(&material);
            if now.is_none() || now != *seen {
                *count = 0;
            } else if !clause.stronger_moves || now == Some(mover.index() as u32) {
                *count += 1;
            }
            *seen = now;
        }
        // A capture, a crowning and a man's forward step can never be
        // undone; a man's sideways step can (SPEC.md Persian, VARIANTS.md
        // §17 Gothic, §19 Alquerque), so the positions before it may recur.
        let forward_man = man_moved && mv.from().rank() != mv.to().rank();
        if mv.is_capture() || mv.promotes() || forward_man {
            self.line.clear();
        }
        self.line.push(next);
        self.position = next;
        self.moves.push(mv.clone());
        self.outcome = self.decide();
        Ok(())
    }

    /// Plays a move of a record even when the game is already over: a game
    /// stored under older rules may go on past the point where today's
    /// draw rules end it, and its record keeps every move. The first end
    /// stays the game's outcome.
    pub fn play_past_end(&mut self, mv: &Move) -> Result<(), GameError> {
        let ended = self.outcome.take();
        let played = self.play(mv);
        if ended.is_some() {
            self.outcome = ended;
        }
        played
    }

    /// `color` resigns; nothing happens if the game is over.
    pub fn resign(&mut self, color: Color) {
        self.end_with_winner(!color, EndReason::Resignation);
    }

    /// `color` forfeits on time; nothing happens if the game is over.
    pub fn forfeit_on_time(&mut self, color: Color) {
        self.end_with_winner(!color, EndReason::TimeForfeit);
    }

    /// `color`'s time ran out on a game clock (a flag fall): they lose, as
    /// on lidraughts and under the FMJD's rules, unless their opponent
    /// cannot win by material, which draws the game
    /// ([`EndReason::TimeoutDraw`]). The opponent cannot win when left a
    /// lone king in an ending the variant's own material rules draw (a lone
    /// king against up to three pieces in International, Russian,
    /// Brazilian and Canadian draughts, Pool's three kings, Frisian's two
    /// kings or one): the rules would never give that king the game.
    /// Nothing happens if the game is over.
    pub fn flag_fall(&mut self, color: Color) {
        if self.outcome.is_some() {
            return;
        }
        let opponent = !color;
        if cannot_win_by_material(self.variant(), &Material::of(&self.position), opponent) {
            self.outcome = Some(Outcome {
                winner: None,
                reason: EndReason::TimeoutDraw,
                mars: false,
            });
        } else {
            self.end_with_winner(opponent, EndReason::TimeForfeit);
        }
    }

    /// The players agree to a draw; nothing happens if the game is over.
    pub fn agree_draw(&mut self) {
        if self.outcome.is_none() {
            self.outcome = Some(Outcome {
                winner: None,
                reason: EndReason::Agreement,
                mars: false,
            });
        }
    }

    fn end_with_winner(&mut self, winner: Color, reason: EndReason) {
        if self.outcome.is_none() {
            self.outcome = Some(self.win(winner, reason));
        }
    }

    /// A win for `winner`; a *mars* when the winner lost no piece (in Anti
    /// checkers, where losing pieces is the goal: when the loser lost none).
    fn win(&self, winner: Color, reason: EndReason) -> Outcome {
        let keeper = if self.variant() == Variant::Anti {
            !winner
        } else {
            winner
        };
        Outcome {
            winner: Some(winner),
            reason,
            mars: self.position.count(keeper) == self.start.count(keeper),
        }
    }

    /// The outcome the current position forces, if any: the side to move
    /// without pieces or moves loses (wins in Anti checkers), then the
    /// variant's draws.
    fn decide(&self) -> Option<Outcome> {
        let to_move = self.position.turn();
        let stuck_side_wins = self.variant() == Variant::Anti;
        let winner = if stuck_side_wins { to_move } else { !to_move };
        if self.position.count(to_move) == 0 {
            return Some(self.win(winner, EndReason::NoPieces));
        }
        if self.position.is_stalemate() {
            return Some(self.win(winner, EndReason::NoMoves));
        }
        let material = clauses(self.variant())
            .iter()
            .zip(&self.material)
            .find(|(clause, (seen, count))| seen.is_some() && *count >= clause.limit)
            .map(|(clause, _)| clause.reason);
        let progress = self
            .variant()
            .progress_rule()
            .filter(|rule| self.quiet_plies >= rule.limit)
            .map(|rule| rule.reason);
        let reason = material
            .or(progress)
            .or((self.repetitions() >= 3).then_some(EndReason::Repetition))?;
        Some(Outcome {
            winner: None,
            reason,
            mars: false,
        })
    }
}

/// `position` without the king runs of a side that has no man: Frisian's
/// limit on a king's quiet moves in a row binds only "while its side still
/// has a man" (VARIANTS.md §12), and men never come back, so such a run
/// can change nothing. Dropping it makes positions that differ only there
/// the same position, as threefold repetition must see them. A move never
/// leaves such a run (`Board::play` drops it), so only positions from
/// outside the game need this: a set-up start, a snapshot's line.
pub(crate) fn without_idle_runs(position: Position) -> Position {
    Color::ALL.into_iter().fold(position, |p, color| {
        let idle = p.king_run(color).is_some() && p.count_role(color, Role::Man) == 0;
        if idle {
            p.with_king_run(color, None)
                .expect("a run can always be cleared")
        } else {
            p
        }
    })
}
