//! The protocol loop: one [`Session`] holds the engine, the game, the level
//! and the running search, and answers each line (see the module docs of
//! `hub` for the dialogue and its invariants).

use std::collections::VecDeque;
use std::io::{self, BufRead, Read, Write};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread::{self, JoinHandle};
use std::time::Instant;

use draughts::{Game, Position, Variant};
use draughts_ai::{Engine, Iteration, Limits, Score, SearchResult, Settings, Stop};

use super::level::Level;
use super::notation::{self, NotationError};
use super::syntax::{self, Line, Out};

/// The longest input line read (longer ones are refused whole).
const MAX_LINE: usize = 64 * 1024;

/// The most lines kept for after a search; more get an error at once.
const MAX_PENDING: usize = 1024;

/// The table size before any `set-param name=tt-size`: 2^22 entries, 64 MiB.
const DEFAULT_TABLE_BITS: u32 = 22;

/// What the loop reacts to.
enum Event {
    /// A line of input, without its end of line.
    Input(String),
    /// A line longer than [`MAX_LINE`] bytes.
    TooLong,
    /// The input ended.
    InputEnd,
    /// A line the running search wants written (`info`).
    Output(String),
    /// The running search ended: the engine it borrowed, and its result.
    Done(Engine, Option<SearchResult>),
}

/// Whether the loop goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Flow {
    Continue,
    Quit,
}

/// Plays the Hub protocol: reads lines from `input` until `quit` or its end,
/// and writes the answers to `output`. Errors are those of writing.
pub(super) fn serve<R, W>(input: R, output: W) -> io::Result<()>
where
    R: BufRead + Send + 'static,
    W: Write,
{
    let (events, inbox) = mpsc::channel();
    spawn_reader(input, events.clone());
    let mut session = Session::new(output, events);
    let result = session.run(&inbox);
    session.shutdown();
    result
}

/// Reads `input` line by line on a thread of its own.
fn spawn_reader<R: BufRead + Send + 'static>(mut input: R, events: Sender<Event>) {
    thread::spawn(move || {
        let mut buf = Vec::new();
        loop {
            buf.clear();
            let limit = MAX_LINE as u64 + 1;
            match input.by_ref().take(limit).read_until(b'\n', &mut buf) {
                Ok(0) | Err(_) => break,
                Ok(_) => {}
            }
            let event = if buf.len() > MAX_LINE {
                if skip_line(&mut input).is_err() {
                    break;
                }
                Event::TooLong
            } else {
                let text = String::from_utf8_lossy(&buf);
                Event::Input(text.trim_end_matches(['\n', '\r']).to_owned())
            };
            if events.send(event).is_err() {
                return;
            }
        }
        // The loop may be gone already: nothing is left to tell then.
        let _ = events.send(Event::InputEnd);
    });
}

/// Reads and drops the rest of an over-long line.
fn skip_line<R: BufRead>(input: &mut R) -> io::Result<()> {
    loop {
        let chunk = input.fill_buf()?;
        if chunk.is_empty() {
            return Ok(());
        }
        if let Some(i) = chunk.iter().position(|&b| b == b'\n') {
            input.consume(i + 1);
            return Ok(());
        }
        let n = chunk.len();
        input.consume(n);
    }
}

/// The search in progress.
struct Running {
    stop: Stop,
    /// Whether it ponders still (no `ponder-hit` yet).
    pondering: bool,
    /// The level it was started with, for the time after `ponder-hit`.
    level: Level,
    /// When the loop stops it (after `ponder-hit`).
    deadline: Option<Instant>,
    thread: JoinHandle<()>,
}

/// The engine's state between lines.
struct Session<W> {
    out: W,
    events: Sender<Event>,
    variant: Variant,
    table_bits: u32,
    /// Whether `go think` plays the opening book's move, as level 8 does
    /// (`set-param name=book`, on by default).
    book: bool,
    /// `None` before `init` (or the first search), after a `tt-size`
    /// change, and while a search has it.
    engine: Option<Engine>,
    game: Game,
    level: Level,
    search: Option<Running>,
    /// Lines that came during the search, to run after its `done`.
    pending: VecDeque<String>,
}

impl<W: Write> Session<W> {
    fn new(out: W, events: Sender<Event>) -> Session<W> {
        Session {
            out,
            events,
            variant: Variant::International,
            table_bits: DEFAULT_TABLE_BITS,
            book: true,
            engine: None,
            game: Game::new(Variant::International),
            level: Level::default(),
            search: None,
            pending: VecDeque::new(),
        }
    }

