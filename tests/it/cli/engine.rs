//! The `perft` and `moves` subcommands, as the acceptance checks call them.

use std::process::Output;

use crate::util::cli::damabot;

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

/// Published start-position counts (VARIANTS.md, reference.md §4.2: dctl's
/// tables; Thai from the 12-man start VARIANTS.md §11 gives) for every
/// variant that has them, through the command line, both columns.
#[test]
fn perft_matches_published_counts_for_every_variant_with_them() {
    let thai_12 = "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8";
    for (variant, fen, depth, routes, unique) in [
        ("international", None, 4, 4_265, 4_265),
        ("brazilian", None, 5, 7_473, 7_473),
        ("canadian", None, 3, 1_222, 1_222),
        ("russian", None, 5, 7_482, 7_482),
        ("pool", None, 5, 7_482, 7_482),
        ("czech", None, 5, 7_361, 7_361),
        ("italian", None, 6, 36_473, 36_473),
        ("portuguese", None, 6, 36_473, 36_473),
        ("thai", Some(thai_12), 5, 7_361, 7_361),
        ("frisian", None, 4, 3_880, 3_874),
        ("anti", None, 5, 7_361, 7_361),
    ] {
        let depth = depth.to_string();
        let mut args = vec!["perft", variant, depth.as_str()];
        if let Some(fen) = fen {
            args.extend(["--fen", fen]);
        }
        assert_eq!(
            last_line(&damabot(&args)),
            format!("nodes {unique}"),
            "{variant}"
        );
        args.push("--routes");
        assert_eq!(
            last_line(&damabot(&args)),
            format!("nodes {routes}"),
            "{variant}"
        );
    }
}

/// VARIANTS.md §3: International writes squares 1–50 (`32-28`); with
/// `--algebraic`, `a1` is White's left corner and White starts on the low
/// ranks (46 = a1, 31 = b4).
#[test]
fn moves_in_numbers_or_algebraic_on_ten_by_ten() {
    let out = damabot(&["moves", "international"]);
    let lines: Vec<String> = stdout(&out).lines().map(str::to_owned).collect();
    assert_eq!(lines.len(), 9);
    assert!(lines.contains(&"31-26 -".to_owned()), "{lines:?}");
    assert!(lines.contains(&"35-30 -".to_owned()), "{lines:?}");
    let algebraic = damabot(&["moves", "international", "--algebraic"]);
    let lines: Vec<String> = stdout(&algebraic).lines().map(str::to_owned).collect();
    assert!(lines.contains(&"b4-a5 -".to_owned()), "{lines:?}");
    assert!(lines.contains(&"j4-i5 -".to_owned()), "{lines:?}");
    // reference.md T-8: "W:W15:B9,10 → only 15x13" (the man passes the
    // promotion row and stays a man).
    let t8 = damabot(&["moves", "international", "--fen", "W:W15:B9,10"]);
    assert_eq!(stdout(&t8), "15x4x13 10,9\n");
}

/// VARIANTS.md §6 and §8: Russian and Czech print captures with `:`; a
/// numeric FEN reads with the English numbering.
#[test]
fn russian_and_czech_print_captures_with_colons() {
    let out = damabot(&["moves", "russian", "--fen", "W:Wf6:Be7,c7"]);
    let mut lines: Vec<String> = stdout(&out).lines().map(str::to_owned).collect();
    lines.sort();
    assert_eq!(lines, ["f6:d8:a5 e7,c7", "f6:d8:b6 e7,c7"]);
    let czech = damabot(&["moves", "czech", "--fen", "W:WKh2,c3,d6:Bg3,d4"]);
    let mut lines: Vec<String> = stdout(&czech).lines().map(str::to_owned).collect();
    lines.sort();
    assert_eq!(lines, ["h2:e5 g3", "h2:f4 g3"]);
}

/// VARIANTS.md §18: "Each removal is a move, written as the square (`d5`)";
/// the route column is the square and the captured column too.
#[test]
fn hawaiian_removals_print_as_their_square() {
    let out = damabot(&["moves", "hawaiian"]);
    let mut lines: Vec<String> = stdout(&out).lines().map(str::to_owned).collect();
    lines.sort();
    assert_eq!(lines, ["a8 a8", "d5 d5", "e4 e4", "h1 h1"]);
    assert_eq!(last_line(&damabot(&["perft", "hawaiian", "2"])), "nodes 12");
}

/// VARIANTS.md §16: a `P` in the position text is a parachutist; its only
/// move is the capture that lands it as a man.
#[test]
fn parachutists_read_from_position_text() {
    let out = damabot(&["moves", "parachute", "--fen", "W:WPd8,h2:Bc7,e5"]);
    assert_eq!(stdout(&out), "d8xb6 c7\n");
}

/// Unknown variants, bad or impossible positions: status 2, one line, for
/// the new variants too.
#[test]
fn bad_positions_of_new_variants_exit_2() {
    for args in [
        &["perft", "canadian", "2", "--fen", "W:Wm1"][..],
        &["perft", "international", "2", "--fen", "W:W51"],
        &["moves", "italian", "--fen", "W:Wa1"],
        &["moves", "hawaiian", "--fen", "W:WKa1:Bb1"],
        &["moves", "russian", "--fen", "W:WPb8:Ba1"],
        &["moves", "alquerque", "--fen", "W:Wf1"],
        &["moves", "frisian", "--fen", "W:Wa1,a1:Bb10"],
        &["perft", "shogi", "1"],
    ] {
        let out = damabot(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}
