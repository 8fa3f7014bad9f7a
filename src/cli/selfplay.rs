//! `damabot selfplay <variant> --a <level> --b <level> --games <n>
//! [--movetime <ms>] [--seed <n>] [--keep a|b] [--egdb <dir>]
//! [--eval-a learned|classic] [--eval-b learned|classic] [--book-a] [--book-b]
//! [--opening-plies <n>] [--book-openings]`: plays a match between two
//! AI levels (or `random`, a uniformly random mover) and prints one line
//! per game, then, last, `score a=<points> b=<points> draws=<n>` (a win is
//! 1 point, a draw half a point to each side).
//!
//! `--keep a` (or `b`) lets that side keep its transposition table between
//! its moves of a game, as the bot does for a game at the levels that keep
//! one (5–8); the other side searches a fresh table each move. A match of
//! a level against itself with `--keep` measures what the kept table is
//! worth. `--egdb <dir>` (with `--keep a`) also gives side A the endgame
//! tables of `<dir>` (`damabot egdb`), to measure what they are worth.
//!
//! `--eval-a learned` (or `--eval-b`) makes that side's searches use the
//! learned evaluation (`EvalStyle::Learned`, the hand-written one where the
//! variant has no weights); `classic` the hand-written full evaluation.
//! Without them each level uses its own evaluation. A match of a level
//! against itself with `--eval-a learned --eval-b classic` measures what
//! the learned weights are worth.
//!
//! `--book-a` (or `--book-b`) makes that side play the best move of the
//! variant's opening book (`draughts_ai::book`, docs/books.md) while the
//! game is in it, as level 8 does, whatever its level; without them
//! neither side uses the book. A match of a level against itself with
//! `--book-a` measures what the book is worth.
//!
//! Games come in pairs: both games of a pair start with the same opening
//! plies (`--opening-plies`, default [`OPENING_PLIES`]) drawn from the
//! seed, and A moves first in the first game of the pair, B in the second.
//! The opening plies are drawn uniformly at random, or with
//! `--book-openings` from the book (weighted by score, as levels 3–7 draw
//! them) while the game is in it, so that a side with the book stays in it
//! after them. `--movetime` replaces each level's time limit (its node
//! budget stays). A game still running after [`MAX_PLIES`] plies is scored
//! as a draw.

use std::sync::Arc;
use std::time::Duration;

use draughts::{Game, Move, Variant};
use draughts_ai::book::Book;
use draughts_ai::{Engine, EvalStyle, Level};
use draughts_egdb::Library;

use super::UsageError;
use super::analyse::{parse_level, read_movetime};
use super::perft::read_variant;

/// Plies that open each pair of games, unless `--opening-plies` says.
pub const OPENING_PLIES: usize = 4;

/// The most opening plies a match may ask for.
const MAX_OPENING_PLIES: usize = 40;

/// Plies after which a game is stopped and scored as a draw.
pub const MAX_PLIES: usize = 600;

/// The most games one match may have.
const MAX_GAMES: u32 = 100_000;

