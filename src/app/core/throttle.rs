//! Rate limits on commands: a token bucket per user and one per chat.
//!
//! Every command that makes the bot do something costs one token from the
//! user's bucket and one from the chat's; buckets refill continuously. A
//! command that finds a bucket empty is not carried out: the first such
//! command is answered that it was not carried out and must be sent again
//! in so many seconds, which holds for every command until then; later ones
//! get silence, until that bucket has a token again. Chatter the bot
//! ignores anyway (plain text that is no move in a group, stickers and
//! reactions there) costs nothing, so a lively group never hears "slow
//! down" for talking among itself.
//!
//! A refused command that may be a move ([`may_be_move`]) gets a second
//! look from the core: a player's legal move in their own game is carried
//! out all the same (`own_move`), so a player in many games at once never
//! loses a move to the limit.
//!
//! The console is a local chat for one operator and is not limited.
//!
//! Buckets live in the database ([`Buckets`]), not in a core's memory: the
//! cores and instances sharing a database share one limit, which would
//! otherwise be multiplied by their number. A request takes its buckets
//! (the user's, then the chat's) in its own transaction, which holds them
//! until it commits, so two instances charging one user at once do so one
//! after the other; a request that is rolled back (or runs again after
//! losing a race) is not charged twice. Full buckets are forgotten.

use crate::app::command::keycap_number;
use crate::app::{Command, Request};
use crate::domain::{BucketKey, BucketScope, ChatKind, RateBucket};
use crate::store::StoreError;
use crate::store::port::Port;

/// One bucket's size and refill rate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bucket {
    /// Commands allowed at once.
    pub burst: u32,
    /// Tokens added per minute; 0 switches the bucket off.
    pub per_min: u32,
}

impl Bucket {
    /// A bucket that never limits.
    pub const OFF: Bucket = Bucket {
        burst: 0,
        per_min: 0,
    };

    fn is_off(self) -> bool {
        self.per_min == 0 || self.burst == 0
    }
}

/// The rate limits of commands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RateLimits {
    /// Per user (`DAMABOT_USER_BURST`, `DAMABOT_USER_PER_MIN`).
    pub user: Bucket,
    /// Per chat (`DAMABOT_CHAT_BURST`, `DAMABOT_CHAT_PER_MIN`).
    pub chat: Bucket,
}

impl RateLimits {
    /// No limits at all.
    pub const OFF: RateLimits = RateLimits {
        user: Bucket::OFF,
        chat: Bucket::OFF,
    };
}

impl Default for RateLimits {
    /// Ten commands at once and one every two seconds per user; twenty at
    /// once and one a second per chat.
    fn default() -> Self {
        RateLimits {
            user: Bucket {
                burst: 10,
                per_min: 30,
            },
            chat: Bucket {
                burst: 20,
                per_min: 60,
            },
        }
    }
}

/// What to do with a command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// Carry it out.
    Pass,
    /// Do not; say once that it was not carried out, and that commands
    /// are taken again in `secs` seconds.
    SlowDown {
        /// Seconds until the empty bucket has a token again (at least 1).
        secs: u32,
    },
    /// Do not, and say nothing: the user was told already.
    Silent,
}

/// The buckets a request is charged to, the user's first (the order every
/// transaction takes them in), without those switched off; none when the
/// request costs nothing.
fn buckets_of(limits: &RateLimits, request: &Request) -> Vec<(BucketKey, Bucket)> {
    if !request.chat.key.platform.capabilities().throttled || !costs(request) {
        return Vec::new();
    }
    [
        (BucketKey::user(&request.user.key), limits.user),
        (BucketKey::chat(&request.chat.key), limits.chat),
    ]
    .into_iter()
    .filter(|(_, bucket)| !bucket.is_off())
    .collect()
}

/// A request's buckets, taken for its transaction ([`take`]) and not yet
/// charged.
pub(crate) struct Taken {
    buckets: Vec<(BucketKey, Bucket, RateBucket)>,
}

