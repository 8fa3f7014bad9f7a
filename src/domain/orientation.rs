//! A chat's choice of the side its boards are drawn from (`/orientation`).

/// Which side a chat's boards show at the bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Orientation {
    /// The default: in a chat that shows one player's game (a private
    /// chat, a bot game), that player's side; on a board two players share
    /// in a group, White's, so that the board keeps still for everyone
    /// watching; in a local game, where one person plays both sides at one
    /// screen, the side to move.
    Auto,
    /// White's side at the bottom, always.
    White,
    /// The side to move at the bottom: the board turns after every move.
    Turn,
}

impl Orientation {
    /// Every orientation.
    pub const ALL: [Orientation; 3] = [Orientation::Auto, Orientation::White, Orientation::Turn];

    /// The stable name stored in the database, and the word typed after
    /// `/orientation`.
    pub fn name(self) -> &'static str {
        match self {
            Orientation::Auto => "auto",
            Orientation::White => "white",
            Orientation::Turn => "turn",
        }
    }

    /// The orientation named `name` (ASCII case ignored).
    pub fn by_name(name: &str) -> Option<Orientation> {
        Self::ALL
            .into_iter()
            .find(|o| o.name().eq_ignore_ascii_case(name.trim()))
    }
}
