//! The limits of a casual game's per-move clock: what `new … <secs>`
//! accepts, what Discord's option allows, and what the refusal quotes.

/// The longest per-move clock a casual game may ask for, in seconds.
pub const MAX_CLOCK_SECS: u32 = 24 * 3600;
/// The shortest per-move clock, in seconds.
pub const MIN_CLOCK_SECS: u32 = 10;
