//! How a game came about: decides who may move in it and whether it is
//! rated.

/// How a game came about; decides who may move and whether it is rated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// `new` in a chat: two humans.
    Casual,
    /// `local`: two people on one device; anyone in the chat moves.
    Local,
    /// `bot`: a human against the AI.
    Bot,
    /// Paired by the rated queue (a human or the bot fill-in opposite).
    Matched,
    /// A private room joined by code.
    Room,
}

impl Mode {
    /// Every mode.
    pub const ALL: [Mode; 5] = [
        Mode::Casual,
        Mode::Local,
        Mode::Bot,
        Mode::Matched,
        Mode::Room,
    ];

    /// The stable name stored in the database.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Casual => "casual",
            Mode::Local => "local",
            Mode::Bot => "bot",
            Mode::Matched => "matched",
            Mode::Room => "room",
        }
    }
}
