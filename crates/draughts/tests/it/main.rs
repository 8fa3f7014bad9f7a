//! The rules engine's tests, in one test binary (each binary would compile
//! the naive generator of `util` again): one module per rule section,
//! quoting the rule in each test's doc line, the engine against other
//! programs and the independent naive generator, every published perft
//! count (`data/perft.txt`), game snapshots and property tests.
//!
//! `perft_allocations.rs` stays a binary of its own: it installs a
//! counting global allocator.

mod differential;
mod game_snapshot;
mod naive_published;
mod perft;
mod properties;
mod rules;
mod util;