    /// Handles events until `quit` or the end of input.
    fn run(&mut self, inbox: &Receiver<Event>) -> io::Result<()> {
        loop {
            let deadline = self.search.as_ref().and_then(|s| s.deadline);
            let event = match deadline {
                Some(at) => {
                    match inbox.recv_timeout(at.saturating_duration_since(Instant::now())) {
                        Ok(event) => event,
                        Err(RecvTimeoutError::Timeout) => {
                            self.stop_search();
                            continue;
                        }
                        Err(RecvTimeoutError::Disconnected) => return Ok(()),
                    }
                }
                None => match inbox.recv() {
                    Ok(event) => event,
                    Err(_) => return Ok(()),
                },
            };
            let flow = match event {
                Event::Input(line) => self.on_line(line)?,
                Event::TooLong => {
                    self.error(format!("line longer than {MAX_LINE} bytes"))?;
                    Flow::Continue
                }
                Event::InputEnd => Flow::Quit,
                Event::Output(line) => {
                    self.write(&line)?;
                    Flow::Continue
                }
                Event::Done(engine, result) => {
                    self.finish(engine, result)?;
                    self.run_pending()?
                }
            };
            if flow == Flow::Quit {
                return Ok(());
            }
        }
    }

    /// Stops a running search and waits for its thread.
    fn shutdown(&mut self) {
        if let Some(running) = self.search.take() {
            running.stop.stop();
            // A search thread that panicked has nothing left to clean up.
            let _ = running.thread.join();
        }
    }

    fn write(&mut self, line: &str) -> io::Result<()> {
        writeln!(self.out, "{line}")?;
        self.out.flush()
    }

    fn error(&mut self, message: impl ToString) -> io::Result<()> {
        self.write(&Out::new("error").pair("message", message).text())
    }

    /// A line of input: acted on now, or kept for after the search.
    fn on_line(&mut self, text: String) -> io::Result<Flow> {
        if self.search.is_none() {
            return self.handle(&text);
        }
        let command = syntax::parse(&text).map(|line| line.command);
        match command.as_deref() {
            Ok("ping") => self.write("pong")?,
            Ok("stop") => self.stop_search(),
            Ok("ponder-hit") => self.ponder_hit(),
            Ok("quit") => return Ok(Flow::Quit),
            _ if self.pending.len() >= MAX_PENDING => {
                self.error(format!("more than {MAX_PENDING} lines wait for the search"))?;
            }
            _ => self.pending.push_back(text),
        }
        Ok(Flow::Continue)
    }

    /// Runs the lines kept during the search, until one starts a search.
    fn run_pending(&mut self) -> io::Result<Flow> {
        while self.search.is_none() {
            let Some(text) = self.pending.pop_front() else {
                break;
            };
            if self.handle(&text)? == Flow::Quit {
                return Ok(Flow::Quit);
            }
        }
        Ok(Flow::Continue)
    }

    /// Carries out one line while no search runs.
    fn handle(&mut self, text: &str) -> io::Result<Flow> {
        let line = match syntax::parse(text) {
            Ok(line) => line,
            Err(e) => {
                self.error(e)?;
                return Ok(Flow::Continue);
            }
        };
        match line.command.as_str() {
            "hub" => self.identify()?,
            "set-param" => self.set_param(&line)?,
            "init" => {
                self.engine();
                self.write("ready")?;
            }
            "pos" => self.set_position(&line)?,
            "level" => match Level::parse(&line) {
                Ok(level) => self.level = level,
                Err(e) => self.error(e)?,
            },
            "go" => self.go(&line)?,
            "new-game" => {
                if let Some(engine) = &mut self.engine {
                    engine.clear();
                }
                self.game = Game::new(self.variant);
            }
            "ping" => self.write("pong")?,
            // Nothing runs that they could act on.
            "stop" | "ponder-hit" => {}
            "quit" => return Ok(Flow::Quit),
            other => self.error(format!("unknown command '{other}'"))?,
        }
        Ok(Flow::Continue)
    }

    /// `hub`: who we are and what can be set.
    fn identify(&mut self) -> io::Result<()> {
        let id = Out::new("id")
            .pair("name", "damabot")
            .pair("version", env!("CARGO_PKG_VERSION"))
            .text();
        self.write(&id)?;
        let names: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
        let variant = Out::new("param")
            .pair("name", "variant")
            .pair("value", self.variant)
            .pair("type", "enum")
            .pair("values", names.join(" "))
            .text();
        self.write(&variant)?;
        let table = Out::new("param")
            .pair("name", "tt-size")
            .pair("value", self.table_bits)
            .pair("type", "int")
            .pair("min", Engine::MIN_TABLE_BITS)
            .pair("max", Engine::MAX_TABLE_BITS)
            .text();
        self.write(&table)?;
        let book = Out::new("param")
            .pair("name", "book")
            .pair("value", self.book)
            .pair("type", "bool")
            .text();
        self.write(&book)?;
        self.write("wait")
    }

