//! The Telegram adapter against the fake Bot API.

mod abuse;
mod adapter;
mod clocks;
mod records;
mod tap;
mod turns;
