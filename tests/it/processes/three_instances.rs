//! Three instances, one database: three processes of the real binary share
//! one PostgreSQL database and serve one Telegram webhook, and the fake Bot
//! API posts the updates to them round-robin.
//!
//! A hundred games of 20 plies run at once, each in its own chat: casual
//! games in groups (every third with a per-move clock that never runs out),
//! a few casual games whose 10 s clock is let run out once (played first,
//! to the end, before the others load the machine), and rated games paired
//! through the queue from players' private chats. Halfway through, the
//! instance that just acknowledged an update is killed with SIGKILL; the
//! other two take its share of the updates and, once its lease ran out,
//! deliver the replies it owed.
//!
//! Afterwards, from the database and the fake's calls: every game's stored
//! moves are the moves sent, in order, exactly once; each clock that was let
//! run out fired once (one time-out move, one notice) and no other did; each
//! queued player is in exactly one rated game; every board a game step
//! waited for arrived, and the replies the killed instance owed were
//! delivered by another one; and each chat's boards arrived in ply order
//! (a board sent again after the kill may repeat the newest one, never
//! follow a later one: of the boards of one game a chat was owed, only the
//! newest is sent again), whichever instances wrote and sent them.

use std::collections::{BTreeMap, HashSet};
use std::process::Child;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime};

use damabot::domain::clock::MIN_CLOCK_SECS;
use serde_json::Value;

use crate::util::english_win::{WIN, stored_line};
use crate::util::fake_telegram::{FakeTelegram, Webhook, text_message, user_json};
use crate::util::free_port;
use crate::util::instances::{
    self, Bots, Logs, Moves, PATIENCE, SECRET, board_line, group, launch, moves_of, player, query,
    until,
};
use crate::util::postgres::{LOG_DELIVERIES, fresh_database};
use crate::util::telegram::is_board_method;

/// Plies every game plays.
const PLIES: usize = 20;
/// Casual games in groups; every third has a clock of [`LONG_CLOCK`].
const CASUAL: i64 = 80;
/// Casual games whose shortest clock runs out once, before the last ply.
const TIMED_OUT: i64 = 4;
/// Rated games, paired through the queue.
const RATED: i64 = 16;
/// A per-move clock no step comes near.
const LONG_CLOCK: u32 = 120;
/// The instances' names; the second one is killed.
const INSTANCES: [&str; 3] = ["a", "b", "c"];
const VICTIM: usize = 1;
/// The victim's claims lapse this long after its death.
const LEASE_SECS: u32 = 5;
/// All games together take about 30 s; past this, the test stops with what
/// each unfinished chat was doing instead of waiting on.
const PLAY_LIMIT: Duration = Duration::from_secs(600);

/// The processes, the fake, the webhook and the kill switch the games share.
struct Cluster {
    fake: FakeTelegram,
    hook: Webhook,
    bots: Mutex<Bots>,
    url: String,
    /// Game steps done, and the number after which the victim dies.
    done: AtomicUsize,
    half: usize,
    killed: AtomicBool,
    /// The outbox items the victim held when it died.
    owed: Mutex<Vec<i64>>,
    /// Updates each instance acknowledged.
    taken: [AtomicUsize; 3],
    /// What each chat's game is doing now, while it is in a step.
    doing: Mutex<BTreeMap<i64, String>>,
}

impl Cluster {
    /// Posts `text` from `who` in `chat` (subscribed to the feed first),
    /// kills the victim if it took the update past halfway, then waits for
    /// the board in `chat` whose caption has the line `shown`.
    async fn step(&self, chat: i64, message_id: i64, who: &Value, text: &str, shown: &str) {
        let mut feed = self.fake.watch();
        self.post(chat, message_id, who, text).await;
        self.note(chat, Some(format!("waiting for '{shown}' after {text}")));
        until(
            &mut feed,
            &format!("'{shown}' in {chat} after {text}"),
            |s| board_line(s, chat, shown),
        )
        .await;
        self.note(chat, None);
        self.done.fetch_add(1, Ordering::Relaxed);
    }

    /// Notes what `chat`'s game is doing now, or that it is between steps.
    fn note(&self, chat: i64, what: Option<String>) {
        let mut doing = self.doing.lock().expect("the steps");
        match what {
            Some(what) => doing.insert(chat, what),
            None => doing.remove(&chat),
        };
    }

