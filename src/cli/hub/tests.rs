//! The Hub dialogue, line by line: each test plays the GUI over a pipe to
//! the protocol loop running on a thread, and checks every answer against
//! values written out by hand (legal moves listed from the rules, not from
//! the engine).

use std::io::{self, BufReader, PipeWriter, Write};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use super::serve;

/// International's start, as Scan's `protocol.txt` writes it.
const START: &str = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww";

/// White's nine first moves in International.
const OPENING: [&str; 9] = [
    "31-26", "31-27", "32-27", "32-28", "33-28", "33-29", "34-29", "34-30", "35-30",
];

/// Black's nine first moves in International (whatever White played first).
const BLACK_OPENING: [&str; 9] = [
    "16-21", "17-21", "17-22", "18-22", "18-23", "19-23", "19-24", "20-24", "20-25",
];

/// How long an answer may take (debug builds on a loaded machine).
const PATIENCE: Duration = Duration::from_secs(120);

/// A writer that hands each complete line to a channel.
struct Lines {
    lines: Sender<String>,
    partial: Vec<u8>,
}

impl Write for Lines {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.partial.extend_from_slice(buf);
        while let Some(end) = self.partial.iter().position(|&b| b == b'\n') {
            let line: Vec<u8> = self.partial.drain(..=end).collect();
            let text = String::from_utf8_lossy(&line[..end]).into_owned();
            // A test that stopped listening has failed already.
            let _ = self.lines.send(text);
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// The GUI's end of the dialogue.
struct Gui {
    input: Option<PipeWriter>,
    output: Receiver<String>,
    server: JoinHandle<io::Result<()>>,
}

impl Gui {
    fn start() -> Gui {
        let (reader, writer) = io::pipe().unwrap();
        let (lines, output) = mpsc::channel();
        let server = thread::spawn(move || {
            let out = Lines {
                lines,
                partial: Vec::new(),
            };
            serve(BufReader::new(reader), out)
        });
        Gui {
            input: Some(writer),
            output,
            server,
        }
    }

    fn send_bytes(&mut self, bytes: &[u8]) {
        let input = self.input.as_mut().unwrap();
        input.write_all(bytes).unwrap();
        input.write_all(b"\n").unwrap();
    }

    fn send(&mut self, line: &str) {
        self.send_bytes(line.as_bytes());
    }

    fn next(&self) -> String {
        self.output
            .recv_timeout(PATIENCE)
            .expect("the engine should answer")
    }

    /// The next line, which must start with `prefix`.
    fn expect(&self, prefix: &str) -> String {
        let line = self.next();
        assert!(
            line.starts_with(prefix),
            "expected '{prefix}…', got '{line}'"
        );
        line
    }

    /// The `info` lines of a search, then its `done` line.
    fn search(&self) -> (Vec<String>, String) {
        let mut infos = Vec::new();
        loop {
            let line = self.next();
            if line.starts_with("done ") {
                return (infos, line);
            }
            assert!(
                line.starts_with("info "),
                "expected info or done, got '{line}'"
            );
            infos.push(line);
        }
    }

    /// Skips `info` lines until a line starting with `prefix`.
    fn after_infos(&self, prefix: &str) -> String {
        loop {
            let line = self.next();
            if !line.starts_with("info ") {
                assert!(
                    line.starts_with(prefix),
                    "expected '{prefix}…', got '{line}'"
                );
                return line;
            }
        }
    }

    /// Sends `quit` and waits for the loop to end.
    fn end(mut self) {
        self.send("quit");
        let waited = Instant::now();
        while !self.server.is_finished() {
            assert!(waited.elapsed() < PATIENCE, "the loop should end");
            thread::sleep(Duration::from_millis(10));
        }
        self.server.join().unwrap().unwrap();
        if let Ok(line) = self.output.try_recv() {
            panic!("nothing more was expected, got '{line}'");
        }
    }
}

/// The value of `name=` in `line` (an unquoted value).
fn field<'a>(line: &'a str, name: &str) -> Option<&'a str> {
    let prefix = format!("{name}=");
    line.split_whitespace()
        .find_map(|w| w.strip_prefix(prefix.as_str()))
}

