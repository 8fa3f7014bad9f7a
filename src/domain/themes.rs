//! The cosmetic shop's catalogue: board themes with prices, bought with
//! coins earned in finished games. Themes change only the looks, never play
//! or rating.

/// Every theme id with its price in coins (0 = free for everyone). The
/// renderer has a theme of each id; a test checks the two lists agree.
pub const CATALOGUE: [(&str, i64); 8] = [
    ("classic", 0),
    ("walnut", 0),
    ("ocean", 0),
    ("forest", 0),
    ("rose", 60),
    ("slate", 90),
    ("sand", 120),
    ("night", 200),
];

/// The price of a theme, if it exists.
pub fn price(theme: &str) -> Option<i64> {
    CATALOGUE.iter().find(|(t, _)| *t == theme).map(|(_, p)| *p)
}

/// The theme ids, comma-separated, for hints.
pub fn names() -> String {
    CATALOGUE.map(|(t, _)| t).join(", ")
}
