//! The command line itself: `--version`, `--help` for the binary and for
//! every subcommand (exit 0, text on standard output), and the parser's
//! own errors as one `error:` line with exit status 2.

use crate::util::cli::{assert_usage_error, damabot, stdout_ok};

/// Every subcommand the binary has, as `damabot help` must list them.
const SUBCOMMANDS: [&str; 9] = [
    "console", "perft", "moves", "render", "analyse", "hub", "pdn", "migrate", "selfplay",
];

#[test]
fn version_prints_the_package_version() {
    let text = stdout_ok(&damabot(&["--version"]));
    assert_eq!(text, format!("damabot {}\n", env!("CARGO_PKG_VERSION")));
    assert_eq!(stdout_ok(&damabot(&["-V"])), text);
}

#[test]
fn help_lists_every_subcommand() {
    for args in [&["help"][..], &["--help"], &["-h"]] {
        let text = stdout_ok(&damabot(args));
        assert!(text.contains("Usage: damabot"), "{args:?}: {text}");
        for sub in SUBCOMMANDS {
            assert!(
                text.lines().any(|l| l.trim_start().starts_with(sub)),
                "{args:?}: {sub} not listed in {text}"
            );
        }
    }
}

/// Each subcommand's help names its usage and the flags of its usage line.
#[test]
fn each_subcommand_has_its_help() {
    let flags: [(&str, &[&str]); 9] = [
        ("console", &[]),
        (
            "perft",
            &["<variant>", "<depth>", "--fen", "--routes", "--divide"],
        ),
        ("moves", &["<variant>", "--fen", "--routes", "--algebraic"]),
        (
            "render",
            &[
                "<variant>",
                "--fen",
                "--last",
                "--theme",
                "--size",
                "-o",
                "--batch",
                "--time",
            ],
        ),
        (
            "analyse",
            &[
                "<variant>",
                "--fen",
                "--movetime",
                "--level",
                "--algebraic",
                "--no-book",
            ],
        ),
        ("hub", &[]),
        ("pdn", &["<game-id>", "-o", "--db"]),
        ("migrate", &[]),
        (
            "selfplay",
            &[
                "<variant>",
                "--a",
                "--b",
                "--games",
                "--movetime",
                "--seed",
                "--keep",
            ],
        ),
    ];
    for (sub, names) in flags {
        for args in [[sub, "--help"], ["help", sub]] {
            let text = stdout_ok(&damabot(&args));
            assert!(
                text.contains(&format!("Usage: damabot {sub}")),
                "{args:?}: {text}"
            );
            for name in names {
                assert!(text.contains(name), "{args:?}: {name} missing from {text}");
            }
        }
    }
}

/// The parser's errors, not the subcommands': one line, status 2.
#[test]
fn parser_errors_exit_2_with_one_line() {
    assert_usage_error(&damabot(&["bogus"]), "unknown subcommand 'bogus'");
    assert_usage_error(
        &damabot(&["perft", "--bogus"]),
        "unexpected argument '--bogus'",
    );
    assert_usage_error(
        &damabot(&["moves", "english", "--fen"]),
        "--fen needs a value",
    );
    assert_usage_error(
        &damabot(&["selfplay", "english", "--a", "1"]),
        "missing --b",
    );
    assert_usage_error(
        &damabot(&["perft", "english", "3", "--fen", "W:Wa1", "--fen", "W:Wc1"]),
        "--fen",
    );
    assert_usage_error(
        &damabot(&["render", "english", "--size", "big", "-o", "x.png"]),
        "--size",
    );
    assert_usage_error(&damabot(&["hub", "extra"]), "unexpected argument 'extra'");
}