    /// Posts a text message through the webhook.
    async fn post(&self, chat: i64, message_id: i64, who: &Value, text: &str) {
        let update = self
            .fake
            .update("message", text_message(message_id, chat, who, text, None));
        self.note(chat, Some(format!("posting {text}")));
        let at = self.hook.post(&update, PATIENCE).await;
        self.taken[at].fetch_add(1, Ordering::Relaxed);
        if at == VICTIM
            && self.done.load(Ordering::Relaxed) >= self.half
            && !self.killed.swap(true, Ordering::SeqCst)
        {
            self.note(chat, Some(format!("killing the victim after {text}")));
            self.kill_victim().await;
        }
        self.note(chat, None);
    }

    /// SIGKILLs the victim right after it acknowledged an update, whose
    /// replies it most likely still owes, and notes what it owed.
    async fn kill_victim(&self) {
        {
            let mut bots = self.bots.lock().expect("the processes");
            bots.0[VICTIM].kill().expect("SIGKILL");
            bots.0[VICTIM].wait().expect("the victim is reaped");
        }
        let owed = query(&self.url, |db| {
            db.query(
                "SELECT id FROM outbox WHERE claimed_by = $1 AND settled_at IS NULL",
                &[&INSTANCES[VICTIM]],
            )
            .expect("the victim's claims")
            .iter()
            .map(|r| r.get::<_, i64>(0))
            .collect::<Vec<i64>>()
        })
        .await;
        println!(
            "killed instance {} after {} steps; it owed {} replies",
            INSTANCES[VICTIM],
            self.done.load(Ordering::Relaxed),
            owed.len()
        );
        *self.owed.lock().expect("the owed list") = owed;
    }
}

/// How far the wall clock, which the bots' deadlines are read against,
/// moved beside the monotonic one since the test started: a jump (a
/// virtual machine's clock set after a pause) would fire clocks early.
fn wall_clock_jump(started: Instant, wall_started: SystemTime) -> String {
    let wall = SystemTime::now()
        .duration_since(wall_started)
        .map_or(-1.0, |d| d.as_secs_f64());
    let monotonic = started.elapsed().as_secs_f64();
    format!("the wall clock moved {wall:.3} s while the monotonic one moved {monotonic:.3} s")
}

/// What the game in group `g` does.
#[derive(Clone, Copy, PartialEq)]
enum Casual {
    Plain,
    Clocked,
    TimesOut,
}

fn casual_kind(g: i64) -> Casual {
    if g >= CASUAL {
        Casual::TimesOut
    } else if g % 3 == 0 {
        Casual::Clocked
    } else {
        Casual::Plain
    }
}

/// Plays a casual game in its group. A game that times out plays all
/// plies but the last, lets the clock play that one, and then Black, to
/// move, resigns.
async fn casual(cluster: &Cluster, g: i64) {
    let chat = group(g);
    let kind = casual_kind(g);
    let new = match kind {
        Casual::Plain => "/new english".to_owned(),
        Casual::Clocked => format!("/new english clock {LONG_CLOCK}"),
        Casual::TimesOut => format!("/new english clock {MIN_CLOCK_SECS}"),
    };
    let black = player(g, 0);
    let white = player(g, 1);
    cluster
        .step(chat, 1, &black, &new, "Waiting for an opponent: /join")
        .await;
    cluster
        .step(chat, 2, &white, "/join", "Black to move: Black")
        .await;
    let ours = if kind == Casual::TimesOut {
        PLIES - 1
    } else {
        PLIES
    };
    // Watching from before the last ply: the clock starts with its board.
    let mut feed = cluster.fake.watch();
    for (ply, mv) in WIN.iter().enumerate().take(ours) {
        let id = i64::try_from(ply).unwrap_or(0) + 3;
        let who = player(g, ply);
        cluster
            .step(
                chat,
                id,
                &who,
                &format!("/m {mv}"),
                &format!("Last move: {mv}"),
            )
            .await;
    }
    if kind == Casual::TimesOut {
        until(&mut feed, &format!("the time-out notice in {chat}"), |s| {
            s.ok && s.chat == Some(chat)
                && s.text
                    .as_deref()
                    .is_some_and(|t| t.contains("ran out of time"))
        })
        .await;
        cluster.post(chat, 100, &black, "/resign").await;
    }
}

