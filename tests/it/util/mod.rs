//! What the test modules share: the core's test table and test databases,
//! the throwaway PostgreSQL server, the fake Telegram Bot API and fake
//! Discord with a chat driver for each, the bot started in this process,
//! headless Chromium for the Mini App, the log capture, and readers and data the suites have in common.
//!
//! `fake_telegram.rs` and `english_win.rs` are also benches' (through
//! `#[path]`), so they use nothing else of this module.

pub mod bot;
pub mod browser;
pub mod cli;
pub mod console;
pub mod db;
pub mod discord;
pub mod english_win;
pub mod fake_discord;
pub mod fake_telegram;
pub mod instances;
pub mod logs;
pub mod pdn;
pub mod postgres;
pub mod table;
pub mod telegram;
pub mod webapp;

/// A TCP port of 127.0.0.1 that was free a moment ago.
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("find a free port on 127.0.0.1")
        .port()
}
