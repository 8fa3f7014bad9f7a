//! The store on both backends: stories, schema parity, TLS to PostgreSQL,
//! the durability gate and a crash of the database server.

mod backends;
mod database_crash;
mod durability_gate;
mod postgres_tls;
mod schema_parity;
