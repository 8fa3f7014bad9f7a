//! One file per command family. Each handler reads and changes the game
//! through [`crate::app::game`], shows it through [`crate::app::view`], and
//! is called only from [`crate::app::core`] (the dispatch of commands, and
//! the core's entry points for clocks, AI answers and deliveries): handlers
//! never call each other.

pub(crate) mod bots;
pub(crate) mod challenge;
pub(crate) mod clocks;
pub(crate) mod games;
pub(crate) mod info;
pub(crate) mod links;
pub(crate) mod listing;
pub(crate) mod matchmaking;
pub(crate) mod moves;
pub(crate) mod notify;
pub(crate) mod orientation;
pub(crate) mod records;
pub(crate) mod rematch;
pub(crate) mod rooms;
pub(crate) mod shop;
pub(crate) mod stats;
pub(crate) mod takeback;
pub(crate) mod tap;
