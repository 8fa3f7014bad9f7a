//! Platform adapters: each translates its platform's events into
//! [`Request`](crate::app::Request)s and carries out the
//! [`Outgoing`](crate::hub::Outgoing) items of its outbox. Nothing more.

pub mod console;
pub mod discord;
pub mod telegram;