/// Takes a request's buckets at `now` (Unix ms), refilled, for the rest of
/// the transaction. A request takes them before any other lock, so that a
/// transaction waiting for a bucket holds nothing another one waits for.
pub(crate) fn take(
    tx: &dyn Port,
    limits: &RateLimits,
    request: &Request,
    now: i64,
) -> Result<Taken, StoreError> {
    let keys = buckets_of(limits, request);
    if keys.is_empty() {
        return Ok(Taken {
            buckets: Vec::new(),
        });
    }
    let fresh: Vec<(&BucketKey, RateBucket)> = keys
        .iter()
        .map(|(key, bucket)| (key, full(*bucket, now)))
        .collect();
    let states = tx.take_buckets(&fresh)?;
    Ok(Taken {
        buckets: keys
            .into_iter()
            .zip(states)
            .map(|((key, bucket), state)| (key, bucket, refill(state, bucket, now)))
            .collect(),
    })
}

impl Taken {
    /// Charges the request and says whether to carry it out.
    pub(crate) fn charge(self, tx: &dyn Port) -> Result<Verdict, StoreError> {
        let mut states: Vec<(RateBucket, Bucket)> = self
            .buckets
            .iter()
            .map(|(_, bucket, state)| (*state, *bucket))
            .collect();
        let verdict = charge(&mut states);
        for ((key, _, _), (state, _)) in self.buckets.iter().zip(&states) {
            tx.put_bucket(key, *state)?;
        }
        Ok(verdict)
    }
}

/// Whether [`Taken::charge`] would carry the request out at `now`, charging
/// nothing: for a platform call that only a request carried out needs.
pub(crate) fn would_pass(
    tx: &dyn Port,
    limits: &RateLimits,
    request: &Request,
    now: i64,
) -> Result<bool, StoreError> {
    let keys = buckets_of(limits, request);
    let wanted: Vec<&BucketKey> = keys.iter().map(|(key, _)| key).collect();
    let states = tx.peek_buckets(&wanted)?;
    Ok(states
        .into_iter()
        .zip(&keys)
        .all(|(state, (_, bucket))| state.is_none_or(|state| level(&state, *bucket, now) >= 1.0)))
}

/// Takes back the "told" mark a refusal of `request` set, when the core
/// carried it out after all (a player's own move), so that the next
/// refusal is told.
pub(crate) fn unwarn(
    tx: &dyn Port,
    limits: &RateLimits,
    request: &Request,
    now: i64,
) -> Result<(), StoreError> {
    let keys = buckets_of(limits, request);
    let fresh: Vec<(&BucketKey, RateBucket)> = keys
        .iter()
        .map(|(key, bucket)| (key, full(*bucket, now)))
        .collect();
    for ((key, _), state) in keys.iter().zip(tx.take_buckets(&fresh)?) {
        tx.put_bucket(
            key,
            RateBucket {
                warned: false,
                ..state
            },
        )?;
    }
    Ok(())
}

/// Forgets the buckets that are full again at `now`: they say nothing a
/// fresh one would not. Returns how many buckets are left.
pub(crate) fn forget_full(tx: &dyn Port, limits: &RateLimits, now: i64) -> Result<u64, StoreError> {
    let mut left = 0;
    for (scope, bucket) in [
        (BucketScope::User, limits.user),
        (BucketScope::Chat, limits.chat),
    ] {
        // A switched-off bucket is never read: a level of 0 forgets it.
        let (per_min, burst) = if bucket.is_off() {
            (0.0, 0.0)
        } else {
            (f64::from(bucket.per_min), f64::from(bucket.burst))
        };
        left = tx.forget_full_buckets(scope, now, per_min, burst)?;
    }
    Ok(left)
}

/// A bucket never charged: full.
fn full(bucket: Bucket, now: i64) -> RateBucket {
    RateBucket {
        tokens: f64::from(bucket.burst),
        at: now,
        warned: false,
    }
}

/// Charges one token to every bucket when each has one; otherwise says
/// how to refuse, marking the buckets whose owner is told.
fn charge(states: &mut [(RateBucket, Bucket)]) -> Verdict {
    if states.iter().all(|(s, _)| s.tokens >= 1.0) {
        for (state, _) in states.iter_mut() {
            state.tokens -= 1.0;
        }
        return Verdict::Pass;
    }
    let secs = states
        .iter()
        .map(|(state, bucket)| wait_secs(state, *bucket))
        .max()
        .unwrap_or(1);
    let mut verdict = Verdict::Silent;
    for (state, _) in states.iter_mut() {
        if state.tokens < 1.0 && !state.warned {
            state.warned = true;
            verdict = Verdict::SlowDown { secs };
        }
    }
    verdict
}

