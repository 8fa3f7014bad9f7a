//! One module per rule section of SPEC.md (board, movement, capture,
//! promotion, draw, notation), the variants of VARIANTS.md, and the
//! must-pass positions T-1 … T-10 of reference.md §6.

mod board;
mod capture;
mod draw;
mod draw_rules;
mod movement;
mod notation;
mod promotion;
mod tricky_positions;
mod variants;
