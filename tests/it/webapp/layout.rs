//! How the board is laid out: each player sees their own side at the
//! bottom (and may flip it), Persian reads right to left while the board
//! keeps a1's file on White's left, and the largest board fits a page 320
//! px wide.

use chromiumoxide::cdp::browser_protocol::emulation::SetDeviceMetricsOverrideParams;
use serde_json::Value;

use super::{Served, new_game};
use crate::util::browser::{Page, Scheme};
use crate::util::fake_telegram::user_json;
use crate::util::telegram::{Chat, alice, bob};

/// The centre of `square`'s element on the page: (x, y).
async fn centre(page: &Page, square: &str) -> (f64, f64) {
    let value = page
        .eval(&format!(
            "(() => {{ const r = document.querySelector('[data-square=\"{square}\"]').getBoundingClientRect(); \
             return [r.left + r.width / 2, r.top + r.height / 2]; }})()"
        ))
        .await;
    let pair: Vec<f64> = serde_json::from_value(value).expect("two numbers");
    (pair[0], pair[1])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_player_sees_their_side_at_the_bottom_and_may_flip_the_board() {
    let served = Served::start().await;
    let chat = Chat::new(&served.fake, -39_300);
    let game = new_game(&chat, "/new russian").await;
    let white = served.open(&alice(), &game).await;
    let black = served.open(&bob(), &game).await;

    let (a1, h8) = (centre(&white, "a1").await, centre(&white, "h8").await);
    assert!(
        a1.0 < h8.0 && a1.1 > h8.1,
        "White: a1 bottom left, {a1:?} {h8:?}"
    );
    let (a1, h8) = (centre(&black, "a1").await, centre(&black, "h8").await);
    assert!(
        a1.0 > h8.0 && a1.1 < h8.1,
        "Black: h8 bottom left, {a1:?} {h8:?}"
    );

    let flip = white
        .eval("document.getElementById('flip').getBoundingClientRect().toJSON()")
        .await;
    let at = chromiumoxide::layout::Point::new(
        flip["x"].as_f64().expect("x") + 5.0,
        flip["y"].as_f64().expect("y") + 5.0,
    );
    white.tab.click(at).await.expect("click the flip button");
    let (a1, h8) = (centre(&white, "a1").await, centre(&white, "h8").await);
    assert!(a1.0 > h8.0 && a1.1 < h8.1, "White flipped: {a1:?} {h8:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn persian_reads_right_to_left_and_the_board_keeps_its_files() {
    let served = Served::start().await;
    let chat = Chat::new(&served.fake, -39_301);
    let game = new_game(&chat, "/new turkish").await;
    let reader = user_json(44, "Dara", "fa");
    let page = served.open(&reader, &game).await;

    assert_eq!(page.eval("document.documentElement.dir").await, "rtl");
    assert_eq!(page.eval("document.documentElement.lang").await, "fa");
    assert_eq!(
        page.eval("document.getElementById('board').dir").await,
        "ltr"
    );
    let (a2, h2) = (centre(&page, "a2").await, centre(&page, "h2").await);
    assert!(a2.0 < h2.0, "a is White's left: {a2:?} {h2:?}");
    assert_eq!(
        page.square_attr("a2", "aria-label").await.as_deref(),
        Some("a2، مهرهٔ سادهٔ سفید")
    );
    let status = page.text("status").await;
    assert!(
        status.contains("تماشاگر"),
        "a watcher, in Persian: {status}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_twelve_by_twelve_board_fits_a_page_320_px_wide() {
    let served = Served::start().await;
    let chat = Chat::new(&served.fake, -39_302);
    let game = new_game(&chat, "/new canadian").await;
    let page = served.open(&alice(), &game).await;
    page.tab
        .execute(SetDeviceMetricsOverrideParams::new(320, 640, 1.0, false))
        .await
        .expect("a 320 px page");
    page.wait_for("document.documentElement.clientWidth === 320")
        .await;

    assert_eq!(
        page.eval("document.documentElement.scrollWidth").await,
        Value::from(320),
        "nothing sticks out sideways"
    );
    let inside = page
        .eval(
            "[...document.querySelectorAll('[data-square]')].every(e => { \
             const r = e.getBoundingClientRect(); \
             return r.left >= 0 && r.right <= 320 && r.width >= 24; })",
        )
        .await;
    assert_eq!(
        inside,
        Value::Bool(true),
        "every square inside, at least 24 px"
    );
    assert_eq!(
        page.eval("document.querySelectorAll('[data-square]').length")
            .await,
        Value::from(72)
    );
    // A tap still plays on the small board.
    page.click("c5").await;
    assert_eq!(page.squares_with("target").await, ["b6", "d6"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn parachutists_are_drawn_and_named() {
    let served = Served::start().await;
    let chat = Chat::new(&served.fake, -39_303);
    let game = new_game(&chat, "/new parachute").await;
    let page = served.open(&alice(), &game).await;
    // VARIANTS.md §16: parachutists wait on the opponent's first rank.
    for (square, piece, name) in [
        ("b8", "wp", "b8, white parachutist"),
        ("h8", "wp", "h8, white parachutist"),
        ("a1", "bp", "a1, black parachutist"),
        ("g1", "bp", "g1, black parachutist"),
        ("c3", "wm", "c3, white man"),
    ] {
        assert_eq!(page.piece(square).await.as_deref(), Some(piece), "{square}");
        assert_eq!(
            page.square_attr(square, "aria-label").await.as_deref(),
            Some(name)
        );
    }
    assert_eq!(
        page.eval("document.querySelectorAll('.pc.wp use[href=\"#chute\"], .pc.bp use[href=\"#chute\"]').length")
            .await,
        Value::from(8),
        "each parachutist carries the canopy"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_takes_telegrams_theme_colours_light_or_dark() {
    let served = Served::start().await;
    let chat = Chat::new(&served.fake, -39_304);
    let game = new_game(&chat, "/new russian").await;
    let colours = "(() => { const b = getComputedStyle(document.body); \
                   const row = getComputedStyle(document.getElementById('player-top')); \
                   return [b.backgroundColor, b.color, row.backgroundColor]; })()";

    let light = served.open_in(&alice(), &game, Scheme::Light).await;
    assert_eq!(
        light.eval(colours).await,
        serde_json::json!(["rgb(255, 255, 255)", "rgb(0, 0, 0)", "rgb(239, 239, 243)"])
    );
    light.close().await;
    // The stub's dark theme: bg #1a1b2c, text #f0f0f0, secondary #262840.
    let dark = served.open_in(&alice(), &game, Scheme::Dark).await;
    assert_eq!(
        dark.eval(colours).await,
        serde_json::json!(["rgb(26, 27, 44)", "rgb(240, 240, 240)", "rgb(38, 40, 64)"])
    );
    assert_eq!(
        dark.eval("document.documentElement.dataset.scheme").await,
        "dark"
    );
}
