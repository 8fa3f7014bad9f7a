//! The live event stream (`GET api/games/g<id>/events`): the game's state
//! at once, then again each time its version changes, whichever instance
//! changed it, with a `: ping` comment every [`PING`].
//!
//! Changes are learnt from the database, not from memory: one task per
//! process ([`Versions::run`]) reads the versions of every game an open
//! stream follows, all in one call to the core, every [`POLL`] (and at
//! once after a move made through this process's API), reads each game
//! whose version moved once, and hands it to the streams that follow it;
//! each stream makes its viewer's view of it (their colour, their moves, in
//! their language and theme as they were when the stream opened). Streams
//! are bounded: [`PER_USER`] per user (the next is refused with `429`) and
//! [`ALL`] in the process.

use std::collections::HashMap;
use std::convert::Infallible;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::response::sse::{Event, KeepAlive, Sse};
use futures::Stream;
use tokio::sync::{Notify, watch};

use super::WebApp;
use super::view::{colour_of, game_view};
use draughts::Color;

use crate::app::{GameId, GamePage, Lang, Platform, UserKey};
use crate::ops::metrics;
use crate::runtime::Hub;

/// How often the followed games' versions are read.
pub(crate) const POLL: Duration = Duration::from_millis(500);
/// How often an idle stream sends a comment, so that proxies keep it open.
const PING: Duration = Duration::from_secs(15);
/// Streams one user may have open at once.
pub(crate) const PER_USER: usize = 4;
/// Streams the process serves at once.
pub(crate) const ALL: usize = 2000;

/// The versions of the games open streams follow.
pub(crate) struct Versions {
    games: Mutex<HashMap<GameId, watch::Sender<Seen>>>,
    /// Read now rather than at the next [`POLL`].
    soon: Notify,
    /// Open streams per user, and in all.
    open: Mutex<(HashMap<String, usize>, usize)>,
    /// Set at the stop: every stream ends, so that the server's graceful
    /// stop need not wait for them.
    closed: watch::Sender<bool>,
}

/// What the streams of a game know of it: its version (`None` once it is
/// gone) and, once it changed, the game as read then.
#[derive(Clone, Default)]
struct Seen {
    version: Option<i64>,
    page: Option<Arc<Shared>>,
}

/// What a view depends on besides the game: the viewer's colour (none for
/// a watcher), language and theme.
type ViewKey = (Option<Color>, Lang, String);

/// A game read once for all its streams, and the views made of it so far:
/// every watcher in one language and theme gets the same JSON, made once.
struct Shared {
    page: GamePage,
    views: Mutex<HashMap<ViewKey, Arc<str>>>,
}

impl Shared {
    /// The JSON of the view of `viewer`, in `lang` and `theme`.
    fn view(&self, viewer: &UserKey, lang: Lang, theme: &str) -> Option<Arc<str>> {
        let key = (colour_of(&self.page, viewer), lang, theme.to_owned());
        let mut views = self.views.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(json) = views.get(&key) {
            return Some(Arc::clone(json));
        }
        let mut page = self.page.clone();
        page.theme = theme.to_owned();
        let json: Arc<str> = serde_json::to_string(&game_view(&page, viewer, lang))
            .ok()?
            .into();
        views.insert(key, Arc::clone(&json));
        Some(json)
    }
}

/// An open stream's place in the bounds; given back when the stream ends.
/// Seats are the streams `damabot_webapp_event_streams` counts.
pub(crate) struct Seat {
    versions: Arc<Versions>,
    user: String,
}

impl Drop for Seat {
    fn drop(&mut self) {
        let mut open = self.versions.open.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = open.0.get_mut(&self.user) {
            *n -= 1;
            if *n == 0 {
                open.0.remove(&self.user);
            }
        }
        open.1 = open.1.saturating_sub(1);
        metrics::get().webapp_streams.dec();
    }
}

impl Default for Versions {
    fn default() -> Versions {
        Versions {
            games: Mutex::default(),
            soon: Notify::new(),
            open: Mutex::default(),
            closed: watch::channel(false).0,
        }
    }
}

impl Versions {
    /// Ends every stream, now and to come.
    pub(crate) fn close(&self) {
        self.closed.send_replace(true);
    }

    /// A place for one more stream of `user`; `None` beyond the bounds.
    pub(crate) fn seat(self: &Arc<Self>, user: &str) -> Option<Seat> {
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        let mine = open.0.get(user).copied().unwrap_or(0);
        if mine >= PER_USER || open.1 >= ALL {
            return None;
        }
        open.0.insert(user.to_owned(), mine + 1);
        open.1 += 1;
        metrics::get().webapp_streams.inc();
        Some(Seat {
            versions: Arc::clone(self),
            user: user.to_owned(),
        })
    }