/// Both players of rated pair `p` queue from their private chats.
fn rated_user(p: i64, second: bool) -> i64 {
    500_000 + p * 2 + i64::from(second)
}

/// Plays a rated game between `black` and `white` (user ids, which are
/// also their private chats): each move from the mover's own chat, waiting
/// for its board there.
async fn rated(cluster: &Cluster, black: i64, white: i64) {
    for (ply, mv) in WIN.iter().enumerate().take(PLIES) {
        let id = 10 + i64::try_from(ply).unwrap_or(0);
        let me = if ply.is_multiple_of(2) { black } else { white };
        let who = user_json(me, &format!("P{me}"), "en");
        cluster
            .step(
                me,
                id,
                &who,
                &format!("/m {mv}"),
                &format!("Last move: {mv}"),
            )
            .await;
    }
}

/// A group, its games (id, status) and the first game's moves.
type GroupGames = (i64, Vec<(i64, String)>, Moves);

/// The games shown in a chat, with their status.
fn games_in(db: &mut postgres::Client, chat: i64) -> Vec<(i64, String)> {
    db.query(
        "SELECT g.id, g.status FROM games g JOIN game_chats gc ON gc.game_id = g.id
         JOIN chats c ON c.id = gc.chat_id
         WHERE c.platform = 'telegram' AND c.platform_id = $1 ORDER BY g.id",
        &[&chat.to_string()],
    )
    .expect("the chat's games")
    .iter()
    .map(|r| (r.get(0), r.get(1)))
    .collect()
}

