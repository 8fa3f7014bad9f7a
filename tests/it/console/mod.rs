//! The real binary's console: conversations (snapshots), every variant
//! played to its end, and game records.

mod conversations;
mod records;
mod variants;