/// Whether a request costs a token: everything but the chatter the bot
/// ignores in groups.
fn costs(request: &Request) -> bool {
    let private = request.chat.kind == ChatKind::Private;
    match &request.command {
        Command::Text(text) => private || text.parse::<draughts::notation::MoveText>().is_ok(),
        Command::Sticker(_) => private,
        Command::Reaction { emoji, .. } => private || keycap_number(emoji).is_some(),
        _ => true,
    }
}

/// Whether a request may be a move in the chat's game (typed, numbered,
/// tapped or a keycap), which the core looks at again before refusing it.
pub(crate) fn may_be_move(command: &Command) -> bool {
    match command {
        Command::Move(_) | Command::MoveNumber { .. } | Command::Tap { .. } => true,
        Command::Text(text) => text.parse::<draughts::notation::MoveText>().is_ok(),
        Command::Reaction { emoji, .. } => keycap_number(emoji).is_some(),
        _ => false,
    }
}

/// Whole seconds until a bucket short of a token has one again (at least
/// 1); 0 when it has one.
fn wait_secs(state: &RateBucket, bucket: Bucket) -> u32 {
    let missing = 1.0 - state.tokens;
    if missing <= 0.0 {
        return 0;
    }
    let secs = (missing * 60.0 / f64::from(bucket.per_min)).ceil();
    (secs as u32).max(1)
}

/// The tokens a bucket holds at `now`.
fn level(state: &RateBucket, bucket: Bucket, now: i64) -> f64 {
    let gained = (now - state.at).max(0) as f64 * f64::from(bucket.per_min) / 60_000.0;
    (state.tokens + gained).min(f64::from(bucket.burst))
}

