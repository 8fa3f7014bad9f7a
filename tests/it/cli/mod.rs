//! The command line of the real binary: engine, AI and rendering tools.

mod ai;
mod egdb;
mod engine;
mod render;
mod usage;
