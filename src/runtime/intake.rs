//! The intake: how a chat adapter hands its requests to the core, shared by
//! Telegram and Discord. Each adapter supplies only how to tell a sender
//! that their request waits ([`Tell`]) and which [`Keeping`] its platform
//! needs.
//!
//! Data flow: adapter ─ [`Submission`] ─> [`Intake::submit`] ─> the core
//! ([`Handoff::submit`]); once committed, the submission's follow-up (a
//! press's answer, an interaction's closing) is queued behind the request's
//! output ([`Handoff::after`]). When the database did not take a request:
//!
//! - [`Keeping::Redelivered`] (Telegram, which sends an update again until
//!   the bot confirms it): the failure goes back to the adapter, which
//!   leaves the update unconfirmed. Nothing is kept here; the platform
//!   keeps the order, since the listener stops a chat at its first update
//!   that was not committed.
//! - [`Keeping::Kept`] (Discord, which sends an event once): the request is
//!   kept and submitted again after a pause that doubles while the database
//!   stays away, by one task per chat with requests kept. While a chat has
//!   requests kept, its new ones queue behind them, so a chat's requests
//!   reach the core in the order they came; a request the core already
//!   took is known by its update id and not applied twice.
//!
//! Either way the sender is told, once per update (however often the
//! platform sends it again), that the request waits and will be carried
//! out; the telling runs on a task of its own.
//!
//! Bounds: with [`Keeping::Kept`], at most [`Retry::most`] requests are in
//! hand or kept at once; beyond that a new submission waits for room (its
//! event stays in its handler), so nothing a player did is dropped. Kept
//! requests live in memory: those still kept when the process stops are
//! lost, and [`Intake::kept_count`] says how many, for the stop's log. The
//! updates told are remembered up to [`REMEMBERED`], the newest.

use std::collections::{HashMap, HashSet, VecDeque};
use std::future::Future;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use super::{Hub, SubmitError};
use crate::app::{ChatKey, Request};
use crate::delivery::Delivery;

/// How many updates told are remembered, the newest.
pub const REMEMBERED: usize = 4096;

/// Where the intake hands requests and their follow-ups.
pub trait Handoff: Send + Sync + 'static {
    /// Hands a request to the core; `Ok` once it is committed.
    fn submit(&self, request: Request) -> impl Future<Output = Result<(), SubmitError>> + Send;

    /// Queues the adapter's follow-up `token` for `chat`, after the output
    /// queued for it so far.
    fn after(&self, chat: ChatKey, token: String) -> impl Future<Output = ()> + Send;
}

/// The core behind a [`Hub`], with the follow-ups going to a platform's
/// [`Delivery`].
pub struct HubHandoff {
    hub: Hub,
    delivery: Delivery,
}

impl HubHandoff {
    /// Requests go to `hub`, follow-ups to `delivery`.
    pub fn new(hub: Hub, delivery: Delivery) -> HubHandoff {
        HubHandoff { hub, delivery }
    }
}

impl Handoff for HubHandoff {
    async fn submit(&self, request: Request) -> Result<(), SubmitError> {
        self.hub.submit(request).await
    }

    async fn after(&self, chat: ChatKey, token: String) {
        self.delivery.after(chat, token).await;
    }
}

/// How an adapter tells a sender that their request waits.
pub trait Tell: Send + Sync + 'static {
    /// What telling one sender needs, taken from their request before it
    /// goes to the core (where to write, in which language, what to quote).
    type Notice: Send + 'static;

    /// Tells the sender that their request waits for the database and will
    /// be carried out; a failure only matters to the log.
    fn tell(&self, notice: Self::Notice) -> impl Future<Output = ()> + Send;
}

/// What to do with a request the database did not take.
#[derive(Clone, Copy, Debug)]
pub enum Keeping {
    /// The platform sends it again until it is confirmed: hand the failure
    /// back ([`SubmitError::Uncommitted`]), and keep nothing.
    Redelivered,
    /// The platform sends it once: keep it, and submit it again.
    Kept(Retry),
}

/// How kept requests are tried again, and how many there may be.
#[derive(Clone, Copy, Debug)]
pub struct Retry {
    /// The pause before a chat's first kept request is tried again.
    pub first: Duration,
    /// The longest pause between tries while the database stays away (each
    /// try also waits for the pool's connection timeout).
    pub longest: Duration,
    /// Requests in hand or kept at once, over every chat.
    pub most: usize,
}

