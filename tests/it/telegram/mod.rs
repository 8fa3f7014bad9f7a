//! The Telegram adapter against the fake Bot API.

mod adapter;
mod records;
mod tap;
mod turns;
