//! Processes of the real binary: killed again and again, stopped, frozen,
//! or run several at once on one database.

mod ai_takeover;
mod crash;
mod graceful_stop;
mod three_instances;
