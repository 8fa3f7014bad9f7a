//! The command line of the real binary: engine, AI and rendering tools.

mod ai;
mod engine;
mod render;
mod usage;