    /// `set-param name=… value=…`: the variant (a new game of it), the
    /// table size (log2 of its entries; a new, empty table) or the book.
    fn set_param(&mut self, line: &Line) -> io::Result<()> {
        let (Some(name), Some(value)) = (line.value("name"), line.value("value")) else {
            return self.error("set-param needs name= and value=");
        };
        match name {
            "variant" => {
                let parsed = match value {
                    "normal" => Ok(Variant::International),
                    other => other.parse::<Variant>(),
                };
                match parsed {
                    Ok(variant) => {
                        self.variant = variant;
                        self.game = Game::new(variant);
                        if let Some(engine) = &mut self.engine {
                            engine.clear();
                        }
                        Ok(())
                    }
                    Err(e) => self.error(e),
                }
            }
            "tt-size" => match value.parse::<u32>() {
                Ok(bits) if (Engine::MIN_TABLE_BITS..=Engine::MAX_TABLE_BITS).contains(&bits) => {
                    self.table_bits = bits;
                    self.engine = None;
                    Ok(())
                }
                _ => self.error(format!(
                    "tt-size must be from {} to {}, not {value}",
                    Engine::MIN_TABLE_BITS,
                    Engine::MAX_TABLE_BITS
                )),
            },
            "book" => match value.parse::<bool>() {
                Ok(book) => {
                    self.book = book;
                    Ok(())
                }
                Err(_) => self.error(format!("book must be true or false, not {value}")),
            },
            other => self.error(format!("unknown parameter '{other}'")),
        }
    }

    /// The engine, made now if there is none.
    fn engine(&mut self) -> &mut Engine {
        let bits = self.table_bits;
        self.engine.get_or_insert_with(|| Engine::new(bits))
    }

    /// `pos`: the game to search next. All or nothing: a bad position or
    /// move leaves the game as it was. The level is reset.
    fn set_position(&mut self, line: &Line) -> io::Result<()> {
        match game_of(self.variant, line) {
            Ok(game) => {
                self.game = continued(&self.game, game.position()).unwrap_or(game);
                self.level = Level::default();
                Ok(())
            }
            Err(e) => self.error(e),
        }
    }

    /// `go think|ponder|analyze`: starts a search of the game on a thread.
    /// `think` answers a forced move after one ply, and a position of the
    /// opening book with the book's best move at once (when `book` is on);
    /// `analyze` searches both as any other.
    fn go(&mut self, line: &Line) -> io::Result<()> {
        let moves = self.game.position().legal_moves();
        if moves.is_empty() {
            return self.error("no legal move: the side to move has lost");
        }
        let level = std::mem::take(&mut self.level);
        let pondering = line.has("ponder");
        let thinking = !pondering && !line.has("analyze");
        // Level 8's book use: its best move (the seed is not drawn on).
        if thinking
            && self.book
            && let Some(mv) =
                draughts_ai::book_move(&self.game, draughts_ai::Level::MAX.number(), 0)
        {
            let done = Out::new("done")
                .pair("move", notation::move_text(self.variant, &mv))
                .text();
            return self.write(&done);
        }
        let limits = if pondering {
            level.ponder()
        } else if moves.len() == 1 && !line.has("analyze") {
            Limits {
                depth: Some(1),
                ..Limits::default()
            }
        } else {
            level.think()
        };
        let mut engine = self
            .engine
            .take()
            .unwrap_or_else(|| Engine::new(self.table_bits));
        let stop = Stop::new();
        let thread = {
            let (stop, events, game) = (stop.clone(), self.events.clone(), self.game.clone());
            let variant = self.variant;
            thread::spawn(move || {
                let settings = Settings::strongest(limits);
                let result = engine.search_until(&game, &settings, &stop, &mut |it| {
                    // The loop outlives every search (it joins them).
                    let _ = events.send(Event::Output(info_line(variant, it)));
                });
                let _ = events.send(Event::Done(engine, result));
            })
        };
        self.search = Some(Running {
            stop,
            pondering,
            level,
            deadline: None,
            thread,
        });
        Ok(())
    }