/// A white king on 50 against black kings on 1, 3 and 5, White to move.
fn kings() -> String {
    format!("WBeBeB{}W", "e".repeat(44))
}

/// The `pv=` of an `info` line, quoted or not.
fn pv_of(line: &str) -> Option<&str> {
    match line.split_once(" pv=\"") {
        Some((_, rest)) => rest.split('"').next(),
        None => field(line, "pv"),
    }
}

/// The score of the last `info` line, in men.
fn last_score(infos: &[String]) -> f64 {
    let last = infos.last().expect("at least one info line");
    field(last, "score").unwrap().parse().unwrap()
}

#[test]
fn identification_parameters_and_a_search_by_depth() {
    let mut gui = Gui::start();
    gui.send("hub");
    let id = gui.expect("id ");
    assert_eq!(field(&id, "name"), Some("damabot"));
    let variant = gui.expect("param name=variant value=international type=enum values=\"");
    let values: Vec<&str> = variant.split('"').nth(1).unwrap().split(' ').collect();
    assert_eq!(values.len(), 21);
    for name in [
        "international",
        "russian",
        "frisian",
        "english",
        "persian",
        "alquerque",
    ] {
        assert!(values.contains(&name), "{name} missing from {values:?}");
    }
    gui.expect("param name=tt-size value=22 type=int min=10 max=26");
    gui.expect("param name=book value=true type=bool");
    gui.expect("wait");
    gui.send("set-param name=tt-size value=16");
    // The searches below start in the book's positions.
    gui.send("set-param name=book value=false");
    gui.send("init");
    // `ready` comes next: the parameter was taken without an error.
    gui.expect("ready");
    gui.send("ping");
    gui.expect("pong");

    gui.send(&format!("pos pos={START}"));
    gui.send("level depth=4");
    gui.send("go think");
    let (infos, done) = gui.search();
    let depths: Vec<&str> = infos.iter().map(|l| field(l, "depth").unwrap()).collect();
    assert_eq!(depths, ["1", "2", "3", "4"]);
    for info in &infos {
        assert!(field(info, "score").is_some() && field(info, "nodes").is_some());
        assert!(pv_of(info).is_some(), "{info}");
    }
    let first = field(&done, "move").unwrap();
    assert!(OPENING.contains(&first), "{done}");
    let ponder = field(&done, "ponder").unwrap();
    assert!(BLACK_OPENING.contains(&ponder), "{done}");
    let pv = pv_of(infos.last().unwrap()).unwrap();
    assert!(
        pv.starts_with(&format!("{first} {ponder}")),
        "{pv} / {done}"
    );

    // `go analyze`, and a game clock.
    gui.send(&format!("pos pos={START} moves=\"32-28 19-23\""));
    gui.send("level depth=2");
    gui.send("go analyze");
    let (_, done) = gui.search();
    // 28x19x23 is compulsory.
    assert_eq!(field(&done, "move"), Some("28x19x23"));
    gui.send(&format!("pos pos={START}"));
    gui.send("level time=10 inc=0.1");
    gui.send("go think");
    let (_, done) = gui.search();
    assert!(OPENING.contains(&field(&done, "move").unwrap()), "{done}");
    gui.end();
}

#[test]
fn malformed_lines_each_get_one_error_and_change_nothing() {
    let mut gui = Gui::start();
    gui.send(&format!("pos pos={START} moves=\"32-28\""));
    let bad = [
        "",
        "   ",
        "frobnicate",
        "=x",
        "level depth=",
        "pos moves=\"32-28",
        "pos pos=Wxyz",
        "pos pos=Weeeee",
        "pos fen=Q:W1",
        "pos moves=\"32-28 99-1\"",
        "pos moves=32-29",
        "level depth=deep",
        "level move-time=-1",
        "set-param name=variant value=chess",
        "set-param value=russian",
        "set-param name=tt-size value=99",
        "set-param name=colour value=red",
        "set-param name=book value=maybe",
    ];
    for line in bad {
        gui.send(line);
        let error = gui.expect("error message=");
        assert!(error.len() > "error message=".len(), "{line:?} → {error}");
    }
    gui.send_bytes(b"\xff\xfe");
    gui.expect("error message=");
    gui.send(&"x".repeat(70_000));
    gui.expect("error message=\"line longer than 65536 bytes\"");
    // One error each: the next answer is the pong.
    gui.send("ping");
    gui.expect("pong");
    // The game is still the one after 32-28: Black moves.
    gui.send("level depth=2");
    gui.send("go think");
    let (_, done) = gui.search();
    assert!(
        BLACK_OPENING.contains(&field(&done, "move").unwrap()),
        "{done}"
    );
    // No legal move: White has no piece left.
    gui.send(&format!("pos pos=Wb{}", "e".repeat(49)));
    gui.send("go think");
    gui.expect("error message=\"no legal move");
    gui.end();
}

