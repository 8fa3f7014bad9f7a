//! `damabot egdb` from the outside: one line per signature, the files in
//! `<dir>/<variant>/`, a second run that keeps them, `--verify`, and
//! one-line errors with exit status 2 on bad input.

use crate::util::cli::{assert_usage_error, damabot, stdout_ok};

#[test]
fn egdb_makes_keeps_and_verifies_the_tables() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().to_str().unwrap();
    let text = stdout_ok(&damabot(&[
        "egdb", "english", "--pieces", "3", "--dir", path,
    ]));
    // 2 pieces: a man or a king a side (4); 3 pieces: 2 x 2 x 3 (12).
    let signatures = text.lines().filter(|l| l.starts_with('[')).count();
    assert_eq!(signatures, 16, "{text}");
    assert!(text.contains("[1/16] 0101 "), "{text}");
    assert!(
        text.lines().last().unwrap().starts_with("16 tables"),
        "{text}"
    );
    let files = std::fs::read_dir(dir.path().join("english"))
        .unwrap()
        .count();
    assert_eq!(files, 16);

    let again = stdout_ok(&damabot(&[
        "egdb", "english", "--pieces", "3", "--dir", path, "--verify",
    ]));
    assert_eq!(again.matches(" kept ").count(), 16, "{again}");
    let last = again.lines().last().unwrap();
    assert!(
        last.starts_with("verified ") && last.ends_with("every value follows from the moves"),
        "{last}"
    );
}

#[test]
fn egdb_refuses_bad_command_lines() {
    assert_usage_error(&damabot(&["egdb", "english", "--dir", "x"]), "--pieces");
    assert_usage_error(&damabot(&["egdb", "english", "--pieces", "3"]), "--dir");
    assert_usage_error(
        &damabot(&["egdb", "english", "--pieces", "7", "--dir", "x"]),
        "2 to 6",
    );
    assert_usage_error(
        &damabot(&["egdb", "international", "--pieces", "3", "--dir", "x"]),
        "do not fit",
    );
}

/// Runs the console bot in `dir` with `DAMABOT_EGDB_DIR=<dir>/egdb` and no
/// input: it starts, loads the tables, and ends at the end of its input.
fn console_with_tables(dir: &std::path::Path) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_damabot"))
        .arg("console")
        .current_dir(dir)
        .env("DATABASE_PATH", "console.sqlite3")
        .env("DAMABOT_BOARDS_DIR", "boards")
        .env("DAMABOT_EGDB_DIR", dir.join("egdb"))
        .env("RUST_LOG", "info")
        .env_remove("TELOXIDE_TOKEN")
        .env_remove("DISCORD_TOKEN")
        .stdin(std::process::Stdio::null())
        .output()
        .expect("the binary runs")
}

#[test]
fn the_bot_loads_the_tables_of_damabot_egdb_dir_and_refuses_a_damaged_one() {
    let dir = tempfile::tempdir().unwrap();
    let tables = dir.path().join("egdb");
    stdout_ok(&damabot(&[
        "egdb",
        "russian",
        "--pieces",
        "2",
        "--dir",
        tables.to_str().unwrap(),
    ]));
    let out = console_with_tables(dir.path());
    let logs = String::from_utf8_lossy(&out.stdout) + String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{logs}");
    assert!(
        logs.contains("endgame tables loaded") && logs.contains("russian"),
        "{logs}"
    );

    let file = tables.join("russian").join("0101.wdl");
    let mut bytes = std::fs::read(&file).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 0xFF;
    std::fs::write(&file, bytes).unwrap();
    let out = console_with_tables(dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(stderr.contains("DAMABOT_EGDB_DIR"), "{stderr}");
}
