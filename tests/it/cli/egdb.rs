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
