//! Search and evaluation (placeholder until the AI lands).
