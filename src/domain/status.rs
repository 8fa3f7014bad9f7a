//! Where a game is in its life: open, active, finished or aborted.

/// Where a game is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Waiting for a second player.
    Open,
    /// Being played.
    Active,
    /// Ended with a result.
    Finished,
    /// Cancelled before the first move.
    Aborted,
}

impl Status {
    /// Every status.
    pub const ALL: [Status; 4] = [
        Status::Open,
        Status::Active,
        Status::Finished,
        Status::Aborted,
    ];

    /// The stable name stored in the database.
    pub fn name(self) -> &'static str {
        match self {
            Status::Open => "open",
            Status::Active => "active",
            Status::Finished => "finished",
            Status::Aborted => "aborted",
        }
    }

    /// Open or active: the game still occupies its chats.
    pub fn is_live(self) -> bool {
        matches!(self, Status::Open | Status::Active)
    }
}
