//! What each platform can do, as data: the core and the delivery ask a
//! chat's [`Platform::capabilities`] instead of testing the platform's
//! name, so a platform added or changed is described in one place.

use super::Platform;

/// What a platform can do that the code outside its adapter depends on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Capabilities {
    /// A board can carry the tap board: one button per playable square
    /// under the picture (Telegram's inline keyboards hold up to 100
    /// buttons; Discord's messages hold 25 components, too few).
    pub tap_board: bool,
    /// Messages can carry buttons to press. The console prints text only,
    /// so its answers say what to type instead of what to tap.
    pub buttons: bool,
    /// Requests from it count against the rate limits. The local console
    /// has one person at the keyboard, who is not limited.
    pub throttled: bool,
    /// A message that mentions a user notifies them, so turn pings are
    /// worth sending. The console prints every line to the one person at
    /// the keyboard: nobody to notify.
    pub mentions: bool,
    /// The longest text one message may carry; longer texts are split
    /// ([`crate::delivery::split`]).
    pub text: TextLimit,
}

/// The longest text of a message, and how the platform counts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TextLimit {
    /// The most units a message may hold.
    pub max: usize,
    /// What is counted.
    pub unit: TextUnit,
}

/// How a platform counts a text's length.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextUnit {
    /// Unicode scalar values (Discord).
    Char,
    /// UTF-16 code units (Telegram): an emoji outside the basic plane
    /// counts twice.
    Utf16,
}

impl TextUnit {
    /// The length of `c` in this unit.
    pub fn of(self, c: char) -> usize {
        match self {
            TextUnit::Char => 1,
            TextUnit::Utf16 => c.len_utf16(),
        }
    }
}

impl TextLimit {
    /// The length of `text` in this limit's unit.
    pub fn len(self, text: &str) -> usize {
        text.chars().map(|c| self.unit.of(c)).sum()
    }
}

impl Platform {
    /// What this platform can do.
    pub const fn capabilities(self) -> Capabilities {
        match self {
            Platform::Console => Capabilities {
                tap_board: false,
                buttons: false,
                throttled: false,
                mentions: false,
                text: TextLimit {
                    max: usize::MAX,
                    unit: TextUnit::Char,
                },
            },
            // Telegram's limit on message text: 4096 UTF-16 code units.
            Platform::Telegram => Capabilities {
                tap_board: true,
                buttons: true,
                throttled: true,
                mentions: true,
                text: TextLimit {
                    max: 4096,
                    unit: TextUnit::Utf16,
                },
            },
            // Discord's limit on message content: 2000 characters.
            Platform::Discord => Capabilities {
                tap_board: false,
                buttons: true,
                throttled: true,
                mentions: true,
                text: TextLimit {
                    max: 2000,
                    unit: TextUnit::Char,
                },
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_limits_count_in_the_platforms_unit() {
        let telegram = Platform::Telegram.capabilities().text;
        let discord = Platform::Discord.capabilities().text;
        assert_eq!(telegram.len("a😀"), 3);
        assert_eq!(discord.len("a😀"), 2);
        assert_eq!(telegram.len("سلام"), 4);
    }
}