#[test]
fn the_kept_history_makes_a_repetition_a_draw() {
    let mut gui = Gui::start();
    gui.send("set-param name=tt-size value=16");
    let kings = kings();
    // Without history, three kings against one is lost for White.
    gui.send(&format!("pos pos={kings}"));
    gui.send("level depth=6");
    gui.send("go think");
    let (infos, _) = gui.search();
    assert!(last_score(&infos) < -1.0, "{infos:?}");
    // After 50-45 3-8 45-50 8-3, playing 50-45 again repeats a position:
    // a draw, White's best.
    gui.send("new-game");
    gui.send(&format!("pos pos={kings} moves=\"50-45 3-8 45-50 8-3\""));
    gui.send("level depth=6");
    gui.send("go think");
    let (infos, done) = gui.search();
    assert_eq!(field(&done, "move"), Some("50-45"));
    assert_eq!(last_score(&infos), 0.0, "{infos:?}");
    // A GUI that sends only positions: the engine links them to the game
    // it keeps, so the repetition is seen as well.
    gui.send("new-game");
    gui.send(&format!("pos pos={kings} moves=\"50-45 3-8\""));
    gui.send(&format!("pos pos={kings}"));
    gui.send("level depth=6");
    gui.send("go think");
    let (infos, done) = gui.search();
    assert_eq!(field(&done, "move"), Some("50-45"));
    assert_eq!(last_score(&infos), 0.0, "{infos:?}");
    // `new-game` forgets that history.
    gui.send("new-game");
    gui.send(&format!("pos pos={kings}"));
    gui.send("level depth=6");
    gui.send("go think");
    let (infos, _) = gui.search();
    assert!(last_score(&infos) < -1.0, "{infos:?}");
    gui.end();
}

#[test]
fn stop_ping_and_ponder_hit_act_during_a_search_and_the_rest_waits() {
    let mut gui = Gui::start();
    gui.send("set-param name=tt-size value=16");
    gui.send("set-param name=book value=false");
    gui.send(&format!("pos pos={START}"));
    gui.send("level infinite");
    gui.send("go think");
    gui.send("frobnicate");
    gui.send("ping");
    gui.after_infos("pong");
    // At most 1024 lines wait: one more is refused at once.
    for _ in 0..1023 {
        gui.send("new-game");
    }
    gui.send("new-game");
    gui.after_infos("error message=\"more than 1024 lines wait for the search\"");
    gui.send("stop");
    let (_, done) = gui.search();
    assert!(OPENING.contains(&field(&done, "move").unwrap()), "{done}");
    // The line sent during the search is answered after its `done`.
    gui.expect("error message=\"unknown command 'frobnicate'\"");

    // A ponder search has no time limit until `ponder-hit` starts its
    // move time: without it, it would never end.
    gui.send(&format!("pos pos={START} moves=\"32-28\""));
    gui.send("level move-time=0.2");
    gui.send("go ponder");
    gui.send("ping");
    gui.after_infos("pong");
    gui.send("ponder-hit");
    let (_, done) = gui.search();
    assert!(
        BLACK_OPENING.contains(&field(&done, "move").unwrap()),
        "{done}"
    );
    // `stop` and `ponder-hit` with no search change nothing.
    gui.send("stop");
    gui.send("ponder-hit");
    gui.send("ping");
    gui.expect("pong");
    gui.end();
}

