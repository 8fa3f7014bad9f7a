//! `damabot analyse` and `damabot selfplay` from the outside: the command
//! lines of the spec, their last lines, routes written as `damabot moves`
//! writes them, and one-line errors with exit status 2 on bad input.

use crate::util::cli::{assert_usage_error, damabot, stdout_ok};

/// The routes `damabot moves` prints for these arguments.
fn routes(args: &[&str]) -> Vec<String> {
    let mut full = vec!["moves"];
    full.extend_from_slice(args);
    stdout_ok(&damabot(&full))
        .lines()
        .map(|line| line.split(' ').next().unwrap_or_default().to_owned())
        .collect()
}

/// The value after `key ` on the line starting with it.
fn field<'a>(text: &'a str, key: &str) -> &'a str {
    text.lines()
        .find_map(|line| line.strip_prefix(key).and_then(|r| r.strip_prefix(' ')))
        .unwrap_or_else(|| panic!("no '{key}' line in:\n{text}"))
}

#[test]
fn analyse_prints_depth_speed_and_a_legal_bestmove_last() {
    for variant in ["persian", "turkish", "english", "dameo"] {
        let text = stdout_ok(&damabot(&["analyse", variant, "--movetime", "50"]));
        let last = text.lines().last().unwrap_or_default();
        let route = last.strip_prefix("bestmove ").expect("bestmove last");
        assert!(
            routes(&[variant]).contains(&route.to_owned()),
            "{variant}: {route}"
        );
        let depth: u32 = field(&text, "depth").parse().expect("depth <d>");
        assert!(depth >= 1);
        let nps: u64 = field(&text, "nps").parse().expect("nps <n>");
        assert!(nps > 0);
        assert!(field(&text, "score").parse::<i32>().is_ok(), "{text}");
    }
}

#[test]
fn analyse_writes_english_routes_in_numbers_or_algebraic() {
    let fen = "W:Wa3,c3,d2,e1,g3:Ba5,c5,e7,h6,g7";
    let native = stdout_ok(&damabot(&[
        "analyse", "english", "--fen", fen, "--level", "6",
    ]));
    assert_eq!(native.lines().last(), Some("bestmove 22-17"));
    let algebraic = stdout_ok(&damabot(&[
        "analyse",
        "english",
        "--fen",
        fen,
        "--level",
        "6",
        "--algebraic",
    ]));
    assert_eq!(algebraic.lines().last(), Some("bestmove c3-b4"));
    assert!(field(&algebraic, "pv").starts_with("c3-b4 a5xc3 d2xb4xd6xf8"));
}

/// International's book (`crates/draughts-ai/books/international.txt`)
/// reads `| 35-30 1 34-30 1` for the start: level 8 plays 35-30 from it
/// without a search, and `--no-book` searches.
#[test]
fn analyse_at_a_level_plays_from_the_book_unless_told_not_to() {
    let text = stdout_ok(&damabot(&["analyse", "international", "--level", "8"]));
    assert_eq!(text, "book\nbestmove 35-30\n");
    let searched = stdout_ok(&damabot(&[
        "analyse",
        "international",
        "--level",
        "8",
        "--movetime",
        "50",
        "--no-book",
    ]));
    assert!(
        searched
            .lines()
            .last()
            .unwrap_or_default()
            .starts_with("bestmove ")
    );
    assert!(
        field(&searched, "depth").parse::<u32>().is_ok(),
        "{searched}"
    );
}

#[test]
fn analyse_writes_capture_routes_as_moves_does() {
    let fen = "B:Wc4,d5,c3,a2,h2:Be5,c7,h7,g7,f7";
    let text = stdout_ok(&damabot(&[
        "analyse", "persian", "--fen", fen, "--level", "3",
    ]));
    assert_eq!(text.lines().last(), Some("bestmove e5xc5"));
    assert_eq!(routes(&["persian", "--fen", fen]), vec!["e5xc5".to_owned()]);
}

/// The level's budget of positions makes it repeatable; its time limit
/// (100 ms at level 4) is a safety net that a loaded machine can hit first
/// (52 positions against 1200 were seen), so a long `--movetime` replaces it.
#[test]
fn analyse_at_a_level_is_repeatable() {
    let run = || {
        stdout_ok(&damabot(&[
            "analyse",
            "dameo",
            "--level",
            "4",
            "--movetime",
            "600000",
        ]))
    };
    let (a, b) = (run(), run());
    assert_eq!(a.lines().last(), b.lines().last());
    assert_eq!(field(&a, "nodes"), field(&b, "nodes"));
}

