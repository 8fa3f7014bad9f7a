//! Discord sharding at its boundary: two bot instances, configured with
//! `DISCORD_SHARDS=0-0/2` and `DISCORD_SHARDS=1-1/2`, share one database and
//! one fake Discord. Each identifies only as its own shard; the fake sends a
//! guild's events to the shard Discord would (`(guild_id >> 22) % 2`), so
//! each instance serves its own guilds, and every answer comes from the
//! instance that received the event, once.
//!
//! The two instances are two cores with their own names on one database:
//! one PostgreSQL database on this test process's throwaway server, and, as
//! the embedded default, one SQLite file (WAL, immediate transactions, a
//! busy timeout serialize their writes).

use std::collections::HashMap;

use damabot::app::CoreConfig;
use damabot::config::Config;

use crate::util::bot::{self, Adapters, Bot};
use crate::util::db::{Backend, TestDb};
use crate::util::discord::{button, content, is_board_in, message_id, picks, variant, who};
use crate::util::fake_discord::{self, APP_ID, Call, FakeDiscord, Identified, Who};

/// A guild on shard 0 of 2: its id's timestamp part (`id >> 22`) is even.
const GUILD_A: u64 = (166_000_000_000 << 22) | 1;
/// A guild on shard 1 of 2: its id's timestamp part is odd.
const GUILD_B: u64 = (166_000_000_001 << 22) | 1;
const CHANNEL_A: u64 = 500_000_000_000_000_011;
const CHANNEL_B: u64 = 500_000_000_000_000_012;

/// One game's table: its guild's channel, its two players (White first)
/// and the instance that must serve it.
struct Table {
    channel: u64,
    players: [Who; 2],
    instance: &'static str,
}

fn tables() -> [Table; 2] {
    [
        Table {
            channel: CHANNEL_A,
            players: [
                who(21, "alice", GUILD_A, CHANNEL_A),
                who(22, "bob", GUILD_A, CHANNEL_A),
            ],
            instance: "a",
        },
        Table {
            channel: CHANNEL_B,
            players: [
                who(31, "carol", GUILD_B, CHANNEL_B),
                who(32, "dave", GUILD_B, CHANNEL_B),
            ],
            instance: "b",
        },
    ]
}

/// Starts one bot instance named `tag` on `database`, configured the way
/// the binary reads its environment (`DISCORD_SHARDS` set to `shards`, if
/// any), whose REST calls the fake records as coming `via` `tag`.
fn instance(fake: &FakeDiscord, database: &TestDb, tag: &str, shards: Option<&str>) -> Bot {
    let mut env = HashMap::from([
        ("DISCORD_TOKEN", "shard-test-token".to_owned()),
        ("DISCORD_API_URL", fake.api_url_via(tag)),
    ]);
    if let Some(shards) = shards {
        env.insert("DISCORD_SHARDS", shards.to_owned());
    }
    let config = Config::from_lookup(|name| env.get(name).cloned()).expect("a valid config");
    let discord_config = config.discord.expect("Discord is configured");
    let core = CoreConfig {
        instance: tag.to_owned(),
        ..CoreConfig::default()
    };
    // Opening blocks (PostgreSQL's client runs its own runtime).
    let store = tokio::task::block_in_place(|| database.open());
    let adapters = Adapters {
        discord: Some(discord_config),
        ..Adapters::default()
    };
    bot::start_bot(store, core, adapters)
}

/// The first legal move a board's menu offers: (menu id, move text, value).
fn first_pick(call: &Call) -> (String, String, String) {
    let (menu, label, value) = picks(call)
        .into_iter()
        .next()
        .unwrap_or_else(|| panic!("no legal move offered in {}", call.body));
    // A label is "<number>. <move>".
    let (_, text) = label.split_once(". ").expect("a numbered move");
    (menu, text.to_owned(), value)
}

