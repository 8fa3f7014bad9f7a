//! VARIANTS.md: one module per variant or family, each test quoting its
//! DECISION or test line.

mod alquerque;
mod anti;
mod common;
mod czech;
mod frisian;
mod gothic;
mod hawaiian;
mod international;
mod italian;
mod portuguese;
mod russian;
mod thai;
