//! damabot: the platform-independent core, its store, renderer, texts and adapters.

pub mod cli;
pub mod render;
