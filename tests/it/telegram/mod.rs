//! The Telegram adapter against the fake Bot API.

mod abuse;
mod adapter;
mod load;
mod records;
mod tap;
mod turns;
