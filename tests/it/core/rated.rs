//! Rated play with a controllable clock: queue pairing, the bot fill-in,
//! Glicko-2 ratings with mars, streaks, and turn clocks (warning, automatic
//! move, forfeit after three time-outs, surviving a restart).

use crate::util::table::{Table, boards, clock_line, joined, lines};
use damabot::app::{CoreConfig, Platform, UserInfo, UserKey};
use damabot::domain::Standing;
use damabot::store::Store;
use draughts::Variant;
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
use std::time::Duration;

fn standing(t: &mut Table, _user: &str) -> String {
    joined(&t.say(_user, _user, "/stats"))
}

/// alice and bob, each in their private chat, paired in the Turkish queue.
fn paired() -> Table {
    let mut t = Table::new();
    let out = t.say("alice", "alice", "/play turkish");
    assert_eq!(
        lines(&out),
        [
            "[alice] You are in the Turkish dama queue (60 s per move). If no player comes within 10 seconds, a bot takes the seat. /cancel to leave."
        ]
    );
    let out = t.say("bob", "bob", "/play turkish");
    let text = joined(&out);
    assert!(
        text.contains("[alice] ⚔️ Rated Turkish dama: ⚪ alice vs ⚫ bob"),
        "{text}"
    );
    assert!(
        text.contains("[bob] ⚔️ Rated Turkish dama: ⚪ alice vs ⚫ bob"),
        "{text}"
    );
    let b = boards(&out);
    assert_eq!(b.len(), 2, "one board in each player's chat");
    // Each player sees the board from their own side.
    assert!(
        b[0].ascii.starts_with("   a b c d e f g h"),
        "{}",
        b[0].ascii
    );
    assert!(
        b[1].ascii.starts_with("   h g f e d c b a"),
        "{}",
        b[1].ascii
    );
    t
}

#[test]
fn two_waiting_humans_are_paired_and_moves_reach_both_chats() {
    let mut t = paired();
    let out = t.say("alice", "alice", "/m d3-d4");
    let chats: Vec<&str> = out.iter().map(|o| o.chat.id.as_str()).collect();
    assert_eq!(chats, ["alice", "bob"]);
    assert_eq!(
        lines(&t.say("bob", "bob", "/cancel")),
        ["[bob] You are not waiting in any queue."]
    );
}

#[test]
fn the_queue_pairs_only_players_who_chose_the_same_clock() {
    let mut t = Table::new();
    assert_eq!(
        lines(&t.say("alice", "alice", "/play turkish clock 5+3")),
        [
            "[alice] You are in the Turkish dama queue (5+3). If no player comes within 10 seconds, a bot takes the seat. /cancel to leave."
        ]
    );
    // bob has alice's variant and rating, but not her clock.
    assert_eq!(
        lines(&t.say("bob", "bob", "/play turkish")),
        [
            "[bob] You are in the Turkish dama queue (60 s per move). If no player comes within 10 seconds, a bot takes the seat. /cancel to leave."
        ]
    );
    let out = t.say("carol", "carol", "/play turkish clock 5+3");
    assert!(
        joined(&out).contains("⚔️ Rated Turkish dama: ⚪ alice vs ⚫ carol"),
        "{:?}",
        lines(&out)
    );
    assert_eq!(clock_line(&out), "⏱ 5+3: ⚪ 5:00 · ⚫ 5:00");
    // `clock 60` is the rated clock bob got by naming none.
    let out = t.say("dave", "dave", "/play turkish clock 60");
    assert!(
        joined(&out).contains("⚔️ Rated Turkish dama: ⚪ bob vs ⚫ dave"),
        "{:?}",
        lines(&out)
    );
    assert_eq!(clock_line(&out), "⏱ 60 s per move.");
}

#[test]
fn the_bot_fills_in_under_the_clock_the_player_queued_for() {
    let mut t = Table::new();
    t.say("alice", "alice", "/play dameo clock 1d");
    let out = t.advance(11);
    assert!(
        joined(&out).contains("⚔️ Rated Dameo: ⚪ alice vs ⚫ 🤖 Bot (level 3)"),
        "{:?}",
        lines(&out)
    );
    assert_eq!(clock_line(&out), "⏱ 1 day per move.");
    // A day to move: an hour later nothing has been played for alice.
    assert!(t.advance(3600).is_empty());
    let out = t.say("alice", "alice", "/board");
    assert_eq!(clock_line(&out), "⏱ 1 day per move.");
}