    /// `stop`: the search ends soon and answers.
    fn stop_search(&mut self) {
        if let Some(running) = &mut self.search {
            running.stop.stop();
            running.deadline = None;
        }
    }

    /// `ponder-hit`: the pondering search now thinks, and its move time
    /// (as `go think` would have it) runs from now.
    fn ponder_hit(&mut self) {
        if let Some(running) = &mut self.search
            && running.pondering
        {
            running.pondering = false;
            running.deadline = running.level.think().movetime.map(|t| Instant::now() + t);
        }
    }

    /// The search ended: the engine comes back, and its move is told.
    fn finish(&mut self, engine: Engine, result: Option<SearchResult>) -> io::Result<()> {
        self.engine = Some(engine);
        if let Some(running) = self.search.take() {
            // The thread has sent its last event: it ends at once.
            let _ = running.thread.join();
        }
        let Some(result) = result else {
            return self.error("no legal move: the side to move has lost");
        };
        let variant = self.variant;
        let ponder = result
            .pv
            .get(1)
            .filter(|_| result.pv.first() == Some(&result.best));
        let done = Out::new("done")
            .pair("move", notation::move_text(variant, &result.best))
            .maybe("ponder", ponder.map(|mv| notation::move_text(variant, mv)))
            .text();
        self.write(&done)
    }
}

/// Why a `pos` line was refused.
#[derive(Debug, thiserror::Error)]
enum PositionError {
    #[error("bad position: {0}")]
    Position(NotationError),
    #[error("bad FEN: {0}")]
    Fen(draughts::FenError),
    #[error("bad move: {0}")]
    Move(NotationError),
}

/// The game a `pos` line describes: its start (`start`, `pos=` or `fen=`;
/// the variant's start when none is given) and its `moves=`.
fn game_of(variant: Variant, line: &Line) -> Result<Game, PositionError> {
    let start = match (line.value("fen"), line.value("pos")) {
        (Some(fen), _) => Position::from_fen(variant, fen).map_err(PositionError::Fen)?,
        (None, Some(text)) => {
            notation::parse_position(variant, text).map_err(PositionError::Position)?
        }
        (None, None) => Position::start(variant),
    };
    let mut game = Game::from_position(start);
    for text in line.value("moves").unwrap_or_default().split_whitespace() {
        let mv = notation::parse_move(game.position(), text).map_err(PositionError::Move)?;
        if game.play(&mv).is_err() {
            // The move is legal, so the game is over by damabot's rules
            // (the GUI's may differ): it goes on from its position alone.
            game = Game::from_position(game.position().play_unchecked(&mv));
        }
    }
    Ok(game)
}

/// `kept` followed by the up to two moves (ours and the reply) that lead
/// to `target`, if there are such moves: a GUI that sends only the
/// position still gets its repetitions seen.
fn continued(kept: &Game, target: &Position) -> Option<Game> {
    let here = kept.position();
    if here == target {
        return Some(kept.clone());
    }
    let line = here.legal_moves().into_iter().find_map(|first| {
        let one = here.play_unchecked(&first);
        if one == *target {
            return Some(vec![first]);
        }
        let second = one
            .legal_moves()
            .into_iter()
            .find(|second| one.play_unchecked(second) == *target)?;
        Some(vec![first, second])
    })?;
    let mut game = kept.clone();
    for mv in &line {
        game.play(mv).ok()?;
    }
    Some(game)
}

/// An `info` line for a completed iteration of a search in `variant`.
fn info_line(variant: Variant, it: &Iteration) -> String {
    let seconds = it.elapsed.as_secs_f64();
    let nps = (seconds >= 0.001).then(|| format!("{:.1}", it.nodes as f64 / seconds / 1e6));
    let pv: Vec<String> = it
        .pv
        .iter()
        .map(|mv| notation::move_text(variant, mv))
        .collect();
    Out::new("info")
        .pair("depth", it.depth)
        .pair("score", score_text(it.score))
        .pair("nodes", it.nodes)
        .pair("time", format!("{seconds:.3}"))
        .maybe("nps", nps)
        .pair("pv", pv.join(" "))
        .text()
}

/// A score in men, as Scan writes it: a win in `n` plies is `100 - n/100`
/// (99.93 for a win in 7), a loss its negative.
fn score_text(score: Score) -> String {
    let centi = match score {
        Score::Centi(c) => c,
        Score::Win(n) => 10_000 - n as i32,
        Score::Loss(n) => -(10_000 - n as i32),
    };
    format!("{:.2}", f64::from(centi) / 100.0)
}