/// Play a match between AI levels (1-8 or random)
///
/// Prints one line per game, then `score a=<points> b=<points> draws=<n>`.
#[derive(Debug, clap::Args)]
pub struct SelfplayArgs {
    /// The variant (international, russian, english, …)
    #[arg(value_name = "variant", value_parser = read_variant)]
    variant: Variant,
    /// Side A: a level from 1 to 8, or random
    #[arg(long, value_name = "level", value_parser = |text: &str| Player::parse("a", text))]
    a: Player,
    /// Side B: a level from 1 to 8, or random
    #[arg(long, value_name = "level", value_parser = |text: &str| Player::parse("b", text))]
    b: Player,
    /// Games to play, 1 to 100000, in pairs that share their opening
    #[arg(long, value_name = "n")]
    games: u32,
    /// Milliseconds per move, replacing each level's time limit
    #[arg(long, value_name = "ms", value_parser = read_movetime, allow_negative_numbers = true)]
    movetime: Option<Duration>,
    /// The seed of the openings and of the levels' choices
    #[arg(long, value_name = "n", default_value_t = 0)]
    seed: u64,
    /// The side (a or b, playing level 5 to 8) that keeps its table through a game
    #[arg(long, value_name = "a|b")]
    keep: Option<String>,
    /// Endgame tables (`damabot egdb`) for side A, which must keep its table
    #[arg(long, value_name = "dir")]
    egdb: Option<String>,
    /// Side A's evaluation: learned (the trained weights) or classic
    #[arg(long = "eval-a", value_name = "learned|classic", value_parser = read_eval)]
    eval_a: Option<EvalStyle>,
    /// Side B's evaluation: learned (the trained weights) or classic
    #[arg(long = "eval-b", value_name = "learned|classic", value_parser = read_eval)]
    eval_b: Option<EvalStyle>,
    /// Side A plays the best move of the variant's opening book while in it
    #[arg(long = "book-a")]
    book_a: bool,
    /// Side B plays the best move of the variant's opening book while in it
    #[arg(long = "book-b")]
    book_b: bool,
    /// Plies that open each pair of games, 0 to 40 (default 4)
    #[arg(long = "opening-plies", value_name = "n", value_parser = read_opening_plies, allow_negative_numbers = true)]
    opening_plies: Option<usize>,
    /// Draw the opening plies from the opening book, by score, while in it
    #[arg(long = "book-openings")]
    book_openings: bool,
}

/// A number of opening plies from 0 to [`MAX_OPENING_PLIES`].
fn read_opening_plies(text: &str) -> Result<usize, UsageError> {
    match text.parse::<usize>() {
        Ok(n) if n <= MAX_OPENING_PLIES => Ok(n),
        _ => Err(UsageError::new(format!(
            "--opening-plies must be from 0 to {MAX_OPENING_PLIES}, not {text}"
        ))),
    }
}

/// One side of the match.
#[derive(Clone, Copy, Debug)]
enum Player {
    /// An AI level, with the evaluation that replaces its own, if any.
    Level(Level, Option<EvalStyle>),
    /// A uniformly random mover.
    Random,
}

impl Player {
    fn parse(flag: &str, text: &str) -> Result<Player, UsageError> {
        if text.eq_ignore_ascii_case("random") {
            Ok(Player::Random)
        } else {
            parse_level(flag, text).map(|level| Player::Level(level, None))
        }
    }

    /// This player with its searches' evaluation replaced by `style`.
    fn with_eval(self, style: Option<EvalStyle>) -> Result<Player, UsageError> {
        match (self, style) {
            (player, None) => Ok(player),
            (Player::Level(level, _), style) => Ok(Player::Level(level, style)),
            (Player::Random, Some(_)) => Err(UsageError::new(
                "--eval-a and --eval-b name a side that plays an AI level, not random",
            )),
        }
    }

    /// This player's move in `game`: `book`'s best move while the game is
    /// in it, otherwise its search, on `kept` when it keeps a table.
    fn choose(
        self,
        game: &Game,
        seed: u64,
        movetime: Option<Duration>,
        kept: Option<&mut Engine>,
        book: Option<&Book>,
    ) -> Option<Move> {
        if let Some(mv) = book.and_then(|b| b.best(game.position())) {
            return Some(mv.clone());
        }
        match self {
            Player::Random => draughts_ai::random_move(game, seed),
            Player::Level(level, style) => {
                let mut settings = level.settings(seed);
                if let Some(style) = style {
                    settings.style = style;
                }
                if movetime.is_some() {
                    settings.limits.movetime = movetime;
                }
                match kept {
                    Some(engine) => engine.search(game, &settings),
                    None => draughts_ai::search(game, &settings),
                }
                .map(|r| r.best)
            }
        }
    }