#[test]
fn a_bad_clock_is_refused_and_nobody_is_queued() {
    let mut t = Table::new();
    let out = t.say("alice", "alice", "/play turkish clock 5+");
    assert!(
        joined(&out).contains("A clock of \"5+\" is not possible"),
        "{:?}",
        lines(&out)
    );
    assert_eq!(
        lines(&t.say("alice", "alice", "/cancel")),
        ["[alice] You are not waiting in any queue."]
    );
}

#[test]
fn the_closest_rating_is_paired_first() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("q.sqlite3");
    let mut store = Store::open(&path).expect("open");
    let now = crate::util::table::T0;
    store
        .write(|tx| {
            for (name, rating) in [("weak", 1100.0), ("strong", 1900.0), ("me", 1800.0)] {
                let user = tx.upsert_user(
                    &UserInfo {
                        key: UserKey::new(Platform::Console, name),
                        name: name.into(),
                        language_code: None,
                    },
                    now,
                )?;
                let mut s = Standing::fresh(user.id, Variant::Persian);
                s.rating = rating;
                tx.save_standing(&s, now)?;
            }
            Ok::<_, damabot::store::StoreError>(())
        })
        .expect("seed ratings");
    let mut t = Table::with(store, CoreConfig::default());
    t.say("weak", "weak", "/play persian");
    t.say("strong", "strong", "/play persian");
    let out = t.say("me", "me", "/play persian");
    assert!(
        joined(&out).contains("⚪ strong vs ⚫ me"),
        "{:?}",
        lines(&out)
    );
    // weak still waits, and gets the bot after the wait: the strongest
    // level rated at most 1100 - 350 (level 1, 800).
    let out = t.advance(11);
    assert!(
        joined(&out).contains("⚪ weak vs ⚫ 🤖 Bot (level 1)"),
        "{:?}",
        lines(&out)
    );
}

#[test]
fn the_bot_takes_the_seat_after_the_wait() {
    let mut t = Table::new();
    t.say("alice", "alice", "/play dameo");
    assert!(t.advance(9).is_empty(), "nothing before the wait is over");
    let out = t.advance(2);
    let text = joined(&out);
    assert!(
        text.contains("⚔️ Rated Dameo: ⚪ alice vs ⚫ 🤖 Bot (level 3)"),
        "{text}"
    );
    assert!(text.contains("White to move: alice"), "{text}");
    assert_eq!(
        lines(&t.say("alice", "alice", "/cancel")),
        ["[alice] You are not waiting in any queue."]
    );
}

#[test]
fn a_loss_to_the_bot_is_rated_against_the_levels_fixed_rating() {
    let mut t = Table::new();
    t.say("alice", "alice", "/play turkish");
    t.advance(11);
    // Two moves each (the bot answers at once), so that the game counts.
    for _ in 0..2 {
        t.say("alice", "alice", "/m 1");
    }
    let out = t.say("alice", "alice", "/resign");
    // A newcomer meets level 3, rated 1100.
    let bot = Glicko2Rating {
        rating: 1100.0,
        deviation: 50.0,
        volatility: 0.06,
    };
    let config = Glicko2Config::new();
    // Four plies are too few for a mars: one loss for alice, against the
    // bot's unchanged level-3 rating.
    let expected = glicko2(&Glicko2Rating::new(), &bot, &Outcomes::LOSS, &config).0;
    let text = joined(&out);
    assert!(!text.contains("Mars"), "{text}");
    let new = expected.rating.round() as i64;
    let delta = (expected.rating - 1500.0).round() as i64;
    // A game this short pays no coins, and one game leaves the rating
    // provisional.
    assert!(
        text.contains(&format!("alice: rating 1500? → {new}? ({delta}), 0 coins.")),
        "{text}"
    );
    assert!(standing(&mut t, "alice").contains(&format!("rating {new}? ±")));
}

#[test]
fn a_mars_win_counts_as_two_wins() {
    let mut t = paired();
    t.play_first_moves([("alice", "alice"), ("bob", "bob")], 10);
    let out = t.say("bob", "bob", "/resign");
    let config = Glicko2Config::new();
    let fresh = Glicko2Rating::new();
    let (once_w, once_l) = glicko2(&fresh, &fresh, &Outcomes::WIN, &config);
    let (twice_w, _) = glicko2(&once_w, &once_l, &Outcomes::WIN, &config);
    let text = joined(&out);
    assert!(text.contains("⭐ Mars!"), "{text}");
    let winner = format!("alice: rating 1500? → {}?", twice_w.rating.round() as i64);
    assert!(text.contains(&winner), "{text}");
    assert!(
        text.contains("20 coins"),
        "a mars win earns 10 + 10: {text}"
    );
    assert!(standing(&mut t, "alice").contains("mars 1"));
}