/// A bucket refilled up to `now`; one with a token again may be told of
/// its next refusal.
fn refill(state: RateBucket, bucket: Bucket, now: i64) -> RateBucket {
    let tokens = level(&state, bucket, now);
    RateBucket {
        tokens,
        at: now.max(state.at),
        warned: state.warned && tokens < 1.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{ChatInfo, ChatKey, Platform, UserInfo, UserKey};
    use crate::store::Store;

    /// The limits over a database of their own.
    struct Throttle {
        store: Store,
        limits: RateLimits,
    }

    impl Throttle {
        fn new(limits: RateLimits) -> Throttle {
            Throttle {
                store: Store::open_in_memory().expect("a store"),
                limits,
            }
        }

        fn admit(&mut self, request: &Request, now: i64) -> Verdict {
            let limits = self.limits;
            self.store
                .write(|tx| take(tx, &limits, request, now)?.charge(tx))
                .expect("charging")
        }

        /// Forgets full buckets; returns how many are left.
        fn forget_full(&mut self, now: i64) -> u64 {
            let limits = self.limits;
            self.store
                .write(|tx| forget_full(tx, &limits, now))
                .expect("forgetting")
        }
    }

    fn request(user: &str, chat: &str, kind: ChatKind, command: Command) -> Request {
        Request {
            update_id: None,
            user: UserInfo {
                key: UserKey::new(Platform::Telegram, user),
                name: user.to_owned(),
                language_code: None,
            },
            chat: ChatInfo {
                key: ChatKey::new(Platform::Telegram, chat),
                kind,
                server: None,
            },
            command,
            game: None,
            origin: None,
            admin: false,
        }
    }

    const LIMITS: RateLimits = RateLimits {
        user: Bucket {
            burst: 3,
            per_min: 60,
        },
        chat: Bucket {
            burst: 5,
            per_min: 120,
        },
    };

    #[test]
    fn a_user_beyond_the_burst_hears_slow_down_once_then_silence_until_a_refill() {
        let mut throttle = Throttle::new(LIMITS);
        let board = request("ann", "g", ChatKind::Group, Command::Board);
        let verdicts: Vec<Verdict> = (0..6).map(|_| throttle.admit(&board, 0)).collect();
        assert_eq!(
            verdicts,
            [
                Verdict::Pass,
                Verdict::Pass,
                Verdict::Pass,
                Verdict::SlowDown { secs: 1 },
                Verdict::Silent,
                Verdict::Silent
            ]
        );
        // One token a second comes back.
        assert_eq!(throttle.admit(&board, 999), Verdict::Silent);
        assert_eq!(throttle.admit(&board, 1000), Verdict::Pass);
        assert_eq!(throttle.admit(&board, 1000), Verdict::SlowDown { secs: 1 });
    }

    #[test]
    fn a_chat_limits_its_users_together_and_other_chats_not_at_all() {
        let mut throttle = Throttle::new(LIMITS);
        let users = ["a", "b", "c", "d", "e", "f"];
        let verdicts: Vec<Verdict> = users
            .iter()
            .map(|u| throttle.admit(&request(u, "g", ChatKind::Group, Command::Shop), 0))
            .collect();
        assert_eq!(verdicts[..5], [Verdict::Pass; 5]);
        assert_eq!(verdicts[5], Verdict::SlowDown { secs: 1 });
        assert_eq!(
            throttle.admit(&request("f", "h", ChatKind::Group, Command::Shop), 0),
            Verdict::Pass,
            "another chat is not held up"
        );
    }

    #[test]
    fn group_chatter_is_free_and_moves_relays_and_keycaps_count() {
        let mut throttle = Throttle::new(LIMITS);
        let chatter = request("ann", "g", ChatKind::Group, Command::Text("nice!".into()));
        for _ in 0..50 {
            assert_eq!(throttle.admit(&chatter, 0), Verdict::Pass);
        }
        let counted = [
            request("ann", "g", ChatKind::Group, Command::Text("c3-d4".into())),
            request("ann", "ann", ChatKind::Private, Command::Text("hi".into())),
            request(
                "ann",
                "g",
                ChatKind::Group,
                Command::Reaction {
                    emoji: "2️⃣".into(),
                    message_id: "1".into(),
                },
            ),
        ];
        for r in &counted {
            assert_eq!(throttle.admit(r, 0), Verdict::Pass);
        }
        assert_eq!(
            throttle.admit(&counted[0], 0),
            Verdict::SlowDown { secs: 1 }
        );
    }

    #[test]
    fn the_console_and_switched_off_buckets_are_never_limited() {
        let mut throttle = Throttle::new(RateLimits {
            user: Bucket::OFF,
            chat: LIMITS.chat,
        });
        let mut local = request("ann", "local", ChatKind::Group, Command::Board);
        local.chat.key.platform = Platform::Console;
        for _ in 0..100 {
            assert_eq!(throttle.admit(&local, 0), Verdict::Pass);
        }
        let board = request("ann", "g", ChatKind::Group, Command::Board);
        let passed = (0..10)
            .filter(|_| throttle.admit(&board, 0) == Verdict::Pass)
            .count();
        assert_eq!(passed, 5, "only the chat bucket limits");
    }

    #[test]
    fn full_buckets_are_forgotten() {
        let mut throttle = Throttle::new(LIMITS);
        throttle.admit(&request("ann", "g", ChatKind::Group, Command::Board), 0);
        assert_eq!(throttle.forget_full(499), 2);
        assert_eq!(
            throttle.forget_full(500),
            1,
            "the chat's bucket is full again"
        );
        assert_eq!(throttle.forget_full(60_000), 0);
    }

    #[test]
    fn the_refusal_says_when_commands_are_taken_again() {
        // One token every 20 s: right after the burst the wait is 20 s,
        // and 5 s later 15 s.
        let mut throttle = Throttle::new(RateLimits {
            user: Bucket {
                burst: 1,
                per_min: 3,
            },
            chat: Bucket::OFF,
        });
        let shop = request("ann", "g", ChatKind::Group, Command::Shop);
        assert_eq!(throttle.admit(&shop, 0), Verdict::Pass);
        assert_eq!(throttle.admit(&shop, 0), Verdict::SlowDown { secs: 20 });
        let mut again = Throttle::new(RateLimits {
            user: Bucket {
                burst: 1,
                per_min: 3,
            },
            chat: Bucket::OFF,
        });
        again.admit(&shop, 0);
        assert_eq!(again.admit(&shop, 5000), Verdict::SlowDown { secs: 15 });
    }

    #[test]
    fn moves_of_every_kind_get_a_second_look_and_other_commands_not() {
        let keycap = Command::Reaction {
            emoji: "2️⃣".into(),
            message_id: "1".into(),
        };
        let heart = Command::Reaction {
            emoji: "❤️".into(),
            message_id: "1".into(),
        };
        for command in [
            Command::Move("c3-d4".into()),
            Command::Text("c3-d4".into()),
            Command::MoveNumber {
                number: 1,
                version: None,
            },
            Command::Tap {
                version: 3,
                path: Vec::new(),
            },
            keycap,
        ] {
            assert!(may_be_move(&command), "{command:?}");
        }
        for command in [Command::Board, Command::Shop, heart, Command::Resign] {
            assert!(!may_be_move(&command), "{command:?}");
        }
    }
}