    /// The book this player plays from, when `named` by `--book-a` or
    /// `--book-b`; only AI levels of a variant with a book may be named.
    fn book(self, named: bool, variant: Variant) -> Result<Option<&'static Book>, UsageError> {
        match (named, self) {
            (false, _) => Ok(None),
            (true, Player::Random) => Err(UsageError::new(
                "--book-a and --book-b name a side that plays an AI level, not random",
            )),
            (true, Player::Level(..)) => embedded_book(variant).map(Some),
        }
    }

    /// A table for this player to keep through a game, if `--keep` names
    /// it; only levels that keep one may be named.
    fn kept_table(self, named: bool) -> Result<Option<u32>, UsageError> {
        match (named, self) {
            (false, _) => Ok(None),
            (true, Player::Level(level, _)) if level.keeps_table() => {
                Ok(Some(level.settings(0).table_bits))
            }
            (true, _) => Err(UsageError::new(
                "--keep names a side that plays level 5 to 8: lower levels and random keep no table",
            )),
        }
    }
}

/// The opening book of `variant`, or the usage error of a variant without
/// one.
fn embedded_book(variant: Variant) -> Result<&'static Book, UsageError> {
    Book::embedded(variant).ok_or_else(|| {
        UsageError::new(format!(
            "{variant} has no opening book (docs/books.md lists those that do)"
        ))
    })
}

/// How one game ended, seen from the match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum GameResult {
    /// Player A won.
    AWins,
    /// Player B won.
    BWins,
    /// A draw by the rules, or a game stopped at [`MAX_PLIES`].
    Draw,
}

/// Runs the `selfplay` subcommand.
pub fn run(args: SelfplayArgs) -> Result<(), UsageError> {
    let SelfplayArgs {
        variant,
        a,
        b,
        games,
        movetime,
        seed,
        keep,
        egdb: egdb_dir,
        eval_a,
        eval_b,
        book_a,
        book_b,
        opening_plies,
        book_openings,
    } = args;
    if !(1..=MAX_GAMES).contains(&games) {
        return Err(UsageError::new(format!(
            "--games must be from 1 to {MAX_GAMES}, not {games}"
        )));
    }
    let a = a.with_eval(eval_a)?;
    let b = b.with_eval(eval_b)?;
    let (keep_a, keep_b) = match keep.as_deref() {
        None => (false, false),
        Some("a") => (true, false),
        Some("b") => (false, true),
        Some(other) => {
            return Err(UsageError::new(format!("--keep takes a or b, not {other}")));
        }
    };
    let tables = [a.kept_table(keep_a)?, b.kept_table(keep_b)?];
    let books = [a.book(book_a, variant)?, b.book(book_b, variant)?];
    let openings = Openings {
        plies: opening_plies.unwrap_or(OPENING_PLIES),
        book: if book_openings {
            Some(embedded_book(variant)?)
        } else {
            None
        },
    };
    let egdb = match egdb_dir {
        None => None,
        Some(_) if !keep_a => {
            return Err(UsageError::new(
                "--egdb gives side a the tables of its kept engine: add --keep a",
            ));
        }
        Some(dir) => Some(Arc::new(
            Library::load(std::path::Path::new(&dir))
                .map_err(|e| UsageError::new(e.to_string()))?,
        )),
    };

    let (mut a_points2, mut b_points2, mut draws) = (0u64, 0u64, 0u64);
    for index in 0..games {
        let a_first = index.is_multiple_of(2);
        let pair_seed = draughts_ai::mix_seed(seed, u64::from(index / 2));
        let sides = Sides {
            players: [a, b],
            tables,
            books,
            egdb: egdb.clone(),
            movetime,
        };
        let (result, line) = play(variant, &sides, openings, a_first, pair_seed);
        match result {
            GameResult::AWins => a_points2 += 2,
            GameResult::BWins => b_points2 += 2,
            GameResult::Draw => {
                a_points2 += 1;
                b_points2 += 1;
                draws += 1;
            }
        }
        println!("game {}: {line}", index + 1);
    }
    println!(
        "score a={} b={} draws={draws}",
        half_points(a_points2),
        half_points(b_points2)
    );
    Ok(())
}

