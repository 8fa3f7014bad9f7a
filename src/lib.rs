//! damabot: a chat bot that hosts draughts games in Telegram, Discord and a
//! local console. See ARCHITECTURE.md for how the modules fit.

pub mod adapters;
pub mod app;
pub mod cli;
pub mod config;
pub mod delivery;
pub mod domain;
pub mod ops;
pub mod runtime;
pub mod store;
pub mod supervise;
pub mod text;

/// Board pictures, built as their own crate (`crates/damabot-render`) so
/// that a release build can optimise them fully and the rest less.
pub use damabot_render as render;
