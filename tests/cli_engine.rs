//! The `perft` and `moves` subcommands, as the acceptance checks call them.

use std::process::{Command, Output};

fn damabot(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_damabot"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn last_line(out: &Output) -> String {
    stdout(out).lines().last().unwrap_or_default().to_owned()
}

#[test]
fn perft_prints_time_speed_then_nodes_last() {
    // Published: dctl English d5 = 7,361; kish d4 = 7,538.
    let out = damabot(&["perft", "english", "5"]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.contains("time"), "{text}");
    assert!(text.contains("leaves/s"), "{text}");
    assert_eq!(last_line(&out), "nodes 7361");
    let out = damabot(&["perft", "persian", "4", "--routes"]);
    assert_eq!(last_line(&out), "nodes 7538");
}

#[test]
fn perft_counts_routes_or_unique_moves() {
    // reference.md T-6: two routes, one unique move.
    let fen = "W:WK22:B18,19,26,27";
    assert_eq!(
        last_line(&damabot(&["perft", "english", "1", "--fen", fen])),
        "nodes 1"
    );
    assert_eq!(
        last_line(&damabot(&[
            "perft", "english", "1", "--fen", fen, "--routes"
        ])),
        "nodes 2"
    );
}

#[test]
fn perft_divide_lists_moves_and_sums_them() {
    let out = damabot(&["perft", "dameo", "2", "--divide"]);
    let text = stdout(&out);
    let divided: Vec<&str> = text.lines().filter(|l| l.contains('-')).collect();
    assert_eq!(divided.len(), 52, "{text}");
    assert!(divided.iter().all(|l| l.ends_with(" 52")));
    assert_eq!(last_line(&out), "nodes 2704");
}

#[test]
fn moves_prints_route_and_captured() {
    let out = damabot(&[
        "moves",
        "english",
        "--fen",
        "W:WK22:B18,19,26,27",
        "--routes",
    ]);
    let mut lines: Vec<String> = stdout(&out).lines().map(str::to_owned).collect();
    lines.sort();
    assert_eq!(lines.len(), 2);
    assert!(lines[0].starts_with("22x15x24x31x22 "), "{lines:?}");
    let mut captured: Vec<&str> = lines[0].split(' ').nth(1).unwrap().split(',').collect();
    captured.sort();
    assert_eq!(captured, ["18", "19", "26", "27"]);
    let unique = damabot(&["moves", "english", "--fen", "W:WK22:B18,19,26,27"]);
    assert_eq!(stdout(&unique).lines().count(), 1);

    let start = damabot(&["moves", "english"]);
    let lines: Vec<String> = stdout(&start).lines().map(str::to_owned).collect();
    assert_eq!(lines.len(), 7);
    assert!(lines.contains(&"11-15 -".to_owned()));
    let algebraic = damabot(&["moves", "english", "--algebraic"]);
    assert!(stdout(&algebraic).lines().any(|l| l == "f6-e5 -"));

    let persian = damabot(&["moves", "persian", "--fen", "W:Wc6:Bc7,d8,f8"]);
    assert_eq!(stdout(&persian), "c6xc8xe8xg8 c7,d8,f8\n");
    let turkish = damabot(&["moves", "turkish", "--fen", "W:Wc6:Bc7,d8,f8"]);
    assert_eq!(stdout(&turkish), "c6xc8 c7\n");
}

#[test]
fn no_legal_move_prints_nothing() {
    let out = damabot(&["moves", "persian", "--fen", "W:Wa2,a3:Ba4,a5,b2,b3,c2,c3"]);
    assert!(out.status.success());
    assert_eq!(stdout(&out), "");
}

#[test]
fn bad_input_exits_2_with_one_line() {
    for args in [
        &["perft", "chess", "3"][..],
        &["perft", "persian", "x"],
        &["perft", "persian", "99"],
        &["perft", "persian", "-1"],
        &["perft", "persian", "3", "--fen", "W:Wc8:Ba6"],
        &["perft", "english", "3", "--fen", "garbage"],
        &["moves", "dameo", "--fen", "W:Wz1"],
        &["moves", "persian", "--fen"],
        &["moves"],
    ] {
        let out = damabot(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}