impl Default for Retry {
    /// 1 s doubling up to 30 s; at most 1024 requests. A request is well
    /// under a kilobyte, so the bound costs at most about a megabyte, and
    /// it lets a busy bot's every channel keep what it was sent through an
    /// outage of minutes; beyond it, new events wait in their handlers.
    fn default() -> Self {
        Retry {
            first: Duration::from_secs(1),
            longest: Duration::from_secs(30),
            most: 1024,
        }
    }
}

/// A request as an adapter hands it in.
pub struct Submission<N> {
    /// The request.
    pub request: Request,
    /// The adapter's follow-up once it is committed, behind its output.
    pub follow_up: Option<String>,
    /// How to tell the sender should it wait; `None` to say nothing (a
    /// reaction that plays no move: a notice would be louder than it).
    pub notice: Option<N>,
}

/// What became of a submission.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Taken {
    /// The core committed it.
    Committed,
    /// It is kept, and will be submitted again ([`Keeping::Kept`]).
    Waits,
}

/// A request kept, with what it holds until the core takes it.
struct Kept {
    request: Request,
    follow_up: Option<String>,
    /// Its share of [`Retry::most`].
    _room: OwnedSemaphorePermit,
}

/// The shared intake of one adapter (cheap to clone: its tasks share it).
pub struct Intake<H: Handoff, T: Tell> {
    inner: Arc<Inner<H, T>>,
}

impl<H: Handoff, T: Tell> Clone for Intake<H, T> {
    fn clone(&self) -> Self {
        Intake {
            inner: Arc::clone(&self.inner),
        }
    }
}

struct Inner<H, T> {
    handoff: H,
    tell: Arc<T>,
    keeping: Keeping,
    /// The requests kept, by chat, oldest first.
    kept: Mutex<HashMap<ChatKey, VecDeque<Kept>>>,
    /// Permits for requests in hand or kept ([`Retry::most`]).
    room: Arc<Semaphore>,
    told: Told,
}

impl<H: Handoff, T: Tell> Intake<H, T> {
    /// An intake handing requests to `handoff`, telling senders through
    /// `tell`, keeping as `keeping` says.
    pub fn new(handoff: H, tell: Arc<T>, keeping: Keeping) -> Self {
        let most = match keeping {
            Keeping::Redelivered => 0,
            Keeping::Kept(retry) => retry.most.max(1),
        };
        Intake {
            inner: Arc::new(Inner {
                handoff,
                tell,
                keeping,
                kept: Mutex::new(HashMap::new()),
                room: Arc::new(Semaphore::new(most)),
                told: Told::default(),
            }),
        }
    }

    fn kept(&self) -> MutexGuard<'_, HashMap<ChatKey, VecDeque<Kept>>> {
        self.inner.kept.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// How many requests are kept, waiting for the database.
    pub fn kept_count(&self) -> usize {
        self.kept().values().map(VecDeque::len).sum()
    }

    /// Hands a submission to the core; with [`Keeping::Kept`] queues it
    /// behind its chat's kept requests, and keeps one the database did not
    /// take. Returns only once it is committed or kept.
    ///
    /// # Errors
    /// [`SubmitError::Stopped`] when the core has stopped;
    /// [`SubmitError::Uncommitted`] when the database did not take it and
    /// the platform must send it again ([`Keeping::Redelivered`]).
    pub async fn submit(&self, submission: Submission<T::Notice>) -> Result<Taken, SubmitError> {
        let Submission {
            request,
            follow_up,
            notice,
        } = submission;
        let Keeping::Kept(retry) = self.inner.keeping else {
            let chat = request.chat.key.clone();
            let update = request.update_id.clone();
            return match self.inner.handoff.submit(request).await {
                Ok(()) => {
                    self.follow(chat, follow_up).await;
                    Ok(Taken::Committed)
                }
                Err(error) => {
                    if matches!(error, SubmitError::Uncommitted) {
                        self.tell(update.as_deref(), notice);
                    }
                    Err(error)
                }
            };
        };
        let room = Arc::clone(&self.inner.room)
            .acquire_owned()
            .await
            .map_err(|_| SubmitError::Stopped)?;
        let update = request.update_id.clone();
        let entry = Kept {
            request,
            follow_up,
            _room: room,
        };
        let entry = {
            let mut kept = self.kept();
            if let Some(queue) = kept.get_mut(&entry.request.chat.key) {
                queue.push_back(entry);
                drop(kept);
                self.tell(update.as_deref(), notice);
                return Ok(Taken::Waits);
            }
            entry
        };
        match self.inner.handoff.submit(entry.request.clone()).await {
            Ok(()) => {
                self.follow(entry.request.chat.key, entry.follow_up).await;
                Ok(Taken::Committed)
            }
            Err(SubmitError::Uncommitted) => {
                self.keep(entry, retry);
                self.tell(update.as_deref(), notice);
                Ok(Taken::Waits)
            }
            Err(error @ SubmitError::Stopped) => Err(error),
        }
    }

