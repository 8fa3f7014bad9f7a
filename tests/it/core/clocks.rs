//! Time controls told to the core with a clock the test controls: a Fischer
//! game clock (`5+3`) charging each move exactly the time it took and
//! adding the increment, its flag fall; correspondence (`1d`) with one
//! reminder before the deadline, then the flag fall; a flag fall against a
//! side whose opponent cannot win by material, a draw; and a rated flag
//! fall, rated like any other result.

use crate::util::db::{Backend, TestDb};
use crate::util::table::{Table, boards, clock_line, joined, lines};
use damabot::app::{CoreConfig, Platform};
use damabot::delivery::OutBody;
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

/// alice (White, moving first in Russian draughts) and bob in the group
/// "club", on the clock `clock`.
fn opened(clock: &str) -> Table {
    let mut t = Table::new();
    t.say("alice", "club", &format!("/new russian clock {clock}"));
    t.say("bob", "club", "/join");
    t
}

/// `user` plays the first of the numbered legal moves after `secs` seconds
/// of thought (no tick in between: the time is what the move is charged).
fn move_after(t: &mut Table, user: &str, secs: i64) -> Vec<damabot::delivery::Outgoing> {
    t.now += secs * 1000;
    let out = t.say(user, "club", "/m 1");
    assert!(joined(&out).contains("Last move"), "{:?}", lines(&out));
    out
}

#[test]
fn a_fischer_clock_charges_each_move_its_time_adds_the_increment_and_a_flag_fall_loses() {
    let mut t = opened("5+3");
    let out = t.say("carol", "club", "/board");
    assert_eq!(clock_line(&out), "⏱ 5+3: ⚪ 5:00 · ⚫ 5:00");
    // Each move: the mover's time left is 300 s − the time their moves
    // took + 3 s per move made; the other's stands.
    let out = move_after(&mut t, "alice", 10);
    assert_eq!(
        clock_line(&out),
        "⏱ 5+3: ⚪ 4:53 · ⚫ 5:00",
        "300 − 10 + 3 = 293"
    );
    let out = move_after(&mut t, "bob", 20);
    assert_eq!(
        clock_line(&out),
        "⏱ 5+3: ⚪ 4:53 · ⚫ 4:43",
        "300 − 20 + 3 = 283"
    );
    let out = move_after(&mut t, "alice", 30);
    assert_eq!(
        clock_line(&out),
        "⏱ 5+3: ⚪ 4:26 · ⚫ 4:43",
        "293 − 30 + 3 = 266"
    );
    let out = move_after(&mut t, "bob", 5);
    assert_eq!(
        clock_line(&out),
        "⏱ 5+3: ⚪ 4:26 · ⚫ 4:41",
        "283 − 5 + 3 = 281"
    );
    let out = move_after(&mut t, "alice", 0);
    assert_eq!(
        clock_line(&out),
        "⏱ 5+3: ⚪ 4:29 · ⚫ 4:41",
        "266 − 0 + 3 = 269"
    );
    let out = move_after(&mut t, "bob", 0);
    assert_eq!(
        clock_line(&out),
        "⏱ 5+3: ⚪ 4:29 · ⚫ 4:44",
        "281 − 0 + 3 = 284"
    );
    // alice has 269 s: a second before her flag nothing happens (a game
    // clock sends no warnings), and at 269 s it falls.
    assert!(t.advance(268).is_empty());
    let out = t.advance(1);
    let text = joined(&out);
    assert!(text.contains("[club] ⌛ alice ran out of time."), "{text}");
    assert!(
        text.contains("🏆 Black wins: bob. The opponent ran out of time."),
        "{text}"
    );
    // The game is over: its clock runs no more.
    assert!(t.advance(3600).is_empty());
}

/// `answerer` accepts the standing takeback request in "club".
fn accept_takeback(t: &mut Table, answerer: &str) -> Vec<damabot::delivery::Outgoing> {
    let mut accept = t.request(answerer, "club", "/help");
    accept.command = damabot::app::Command::TakebackAnswer(true);
    let out = t.send(&accept);
    assert!(
        joined(&out).contains("the move is taken back"),
        "{:?}",
        lines(&out)
    );
    out
}

#[test]
fn a_takeback_on_a_game_clock_gives_each_player_the_time_of_that_position() {
    let mut t = opened("5+3");
    move_after(&mut t, "alice", 10); // White: 300 − 10 + 3 = 293
    move_after(&mut t, "bob", 20); // Black: 300 − 20 + 3 = 283
    let out = move_after(&mut t, "alice", 30); // White: 293 − 30 + 3 = 266
    assert_eq!(clock_line(&out), "⏱ 5+3: ⚪ 4:26 · ⚫ 4:43");
    // alice takes back her last move; bob, thinking for 40 s, accepts. The
    // position after ply 2 comes back with its times: alice 293 s, bob
    // 283 s, and neither player pays for the time the request took.
    t.now += 20_000;
    t.say("alice", "club", "/takeback");
    t.now += 20_000;
    let out = accept_takeback(&mut t, "bob");
    assert_eq!(clock_line(&out), "⏱ 5+3: ⚪ 4:53 · ⚫ 4:43");
    // alice's clock runs from her 293 s again: her flag falls then.
    assert!(t.advance(292).is_empty());
    assert!(joined(&t.advance(1)).contains("⌛ alice ran out of time."));
}