#[test]
fn streaks_grow_with_wins_and_reset_with_a_loss() {
    // Casual games count in the record too (only ratings need rated games).
    let mut t = Table::new();
    for loser in ["bob", "bob", "alice", "bob"] {
        t.say("alice", "club", "/new english");
        t.say("bob", "club", "/join");
        t.play_first_moves([("alice", "club"), ("bob", "club")], 4);
        t.say(loser, "club", "/resign");
    }
    let text = standing(&mut t, "alice");
    assert!(
        text.contains("4 games, 3 W / 1 L / 0 D (75%), streak 1 (best 2)"),
        "{text}"
    );
    assert!(
        text.contains("rating 1500? ±350"),
        "casual games leave the rating alone: {text}"
    );
    let text = standing(&mut t, "bob");
    assert!(
        text.contains("4 games, 1 W / 3 L / 0 D (25%), streak 0 (best 1)"),
        "{text}"
    );
    let out = t.say("carol", "club", "/stats english");
    let text = joined(&out);
    assert!(text.contains("4 finished games"), "{text}");
    // English: Black moves first, so the creator alice played Black.
    assert!(text.contains("⚫ Black wins: 3 (75%)"), "{text}");
    assert!(text.contains("⚪ White wins: 1 (25%)"), "{text}");
}

#[test]
fn leaderboards_rank_rated_players_here_and_everywhere() {
    let mut t = paired();
    t.play_first_moves([("alice", "alice"), ("bob", "bob")], 4);
    t.say("bob", "bob", "/resign");
    let out = t.say("alice", "alice", "/top turkish");
    let text = joined(&out);
    assert!(text.contains("[alice] 1. alice: "), "{text}");
    assert!(text.contains("[alice] 2. bob: "), "{text}");
    assert!(text.contains("Your rank: 1."), "{text}");
    let out = t.say("carol", "carol", "/top turkish");
    let text = joined(&out);
    assert!(
        text.contains("(nobody rated yet)"),
        "carol's chat saw no game: {text}"
    );
    assert!(
        text.contains("You are not ranked yet: play a rated game with /play turkish."),
        "{text}"
    );
}

#[test]
fn a_time_out_plays_a_move_and_three_in_a_row_forfeit() {
    let mut t = paired();
    let out = t.advance(46);
    assert!(
        joined(&out).contains("⏳ alice, 14 seconds left to move."),
        "{:?}",
        lines(&out)
    );
    let out = t.advance(15);
    let text = joined(&out);
    assert!(
        text.contains("⌛ alice ran out of time, so I played "),
        "{text}"
    );
    assert!(
        text.contains(" for them (1 of 3 time-outs in a row)."),
        "{text}"
    );
    assert!(text.contains("Black to move: bob"), "{text}");
    t.say("bob", "bob", "/m 1");
    let out = t.advance(61);
    assert!(
        joined(&out).contains("(2 of 3 time-outs in a row)"),
        "{:?}",
        lines(&out)
    );
    t.say("bob", "bob", "/m 1");
    let out = t.advance(61);
    let text = joined(&out);
    assert!(
        text.contains("⌛ alice ran out of time 3 times in a row and forfeits the game."),
        "{text}"
    );
    assert!(
        text.contains("🏆 Black wins: bob. The opponent ran out of time too often."),
        "{text}"
    );
}

#[test]
fn clocks_resume_after_a_restart() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("clock.sqlite3");
    let mut t = Table::with(Store::open(&path).expect("open"), CoreConfig::default());
    t.say("alice", "club", "/new persian clock 30");
    t.say("bob", "club", "/join");
    let now = t.now;
    drop(t);
    let mut t = Table::with(Store::open(&path).expect("reopen"), CoreConfig::default());
    t.now = now;
    assert!(t.advance(10).is_empty());
    let out = t.advance(21);
    assert!(
        joined(&out).contains("alice ran out of time, so I played"),
        "{:?}",
        lines(&out)
    );
}