#[test]
fn analyse_rejects_bad_input_with_one_line() {
    assert_usage_error(&damabot(&["analyse", "chess"]), "unknown variant");
    assert_usage_error(&damabot(&["analyse"]), "missing <variant>");
    assert_usage_error(&damabot(&["analyse", "dameo", "--level", "9"]), "level 9");
    assert_usage_error(&damabot(&["analyse", "dameo", "--level", "x"]), "--level");
    assert_usage_error(
        &damabot(&["analyse", "dameo", "--movetime", "0"]),
        "--movetime",
    );
    assert_usage_error(
        &damabot(&["analyse", "dameo", "--movetime", "-5"]),
        "--movetime",
    );
    assert_usage_error(&damabot(&["analyse", "dameo", "--fen", "W:Wz9"]), "bad FEN");
    assert_usage_error(
        &damabot(&["analyse", "english", "--fen", "W:Wa1:Bb2,c3"]),
        "no legal move",
    );
    assert_usage_error(
        &damabot(&["analyse", "english", "--depth", "3"]),
        "unexpected argument",
    );
}

#[test]
fn selfplay_prints_every_game_and_the_score_last() {
    let text = stdout_ok(&damabot(&[
        "selfplay", "turkish", "--a", "2", "--b", "1", "--games", "4",
    ]));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 5, "{text}");
    assert!(lines[0].starts_with("game 1: "), "{text}");
    let last = lines[4];
    let parts: Vec<&str> = last.split(' ').collect();
    assert_eq!(parts[0], "score", "{last}");
    let a: f64 = parts[1].strip_prefix("a=").unwrap().parse().unwrap();
    let b: f64 = parts[2].strip_prefix("b=").unwrap().parse().unwrap();
    let draws: f64 = parts[3].strip_prefix("draws=").unwrap().parse().unwrap();
    assert_eq!(a + b, 4.0, "{last}");
    let a_wins = lines.iter().filter(|l| l.contains(": a wins")).count() as f64;
    assert_eq!(a, a_wins + draws / 2.0, "{last}");
}

#[test]
fn selfplay_alternates_colours_and_plays_a_random_mover() {
    let text = stdout_ok(&damabot(&[
        "selfplay", "english", "--a", "5", "--b", "random", "--games", "2", "--seed", "7",
    ]));
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].contains("a=black b=white"), "{text}");
    assert!(lines[1].contains("a=white b=black"), "{text}");
    assert_eq!(lines.last(), Some(&"score a=2 b=0 draws=0"), "{text}");
}

#[test]
fn selfplay_rejects_bad_input_with_one_line() {
    let base = ["selfplay", "dameo", "--a", "1", "--b", "2"];
    assert_usage_error(&damabot(&base), "missing --games");
    let mut args = base.to_vec();
    args.extend(["--games", "0"]);
    assert_usage_error(&damabot(&args), "--games");
    assert_usage_error(
        &damabot(&["selfplay", "dameo", "--a", "0", "--b", "2", "--games", "2"]),
        "--a",
    );
    assert_usage_error(
        &damabot(&["selfplay", "dameo", "--a", "1", "--games", "2"]),
        "missing --b",
    );
    assert_usage_error(
        &damabot(&["selfplay", "go", "--a", "1", "--b", "2", "--games", "2"]),
        "unknown variant",
    );
    // Only levels 5-8 keep a table, as in the bot.
    assert_usage_error(
        &damabot(&[
            "selfplay", "dameo", "--a", "4", "--b", "5", "--games", "2", "--keep", "a",
        ]),
        "--keep",
    );
    assert_usage_error(
        &damabot(&[
            "selfplay", "dameo", "--a", "5", "--b", "5", "--games", "2", "--keep", "c",
        ]),
        "--keep",
    );
}

#[test]
fn selfplay_keeps_a_side_s_table_when_asked() {
    let text = stdout_ok(&damabot(&[
        "selfplay", "english", "--a", "5", "--b", "random", "--games", "2", "--seed", "7",
        "--keep", "a",
    ]));
    assert_eq!(text.lines().count(), 3, "{text}");
    assert_eq!(text.lines().last(), Some("score a=2 b=0 draws=0"), "{text}");
}