#[test]
fn a_takeback_to_before_a_players_first_move_gives_back_the_base_time() {
    let mut t = opened("5+3");
    move_after(&mut t, "alice", 10); // White: 293
    move_after(&mut t, "bob", 20); // Black: 283
    move_after(&mut t, "alice", 30); // White: 266
    // bob, to move, takes back his move: alice's answer goes too, back to
    // the position after ply 1, before bob's first move.
    t.now += 5_000;
    t.say("bob", "club", "/takeback");
    let out = accept_takeback(&mut t, "alice");
    assert_eq!(clock_line(&out), "⏱ 5+3: ⚪ 4:53 · ⚫ 5:00");
}

#[test]
fn a_move_within_the_last_second_is_charged_to_the_millisecond() {
    let mut t = opened("1+2");
    t.now += 59_500;
    let out = t.say("alice", "club", "/m 1");
    // 60 s − 59.5 s + 2 s = 2.5 s: shown as 0:02, and the half second is
    // kept: alice's flag falls 2.5 s into her next turn, not 2 s.
    assert_eq!(clock_line(&out), "⏱ 1+2: ⚪ 0:02 · ⚫ 1:00");
    move_after(&mut t, "bob", 1);
    move_after(&mut t, "alice", 0);
    move_after(&mut t, "bob", 1);
    // alice: 2.5 s + 2 s = 4.5 s left.
    t.now += 4_499;
    assert!(t.advance(0).is_empty(), "4.499 s into a 4.5 s turn");
    t.now += 1;
    assert!(joined(&t.advance(0)).contains("⌛ alice ran out of time."));
}

#[test]
fn a_move_after_the_flag_fell_is_not_played_and_meets_the_flag_fall() {
    let mut t = opened("1+0");
    let mut out = Vec::new();
    for user in ["alice", "bob", "alice", "bob"] {
        out = move_after(&mut t, user, 1);
    }
    let last_move = |out: &[damabot::delivery::Outgoing]| {
        let board = boards(out).pop().expect("a board");
        board
            .caption
            .lines()
            .find(|l| l.contains("Last move"))
            .map(str::to_owned)
    };
    let bobs = last_move(&out).expect("bob's move");
    // alice has 58 s; her move comes at 58.001 s, before any clock run.
    t.now += 58_001;
    let out = t.say("alice", "club", "/m 1");
    let text = joined(&out);
    assert!(text.contains("⌛ alice ran out of time."), "{text}");
    assert_eq!(last_move(&out), Some(bobs), "alice's move was not played");
    assert!(
        text.contains("🏆 Black wins: bob. The opponent ran out of time."),
        "{text}"
    );
}

#[test]
fn correspondence_reminds_the_player_to_move_once_then_their_flag_falls() {
    let mut t = opened("1d");
    let out = t.say("carol", "club", "/board");
    assert_eq!(clock_line(&out), "⏱ 1 day per move.");
    // Four moves, each well inside its day, so that the flag fall counts.
    for user in ["alice", "bob", "alice", "bob"] {
        move_after(&mut t, user, 3600);
    }
    // alice's day runs from her turn's start: the reminder comes when a
    // quarter of it (6 h) is left, not before.
    assert!(t.advance(18 * 3600 - 1).is_empty(), "6 h and 1 s left");
    let out = t.advance(1);
    assert_eq!(
        lines(&out),
        ["[club] ⏰ alice, your move: 6 hours left before you lose on time."]
    );
    // Once per move.
    assert!(t.advance(3600).is_empty());
    assert!(
        t.advance(5 * 3600 - 1).is_empty(),
        "a second before the deadline"
    );
    let text = joined(&t.advance(1));
    assert!(text.contains("⌛ alice ran out of time."), "{text}");
    assert!(
        text.contains("🏆 Black wins: bob. The opponent ran out of time."),
        "{text}"
    );
}

#[test]
fn the_correspondence_reminder_pings_the_player_to_move_where_pings_notify() {
    let mut t = Table::new();
    t.platform = Platform::Telegram;
    t.say("alice", "club", "/new russian clock 2d");
    t.say("bob", "club", "/join");
    move_after(&mut t, "alice", 60);
    // bob's two days: reminded when half a day (12 h) is left.
    assert!(t.advance(36 * 3600 - 1).is_empty());
    let out = t.advance(1);
    let pings: Vec<(&str, &str)> = out
        .iter()
        .filter_map(|o| match &o.body {
            OutBody::Ping { text, user, .. } => Some((user.as_str(), text.as_str())),
            _ => None,
        })
        .collect();
    assert_eq!(
        pings,
        [(
            "bob",
            "⏰ bob, your move: 12 hours left before you lose on time."
        )],
        "{:?}",
        lines(&out)
    );
}