/// Reads `learned|classic`.
fn read_eval(text: &str) -> Result<EvalStyle, UsageError> {
    match text {
        "learned" => Ok(EvalStyle::Learned),
        "classic" => Ok(EvalStyle::Full),
        other => Err(UsageError::new(format!(
            "--eval-a and --eval-b take learned or classic, not {other}"
        ))),
    }
}

/// Points counted in halves, written as `12` or `12.5`.
fn half_points(halves: u64) -> String {
    if halves.is_multiple_of(2) {
        format!("{}", halves / 2)
    } else {
        format!("{}.5", halves / 2)
    }
}

/// The two sides of a match, A first, and how they play.
struct Sides {
    /// Who plays.
    players: [Player; 2],
    /// The size of the table each keeps through a game, if it keeps one.
    tables: [Option<u32>; 2],
    /// The opening book each plays from, if any.
    books: [Option<&'static Book>; 2],
    /// Endgame tables for A's kept table.
    egdb: Option<Arc<Library>>,
    /// Replaces each level's time limit.
    movetime: Option<Duration>,
}

/// How each pair of games opens.
#[derive(Clone, Copy)]
struct Openings {
    /// Plies drawn before the sides play.
    plies: usize,
    /// The book they are drawn from while the game is in it (at random
    /// otherwise).
    book: Option<&'static Book>,
}

/// Plays one game: the opening plies from `pair_seed`, then A and B in
/// turn, each on a table of its size kept through the game where one is
/// given (A's probing the endgame tables) and from its book where it has
/// one. Returns the result and a line describing the game.
fn play(
    variant: Variant,
    sides: &Sides,
    openings: Openings,
    a_first: bool,
    pair_seed: u64,
) -> (GameResult, String) {
    let first = variant.first_to_move();
    let a_color = if a_first { first } else { !first };
    let [a, b] = sides.players;
    let [a_book, b_book] = sides.books;
    let movetime = sides.movetime;
    let [mut a_table, mut b_table] = sides.tables.map(|bits| bits.map(Engine::new));
    if let Some(engine) = a_table.as_mut() {
        engine.set_tables(sides.egdb.clone());
    }
    let mut game = Game::new(variant);
    while !game.is_over() && game.ply() < MAX_PLIES {
        let ply = game.ply();
        let seed = draughts_ai::mix_seed(pair_seed, ply as u64);
        let mv = if ply < openings.plies {
            match openings.book.and_then(|b| b.draw(game.position(), seed)) {
                Some(mv) => Some(mv.clone()),
                None => draughts_ai::random_move(&game, seed),
            }
        } else if game.turn() == a_color {
            a.choose(&game, seed, movetime, a_table.as_mut(), a_book)
        } else {
            b.choose(&game, seed, movetime, b_table.as_mut(), b_book)
        };
        let Some(mv) = mv else { break };
        if game.play(&mv).is_err() {
            break;
        }
    }
    let colors = format!("a={a_color} b={}", !a_color);
    let plies = game.ply();
    match game.outcome() {
        Some(outcome) => {
            let result = match outcome.winner {
                None => GameResult::Draw,
                Some(c) if c == a_color => GameResult::AWins,
                Some(_) => GameResult::BWins,
            };
            let what = match result {
                GameResult::AWins => "a wins",
                GameResult::BWins => "b wins",
                GameResult::Draw => "draw",
            };
            (
                result,
                format!("{colors}: {what} ({}) after {plies} plies", outcome.reason),
            )
        }
        None => (
            GameResult::Draw,
            format!("{colors}: draw (stopped at {plies} plies)"),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_points_print_as_integers_or_halves() {
        assert_eq!(half_points(0), "0");
        assert_eq!(half_points(7), "3.5");
        assert_eq!(half_points(200), "100");
    }
}
