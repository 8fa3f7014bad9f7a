//! Who or what made a move: a player, the AI, or the clock.

/// Who or what made a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveSource {
    /// A player typed or tapped it.
    Player,
    /// The AI chose it.
    Bot,
    /// The clock ran out and the system played it.
    Timeout,
}

impl MoveSource {
    /// The stable name stored in the database.
    pub fn name(self) -> &'static str {
        match self {
            MoveSource::Player => "player",
            MoveSource::Bot => "bot",
            MoveSource::Timeout => "timeout",
        }
    }
}
