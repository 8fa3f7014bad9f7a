//! The page's API (/work/miniapp-contract.md): its words, a game's state,
//! the live stream, and moves and actions, which become the same
//! [`Request`]s a typed move or a button press does: submitted to the
//! core, carried out in one transaction (so the chats' boards and the
//! record follow), and refused with the core's own translated words.
//!
//! A request is refused with `401` without valid `initData`, `403` when
//! the caller may not watch (or, for a move, is not a player or not on
//! turn), `404` for no such game, `422` for an illegal or stale move,
//! `429` past a rate limit and `503` when the core could not answer; the
//! body is `{"error": "<translated text>"}`.

use std::sync::Arc;

use axum::Json;
use axum::body::Body;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use draughts::Notation;
use serde::Deserialize;
use serde_json::json;

use super::WebApp;
use super::access::may_watch;
use super::events::{self, Following};
use super::init_data::{self, WebUser};
use super::strings::strings;
use super::view::{game_view, plays, read_path, route_of};
use crate::adapters::telegram::origin::Origin;
use crate::app::{
    ChatInfo, ChatKind, Command, GameId, GamePage, Lang, Msg, PageChat, Platform, Request,
    UserInfo, UserKey, numbered_moves,
};
use crate::ops::metrics;
use crate::runtime::now_ms;

/// The largest body of a move or an action.
const BODY_LIMIT: usize = 4096;

/// A refusal: its status and what it says.
pub(crate) struct Refusal {
    status: StatusCode,
    msg: Msg,
    lang: Lang,
}

impl Refusal {
    fn new(status: StatusCode, id: &'static str, lang: Lang) -> Refusal {
        Refusal {
            status,
            msg: Msg::new(id),
            lang,
        }
    }
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        let text = crate::text::render(self.lang, &self.msg);
        (self.status, Json(json!({ "error": text }))).into_response()
    }
}

/// The caller, once their `initData` is checked.
struct Caller {
    user: WebUser,
    key: UserKey,
}

impl Caller {
    /// The language their Telegram reports, else English.
    fn platform_lang(&self) -> Lang {
        self.user
            .language_code
            .as_deref()
            .and_then(Lang::from_code)
            .unwrap_or(Lang::En)
    }

    /// The language to answer in: their choice with the bot, else their
    /// Telegram's.
    fn lang(&self, page: Option<&GamePage>) -> Lang {
        page.and_then(|p| p.lang)
            .unwrap_or_else(|| self.platform_lang())
    }
}

/// The language a request says it prefers (`Accept-Language`), for the
/// refusals of callers not known yet.
fn accepted_lang(headers: &HeaderMap) -> Lang {
    headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| {
            v.split(',')
                .filter_map(|part| Lang::from_code(part.split(';').next()?.trim()))
                .next()
        })
        .unwrap_or(Lang::En)
}

/// Checks `raw` `initData`.
fn caller(app: &WebApp, raw: Option<&str>, headers: &HeaderMap) -> Result<Caller, Refusal> {
    let now = now_ms() / 1000;
    match init_data::validate(raw.unwrap_or_default(), app.token.expose(), now) {
        Ok(user) => Ok(Caller {
            key: UserKey::new(Platform::Telegram, user.id.to_string()),
            user,
        }),
        Err(why) => {
            tracing::debug!(%why, "Mini App request refused");
            metrics::get()
                .webapp_refusals
                .with_label_values(&[why.reason()])
                .inc();
            Err(Refusal::new(
                StatusCode::UNAUTHORIZED,
                "webapi-unauthorized",
                accepted_lang(headers),
            ))
        }
    }
}

/// The `initData` of `Authorization: tma <initData>`.
fn authorization(headers: &HeaderMap) -> Option<&str> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, rest) = value.split_once(' ')?;
    scheme.eq_ignore_ascii_case("tma").then_some(rest.trim())
}

/// The game a name such as `g42` names.
fn game_id(name: &str) -> Option<GameId> {
    name.strip_prefix('g')?
        .parse::<GameId>()
        .ok()
        .filter(|id| *id > 0)
}

