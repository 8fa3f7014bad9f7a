//! The Mini App's figures for the targets, measured on loopback and
//! printed, never asserted (no timed tests): run them with
//! `cargo test --test it webapp::figures -- --ignored --nocapture`, the bot
//! in the test process (the test's build profile), or with
//! `DAMABOT_FIGURES_BINARY=<a damabot binary, e.g. target/release/damabot>`
//! for the bot as a process of that binary, as operators run it.
//!
//! - the page's weight, gzipped;
//! - the page's load time: from navigation start to the first board drawn,
//!   as the page's own clock (`performance.now()`) sees it;
//! - a move's round trip: from the click on the destination in the mover's
//!   page to the new position drawn in the opponent's page, both stamped
//!   with the same machine's clock (`Date.now()`) inside the browser.

use std::time::Duration;

use super::{Served, new_game, words::gzipped_weight};
use crate::util::browser::Page;
use crate::util::telegram::{Chat, alice, bob};

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

/// Makes `page` stamp `window.drawnAt` each time it draws a new version.
async fn stamp_draws(page: &Page) {
    page.eval(
        "(() => { const app = document.getElementById('app'); \
         new MutationObserver(() => { window.drawnAt = Date.now(); }) \
           .observe(app, { attributes: true, attributeFilter: ['data-version'] }); \
         return true; })()",
    )
    .await;
}

/// Makes `page` stamp `window.clickedAt` at each click on a square.
async fn stamp_clicks(page: &Page) {
    page.eval(
        "(() => { document.addEventListener('click', () => { window.clickedAt = Date.now(); }, true); \
         return true; })()",
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement: run with -- --ignored --nocapture"]
async fn page_weight_load_time_and_round_trip() {
    println!("page weight: {} bytes gzipped", gzipped_weight());

    let binary = std::env::var_os("DAMABOT_FIGURES_BINARY").map(std::path::PathBuf::from);
    match &binary {
        Some(path) => println!("the bot: {} (a process)", path.display()),
        None => println!("the bot: in this test process (the test's build profile)"),
    }
    let served = Served::start_with(binary.as_deref()).await;
    let chat = Chat::new(&served.fake, -39_200);
    let game = new_game(&chat, "/new russian").await;

    let mut loads = Vec::new();
    for _ in 0..12 {
        let page = served.open(&alice(), &game).await;
        page.wait_for("document.getElementById('app').dataset.version")
            .await;
        let ms = page
            .eval(
                "(() => { const e = performance.getEntriesByName('board-drawn'); \
                 return e.length ? e[0].startTime : performance.now(); })()",
            )
            .await
            .as_f64()
            .expect("a time");
        loads.push(ms);
        if loads.len() == 12 {
            let parts = page
                .eval(
                    "performance.getEntriesByType('resource').map(e => \
                     e.name.split('/').pop().split('?')[0] + ' ' + Math.round(e.startTime) + '+' + Math.round(e.duration)).join(', ')",
                )
                .await;
            let nav = page
                .eval(
                    "(() => { const n = performance.getEntriesByType('navigation')[0]; \
                     return 'html ' + Math.round(n.responseEnd) + ', dom ' + Math.round(n.domContentLoadedEventEnd); })()",
                )
                .await;
            println!("last load, ms from navigation start (start+duration): {nav}; {parts}");
        }
        page.close().await;
        // Within the bot's read limit (4 a second after a burst of 20).
        tokio::time::sleep(Duration::from_millis(600)).await;
    }
    // The first load fills the browser's cache; later ones revalidate.
    println!(
        "page load (navigation start to board drawn): first {:.1} ms, median {:.1} ms, max {:.1} ms over {}",
        loads[0],
        median(loads.clone()),
        loads.iter().copied().fold(0.0, f64::max),
        loads.len()
    );

    let white = served.open(&alice(), &game).await;
    let black = served.open(&bob(), &game).await;
    stamp_clicks(&white).await;
    stamp_clicks(&black).await;
    stamp_draws(&white).await;
    stamp_draws(&black).await;
    // Quiet moves on opposite wings, where the men never meet.
    let line = [
        ("a3", "b4"),
        ("h6", "g5"),
        ("b2", "a3"),
        ("g7", "h6"),
        ("c1", "b2"),
        ("f8", "g7"),
    ];
    let mut trips = Vec::new();
    for (i, (from, to)) in line.into_iter().enumerate() {
        let (mover, watcher) = if i % 2 == 0 {
            (&white, &black)
        } else {
            (&black, &white)
        };
        let version = watcher.version().await;
        mover.click(from).await;
        mover.click(to).await;
        watcher.newer_than(version).await;
        let clicked = mover
            .eval("window.clickedAt")
            .await
            .as_f64()
            .expect("a click");
        let drawn = watcher
            .eval("window.drawnAt")
            .await
            .as_f64()
            .expect("a draw");
        trips.push(drawn - clicked);
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    println!(
        "round trip (click on the destination to the opponent's page drawn): median {:.1} ms, max {:.1} ms over {}",
        median(trips.clone()),
        trips.iter().copied().fold(0.0, f64::max),
        trips.len()
    );
}
