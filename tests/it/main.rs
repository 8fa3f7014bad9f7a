//! The integration tests of the bot, in one test binary: each link of the
//! root package pulls in teloxide, serenity, axum and the PostgreSQL
//! client, so one binary builds and links once for every boundary.
//!
//! One module per boundary; `util` holds what they share (the core's test
//! table, test databases and the throwaway PostgreSQL server, the fake
//! Telegram Bot API and Discord, and chat drivers for both).
//!
//! - `cli`, `console`: the real binary's command line and console;
//! - `core`: stories told to the core through a test table, on SQLite, or
//!   on PostgreSQL with `DAMABOT_TEST_POSTGRES=1` (`cargo test --test it
//!   core::`, the README's test command);
//! - `store`: both backends, their schemas, TLS and durability;
//! - `instances`: several cores or instances on one database;
//! - `telegram`, `discord`, `cross_platform`: the real adapters against the
//!   fakes;
//! - `ops`: the real binary as an operator runs it: the webhook against
//!   hostile clients, health, readiness, metrics and logs;
//! - `processes`: processes of the real binary, killed, stopped or run
//!   several at once;
//! - `render_golden`, `pdn`, `locales`, `fuzz`: boards, records, texts, random
//!   input.
//! - `webapp`: the Mini App's page in headless Chromium against the bot and
//!   the fake Bot API;
//! - `packaging`: the systemd unit, the packaged environment file, the
//!   Dockerfile; with `-- --ignored`, the Debian package built.
//!
//! The log capture (`util::logs`) is the process's one tracing subscriber.

mod cli;
mod console;
mod core;
mod cross_platform;
mod discord;
mod fuzz;
mod instances;
mod locales;
mod ops;
mod packaging;
mod pdn;
mod processes;
mod render_golden;
mod render_scale;
mod store;
mod telegram;
mod util;
mod webapp;