/// The game named `name` as `caller` may see it: `404` for no such game,
/// `403` when they may not watch it, `429` past their reads.
async fn page_for(app: &WebApp, caller: &Caller, name: &str) -> Result<GamePage, Refusal> {
    let lang = caller.platform_lang();
    let Some(game) = game_id(name) else {
        return Err(Refusal::new(
            StatusCode::NOT_FOUND,
            "webapi-not-found",
            lang,
        ));
    };
    if !app.reads.take(caller.user.id) {
        return Err(Refusal::new(
            StatusCode::TOO_MANY_REQUESTS,
            "webapi-rate-limited",
            lang,
        ));
    }
    let page = match app.hub.game_page(game, caller.key.clone()).await {
        Ok(Some(page)) => page,
        Ok(None) => {
            return Err(Refusal::new(
                StatusCode::NOT_FOUND,
                "webapi-not-found",
                lang,
            ));
        }
        Err(error) => {
            tracing::warn!(%error, "the Mini App could not read a game");
            return Err(Refusal::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "webapi-unavailable",
                lang,
            ));
        }
    };
    if !may_watch(app, &page, &caller.key).await {
        return Err(Refusal::new(
            StatusCode::FORBIDDEN,
            "webapi-may-not-watch",
            caller.lang(Some(&page)),
        ));
    }
    Ok(page)
}

/// `?lang=` of `api/strings`.
#[derive(Deserialize)]
pub(crate) struct LangQuery {
    lang: Option<String>,
}

/// `GET api/strings?lang=fa`: the page's words.
pub(crate) async fn get_strings(Query(query): Query<LangQuery>) -> Response {
    let lang = query
        .lang
        .as_deref()
        .and_then(Lang::from_code)
        .unwrap_or(Lang::En);
    let mut response = Json(strings(lang)).into_response();
    response.headers_mut().insert(
        header::CACHE_CONTROL,
        header::HeaderValue::from_static("public, max-age=300"),
    );
    response
}

/// `GET api/games/g<id>`: the game's state.
pub(crate) async fn get_game(
    State(app): State<Arc<WebApp>>,
    Path(name): Path<String>,
    headers: HeaderMap,
) -> Result<Response, Refusal> {
    let caller = caller(&app, authorization(&headers), &headers)?;
    let page = page_for(&app, &caller, &name).await?;
    let view = game_view(&page, &caller.key, caller.lang(Some(&page)));
    Ok(no_store(Json(view).into_response()))
}

/// `?auth=` of the event stream.
#[derive(Deserialize)]
pub(crate) struct AuthQuery {
    auth: Option<String>,
}

/// `GET api/games/g<id>/events?auth=<initData>`: the live stream.
pub(crate) async fn get_events(
    State(app): State<Arc<WebApp>>,
    Path(name): Path<String>,
    Query(query): Query<AuthQuery>,
    headers: HeaderMap,
) -> Result<Response, Refusal> {
    let raw = query.auth.as_deref().or_else(|| authorization(&headers));
    let caller = caller(&app, raw, &headers)?;
    let Some(seat) = app.versions.seat(&caller.key.id) else {
        return Err(Refusal::new(
            StatusCode::TOO_MANY_REQUESTS,
            "webapi-too-many-streams",
            caller.platform_lang(),
        ));
    };
    let page = page_for(&app, &caller, &name).await?;
    let lang = caller.lang(Some(&page));
    let first = serde_json::to_string(&game_view(&page, &caller.key, lang)).unwrap_or_default();
    let following = Following {
        app: Arc::clone(&app),
        game: page.game,
        viewer: caller.key.clone(),
        lang,
        theme: page.theme.clone(),
        _seat: seat,
    };
    let mut response = events::stream(following, first, page.version).into_response();
    response.headers_mut().insert(
        header::HeaderName::from_static("x-accel-buffering"),
        header::HeaderValue::from_static("no"),
    );
    Ok(no_store(response))
}

