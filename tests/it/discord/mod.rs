//! The Discord adapter against the fake Discord.

mod adapter;
mod records;
mod shards;
mod turns;