#[test]
fn the_variant_parameter_selects_any_variant() {
    let mut gui = Gui::start();
    gui.send("set-param name=tt-size value=16");
    gui.send("set-param name=variant value=russian");
    gui.send("pos start");
    gui.send("level depth=3");
    gui.send("go think");
    let (_, done) = gui.search();
    let russian = [
        "21-17", "22-17", "22-18", "23-18", "23-19", "24-19", "24-20",
    ];
    assert!(russian.contains(&field(&done, "move").unwrap()), "{done}");
    // A Russian position: 32 squares; Black answers White's c3-d4 (22-18).
    let start = format!("W{}{}{}", "b".repeat(12), "e".repeat(8), "w".repeat(12));
    gui.send(&format!("pos pos={start} moves=\"22-18\""));
    gui.send("level depth=3");
    gui.send("go think");
    let (_, done) = gui.search();
    let replies = ["9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"];
    assert!(replies.contains(&field(&done, "move").unwrap()), "{done}");
    // Boards without numbers use algebraic squares; `fen=` takes any position.
    gui.send("set-param name=variant value=turkish");
    gui.send("pos fen=\"W:Wa2,c2:Bh7,f7\" moves=a2-a3");
    gui.send("level depth=2");
    gui.send("go think");
    let (_, done) = gui.search();
    let black = ["h7-h6", "h7-g7", "f7-f6", "f7-e7", "f7-g7"];
    assert!(black.contains(&field(&done, "move").unwrap()), "{done}");
    // Scan's name for International.
    gui.send("set-param name=variant value=normal");
    gui.send("pos");
    gui.send("level depth=2");
    gui.send("go think");
    let (_, done) = gui.search();
    assert!(OPENING.contains(&field(&done, "move").unwrap()), "{done}");
    gui.end();
}

#[test]
fn the_end_of_input_stops_a_search_and_ends_the_loop() {
    let mut gui = Gui::start();
    gui.send("set-param name=tt-size value=16");
    gui.send("set-param name=book value=false");
    gui.send("level infinite");
    gui.send("go think");
    gui.send("ping");
    gui.after_infos("pong");
    // Whatever info lines came meanwhile, the loop ends.
    gui.input = None;
    let waited = Instant::now();
    while !gui.server.is_finished() {
        assert!(waited.elapsed() < PATIENCE, "the loop should end");
        thread::sleep(Duration::from_millis(10));
    }
    gui.server.join().unwrap().unwrap();
}

/// The International book (`crates/draughts-ai/books/international.txt`)
/// reads `| 35-30 1 34-30 1` for the start and `35-30 17-21 | 40-35 3
/// 31-27 1` after 35-30 17-21: `go think` plays the first move of each at
/// once, as level 8 does, with no search and no ponder move; `go analyze`
/// and `book=false` search.
#[test]
fn think_plays_the_book_s_best_move_at_once_and_analyze_searches() {
    let mut gui = Gui::start();
    gui.send("set-param name=tt-size value=16");
    gui.send(&format!("pos pos={START}"));
    gui.send("level depth=3");
    gui.send("go think");
    let (infos, done) = gui.search();
    assert!(infos.is_empty(), "{infos:?}");
    assert_eq!(done, "done move=35-30");
    gui.send(&format!("pos pos={START} moves=\"35-30 17-21\""));
    gui.send("go think");
    let (infos, done) = gui.search();
    assert!(infos.is_empty(), "{infos:?}");
    assert_eq!(done, "done move=40-35");

    gui.send(&format!("pos pos={START}"));
    gui.send("level depth=2");
    gui.send("go analyze");
    let (infos, done) = gui.search();
    assert_eq!(infos.len(), 2, "{infos:?}");
    assert!(OPENING.contains(&field(&done, "move").unwrap()), "{done}");
    gui.send("set-param name=book value=false");
    gui.send(&format!("pos pos={START}"));
    gui.send("level depth=2");
    gui.send("go think");
    let (infos, _) = gui.search();
    assert_eq!(infos.len(), 2, "{infos:?}");
    // A position past the book is searched with the book on.
    gui.send("set-param name=book value=true");
    gui.send(&format!("pos pos={START} moves=\"31-26 20-25\""));
    gui.send("level depth=2");
    gui.send("go think");
    let (infos, _) = gui.search();
    assert_eq!(infos.len(), 2, "{infos:?}");
    gui.end();
}
