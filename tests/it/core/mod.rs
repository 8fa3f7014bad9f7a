//! Stories told to the core through a test table ([`crate::util::table`]):
//! on SQLite by default, on PostgreSQL with `DAMABOT_TEST_POSTGRES=1`.

mod game;
mod orientation;
mod protection;
mod rated;
mod records;
mod rooms;
mod variants;
