//! Console conversations at the boundary: the real binary, a scripted
//! session piped in, the replies compared with reviewed snapshots in all
//! four languages. `UPDATE_SNAPSHOTS=1 cargo test --test it
//! console::conversations` rewrites the snapshot files after a deliberate
//! change (review the diff).

use crate::util::console;
use std::path::Path;

/// A short Turkish game: create, join, an illegal move, a refusal because
/// capture is compulsory, a multi-capture, bob's second move (so that the
/// game counts) and a resignation.
fn script(lang: &str) -> String {
    format!(
        "alice: /lang {lang}\n\
         bob: /lang {lang}\n\
         alice: /new turkish\n\
         bob: /join\n\
         alice: /m a3-a5\n\
         alice: /m d3-d4\n\
         bob: d6 d5\n\
         alice: /m a3-a4\n\
         alice: /m d4xd6xd8\n\
         bob: /m 1\n\
         bob: /resign\n"
    )
}

fn check_snapshot(name: &str, actual: &str) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/snapshots")
        .join(name);
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        std::fs::write(&path, actual).expect("snapshot written");
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|_| panic!("{} is missing: run with UPDATE_SNAPSHOTS=1", path.display()));
    if expected != actual {
        let first = expected
            .lines()
            .zip(actual.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(expected.lines().count().min(actual.lines().count()));
        panic!(
            "{name} differs from line {}:\n expected: {:?}\n actual:   {:?}",
            first + 1,
            expected.lines().nth(first),
            actual.lines().nth(first)
        );
    }
}

#[test]
fn a_short_game_in_english() {
    let (out, boards, _dir) = console::run(&script("en"));
    assert!(
        out.contains("[local] I will speak English with you."),
        "{out}"
    );
    assert!(
        out.contains("[local] \"a3-a5\" is not a legal move here."),
        "{out}"
    );
    assert!(
        out.contains("[local] Capture is compulsory. The legal capture is: d4xd6xd8"),
        "{out}"
    );
    assert!(out.contains("[local] Last move: d4xd6xd8"), "{out}");
    assert!(
        out.contains("[local] 🏆 White wins: alice. The opponent resigned."),
        "{out}"
    );
    assert!(!out.contains("Mars"), "a mars needs ten plies: {out}");
    let pngs = std::fs::read_dir(&boards).expect("boards written").count();
    assert_eq!(pngs, 7, "one PNG per board: new, join, four moves, result");
    check_snapshot("console-en.txt", &out);
}

#[test]
fn a_short_game_in_persian() {
    let (out, _, _dir) = console::run(&script("fa"));
    assert!(
        !out.contains("Capture is compulsory"),
        "no English in Persian replies: {out}"
    );
    assert!(out.contains("d4xd6xd8"), "{out}");
    check_snapshot("console-fa.txt", &out);
}

#[test]
fn a_short_game_in_turkish() {
    let (out, _, _dir) = console::run(&script("tr"));
    assert!(
        !out.contains("Capture is compulsory"),
        "no English in Turkish replies: {out}"
    );
    assert!(out.contains("d4xd6xd8"), "{out}");
    check_snapshot("console-tr.txt", &out);
}

#[test]
fn a_short_game_in_russian() {
    let (out, _, _dir) = console::run(&script("ru"));
    assert!(
        !out.contains("Capture is compulsory"),
        "no English in Russian replies: {out}"
    );
    assert!(
        out.contains("[local] Теперь я говорю с вами по-русски."),
        "{out}"
    );
    assert!(out.contains("[local] Бить обязательно."), "{out}");
    assert!(out.contains("d4xd6xd8"), "{out}");
    check_snapshot("console-ru.txt", &out);
}

/// `variants` groups the variants and gives each its board; a name in any
/// language opens a game, and `rules` answers in the user's language.
#[test]
fn variants_are_listed_in_groups_and_found_by_any_name() {
    let (out, _, _dir) = console::run(
        "olga: /lang ru\n\
         olga: /variants\n\
         olga: /new русские шашки\n\
         olga: /rules поддавки\n\
         olga: /tips روسی\n",
    );
    for line in [
        "[local] Классика бота:",
        "[local] persian: Персидские шашки (даме) — 8×8, все 64 поля",
        "[local] Международные шашки и их родня:",
        "[local] canadian: Канадские шашки — 12×12, 72 тёмных поля",
        "[local] international: Международные шашки — 10×10, 50 тёмных полей",
        "[local] Особые игры (с BrainKing):",
        "[local] alquerque: Алькерке — 5×5 точек",
        "[local] Русские шашки: ⚪ olga — ⚫ (свободное место)",
        "[local] Поддавки (anti)",
        "[local] Советы для русских шашек",
    ] {
        assert!(out.contains(line), "{line}\n{out}");
    }
}

#[test]
fn malformed_lines_get_a_hint_and_the_session_goes_on() {
    let (out, _, _dir) = console::run("this is not a chat line\nalice: /variants\n");
    assert!(
        out.contains("[console] Write lines as \"<name>: <text>\""),
        "{out}"
    );
    assert!(out.contains("[local] english: English checkers"), "{out}");
}

#[test]
fn a_game_against_the_bot_is_answered_before_the_next_line() {
    let (out, _, _dir) =
        console::run("alice@alice: /bot english 1\nalice@alice: /m 11-15\nalice@alice: /board\n");
    let turns: Vec<&str> = out.lines().filter(|l| l.contains("to move")).collect();
    assert_eq!(turns.len(), 4, "{out}");
    assert!(
        turns[1].contains("White to move: 🤖 Bot (level 1)"),
        "{turns:?}"
    );
    assert!(
        turns[2].contains("Black to move: alice"),
        "the bot answered: {turns:?}"
    );
    assert!(turns[3].contains("Black to move: alice"), "{turns:?}");
}

/// The console opens with one line that says how to write a line, with an
/// example; and a clean stop (the end of the input) settles what was
/// printed, so that the next start prints nothing of the last session
/// again. (Before, the last reply was printed again in most restarts, so
/// the check runs several sessions.)
#[test]
fn the_console_opens_with_a_banner_and_a_restart_repeats_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    for session in 0..4 {
        let out = console::run_in(dir.path(), &format!("alice: /nosuch{session}\n"));
        let first = out.lines().next().unwrap_or_default();
        assert!(
            first.starts_with("[console] damabot console: write each line as \"<name>: <text>\", for example \"alice: /new english\""),
            "{out}"
        );
        assert_eq!(
            out.matches(&format!("I don't know /nosuch{session}."))
                .count(),
            1,
            "{out}"
        );
        if session > 0 {
            let before = format!("/nosuch{}", session - 1);
            assert!(
                !out.contains(&before),
                "printed again after a restart: {out}"
            );
        }
    }
}
