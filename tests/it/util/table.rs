//! A table for driving the core directly in tests: named users in named
//! chats, a clock the test controls, AI answers played at once, output
//! rendered the way the console prints it, and every parcel settled as
//! delivered at once (unless the test withholds delivery).

use damabot::adapters::console;
use damabot::app::{Core, CoreConfig, Job, Output, Parcel, Platform, Receipt, Request};
use damabot::delivery::{OutBody, Outgoing, present};
use damabot::store::Store;
use std::sync::atomic::{AtomicU64, Ordering};

use super::db::{Backend, TestDb};

/// Update ids are unique across every table of a test process, so a table
/// reopened on the same database never repeats one by accident.
static NEXT_UPDATE: AtomicU64 = AtomicU64::new(1);

/// 2026-01-01T00:00:00Z in Unix milliseconds: tests start here.
pub const T0: i64 = 1_767_225_600_000;

/// The core under test with a controllable clock.
pub struct Table {
    pub core: Core,
    pub now: i64,
    pub platform: Platform,
    /// Leave parcels unsettled (as if the platform never took them) and
    /// keep them in [`Table::owed`].
    pub withhold: bool,
    /// The parcels handed out while delivery was withheld.
    pub owed: Vec<Parcel>,
    /// Keep AI searches in [`Table::jobs`] instead of answering them at once.
    pub hold_ai: bool,
    /// The AI searches held.
    pub jobs: Vec<Job>,
}

impl Table {
    /// A core over a fresh database: in memory, or on PostgreSQL when
    /// `DAMABOT_TEST_POSTGRES=1` (see [`super::db`]).
    pub fn new() -> Table {
        let store = match Backend::from_env() {
            Backend::Sqlite => Store::open_in_memory().expect("in-memory store"),
            Backend::Postgres => TestDb::new(Backend::Postgres).open(),
        };
        Table::with(store, CoreConfig::default())
    }

    /// A core named `name` over the given store: one of several instances
    /// sharing a database.
    pub fn instance(store: Store, name: &str) -> Table {
        let config = CoreConfig {
            instance: name.to_owned(),
            ..CoreConfig::default()
        };
        Table::with(store, config)
    }

    /// A core over the given store and settings.
    pub fn with(store: Store, config: CoreConfig) -> Table {
        Table {
            core: Core::new(store, config),
            now: T0,
            platform: Platform::Console,
            withhold: false,
            owed: Vec::new(),
            hold_ai: false,
            jobs: Vec::new(),
        }
    }

    /// The request for `user` saying `text` in `chat` (a chat named after
    /// its user is private).
    pub fn request(&mut self, user: &str, chat: &str, text: &str) -> Request {
        let line = console::Line {
            user: user.to_owned(),
            chat: chat.to_owned(),
            text: text.to_owned(),
        };
        let mut request = console::request(&line).expect("non-empty text");
        request.update_id = Some(format!("u{}", NEXT_UPDATE.fetch_add(1, Ordering::Relaxed)));
        request.user.key.platform = self.platform;
        request.chat.key.platform = self.platform;
        request
    }

    /// `user` says `text` in `chat`; returns everything shown, AI answers
    /// included.
    pub fn say(&mut self, user: &str, chat: &str, text: &str) -> Vec<Outgoing> {
        let request = self.request(user, chat, text);
        self.send(&request)
    }

    /// Hands a prepared request to the core.
    pub fn send(&mut self, request: &Request) -> Vec<Outgoing> {
        let outcome = self.core.handle(request, self.now).expect("committed");
        self.pump(outcome)
    }

    /// Plays `plies` moves, each the first of the numbered legal moves
    /// (`/m 1`), by the (user, chat) pairs of `order` in turn (the first
    /// moves first); returns the output of the last one. In Persian and
    /// Turkish the first ten such moves capture nothing.
    pub fn play_first_moves(&mut self, order: [(&str, &str); 2], plies: usize) -> Vec<Outgoing> {
        let mut out = Vec::new();
        for ply in 0..plies {
            let (user, chat) = order[ply % 2];
            out = self.say(user, chat, "/m 1");
            assert!(
                joined(&out).contains("Last move"),
                "ply {ply} was not played: {:?}",
                lines(&out)
            );
        }
        out
    }

    /// Lets `secs` seconds pass and runs the clocks.
    pub fn advance(&mut self, secs: i64) -> Vec<Outgoing> {
        self.now += secs * 1000;
        let outcome = self.core.tick(self.now);
        self.pump(outcome)
    }

    /// Renders an outcome, settles its parcels as delivered (unless
    /// withheld) and plays AI answers at once, recursively.
    pub fn pump(&mut self, outcome: Output) -> Vec<Outgoing> {
        let mut out = Vec::new();
        let mut receipts = Vec::new();
        for parcel in outcome.parcels {
            out.push(present(&parcel.effect, parcel.reply_to.clone()));
            if self.withhold {
                self.owed.push(parcel);
            } else {
                receipts.push((
                    parcel.id,
                    Receipt::Sent {
                        board_message: None,
                    },
                ));
            }
        }
        if !receipts.is_empty() {
            let settled = self.core.settle(&receipts, self.now);
            out.extend(self.pump(settled));
        }
        for job in outcome.jobs {
            if self.hold_ai {
                self.jobs.push(job);
                continue;
            }
            out.extend(self.answer(&job));
        }
        out
    }

    /// Runs an AI search and hands its answer to the core; returns
    /// everything shown.
    pub fn answer(&mut self, job: &Job) -> Vec<Outgoing> {
        let Job::Think {
            game,
            version,
            state,
            level,
            seed,
            ..
        } = job;
        let mv = draughts_ai::choose(state, *level, *seed).expect("the AI has a move");
        let answer = self.core.bot_moved(*game, *version, &mv, self.now);
        self.pump(answer)
    }
}

/// Output as the console prints it: `[chat] line`, boards as their captions.
pub fn lines(out: &[Outgoing]) -> Vec<String> {
    let mut lines = Vec::new();
    for o in out {
        let text = match &o.body {
            OutBody::Text { text, .. } | OutBody::MoveList { text, .. } => text.clone(),
            OutBody::Board(b) => b.caption.clone(),
            OutBody::Image { caption, .. } => caption.clone(),
            OutBody::File(file) => file.caption.clone(),
            OutBody::Sticker { note, .. } | OutBody::Reaction { note, .. } => note.clone(),
            OutBody::Ping { text, .. } => text.clone(),
            OutBody::Delete { message } => format!("(deleted {message})"),
        };
        for line in text.lines() {
            lines.push(format!("[{}] {line}", o.chat.id));
        }
    }
    lines
}

/// All output joined into one string, for `contains` checks.
pub fn joined(out: &[Outgoing]) -> String {
    lines(out).join("\n")
}

/// The boards among the output.
pub fn boards(out: &[Outgoing]) -> Vec<&damabot::delivery::BoardOut> {
    out.iter()
        .filter_map(|o| match &o.body {
            OutBody::Board(b) => Some(b),
            _ => None,
        })
        .collect()
}

/// The clock line of the newest board caption in `out`.
pub fn clock_line(out: &[Outgoing]) -> String {
    let board = boards(out).pop().expect("a board");
    board
        .caption
        .lines()
        .find(|l| l.starts_with('⏱'))
        .unwrap_or_else(|| panic!("no clock line: {}", board.caption))
        .to_owned()
}
