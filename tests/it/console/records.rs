//! Game records at the console and the command line, with the real binary:
//! `pdn` and `replay` write their files under `./boards/`, and `damabot pdn
//! <game-id> -o <file>` writes the same record from the database.

use crate::util::console;
use crate::util::pdn;
use std::path::Path;
use std::process::{Command, Output};

use draughts::Variant;

/// An English checkers game: alice (Black) moves first, bob resigns after
/// four plies (two moves each, so that the game counts); then the records.
const SCRIPT: &str = "\
alice: /new english
bob: /join
alice: /m 9-14
bob: /m 23-18
alice: /m 14x23
bob: /m 27x18
bob: /resign
alice: /pdn
alice: /replay
alice: /history
alice: /game 1
";

fn damabot_pdn(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_damabot"))
        .arg("pdn")
        .args(args)
        .current_dir(dir)
        .env("DATABASE_PATH", "console.sqlite3")
        .output()
        .expect("the binary runs")
}

#[test]
fn pdn_and_replay_write_their_files_and_the_cli_writes_the_same_record() {
    let (out, boards, dir) = console::run(SCRIPT);
    let pdn_path = boards.join("damabot-1.pdn");
    let gif_path = boards.join("damabot-1.gif");
    for path in [&pdn_path, &gif_path] {
        assert!(
            out.contains(&format!(
                "file: {}",
                Path::new("boards")
                    .join(path.file_name().expect("a name"))
                    .display()
            )),
            "{out}"
        );
    }
    let text = std::fs::read_to_string(&pdn_path).expect("the PDN file");
    let read = pdn::read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(read.tag("White"), Some("bob"));
    assert_eq!(read.tag("Black"), Some("alice"));
    // Black (alice) won; PDN reads English results from Black, which
    // starts: "[Result "1-0"] indicating Black (Red) won the game" (PDN 2.0,
    // which PDN 3.0 cites for the Result tag).
    assert_eq!(read.tag("Result"), Some("1-0"));
    assert_eq!(read.tag("Round"), Some("?"));
    assert_eq!(read.tag("GameType"), Some("21,B,8,8,N1,0"));
    assert_eq!(read.moves, ["9-14", "23-18", "14x23", "27x18"]);
    read.replay(Variant::English).expect("the moves replay");

    let gif = std::fs::read(&gif_path).expect("the GIF file");
    assert!(gif.starts_with(b"GIF89a"), "not a GIF");

    assert!(
        out.contains("#1 · ") && out.contains("English checkers · vs bob · ✅ won (resignation)"),
        "{out}"
    );
    assert!(
        out.contains("[local] 📜 Game #1: English checkers"),
        "{out}"
    );

    let cli = damabot_pdn(dir.path(), &["1", "-o", "game1.pdn"]);
    assert!(
        cli.status.success(),
        "{}",
        String::from_utf8_lossy(&cli.stderr)
    );
    let written = std::fs::read_to_string(dir.path().join("game1.pdn")).expect("written");
    assert_eq!(written, text, "the command line writes what /pdn sent");
    let piped = damabot_pdn(dir.path(), &["1", "-o", "-"]);
    assert!(
        piped.status.success(),
        "{}",
        String::from_utf8_lossy(&piped.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&piped.stdout),
        text,
        "-o - writes the record to standard output"
    );
    assert!(!dir.path().join("-").exists(), "no file named -");

    let missing = damabot_pdn(dir.path(), &["99", "-o", "x.pdn"]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&missing.stderr).contains("no game 99"),
        "{}",
        String::from_utf8_lossy(&missing.stderr)
    );
    assert!(!dir.path().join("x.pdn").exists());
    for (args, error) in [
        (&["-o", "x.pdn"][..], "missing <game-id>"),
        (&["1"][..], "missing -o <file>"),
        (&["one", "-o", "x.pdn"][..], "'one' is not a game id"),
    ] {
        let run = damabot_pdn(dir.path(), args);
        assert_eq!(run.status.code(), Some(2), "{args:?}");
        assert!(
            String::from_utf8_lossy(&run.stderr).contains(error),
            "{args:?}: {}",
            String::from_utf8_lossy(&run.stderr)
        );
    }
}