/// Opens a Turkish game at `table` and lets its second player join with the
/// button; returns the board of the started game, and notes each
/// interaction sent with the instance that must answer it.
async fn started_game(
    fake: &FakeDiscord,
    table: &Table,
    sent: &mut Vec<(u64, &'static str)>,
) -> Call {
    let mark = fake.mark();
    let new = fake.slash(table.players[0], "new", variant("turkish"));
    let board = fake
        .wait_call(mark, |c| is_board_in(c, table.channel))
        .await;
    assert_eq!(board.via.as_deref(), Some(table.instance));
    let mark = fake.mark();
    let join = fake.press(
        table.players[1],
        message_id(&board),
        &button(&board, "join:"),
    );
    sent.extend([(new, table.instance), (join, table.instance)]);
    let started = fake
        .wait_call(mark, |c| {
            is_board_in(c, table.channel) && content(c).contains("to move")
        })
        .await;
    assert_eq!(started.via.as_deref(), Some(table.instance));
    started
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_on_postgresql_each_serve_the_guilds_of_their_own_shard() {
    two_instances_each_serve_the_guilds_of_their_own_shard(Backend::Postgres).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_on_sqlite_each_serve_the_guilds_of_their_own_shard() {
    two_instances_each_serve_the_guilds_of_their_own_shard(Backend::Sqlite).await;
}

async fn two_instances_each_serve_the_guilds_of_their_own_shard(backend: Backend) {
    assert_eq!(fake_discord::shard_of(GUILD_A, 2), 0);
    assert_eq!(fake_discord::shard_of(GUILD_B, 2), 1);
    let fake = FakeDiscord::start().await;
    let database = tokio::task::block_in_place(|| TestDb::new(backend));
    let bots = [
        instance(&fake, &database, "a", Some("0-0/2")),
        instance(&fake, &database, "b", Some("1-1/2")),
    ];
    fake.wait_shard(0).await;
    fake.wait_shard(1).await;
    // The instance of shard 0 registers the slash commands.
    fake.wait_call(0, |c| {
        c.via.as_deref() == Some("a") && c.is("PUT", &format!("/applications/{APP_ID}/commands"))
    })
    .await;

    // Each instance identified once, as its own shard of two, through the
    // gateway address its own `GET /gateway` gave it.
    let mut identified = fake.identified();
    identified.sort_by_key(|i| i.shard);
    assert_eq!(
        identified,
        [
            Identified {
                shard: [0, 2],
                via: Some("a".to_owned())
            },
            Identified {
                shard: [1, 2],
                via: Some("b".to_owned())
            },
        ]
    );

    // A game in each guild, then four moves in each, in turn.
    let tables = tables();
    let mut sent = Vec::new();
    let mut boards = Vec::new();
    for table in &tables {
        boards.push(started_game(&fake, table, &mut sent).await);
    }
    let mut played: [Vec<String>; 2] = [Vec::new(), Vec::new()];
    for ply in 0..4 {
        for (i, table) in tables.iter().enumerate() {
            let (menu, text, value) = first_pick(&boards[i]);
            let mark = fake.mark();
            let pick = fake.pick(
                table.players[ply % 2],
                message_id(&boards[i]),
                &menu,
                &value,
            );
            let board = fake
                .wait_call(mark, |c| {
                    is_board_in(c, table.channel) && content(c).contains(&text)
                })
                .await;
            assert_eq!(board.via.as_deref(), Some(table.instance), "{text}");
            sent.push((pick, table.instance));
            played[i].push(text);
            boards[i] = board;
        }
    }
    for bot in &bots {
        bot.hub.idle().await;
    }

    let calls = fake.calls();
    for (i, table) in tables.iter().enumerate() {
        // Every call about this guild's channel came from its instance.
        let channel = format!("/channels/{}/", table.channel);
        let in_channel: Vec<&Call> = calls
            .iter()
            .filter(|c| c.path.starts_with(&channel))
            .collect();
        assert!(!in_channel.is_empty());
        for call in &in_channel {
            assert_eq!(
                call.via.as_deref(),
                Some(table.instance),
                "{} {}",
                call.method,
                call.path
            );
        }
        // Each move's board went out once.
        for text in &played[i] {
            let shown = in_channel
                .iter()
                .filter(|c| is_board_in(c, table.channel) && content(c).contains(text.as_str()))
                .count();
            assert_eq!(shown, 1, "the board after {text} in {}", table.instance);
        }
    }

    // Every interaction was answered once, by the instance of its guild.
    let mut answered: HashMap<&str, Vec<Option<&str>>> = HashMap::new();
    for call in &calls {
        if let ["", "interactions", id, _, "callback"] =
            call.path.split('/').collect::<Vec<_>>()[..]
        {
            answered.entry(id).or_default().push(call.via.as_deref());
        }
    }
    // Two /new, two joins and eight moves, and nothing else.
    assert_eq!(sent.len(), 12);
    assert_eq!(answered.len(), sent.len(), "{answered:?}");
    for (id, instance) in &sent {
        assert_eq!(
            answered.get(id.to_string().as_str()),
            Some(&vec![Some(*instance)]),
            "interaction {id}"
        );
    }

    // The shared database holds both games and each move once.
    let count = |sql: &str| tokio::task::block_in_place(|| database.integer(sql));
    assert_eq!(
        count("SELECT COUNT(*) FROM games WHERE status = 'active'"),
        Some(2)
    );
    assert_eq!(count("SELECT COUNT(*) FROM moves"), Some(8));

    // The commands were registered once, by the instance of shard 0 only.
    let registrations: Vec<Option<&str>> = calls
        .iter()
        .filter(|c| c.is("PUT", &format!("/applications/{APP_ID}/commands")))
        .map(|c| c.via.as_deref())
        .collect();
    assert_eq!(registrations, [Some("a")]);
}

/// Plays a first move in a game opened at `table`, and waits for its board.
async fn one_move(fake: &FakeDiscord, table: &Table) -> Call {
    let mut sent = Vec::new();
    let board = started_game(fake, table, &mut sent).await;
    let (menu, text, value) = first_pick(&board);
    let mark = fake.mark();
    fake.pick(table.players[0], message_id(&board), &menu, &value);
    fake.wait_call(mark, |c| {
        is_board_in(c, table.channel) && content(c).contains(&text)
    })
    .await
}

/// The shards one instance identified as, in order of shard id.
fn shards_of(fake: &FakeDiscord, tag: &str) -> Vec<[u64; 2]> {
    let mut shards: Vec<[u64; 2]> = fake
        .identified()
        .into_iter()
        .filter(|i| i.via.as_deref() == Some(tag))
        .map(|i| i.shard)
        .collect();
    shards.sort_unstable();
    shards
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_instance_runs_a_range_of_two_shards_and_serves_both_guilds() {
    let fake = FakeDiscord::start().await;
    let database = TestDb::new(Backend::Sqlite);
    let _bot = instance(&fake, &database, "ab", Some("0-1/2"));
    fake.wait_shard(0).await;
    fake.wait_shard(1).await;
    assert_eq!(shards_of(&fake, "ab"), [[0, 2], [1, 2]]);
    for mut table in tables() {
        table.instance = "ab";
        let board = one_move(&fake, &table).await;
        assert_eq!(board.via.as_deref(), Some("ab"));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_shards_one_instance_runs_as_many_as_discord_advises() {
    let fake = FakeDiscord::start().await;
    fake.advise_shards(2);
    let database = TestDb::new(Backend::Sqlite);
    let _bot = instance(&fake, &database, "all", None);
    fake.wait_shard(0).await;
    fake.wait_shard(1).await;
    assert_eq!(shards_of(&fake, "all"), [[0, 2], [1, 2]]);
    for mut table in tables() {
        table.instance = "all";
        let board = one_move(&fake, &table).await;
        assert_eq!(board.via.as_deref(), Some("all"));
    }
}
