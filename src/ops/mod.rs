//! What an operator runs the bot with: the log output ([`logs`]), the
//! Prometheus metrics ([`metrics`]), the operator address with `/healthz`,
//! `/readyz` and `/metrics` ([`endpoint`]), and the hardened HTTP server
//! under it and under the Telegram webhook ([`http`]).
//! docs/operations.md tells operators how to use them.
//!
//! The runtime, the delivery and the adapters report here; the core
//! (`src/app`) does not: what it does shows in what they see.

pub mod endpoint;
pub mod http;
pub mod logs;
pub mod metrics;
