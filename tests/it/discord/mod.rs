//! The Discord adapter against the fake Discord.

mod adapter;
mod load;
mod records;
mod shards;
mod turns;
