//! Runs the real binary's console with a script on stdin, in a fresh
//! directory with its own SQLite file and boards folder.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Runs `damabot console` with `script` on stdin and waits for it to end
/// successfully; returns what it printed, where it wrote its boards, and
/// the directory it ran in (deleted when dropped).
pub fn run(script: &str) -> (String, PathBuf, tempfile::TempDir) {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = run_in(dir.path(), script);
    let boards = dir.path().join("boards");
    (out, boards, dir)
}

/// Runs `damabot console` in `dir` (its SQLite file and boards are kept
/// there, so a second run is a restart) with `script` on stdin, in the
/// C locale (English), and waits for it to end successfully; returns what
/// it printed.
pub fn run_in(dir: &Path, script: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_damabot"))
        .arg("console")
        .current_dir(dir)
        .env("DATABASE_PATH", "console.sqlite3")
        .env("DAMABOT_BOARDS_DIR", "boards")
        .env_remove("TELOXIDE_TOKEN")
        .env_remove("DISCORD_TOKEN")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C.UTF-8")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(script.as_bytes())
        .expect("script written");
    let out = child.wait_with_output().expect("the binary ends");
    assert!(
        out.status.success(),
        "stderr: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8 output")
}
