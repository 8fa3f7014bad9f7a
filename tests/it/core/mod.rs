//! Stories told to the core through a test table ([`crate::util::table`]):
//! on SQLite by default, on PostgreSQL with `DAMABOT_TEST_POSTGRES=1`.

mod abuse;
mod clocks;
mod fair;
mod game;
mod links;
mod load;
mod orientation;
mod privacy;
mod protection;
mod rated;
mod records;
mod rooms;
mod start_positions;
mod takebacks;
mod text;
mod variants;
