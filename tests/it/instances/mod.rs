//! Several instances (or cores) on one database: the outbox, chat lanes
//! handed over, AI searches claimed, several core threads.

mod ai_claims;
mod handover;
mod hub_cores;
mod outbox;
mod shared_limits;
