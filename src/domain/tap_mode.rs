//! A chat's choice of buttons under its boards: the tap board or not.

/// How a chat shows its game's buttons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TapMode {
    /// The normal buttons (Moves, Resign, …).
    Off,
    /// The board as buttons, under the image.
    On,
    /// The board as buttons and nothing else: a place that cannot show an
    /// image or other messages (a Telegram inline message).
    Only,
}

impl TapMode {
    /// Every tap mode.
    pub const ALL: [TapMode; 3] = [TapMode::Off, TapMode::On, TapMode::Only];

    /// The stable name stored in the database.
    pub fn name(self) -> &'static str {
        match self {
            TapMode::Off => "off",
            TapMode::On => "on",
            TapMode::Only => "only",
        }
    }
}