/// The body of `POST …/move`.
#[derive(Deserialize)]
struct MoveBody {
    path: Vec<String>,
    version: i64,
}

/// The body of `POST …/action`.
#[derive(Deserialize)]
struct ActionBody {
    action: String,
}

/// `POST api/games/g<id>/move`: plays a move as a button would; counted
/// in `damabot_webapp_moves_total`, played or refused.
pub(crate) async fn post_move(
    State(app): State<Arc<WebApp>>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Body,
) -> Result<Response, Refusal> {
    let played = play(&app, &name, &headers, body).await;
    let outcome = if played.is_ok() { "played" } else { "refused" };
    metrics::get()
        .webapp_moves
        .with_label_values(&[outcome])
        .inc();
    played
}

/// The move of `post_move`.
async fn play(
    app: &WebApp,
    name: &str,
    headers: &HeaderMap,
    body: Body,
) -> Result<Response, Refusal> {
    let caller = caller(app, authorization(headers), headers)?;
    let body: MoveBody = read_body(body, caller.platform_lang()).await?;
    let page = page_for(app, &caller, name).await?;
    let lang = caller.lang(Some(&page));
    let Some(path) = read_path(page.variant, &body.path).filter(|p| p.len() >= 2) else {
        return Err(Refusal::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "webapi-bad-request",
            lang,
        ));
    };
    let position = &page.position;
    let command = match route_of(position, &path) {
        // The button of this move: its number in the list, pinned to the
        // version the page showed, so that a move made on an old board
        // is refused as stale.
        Some(route) => {
            let number = numbered_moves(position)
                .iter()
                .position(|(_, m)| m.same_outcome(&route))
                .map_or(0, |i| i + 1);
            Command::MoveNumber {
                number,
                version: Some(body.version),
            }
        }
        // No legal route: the core explains, as for a typed move.
        None => Command::Move(
            path.iter()
                .map(|sq| sq.text(page.variant, Notation::Native))
                .collect::<Vec<_>>()
                .join("-"),
        ),
    };
    act(app, &caller, &page, command).await
}

/// `POST api/games/g<id>/action`: resigns, offers, accepts or declines a
/// draw, as the board's buttons do.
pub(crate) async fn post_action(
    State(app): State<Arc<WebApp>>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Body,
) -> Result<Response, Refusal> {
    let caller = caller(&app, authorization(&headers), &headers)?;
    let body: ActionBody = read_body(body, caller.platform_lang()).await?;
    let page = page_for(&app, &caller, &name).await?;
    let command = match body.action.as_str() {
        "resign" => Command::Resign,
        "offer_draw" | "accept_draw" => Command::Draw,
        "decline_draw" => Command::DeclineDraw,
        _ => {
            return Err(Refusal::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "webapi-bad-request",
                caller.lang(Some(&page)),
            ));
        }
    };
    act(&app, &caller, &page, command).await
}

/// Reads a small JSON body.
async fn read_body<T: serde::de::DeserializeOwned>(body: Body, lang: Lang) -> Result<T, Refusal> {
    let bad = || Refusal::new(StatusCode::BAD_REQUEST, "webapi-bad-request", lang);
    let bytes = axum::body::to_bytes(body, BODY_LIMIT)
        .await
        .map_err(|_| bad())?;
    serde_json::from_slice(&bytes).map_err(|_| bad())
}

/// The chat a player's request acts in: the one that shows them the game
/// (their private chat), else the group that shows it.
fn chat_of<'a>(page: &'a GamePage, player: &UserKey) -> Option<&'a PageChat> {
    let shown = || {
        page.chats
            .iter()
            .filter(|c| !c.spectator && c.key.platform == Platform::Telegram)
    };
    shown()
        .find(|c| {
            c.member.as_ref() == Some(player)
                || (c.kind == ChatKind::Private && c.key.id == player.id)
        })
        .or_else(|| shown().find(|c| c.kind == ChatKind::Group))
}