    /// Queues a committed request's follow-up, if it has one.
    async fn follow(&self, chat: ChatKey, follow_up: Option<String>) {
        if let Some(token) = follow_up {
            self.inner.handoff.after(chat, token).await;
        }
    }

    /// Tells the sender of update `update` that it waits, unless they were
    /// told already or there is nothing to tell them.
    fn tell(&self, update: Option<&str>, notice: Option<T::Notice>) {
        let Some(notice) = notice else {
            return;
        };
        if !self.inner.told.first(update) {
            return;
        }
        let tell = Arc::clone(&self.inner.tell);
        tokio::spawn(async move { tell.tell(notice).await });
    }

    /// Keeps a request the core did not commit, and starts its chat's task
    /// unless one runs.
    fn keep(&self, entry: Kept, retry: Retry) {
        let chat = entry.request.chat.key.clone();
        let first = {
            let mut kept = self.kept();
            let queue = kept.entry(chat.clone()).or_default();
            queue.push_back(entry);
            queue.len() == 1
        };
        tracing::warn!(chat = %chat.id, "the database did not take a request; it is kept and tried again");
        if first {
            tokio::spawn(self.clone().try_again(chat, retry));
        }
    }

    /// Submits `chat`'s kept requests in order until none is left, pausing
    /// longer each time the database still does not take the first.
    async fn try_again(self, chat: ChatKey, retry: Retry) {
        let mut pause = retry.first;
        loop {
            tokio::time::sleep(pause).await;
            loop {
                let front = self
                    .kept()
                    .get(&chat)
                    .and_then(|q| q.front())
                    .map(|k| k.request.clone());
                let Some(request) = front else {
                    return;
                };
                match self.inner.handoff.submit(request).await {
                    Ok(()) => {
                        tracing::info!(chat = %chat.id, "a kept request was taken");
                        let (taken, more) = self.taken_first(&chat);
                        if let Some(taken) = taken {
                            self.follow(chat.clone(), taken.follow_up).await;
                        }
                        if !more {
                            return;
                        }
                    }
                    Err(SubmitError::Uncommitted) => break,
                    Err(SubmitError::Stopped) => return,
                }
            }
            pause = (pause * 2).min(retry.longest);
        }
    }

    /// Takes `chat`'s first kept request, which the core took; whether
    /// others are left (when none is, the chat no longer queues).
    fn taken_first(&self, chat: &ChatKey) -> (Option<Kept>, bool) {
        let mut kept = self.kept();
        let Some(queue) = kept.get_mut(chat) else {
            return (None, false);
        };
        let taken = queue.pop_front();
        if queue.is_empty() {
            kept.remove(chat);
            return (taken, false);
        }
        (taken, true)
    }
}

/// The updates whose senders were told, the newest [`REMEMBERED`].
#[derive(Default)]
struct Told {
    ids: Mutex<(VecDeque<String>, HashSet<String>)>,
}