#[test]
fn selfplay_takes_each_side_s_evaluation() {
    let text = stdout_ok(&damabot(&[
        "selfplay", "russian", "--a", "3", "--b", "3", "--games", "2", "--seed", "1", "--eval-a",
        "learned", "--eval-b", "classic",
    ]));
    assert_eq!(text.lines().count(), 3, "{text}");
    assert_usage_error(
        &damabot(&[
            "selfplay", "russian", "--a", "3", "--b", "3", "--games", "2", "--eval-a", "neural",
        ]),
        "--eval-a",
    );
    assert_usage_error(
        &damabot(&[
            "selfplay", "russian", "--a", "random", "--b", "3", "--games", "2", "--eval-a",
            "learned",
        ]),
        "--eval-a",
    );
}

#[test]
fn train_writes_the_same_file_from_the_same_seed() {
    let dir = std::env::temp_dir().join(format!("damabot-train-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let run = |name: &str, seed: &str| {
        let path = dir.join(name);
        let out = stdout_ok(&damabot(&[
            "train",
            "russian",
            "--games",
            "2",
            "--nodes",
            "100",
            "--epochs",
            "2",
            "--seed",
            seed,
            "-o",
            path.to_str().unwrap(),
        ]));
        assert!(
            out.contains("games 2/2") && out.contains("epoch 2/2"),
            "{out}"
        );
        std::fs::read(path).unwrap()
    };
    let first = run("a.bin", "3");
    assert_eq!(first, run("b.bin", "3"));
    assert!(first.starts_with(b"DBEVAL1\n"), "a weights file");
    std::fs::remove_dir_all(&dir).unwrap();
    assert_usage_error(&damabot(&["train", "russian", "--games", "2"]), "-o");
}

/// A side can be given the opening book and the openings drawn from it; a
/// variant without a book, or a random side, is refused.
#[test]
fn selfplay_gives_a_side_the_opening_book() {
    let text = stdout_ok(&damabot(&[
        "selfplay",
        "russian",
        "--a",
        "2",
        "--b",
        "2",
        "--games",
        "2",
        "--seed",
        "4",
        "--book-a",
        "--book-openings",
        "--opening-plies",
        "2",
    ]));
    assert_eq!(text.lines().count(), 3, "{text}");
    assert!(
        text.lines().last().unwrap().starts_with("score a="),
        "{text}"
    );
    assert_usage_error(
        &damabot(&[
            "selfplay", "turkish", "--a", "2", "--b", "2", "--games", "2", "--book-a",
        ]),
        "no opening book",
    );
    assert_usage_error(
        &damabot(&[
            "selfplay",
            "turkish",
            "--a",
            "2",
            "--b",
            "2",
            "--games",
            "2",
            "--book-openings",
        ]),
        "no opening book",
    );
    assert_usage_error(
        &damabot(&[
            "selfplay", "russian", "--a", "random", "--b", "2", "--games", "2", "--book-a",
        ]),
        "--book-a",
    );
    assert_usage_error(
        &damabot(&[
            "selfplay",
            "russian",
            "--a",
            "2",
            "--b",
            "2",
            "--games",
            "2",
            "--opening-plies",
            "41",
        ]),
        "--opening-plies",
    );
}

#[test]
fn book_writes_the_same_file_from_the_same_arguments() {
    let dir = std::env::temp_dir().join(format!("damabot-book-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let run = |name: &str| {
        let path = dir.join(name);
        let out = stdout_ok(&damabot(&[
            "book",
            "russian",
            "--plies",
            "2",
            "--nodes",
            "500",
            "--seed",
            "3",
            "-o",
            path.to_str().unwrap(),
        ]));
        assert!(out.contains("ply 1: "), "{out}");
        assert!(out.lines().last().unwrap().starts_with("wrote "), "{out}");
        std::fs::read_to_string(path).unwrap()
    };
    let first = run("a.txt");
    assert_eq!(first, run("b.txt"));
    assert!(
        first.starts_with("damabot opening book 1\nvariant russian\n"),
        "{first}"
    );
    assert!(first.contains("made --plies 2 --nodes 500 --margin 25 --width 2 --seed 3\n"));
    std::fs::remove_dir_all(&dir).unwrap();
    assert_usage_error(&damabot(&["book", "russian", "--plies", "2"]), "-o");
}