/// Submits `command` for `caller` in the game's chat, as the core's other
/// requests are, and answers with the game's new state or the core's
/// refusal.
async fn act(
    app: &WebApp,
    caller: &Caller,
    page: &GamePage,
    command: Command,
) -> Result<Response, Refusal> {
    let lang = caller.lang(Some(page));
    let chat = chat_of(page, &caller.key).filter(|_| plays(page, &caller.key));
    let Some(chat) = chat else {
        return Err(Refusal {
            status: StatusCode::FORBIDDEN,
            msg: Msg::new("not-a-player"),
            lang,
        });
    };
    let nonce = nonce();
    let request = Request {
        update_id: Some(format!("web:{nonce}")),
        user: UserInfo {
            key: caller.key.clone(),
            name: caller.user.name.replace('\0', ""),
            language_code: caller.user.language_code.clone(),
        },
        chat: ChatInfo {
            key: chat.key.clone(),
            kind: chat.kind,
            server: None,
        },
        command,
        game: Some(page.game),
        origin: Some(format!("{}{nonce}", Origin::Page.encode())),
        admin: false,
    };
    let told = app.hub.submit_told(request).await.map_err(|error| {
        tracing::warn!(%error, "a Mini App request was not committed");
        Refusal::new(StatusCode::SERVICE_UNAVAILABLE, "webapi-unavailable", lang)
    })?;
    app.versions.poke();
    if let Some(msg) = told.into_iter().next() {
        return Err(Refusal {
            status: status_of(&msg),
            msg,
            lang,
        });
    }
    let after = match app.hub.game_page(page.game, caller.key.clone()).await {
        Ok(Some(after)) => after,
        _ => {
            return Err(Refusal::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "webapi-unavailable",
                lang,
            ));
        }
    };
    if after.version == page.version {
        // Nothing done and nothing said: the rate limit held it back
        // without a word (it speaks once per burst).
        return Err(Refusal::new(
            StatusCode::TOO_MANY_REQUESTS,
            "webapi-rate-limited",
            lang,
        ));
    }
    let view = game_view(&after, &caller.key, lang);
    Ok(no_store(
        Json(json!({ "ok": true, "state": view })).into_response(),
    ))
}

/// The status of a refusal the core gave.
fn status_of(msg: &Msg) -> StatusCode {
    match msg.id.as_ref() {
        "not-a-player" | "not-your-turn" | "local-owner-only" => StatusCode::FORBIDDEN,
        "slow-down" => StatusCode::TOO_MANY_REQUESTS,
        _ => StatusCode::UNPROCESSABLE_ENTITY,
    }
}

/// A fresh random token for a request's update id and origin.
fn nonce() -> String {
    let mut bytes = [0u8; 12];
    if getrandom::fill(&mut bytes).is_err() {
        let now = now_ms().to_le_bytes();
        bytes[..8].copy_from_slice(&now);
    }
    hex::encode(bytes)
}

/// Marks an answer as not to be cached: it is one user's and changes.
fn no_store(mut response: Response) -> Response {
    response.headers_mut().insert(
        header::CACHE_CONTROL,
        header::HeaderValue::from_static("no-store"),
    );
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_are_named_g_and_their_id() {
        assert_eq!(game_id("g42"), Some(42));
        assert_eq!(game_id("42"), None);
        assert_eq!(game_id("g0"), None);
        assert_eq!(game_id("g-1"), None);
        assert_eq!(game_id("gx"), None);
    }

    #[test]
    fn the_init_data_comes_in_the_tma_authorization() {
        let mut headers = HeaderMap::new();
        assert_eq!(authorization(&headers), None);
        headers.insert(
            header::AUTHORIZATION,
            header::HeaderValue::from_static("tma auth_date=1&hash=ab"),
        );
        assert_eq!(authorization(&headers), Some("auth_date=1&hash=ab"));
        headers.insert(
            header::AUTHORIZATION,
            header::HeaderValue::from_static("Bearer x"),
        );
        assert_eq!(authorization(&headers), None);
    }
}