impl Told {
    /// Whether the sender of `update` is told for the first time (it is
    /// remembered). A request without an update id cannot come again, so
    /// it is always the first time.
    fn first(&self, update: Option<&str>) -> bool {
        let Some(update) = update else {
            return true;
        };
        let mut ids = self.ids.lock().unwrap_or_else(|e| e.into_inner());
        let (order, seen) = &mut *ids;
        if !seen.insert(update.to_owned()) {
            return false;
        }
        order.push_back(update.to_owned());
        if order.len() > REMEMBERED
            && let Some(oldest) = order.pop_front()
        {
            seen.remove(&oldest);
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};

    use super::*;
    use crate::app::{ChatInfo, ChatKind, Command, Platform, UserInfo, UserKey};

    /// A core that refuses the next `refusals` submissions (the database
    /// is away) and records what it was handed.
    #[derive(Default)]
    struct FakeCore {
        refusals: AtomicUsize,
        /// Every update id submitted, in order, taken or not.
        tries: Mutex<Vec<String>>,
        /// The update ids committed, in order.
        committed: Mutex<Vec<String>>,
        /// The follow-ups queued, in order.
        after: Mutex<Vec<String>>,
    }

    fn read(list: &Mutex<Vec<String>>) -> Vec<String> {
        list.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    fn push(list: &Mutex<Vec<String>>, item: String) {
        list.lock().unwrap_or_else(|e| e.into_inner()).push(item);
    }

    impl FakeCore {
        fn refuse(&self, count: usize) {
            self.refusals.store(count, Ordering::SeqCst);
        }
    }

    impl Handoff for Arc<FakeCore> {
        async fn submit(&self, request: Request) -> Result<(), SubmitError> {
            let id = request.update_id.unwrap_or_default();
            push(&self.tries, id.clone());
            let refused = self
                .refusals
                .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1))
                .is_ok();
            if refused {
                return Err(SubmitError::Uncommitted);
            }
            push(&self.committed, id);
            Ok(())
        }

        async fn after(&self, _chat: ChatKey, token: String) {
            push(&self.after, token);
        }
    }

    /// Records the notices given.
    #[derive(Default)]
    struct Notes {
        told: Mutex<Vec<String>>,
    }

    impl Tell for Notes {
        type Notice = String;

        async fn tell(&self, notice: String) {
            push(&self.told, notice);
        }
    }

    fn request(chat: &str, update: &str) -> Request {
        Request {
            update_id: Some(update.to_owned()),
            user: UserInfo {
                key: UserKey::new(Platform::Discord, "7"),
                name: "ann".into(),
                language_code: None,
            },
            chat: ChatInfo {
                key: ChatKey::new(Platform::Discord, chat),
                kind: ChatKind::Group,
                server: None,
            },
            command: Command::Help(None),
            game: None,
            origin: None,
            admin: false,
        }
    }

    /// Submission `update` in `chat`, with follow-up and notice named after it.
    fn submission(chat: &str, update: &str) -> Submission<String> {
        Submission {
            request: request(chat, update),
            follow_up: Some(format!("after {update}")),
            notice: Some(format!("told {update}")),
        }
    }

    fn quick(most: usize) -> Keeping {
        Keeping::Kept(Retry {
            first: Duration::from_millis(5),
            longest: Duration::from_millis(20),
            most,
        })
    }

    type TestIntake = Intake<Arc<FakeCore>, Notes>;

    fn intake(keeping: Keeping) -> (TestIntake, Arc<FakeCore>, Arc<Notes>) {
        let core = Arc::new(FakeCore::default());
        let notes = Arc::new(Notes::default());
        let intake = Intake::new(Arc::clone(&core), Arc::clone(&notes), keeping);
        (intake, core, notes)
    }

    /// Waits (5 s at most) until `done` holds.
    async fn until(what: &str, done: impl Fn() -> bool) {
        let waited = tokio::time::timeout(Duration::from_secs(5), async {
            while !done() {
                tokio::time::sleep(Duration::from_millis(2)).await;
            }
        })
        .await;
        assert!(waited.is_ok(), "timed out waiting until {what}");
    }

    #[tokio::test]
    async fn a_chats_requests_queue_behind_a_kept_one_and_reach_the_core_in_order() {
        let (intake, core, _) = intake(quick(100));
        core.refuse(usize::MAX);
        for (chat, update) in [("a", "a1"), ("a", "a2"), ("b", "b1"), ("a", "a3")] {
            let taken = intake.submit(submission(chat, update)).await;
            assert_eq!(taken.ok(), Some(Taken::Waits), "{update}");
        }
        assert_eq!(intake.kept_count(), 4);
        assert!(
            !read(&core.tries).iter().any(|t| t == "a2" || t == "a3"),
            "a's later requests wait behind a1 without being tried: {:?}",
            read(&core.tries)
        );
        core.refuse(0);
        until("every kept request is taken", || intake.kept_count() == 0).await;
        let of_a: Vec<String> = read(&core.committed)
            .into_iter()
            .filter(|id| id.starts_with('a'))
            .collect();
        assert_eq!(of_a, ["a1", "a2", "a3"]);
        let after_a: Vec<String> = read(&core.after)
            .into_iter()
            .filter(|f| f.starts_with("after a"))
            .collect();
        assert_eq!(after_a, ["after a1", "after a2", "after a3"]);
        assert!(read(&core.committed).contains(&"b1".to_owned()));
        // Once nothing is kept, a chat's request goes straight to the core.
        let taken = intake.submit(submission("a", "a4")).await;
        assert_eq!(taken.ok(), Some(Taken::Committed));
    }