#[test]
fn a_thinking_bot_whose_clock_runs_out_is_not_asked_twice_and_its_answer_still_counts() {
    let mut t = Table::new();
    t.say("alice", "alice", "/play english");
    t.advance(11);
    t.hold_ai = true;
    let out = t.say("alice", "alice", "/m 1");
    assert!(joined(&out).contains("Last move"), "{:?}", lines(&out));
    assert_eq!(t.jobs.len(), 1, "the bot thinks");
    // The bot's clock runs out while it thinks: it is asked again for the
    // same position (the runtime runs one search per game), and the game's
    // version does not move, so the first answer is not made stale.
    t.advance(61);
    assert_eq!(t.jobs.len(), 2);
    let versions: Vec<i64> = t
        .jobs
        .iter()
        .map(|damabot::app::Job::Think { version, .. }| *version)
        .collect();
    assert_eq!(versions[0], versions[1]);
    let damabot::app::Job::Think {
        game,
        version,
        state,
        level,
        seed,
        ..
    } = t.jobs.remove(0);
    let mv = draughts_ai::choose(&state, level, seed).expect("a move");
    let now = t.now;
    let answer = t.core.bot_moved(game, version, &mv, now);
    let out = t.pump(answer);
    assert!(
        joined(&out).contains("Black to move: alice")
            || joined(&out).contains("White to move: alice"),
        "the bot's first answer was played: {:?}",
        lines(&out)
    );
}

/// Several instances share one database, and their clocks run at the same
/// moment once the wait is over: the waiting player gets one bot game,
/// whichever instance seats the bot (on PostgreSQL the other one finds the
/// queue entry taken and runs its tick again).
#[test]
fn two_instances_ticking_at_once_seat_the_bot_once() {
    for db in crate::util::db::TestDb::both() {
        let instance = |name: &str| Table::instance(db.open(), name);
        let mut a = instance("a");
        a.say("alice", "alice", "/play dameo");
        let mut b = instance("b");
        let mut c = instance("c");
        b.now = a.now;
        c.now = a.now;
        let start = std::sync::Barrier::new(2);
        let outs: Vec<String> = std::thread::scope(|s| {
            let ticks: Vec<_> = [&mut b, &mut c]
                .into_iter()
                .map(|t| {
                    let start = &start;
                    s.spawn(move || {
                        start.wait();
                        joined(&t.advance(11))
                    })
                })
                .collect();
            ticks
                .into_iter()
                .map(|tick| tick.join().expect("a tick"))
                .collect()
        });
        let seated = outs
            .iter()
            .map(|text| {
                text.matches("⚔️ Rated Dameo: ⚪ alice vs ⚫ 🤖 Bot")
                    .count()
            })
            .sum::<usize>();
        assert_eq!(seated, 1, "{db:?}: {outs:?}");
        assert_eq!(
            db.integer("SELECT COUNT(*) FROM games WHERE mode = 'matched'"),
            Some(1),
            "{db:?}"
        );
        assert_eq!(db.integer("SELECT COUNT(*) FROM queue"), Some(0), "{db:?}");
    }
}

/// On a game clock the bot budgets its time: about a thirtieth of what it
/// has left plus three quarters of the increment, never more than its
/// level's own limit ([`damabot::domain::TimeControl::bot_think_ms`]).
#[test]
fn a_bot_short_of_time_on_a_game_clock_thinks_for_less() {
    let mut t = Table::new();
    t.say("alice", "alice", "/play dameo clock 1+0");
    let out = t.advance(11);
    assert!(
        joined(&out).contains("🤖 Bot (level 3)"),
        "{:?}",
        lines(&out)
    );
    t.hold_ai = true;
    t.say("alice", "alice", "/m 1");
    let movetime = |job: &damabot::app::Job| {
        let damabot::app::Job::Think { movetime, .. } = job;
        *movetime
    };
    // A minute on its clock: 2 s by the rule, so the level's 100 ms.
    assert_eq!(movetime(&t.jobs[0]), Duration::from_millis(100));
    // The bot spends 58 s of its minute on that move: 2 s are left.
    t.now += 58_000;
    let job = t.jobs.remove(0);
    let out = t.answer(&job);
    assert!(joined(&out).contains("Last move"), "{:?}", lines(&out));
    t.say("alice", "alice", "/m 1");
    assert_eq!(t.jobs.len(), 1);
    // 2 000 ms / 30 = 66 ms, less than the level allows.
    assert_eq!(movetime(&t.jobs[0]), Duration::from_millis(66));
}