#[test]
fn a_flag_fall_against_a_lone_king_the_rules_draw_is_a_draw() {
    // Russian draughts: two white kings against a lone black king, an
    // ending the FMJD-64 rules draw after five moves (VARIANTS.md); the
    // lone king cannot win it.
    let mut t = Table::new();
    t.say(
        "alice",
        "club",
        "/new russian fen W:WKa1,Kc1:BKh2 clock 1+0",
    );
    t.say("bob", "club", "/join");
    for (user, mv) in [
        ("alice", "a1-b2"),
        ("bob", "h2-g1"),
        ("alice", "b2-a1"),
        ("bob", "g1-h2"),
    ] {
        let out = t.say(user, "club", &format!("/m {mv}"));
        assert!(joined(&out).contains("Last move"), "{:?}", lines(&out));
    }
    // White, with the material to win, runs out of time: a draw.
    let text = joined(&t.advance(60));
    assert!(text.contains("⌛ alice ran out of time."), "{text}");
    assert!(
        text.contains(
            "🤝 Draw. One side ran out of time, but the other could not win with the material left."
        ),
        "{text}"
    );
}

#[test]
fn a_flag_fall_of_the_lone_king_loses() {
    // The same ending, the lone king's side out of time: the kings' side
    // can win, so it does.
    let mut t = Table::new();
    t.say(
        "alice",
        "club",
        "/new russian fen W:WKa1,Kc1:BKh2 clock 1+0",
    );
    t.say("bob", "club", "/join");
    for (user, mv) in [
        ("alice", "a1-b2"),
        ("bob", "h2-g1"),
        ("alice", "b2-a1"),
        ("bob", "g1-h2"),
        ("alice", "a1-b2"),
    ] {
        t.say(user, "club", &format!("/m {mv}"));
    }
    let text = joined(&t.advance(60));
    assert!(text.contains("⌛ bob ran out of time."), "{text}");
    assert!(
        text.contains("🏆 White wins: alice. The opponent ran out of time."),
        "{text}"
    );
}

#[test]
fn a_rated_flag_fall_moves_the_ratings_like_any_win() {
    let mut t = Table::new();
    let out = t.say("alice", "alice", "/room russian rated clock 1+0");
    let OutBody::Text { text: code, .. } = &out[1].body else {
        panic!("the code comes as its own message: {:?}", lines(&out));
    };
    let code = code.clone();
    t.say("bob", "bob", &format!("/join {code}"));
    for (user, secs) in [("alice", 1), ("bob", 1), ("alice", 1), ("bob", 1)] {
        t.now += secs * 1000;
        let out = t.say(user, user, "/m 1");
        assert!(joined(&out).contains("Last move"), "{:?}", lines(&out));
    }
    let text = joined(&t.advance(60));
    assert!(text.contains("⌛ alice ran out of time."), "{text}");
    let fresh = Glicko2Rating::new();
    let (won, lost) = glicko2(&fresh, &fresh, &Outcomes::WIN, &Glicko2Config::new());
    let winner = format!("bob: rating 1500? → {}? (", won.rating.round() as i64);
    let loser = format!("alice: rating 1500? → {}? (", lost.rating.round() as i64);
    assert!(text.contains(&winner), "{winner}: {text}");
    assert!(text.contains(&loser), "{loser}: {text}");
}

/// A tick the database does not take is reported failed (the runtime
/// counts it as `damabot_errors_total{kind="tick"}`), and it decides
/// nothing: the flag falls at the first tick the database takes again.
#[test]
fn a_clock_tick_the_database_refuses_is_reported_and_the_next_one_makes_up_for_it() {
    let db = TestDb::new(Backend::from_env());
    let mut t = Table::with(db.open(), CoreConfig::default());
    t.say("alice", "club", "/new russian clock 5+3");
    t.say("bob", "club", "/join");
    let ok = t.core.tick(t.now);
    assert!(!ok.tick_failed, "a tick over a working database");

    db.execute("ALTER TABLE games RENAME TO games_away");
    t.now += 301 * 1000;
    let failed = t.core.tick(t.now);
    assert!(failed.tick_failed, "the games table is gone");
    assert!(failed.parcels.is_empty(), "nothing decided: {failed:?}");

    db.execute("ALTER TABLE games_away RENAME TO games");
    let text = joined(&t.advance(1));
    assert!(text.contains("[club] ⌛ alice ran out of time."), "{text}");
}
