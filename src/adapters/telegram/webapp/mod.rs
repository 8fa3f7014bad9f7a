//! The Mini App (issue 39): a board in a web page, served by the bot itself
//! on `DAMABOT_WEBAPP_ADDR` under the path of `DAMABOT_WEBAPP_URL`, on the
//! same hardened server as the webhook ([`crate::ops::http`]: a connection
//! cap, header and request timeouts, small bodies).
//!
//! - [`assets`]: the page's files, embedded;
//! - [`strings`]: the page's words, from the locale files;
//! - [`init_data`]: who is calling, from Telegram's signed `initData`;
//! - [`access`]: who may watch a game, and a bound on reads;
//! - [`view`]: a game as the page's JSON;
//! - [`api`]: the endpoints; moves and actions go to the core as the
//!   chat's requests do;
//! - [`events`]: the live stream, which learns of changes from the
//!   database, so that any instance may serve it.
//!
//! The interface with the page is /work/miniapp-contract.md. Every answer
//! is counted in `damabot_webapp_requests_total`, by route ([`route_of`])
//! and status class.

mod access;
mod api;
mod assets;
mod events;
mod init_data;
mod strings;
mod view;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::{Path, Request};
use axum::http::{HeaderMap, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use tokio::net::TcpListener;

use super::TgBot;
use super::members::Admins;
use super::retry::Backoff;
use crate::config::{Secret, WebAppConfig};
use crate::ops::http::{self, Limits};
use crate::ops::metrics;
use crate::runtime::Hub;

/// The server's bounds. Each open page holds a connection for its event
/// stream, which counts as idle between events: when every slot is taken
/// the oldest idle one is closed, and its page reconnects.
const LIMITS: Limits = Limits {
    connections: 2048,
    header: Duration::from_secs(10),
    request: Duration::from_secs(15),
};

/// What the endpoints share.
pub(crate) struct WebApp {
    /// The way to the core.
    pub hub: Hub,
    /// For `getChatMember`.
    pub bot: TgBot,
    /// Waits between attempts after network errors.
    pub backoff: Backoff,
    /// The bot token, which signs `initData`.
    pub token: Secret,
    /// Recent answers of `getChatMember`: whether a user belongs to a group.
    pub members: Admins,
    /// The per-user bound on reads.
    pub reads: access::Reads,
    /// The versions of the games open streams follow.
    pub versions: Arc<events::Versions>,
}

/// Why the Mini App could not be served.
#[derive(Debug, thiserror::Error)]
#[error("binding the Mini App's address {addr} (DAMABOT_WEBAPP_ADDR): {source}")]
pub struct BindError {
    addr: SocketAddr,
    source: std::io::Error,
}

/// Binds `addr` and serves the page and its API for `config` in the
/// background until `stop` resolves.
pub(crate) async fn start(
    config: &WebAppConfig,
    addr: SocketAddr,
    app: WebApp,
    stop: impl Future<Output = ()> + Send + 'static,
) -> Result<(), BindError> {
    let listener = TcpListener::bind(addr)
        .await
        .map_err(|source| BindError { addr, source })?;
    let app = Arc::new(app);
    tokio::spawn(Arc::clone(&app.versions).run(app.hub.clone()));
    let versions = Arc::clone(&app.versions);
    let router = router(&config.base_path(), app);
    tracing::info!(%addr, url = %config.url, "Mini App started");
    let stop = async move {
        stop.await;
        versions.close();
    };
    tokio::spawn(http::serve(listener, router, LIMITS, |_| {}, stop));
    Ok(())
}

/// The routes under `base` (a path ending in `/`).
fn router(base: &str, app: Arc<WebApp>) -> Router {
    let mut router = Router::new()
        .route(&format!("{base}api/strings"), get(api::get_strings))
        .route(&format!("{base}api/games/{{game}}"), get(api::get_game))
        .route(
            &format!("{base}api/games/{{game}}/events"),
            get(api::get_events),
        )
        .route(
            &format!("{base}api/games/{{game}}/move"),
            post(api::post_move),
        )
        .route(
            &format!("{base}api/games/{{game}}/action"),
            post(api::post_action),
        )
        .route(
            base,
            get(|headers: HeaderMap| async move { assets::serve("", &headers) }),
        )
        .route(
            &format!("{base}{{*file}}"),
            get(|Path(file): Path<String>, headers: HeaderMap| async move {
                assets::serve(&file, &headers)
            }),
        );
    if let Some(bare) = base.strip_suffix('/').filter(|b| !b.is_empty()) {
        let to = base.to_owned();
        router = router.route(bare, get(move || async move { moved(&to) }));
    }
    let base = Arc::<str>::from(base);
    router
        .with_state(app)
        .layer(middleware::from_fn(move |request: Request, next: Next| {
            let route = route_of(&base, request.uri().path());
            async move {
                let response = next.run(request).await;
                metrics::get().webapp_request(route, response.status().as_u16());
                response
            }
        }))
}

/// The route of `path` under `base`, as `damabot_webapp_requests_total`
/// names it ([`metrics::WEBAPP_ROUTES`]).
fn route_of(base: &str, path: &str) -> &'static str {
    let Some(rest) = path.strip_prefix(base) else {
        return if base.strip_suffix('/') == Some(path) {
            "page"
        } else {
            "other"
        };
    };
    let Some(api) = rest.strip_prefix("api/") else {
        return "page";
    };
    if api == "strings" {
        return "strings";
    }
    let Some(game) = api.strip_prefix("games/") else {
        return "other";
    };
    match game.split_once('/') {
        None if !game.is_empty() => "game",
        Some((_, "events")) => "events",
        Some((_, "move")) => "move",
        Some((_, "action")) => "action",
        _ => "other",
    }
}

/// A redirect from the base without its `/` to the base, so that the
/// page's relative URLs resolve under it.
fn moved(to: &str) -> Response {
    (
        StatusCode::MOVED_PERMANENTLY,
        [(header::LOCATION, to.to_owned())],
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::route_of;

    #[test]
    fn requests_are_counted_by_the_route_they_take() {
        for (path, route) in [
            ("/app/", "page"),
            ("/app", "page"),
            ("/app/app.js", "page"),
            ("/app/api/strings", "strings"),
            ("/app/api/games/g1", "game"),
            ("/app/api/games/g1/events", "events"),
            ("/app/api/games/g1/move", "move"),
            ("/app/api/games/g1/action", "action"),
            ("/app/api/games/", "other"),
            ("/app/api/games/g1/undo", "other"),
            ("/app/api/nothing", "other"),
            ("/elsewhere", "other"),
        ] {
            assert_eq!(route_of("/app/", path), route, "{path}");
        }
        assert_eq!(route_of("/", "/api/games/g7"), "game");
        assert_eq!(route_of("/", "/"), "page");
    }
}