/// The rated games as (black, white) Telegram user ids; `None` for a seat
/// without a human.
fn rated_games(db: &mut postgres::Client) -> Vec<(Option<i64>, Option<i64>)> {
    let id = |s: Option<String>| s.and_then(|s| s.parse().ok());
    db.query(
        "SELECT ub.platform_id, uw.platform_id FROM games g
         LEFT JOIN users ub ON ub.id = g.black LEFT JOIN users uw ON uw.id = g.white
         WHERE g.mode = 'matched' ORDER BY g.id",
        &[],
    )
    .expect("the rated games")
    .iter()
    .map(|r| (id(r.get(0)), id(r.get(1))))
    .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_instances_share_one_database_and_survive_a_kill() {
    let started = Instant::now();
    let wall_started = SystemTime::now();
    let url = tokio::task::spawn_blocking(fresh_database)
        .await
        .expect("a database");
    instances::migrate(&url);
    query(&url, |db| {
        db.batch_execute(LOG_DELIVERIES).expect("the delivery log")
    })
    .await;

    let fake = FakeTelegram::start().await;
    let logs = Logs::new();
    let ports: Vec<u16> = INSTANCES.iter().map(|_| free_port()).collect();
    let env = [
        ("DAMABOT_LEASE_SECS", LEASE_SECS.to_string()),
        ("DAMABOT_TURN_SECS", LONG_CLOCK.to_string()),
        // Every queued player has a human partner: the bot never fills in.
        ("DAMABOT_MATCH_WAIT_SECS", "3600".to_owned()),
    ];
    let bots: Vec<Child> = INSTANCES
        .iter()
        .zip(&ports)
        .map(|(name, port)| launch(&fake, &url, name, *port, logs.path(), &env))
        .collect();
    instances::wait_serving(&fake, INSTANCES.len()).await;
    println!("three instances serving after {:?}", started.elapsed());

    // Steps that wait for a board: new, join and the plies of casual games
    // (one ply fewer where the clock plays it), the plies of rated ones.
    let count = |n: i64| usize::try_from(n).unwrap_or(0);
    let total = count(CASUAL) * (PLIES + 2) + count(TIMED_OUT) * (PLIES + 1) + count(RATED) * PLIES;
    let cluster = Arc::new(Cluster {
        hook: Webhook::new(
            ports
                .iter()
                .map(|p| format!("http://127.0.0.1:{p}/hook"))
                .collect(),
            SECRET,
        ),
        fake,
        bots: Mutex::new(Bots(bots)),
        url: url.clone(),
        done: AtomicUsize::new(0),
        half: total / 2,
        killed: AtomicBool::new(false),
        owed: Mutex::new(Vec::new()),
        taken: Default::default(),
        doing: Mutex::default(),
    });

    // The games whose clock runs out are played first, to the end, before
    // the other games load the machine: their 10 s clock races each step
    // (one slower than it, seen on a machine loaded many times over, lets
    // the clock play a ply early) and Black's resignation after the
    // time-out (a slow one lets the clock play again).
    futures::future::join_all((CASUAL..CASUAL + TIMED_OUT).map(|g| casual(&cluster, g))).await;

    // The rated queue: everyone queues at once; who meets whom is the
    // queue's choice, read back from the database.
    let queued: Vec<i64> = (0..RATED)
        .flat_map(|p| [rated_user(p, false), rated_user(p, true)])
        .collect();
    let queue = queued.iter().map(|&user| {
        let cluster = Arc::clone(&cluster);
        async move {
            let mut feed = cluster.fake.watch();
            let who = user_json(user, &format!("P{user}"), "en");
            cluster.post(user, 1, &who, "/play english").await;
            until(&mut feed, &format!("a rated board for {user}"), |s| {
                s.ok && is_board_method(&s.method) && s.chat == Some(user)
            })
            .await;
        }
    });
    // Casual games start meanwhile.
    let casuals = (0..CASUAL).map(|g| {
        let cluster = Arc::clone(&cluster);
        tokio::spawn(async move { casual(&cluster, g).await })
    });
    let casuals: Vec<_> = casuals.collect();
    futures::future::join_all(queue).await;
    let pairs = query(&url, rated_games).await;
    assert_eq!(pairs.len(), queued.len() / 2, "one rated game per pair");
    let mut seated: BTreeMap<i64, usize> = BTreeMap::new();
    for (black, white) in &pairs {
        for seat in [black, white] {
            let user = seat.expect("a human in every rated seat");
            *seated.entry(user).or_default() += 1;
        }
    }
    let expected: BTreeMap<i64, usize> = queued.iter().map(|&u| (u, 1)).collect();
    assert_eq!(seated, expected, "each queued player is in one rated game");
    let rateds: Vec<_> = pairs
        .iter()
        .map(|&(black, white)| {
            let cluster = Arc::clone(&cluster);
            let (black, white) = (black.unwrap_or(0), white.unwrap_or(0));
            tokio::spawn(async move { rated(&cluster, black, white).await })
        })
        .collect();
    let games = async {
        for game in casuals.into_iter().chain(rateds) {
            game.await.expect("a game ran to its end");
        }
    };
    if tokio::time::timeout(PLAY_LIMIT, games).await.is_err() {
        let doing = cluster.doing.lock().expect("the steps").clone();
        panic!("the games did not end within {PLAY_LIMIT:?}; unfinished chats: {doing:?}");
    }
    let played = started.elapsed();
    assert!(
        cluster.killed.load(Ordering::SeqCst),
        "the victim was never killed"
    );
    let taken: Vec<usize> = cluster
        .taken
        .iter()
        .map(|t| t.load(Ordering::Relaxed))
        .collect();
    println!(
        "{} games, {} steps in {played:?}; updates taken by a, b, c: {taken:?}",
        CASUAL + TIMED_OUT + RATED,
        cluster.done.load(Ordering::Relaxed)
    );

    // No move lost or applied twice; the clocks that ran out fired once.
    let line = stored_line(PLIES);
    let url2 = url.clone();
    let (casual_moves, rated_moves, timeouts) = query(&url, move |db| {
        let casual: Vec<GroupGames> = (0..CASUAL + TIMED_OUT)
            .map(|g| {
                let games = games_in(db, group(g));
                let moves = games.first().map(|(id, _)| moves_of(db, *id));
                (g, games, moves.unwrap_or_default())
            })
            .collect();
        let rated: Vec<Moves> = db
            .query(
                "SELECT id FROM games WHERE mode = 'matched' ORDER BY id",
                &[],
            )
            .expect("the rated games")
            .iter()
            .map(|r| r.get::<_, i64>(0))
            .collect::<Vec<_>>()
            .into_iter()
            .map(|id| moves_of(db, id))
            .collect();
        let timeouts: i64 = db
            .query_one("SELECT COUNT(*) FROM moves WHERE source = 'timeout'", &[])
            .expect("a count")
            .get(0);
        (casual, rated, timeouts)
    })
    .await;
    for (g, games, moves) in &casual_moves {
        assert_eq!(games.len(), 1, "group {g}: /new was applied once");
        let (notations, sources): (Vec<String>, Vec<String>) = moves.iter().cloned().unzip();
        if casual_kind(*g) == Casual::TimesOut {
            assert_eq!(notations[..PLIES - 1], line[..PLIES - 1], "group {g}");
            assert_eq!(notations.len(), PLIES, "group {g}: one time-out move");
            assert_eq!(sources[PLIES - 1], "timeout", "group {g}");
            assert_eq!(games[0].1, "finished", "group {g}: Black resigned");
        } else {
            assert_eq!(
                notations,
                line,
                "group {g}: {sources:?}; {}",
                wall_clock_jump(started, wall_started)
            );
            assert_eq!(games[0].1, "active", "group {g}");
        }
        assert!(
            sources[..PLIES - 1].iter().all(|s| s == "player"),
            "group {g}: {sources:?}"
        );
    }
    for (i, moves) in rated_moves.iter().enumerate() {
        let (notations, sources): (Vec<String>, Vec<String>) = moves.iter().cloned().unzip();
        assert_eq!(notations, line, "rated game {i}");
        assert!(sources.iter().all(|s| s == "player"), "rated game {i}");
    }
    assert_eq!(timeouts, TIMED_OUT, "time-out moves in the whole database");
    let calls = cluster.fake.calls();
    for g in CASUAL..CASUAL + TIMED_OUT {
        let notices = calls
            .iter()
            .filter(|c| {
                c.ok()
                    && c.method == "sendMessage"
                    && c.chat_id() == Some(group(g))
                    && c.text("text")
                        .is_some_and(|t| t.contains("ran out of time"))
            })
            .count();
        assert_eq!(notices, 1, "group {}: time-out notices", group(g));
    }

    // The victim's owed replies were delivered by the others: none is left
    // unsettled, and none was settled (sent rows are deleted) while the
    // victim held it.
    let owed = cluster.owed.lock().expect("the owed list").clone();
    let victim = INSTANCES[VICTIM];
    let deadline = Instant::now() + PATIENCE;
    let (left, claimers) = loop {
        let owed = owed.clone();
        let (left, claimers) = query(&url2, move |db| {
            let left: i64 = db
                .query_one(
                    "SELECT COUNT(*) FROM outbox WHERE id = ANY($1) AND settled_at IS NULL",
                    &[&owed],
                )
                .expect("the owed items left")
                .get(0);
            let claimers: HashSet<Option<String>> = db
                .query(
                    "SELECT claimed_by FROM outbox_ever WHERE id = ANY($1)",
                    &[&owed],
                )
                .expect("the owed items' holders")
                .iter()
                .map(|r| r.get(0))
                .collect();
            (left, claimers)
        })
        .await;
        if left == 0 || Instant::now() >= deadline {
            break (left, claimers);
        }
        let mut feed = cluster.fake.watch();
        let _ = tokio::time::timeout(Duration::from_secs(1), feed.recv()).await;
    };
    assert_eq!(left, 0, "replies the victim owed are still unsent");
    assert!(
        !claimers.contains(&Some(victim.to_owned())),
        "the victim's claims were never taken over: {claimers:?}"
    );
    println!(
        "{} replies owed by the victim were delivered by {claimers:?}; total {:?}",
        owed.len(),
        started.elapsed()
    );

    // Per chat, the boards arrived in ply order.
    let calls = cluster.fake.calls();
    let chats = (0..CASUAL + TIMED_OUT).map(group).chain(queued);
    for chat in chats {
        let plies: Vec<usize> = calls
            .iter()
            .filter(|c| c.ok() && is_board_method(&c.method) && c.chat_id() == Some(chat))
            .filter_map(|c| {
                let shown = c
                    .caption()?
                    .lines()
                    .find_map(|l| l.strip_prefix("Last move: "))?;
                WIN.iter().position(|mv| *mv == shown)
            })
            .collect();
        assert!(!plies.is_empty(), "chat {chat}: no board");
        assert!(
            plies.windows(2).all(|w| w[0] <= w[1]),
            "chat {chat}: boards out of ply order: {plies:?}"
        );
    }

    let mut bots = cluster.bots.lock().expect("the processes");
    for (i, bot) in bots.0.iter_mut().enumerate() {
        if i != VICTIM {
            assert!(
                bot.try_wait().expect("a status").is_none(),
                "instance {} died",
                INSTANCES[i]
            );
        }
    }
}
