//! damabot: a chat bot that hosts draughts games in Telegram, Discord and a
//! local console. See ARCHITECTURE.md for how the modules fit.

pub mod adapters;
pub mod app;
pub mod cli;
pub mod config;
pub mod delivery;
pub mod domain;
pub mod ops;
pub mod render;
pub mod runtime;
pub mod store;
pub mod supervise;
pub mod text;
