//! The Telegram adapter against the fake Bot API.

mod abuse;
mod adapter;
mod clocks;
mod flood;
mod load;
mod records;
mod tap;
mod turns;
mod webapp;
mod webhook_times;