    #[tokio::test]
    async fn a_kept_request_is_tried_again_until_the_database_takes_it() {
        let (intake, core, _) = intake(quick(100));
        core.refuse(3);
        let taken = intake.submit(submission("a", "x")).await;
        assert_eq!(taken.ok(), Some(Taken::Waits));
        until("the kept request is taken", || intake.kept_count() == 0).await;
        assert_eq!(read(&core.tries), ["x", "x", "x", "x"]);
        assert_eq!(read(&core.committed), ["x"]);
        assert_eq!(
            read(&core.after),
            ["after x"],
            "followed up once, when taken"
        );
    }

    #[tokio::test]
    async fn a_sender_is_told_once_however_often_the_platform_sends_it_again() {
        let (intake, core, notes) = intake(Keeping::Redelivered);
        core.refuse(3);
        for _ in 0..3 {
            let taken = intake.submit(submission("a", "u1")).await;
            assert!(matches!(taken, Err(SubmitError::Uncommitted)), "{taken:?}");
        }
        assert_eq!(
            intake.kept_count(),
            0,
            "nothing is kept: the platform keeps it"
        );
        until("the sender is told", || !read(&notes.told).is_empty()).await;
        let taken = intake.submit(submission("a", "u1")).await;
        assert_eq!(taken.ok(), Some(Taken::Committed));
        assert_eq!(read(&core.after), ["after u1"]);
        // A reaction that plays no move comes without a notice.
        core.refuse(1);
        let quiet = Submission {
            notice: None,
            ..submission("a", "u2")
        };
        assert!(intake.submit(quiet).await.is_err());
        tokio::time::sleep(Duration::from_millis(20)).await;
        assert_eq!(read(&notes.told), ["told u1"]);
    }

    #[tokio::test]
    async fn each_kept_request_is_told_once() {
        let (intake, core, notes) = intake(quick(100));
        core.refuse(usize::MAX);
        for update in ["a1", "a2"] {
            intake.submit(submission("a", update)).await.expect("kept");
        }
        until("both senders are told", || read(&notes.told).len() == 2).await;
        core.refuse(0);
        until("every kept request is taken", || intake.kept_count() == 0).await;
        tokio::time::sleep(Duration::from_millis(20)).await;
        let mut told = read(&notes.told);
        told.sort();
        assert_eq!(told, ["told a1", "told a2"], "the tries again tell nobody");
    }

    #[tokio::test]
    async fn beyond_the_bound_a_submission_waits_for_room_and_is_not_dropped() {
        let (intake, core, _) = intake(quick(1));
        core.refuse(usize::MAX);
        assert_eq!(
            intake.submit(submission("a", "a1")).await.ok(),
            Some(Taken::Waits)
        );
        let waiting = tokio::spawn({
            let intake = intake.clone();
            async move { intake.submit(submission("b", "b1")).await }
        });
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert!(!waiting.is_finished(), "b1 waits for room");
        assert!(!read(&core.tries).contains(&"b1".to_owned()));
        core.refuse(0);
        let taken = waiting.await.expect("the submission ran");
        assert_eq!(taken.ok(), Some(Taken::Committed));
        assert_eq!(read(&core.committed), ["a1", "b1"]);
    }

    #[test]
    fn an_update_is_told_once_and_only_the_newest_are_remembered() {
        let told = Told::default();
        assert!(told.first(Some("1")));
        assert!(!told.first(Some("1")), "told once");
        for id in 2..=REMEMBERED + 1 {
            assert!(told.first(Some(&id.to_string())));
        }
        assert!(told.first(Some("1")), "the oldest was forgotten");
        assert!(!told.first(Some(&(REMEMBERED + 1).to_string())));
        assert!(told.first(None) && told.first(None), "no id: no memory");
    }
}
