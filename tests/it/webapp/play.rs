//! A game of English checkers played in the Mini App by clicks on
//! `data-square` elements and one drag: a capture whose two routes reach
//! the same square (the page asks for the landing), quiet moves, a
//! promotion. Each move shows up in the chat's board message and, live, on
//! the opponent's page; an outsider's move and an out-of-turn move are
//! refused with the server's reason on the page.
//!
//! English squares are numbered from White's far left: b8 = 1, …, a7 = 5,
//! c7 = 6, …, b6 = 9, d6 = 10, h6 = 12, …, g5 = 16, b4 = 17, d4 = 18,
//! f4 = 19, c3 = 22, f2 = 27, e1 = 31, d8 = 2; the captions below use them.

use super::{Served, new_game};
use crate::util::browser::Page;
use crate::util::telegram::{Chat, alice, bob, carol, is_board};

const GROUP: i64 = -39_001;

/// Waits for the chat's board to be edited after call `since` with a
/// caption naming `last` as the last move.
async fn board_shows(chat: &Chat<'_>, since: usize, last: &str) {
    let wanted = format!("Last move: {last}");
    chat.next(since, |c| {
        is_board(c) && c.caption().is_some_and(|t| t.contains(&wanted))
    })
    .await;
}

/// Clicks `squares` in turn on `page`.
async fn clicks(page: &Page, squares: &[&str]) {
    for square in squares {
        page.click(square).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_is_played_in_the_page_by_clicks_and_a_drag_and_followed_live() {
    let served = Served::start().await;
    let chat = Chat::new(&served.fake, GROUP);
    // White: c3, e1. Black: b6, d6, h6, b4, d4. White must take, from c3
    // over d4 and d6 or over b4 and b6: both routes end on c7.
    let game = new_game(&chat, "/new english fen W:W22,31:B9,10,12,17,18").await;
    let white = served.open(&alice(), &game).await;
    let black = served.open(&bob(), &game).await;
    let outsider = served.open(&carol(), &game).await;

    assert_eq!(
        white.square_attr("c3", "aria-label").await.as_deref(),
        Some("c3, white man")
    );
    assert_eq!(
        black.square_attr("d4", "aria-label").await.as_deref(),
        Some("d4, black man")
    );
    assert_eq!(white.piece("c3").await.as_deref(), Some("wm"));

    // The capture: the piece, then the destination both routes share; the
    // page then asks where the piece lands first.
    white.click("c3").await;
    assert_eq!(white.squares_with("target").await, ["c7"]);
    assert_eq!(
        white.square_attr("c7", "aria-label").await.as_deref(),
        Some("c7, empty, move here")
    );
    white.click("c7").await;
    assert_eq!(white.squares_with("landing").await, ["a5", "e5"]);
    assert!(
        white
            .text("status")
            .await
            .contains("Several routes reach c7"),
        "{}",
        white.text("status").await
    );
    let version = black.version().await;
    // Black's page records the animations it starts when the move comes.
    black
        .eval(
            "new MutationObserver(() => { window.seen = document.getAnimations().map(a => \
               a.effect.getKeyframes().map(k => k.transform || ('opacity ' + k.opacity))); }) \
             .observe(document.getElementById('app'), { attributes: true, attributeFilter: ['data-version'] })",
        )
        .await;
    let since = served.fake.call_count();
    white.click("e5").await;
    board_shows(&chat, since, "22x15x6").await;
    black.newer_than(version).await;
    for page in [&white, &black, &outsider] {
        page.wait_for("document.querySelector('[data-square=\"c7\"]').dataset.piece === 'wm'")
            .await;
        assert_eq!(page.piece("c3").await, None);
        assert_eq!(page.piece("d4").await, None, "d4 was taken");
        assert_eq!(page.piece("d6").await, None, "d6 was taken");
        assert_eq!(page.piece("b4").await.as_deref(), Some("bm"));
        assert_eq!(page.piece("b6").await.as_deref(), Some("bm"));
    }
    assert_eq!(white.squares_with("captured").await, ["d4", "d6"]);
    // On Black's page the man travels c3, e5, c7: Black sees file h on
    // the left and rank 1 at the top, so columns 5, 3, 5 and rows 2, 4, 6
    // (in squares from the top left); the two taken men fade out.
    let seen = black.eval("window.seen").await;
    assert_eq!(
        seen,
        serde_json::json!([
            [
                "translate(500%, 200%)",
                "translate(300%, 400%)",
                "translate(500%, 600%)"
            ],
            ["opacity 1", "opacity 1", "opacity 0"],
            ["opacity 1", "opacity 1", "opacity 0"]
        ]),
        "{seen}"
    );
    assert_eq!(black.squares_with("last").await, ["c3", "c7", "e5"]);

    // Out of turn: White tries again and the server's reason shows.
    let version = white.version().await;
    clicks(&white, &["c7", "d8"]).await;
    white
        .wait_for("!document.getElementById('error').hidden")
        .await;
    assert!(
        white.text("error").await.to_lowercase().contains("turn"),
        "{}",
        white.text("error").await
    );
    assert_eq!(white.version().await, version);
    assert_eq!(white.piece("c7").await.as_deref(), Some("wm"));

    // A quiet move by drag: Black h6 to g5.
    let since = served.fake.call_count();
    black.drag("h6", "g5").await;
    board_shows(&chat, since, "12-16").await;
    white.newer_than(version).await;
    white
        .wait_for("document.querySelector('[data-square=\"g5\"]').dataset.piece === 'bm'")
        .await;
    assert_eq!(white.piece("h6").await, None);

    // A quiet move by clicks: White e1 to f2.
    let version = black.version().await;
    let since = served.fake.call_count();
    clicks(&white, &["e1", "f2"]).await;
    board_shows(&chat, since, "31-27").await;
    black.newer_than(version).await;
    assert_eq!(black.piece("f2").await.as_deref(), Some("wm"));

    // An outsider's move is refused, though it is a legal move for Black.
    let version = outsider.version().await;
    let edits = chat.board().edits;
    clicks(&outsider, &["b4", "a3"]).await;
    outsider
        .wait_for("!document.getElementById('error').hidden")
        .await;
    assert!(!outsider.text("error").await.is_empty());
    chat.barrier().await;
    assert_eq!(
        chat.board().edits,
        edits,
        "the refused move changed no board"
    );
    assert_eq!(outsider.version().await, version);
    assert_eq!(outsider.piece("b4").await.as_deref(), Some("bm"));

    // Black g5 to f4, then White's man reaches the last rank: a king.
    let version = white.version().await;
    let since = served.fake.call_count();
    clicks(&black, &["g5", "f4"]).await;
    board_shows(&chat, since, "16-19").await;
    white.newer_than(version).await;
    let version = black.version().await;
    let since = served.fake.call_count();
    clicks(&white, &["c7", "d8"]).await;
    board_shows(&chat, since, "6-2").await;
    black.newer_than(version).await;
    for page in [&white, &black] {
        page.wait_for("document.querySelector('[data-square=\"d8\"]').dataset.piece === 'wk'")
            .await;
        assert_eq!(
            page.square_attr("d8", "aria-label").await.as_deref(),
            Some("d8, white king")
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn draw_offers_and_resignation_go_through_the_page_buttons() {
    let served = Served::start().await;
    let chat = Chat::new(&served.fake, GROUP - 1);
    let game = new_game(&chat, "/new russian").await;
    let white = served.open(&alice(), &game).await;
    let black = served.open(&bob(), &game).await;
    // Two moves each on opposite wings, so that a resignation is not an
    // abort (a game counts once both sides have made two moves).
    for (i, (from, to)) in [("a3", "b4"), ("h6", "g5"), ("b2", "a3"), ("g7", "h6")]
        .into_iter()
        .enumerate()
    {
        let (mover, other) = if i % 2 == 0 {
            (&white, &black)
        } else {
            (&black, &white)
        };
        let version = other.version().await;
        clicks(mover, &[from, to]).await;
        other.newer_than(version).await;
    }

    let version = black.version().await;
    white.press("offer_draw").await;
    black.newer_than(version).await;
    black
        .wait_for("document.querySelector('[data-action=\"decline_draw\"]')")
        .await;
    assert!(
        black.text("status").await.contains("offers a draw"),
        "{}",
        black.text("status").await
    );
    let version = white.version().await;
    black.press("decline_draw").await;
    white.newer_than(version).await;
    white
        .wait_for("document.querySelector('[data-action=\"offer_draw\"]')")
        .await;

    // Resigning takes a second tap.
    let version = white.version().await;
    black.press("resign").await;
    black
        .wait_for("document.querySelector('[data-action=\"resign\"].armed')")
        .await;
    assert!(black.text("actions").await.contains("Tap again to resign"));
    black.press("resign").await;
    white.newer_than(version).await;
    white
        .wait_for("document.getElementById('status').classList.contains('over')")
        .await;
    for page in [&white, &black] {
        page.wait_for("document.getElementById('status').classList.contains('over')")
            .await;
        let status = page.text("status").await;
        assert!(status.contains("Game over (1-0)"), "{status}");
    }
    assert_eq!(
        white
            .eval("document.querySelectorAll('#actions button').length")
            .await,
        0
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_running_clock_counts_down_on_the_page_between_states() {
    let served = Served::start().await;
    let chat = Chat::new(&served.fake, GROUP - 2);
    let game = new_game(&chat, "/new russian clock 5+3").await;
    let white = served.open(&alice(), &game).await;
    let black = served.open(&bob(), &game).await;
    assert!(
        white.text("title").await.contains("5+3"),
        "{}",
        white.text("title").await
    );
    let version = black.version().await;
    clicks(&white, &["a3", "b4"]).await;
    black.newer_than(version).await;
    let version = black.version().await;

    // Black's clock runs: its own row, at the bottom of Black's page.
    black
        .wait_for("document.querySelector('#player-bottom .clock').classList.contains('running')")
        .await;
    let first = black
        .eval("document.querySelector('#player-bottom .clock').innerText")
        .await;
    black
        .wait_for(&format!(
            "document.querySelector('#player-bottom .clock').innerText !== {first}"
        ))
        .await;
    let later = black
        .eval("document.querySelector('#player-bottom .clock').innerText")
        .await;
    assert!(
        later.as_str() < first.as_str(),
        "counts down: {first} then {later}"
    );
    assert_eq!(
        black.version().await,
        version,
        "with no new state from the server"
    );
    assert!(
        !white
            .eval("document.querySelector('#player-bottom .clock').classList.contains('running')")
            .await
            .as_bool()
            .unwrap_or(true),
        "White's clock stands"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_stream_is_opened_again_and_the_page_follows_the_game() {
    let served = Served::start().await;
    let chat = Chat::new(&served.fake, GROUP - 4);
    let game = new_game(&chat, "/new russian").await;
    let white = served.open(&alice(), &game).await;
    // Bob follows the game in four tabs, the most streams a user may
    // have; a fifth tab's stream is refused (429).
    let mut tabs = Vec::new();
    for _ in 0..4 {
        let tab = served.open(&bob(), &game).await;
        tab.wait_for("document.getElementById('live').innerText.includes('Live')")
            .await;
        tabs.push(tab);
    }
    let fifth = served.open(&bob(), &game).await;
    fifth
        .wait_for("document.getElementById('live').classList.contains('off')")
        .await;

    // Once a tab is closed, the fifth gets its stream and follows.
    tabs.pop().expect("a tab").close().await;
    fifth
        .wait_for("!document.getElementById('live').classList.contains('off')")
        .await;
    let version = fifth.version().await;
    clicks(&white, &["c3", "d4"]).await;
    fifth.newer_than(version).await;
    assert_eq!(fifth.piece("d4").await.as_deref(), Some("wm"));
}