    /// Follows `game`, last seen at `version`.
    fn follow(&self, game: GameId, version: i64) -> watch::Receiver<Seen> {
        let mut games = self.games.lock().unwrap_or_else(|e| e.into_inner());
        let sender = games.entry(game).or_insert_with(|| {
            watch::channel(Seen {
                version: Some(version),
                page: None,
            })
            .0
        });
        let mut receiver = sender.subscribe();
        // A version read since the one the stream's first state showed is
        // news for it.
        if receiver.borrow().version != Some(version) {
            receiver.mark_changed();
        }
        receiver
    }

    /// Asks for a read now: a move was just made here.
    pub(crate) fn poke(&self) {
        self.soon.notify_one();
    }

    /// Reads the followed games' versions for the life of the process.
    pub(crate) async fn run(self: Arc<Self>, hub: Hub) {
        loop {
            tokio::select! {
                () = tokio::time::sleep(POLL) => {}
                () = self.soon.notified() => {}
            }
            let followed: Vec<GameId> = {
                let mut games = self.games.lock().unwrap_or_else(|e| e.into_inner());
                games.retain(|_, sender| sender.receiver_count() > 0);
                games.keys().copied().collect()
            };
            if followed.is_empty() {
                continue;
            }
            let versions = match hub.game_versions(followed).await {
                Ok(versions) => versions,
                Err(error) => {
                    tracing::warn!(%error, "the Mini App could not read the games' versions");
                    continue;
                }
            };
            let moved: Vec<(GameId, Option<i64>)> = {
                let games = self.games.lock().unwrap_or_else(|e| e.into_inner());
                versions
                    .into_iter()
                    .filter(|(game, version)| {
                        games
                            .get(game)
                            .is_some_and(|s| s.borrow().version != *version)
                    })
                    .collect()
            };
            for (game, version) in moved {
                // Read once for every stream; each makes its viewer's view.
                let page = match version {
                    Some(_) => match hub.game_page(game, nobody()).await {
                        Ok(page) => page.map(|page| {
                            Arc::new(Shared {
                                page,
                                views: Mutex::default(),
                            })
                        }),
                        Err(error) => {
                            tracing::warn!(%error, "the Mini App could not read a game");
                            None
                        }
                    },
                    None => None,
                };
                let version = page.as_ref().map_or(version, |p| Some(p.page.version));
                let games = self.games.lock().unwrap_or_else(|e| e.into_inner());
                if let Some(sender) = games.get(&game) {
                    sender.send_replace(Seen { version, page });
                }
            }
        }
    }
}

/// Nobody in particular: the viewer the shared reads of a game are made
/// for (each stream puts in its own viewer's theme).
fn nobody() -> UserKey {
    UserKey::new(Platform::Telegram, "0")
}

/// What a stream needs to make its viewer's view of a game.
pub(crate) struct Following {
    pub app: Arc<WebApp>,
    pub game: GameId,
    pub viewer: UserKey,
    pub lang: Lang,
    /// The viewer's board theme when the stream opened.
    pub theme: String,
    /// Held for the life of the stream: its place in the bounds.
    pub _seat: Seat,
}

/// The stream of `following`'s game, starting with `first` (its state now,
/// as JSON, at `version`).
pub(crate) fn stream(
    following: Following,
    first: String,
    version: i64,
) -> Sse<impl Stream<Item = Result<Event, Infallible>>> {
    let changes = following.app.versions.follow(following.game, version);
    let closed = following.app.versions.closed.subscribe();
    let state = (following, changes, closed, Some(first));
    let events = futures::stream::unfold(
        state,
        |(following, mut changes, mut closed, first)| async move {
            if let Some(first) = first {
                let event = Event::default().event("state").data(first);
                return Some((Ok(event), (following, changes, closed, None)));
            }
            loop {
                tokio::select! {
                    changed = changes.changed() => changed.ok()?,
                    _ = closed.wait_for(|c| *c) => return None,
                }
                let seen = changes.borrow_and_update().clone();
                seen.version?;
                if let Some(shared) = seen.page {
                    let json = shared.view(&following.viewer, following.lang, &following.theme)?;
                    let event = Event::default().event("state").data(&*json);
                    return Some((Ok(event), (following, changes, closed, None)));
                }
                // The shared read failed: read the viewer's own.
                let page = following
                    .app
                    .hub
                    .game_page(following.game, following.viewer.clone())
                    .await;
                match page {
                    Ok(Some(page)) => {
                        let view = game_view(&page, &following.viewer, following.lang);
                        let json = serde_json::to_string(&view).ok()?;
                        let event = Event::default().event("state").data(json);
                        return Some((Ok(event), (following, changes, closed, None)));
                    }
                    Ok(None) => return None,
                    Err(error) => {
                        tracing::warn!(%error, "the Mini App could not read a game for its stream");
                    }
                }
            }
        },
    );
    Sse::new(events).keep_alive(KeepAlive::new().interval(PING).text(" ping"))
}
