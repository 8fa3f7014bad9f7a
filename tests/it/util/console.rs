//! Runs the real binary's console with a script on stdin, in a fresh
//! directory with its own SQLite file and boards folder.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// Runs `damabot console` with `script` on stdin and waits for it to end
/// successfully; returns what it printed, where it wrote its boards, and
/// the directory it ran in (deleted when dropped).
pub fn run(script: &str) -> (String, PathBuf, tempfile::TempDir) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut child = Command::new(env!("CARGO_BIN_EXE_damabot"))
        .arg("console")
        .current_dir(dir.path())
        .env("DATABASE_PATH", "console.sqlite3")
        .env("DAMABOT_BOARDS_DIR", "boards")
        .env_remove("TELOXIDE_TOKEN")
        .env_remove("DISCORD_TOKEN")
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
    let boards = dir.path().join("boards");
    (
        String::from_utf8(out.stdout).expect("utf-8 output"),
        boards,
        dir,
    )
}
