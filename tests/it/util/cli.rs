//! The real binary's command line, run as a user would: its output, and
//! the one-line errors it exits with on bad input.

use std::process::{Command, Output};

/// Runs `damabot` with `args` to its end.
pub fn damabot(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_damabot"))
        .args(args)
        .output()
        .expect("the damabot binary runs")
}

/// The standard output of a run that must have succeeded.
pub fn stdout_ok(out: &Output) -> String {
    assert!(
        out.status.success(),
        "exit {:?}, stderr: {}",
        out.status.code(),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone()).expect("utf-8 output")
}

/// Asserts exit status 2 and a single `error:` line that mentions `needle`.
pub fn assert_usage_error(out: &Output, needle: &str) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "stderr: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "one line expected: {stderr}");
    assert!(stderr.starts_with("error: "), "{stderr}");
    assert!(stderr.contains(needle), "'{needle}' not in: {stderr}");
}
