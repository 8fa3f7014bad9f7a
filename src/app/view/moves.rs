//! The numbered list of legal moves: the order `moves`, buttons and
//! keycaps number them in.

use draughts::{Move, Notation, Position};

/// The legal moves in the order `moves` numbers them: sorted by their text,
/// so the numbering is stable for a position.
pub fn numbered_moves(position: &Position) -> Vec<(String, Move)> {
    let mut list: Vec<(String, Move)> = position
        .legal_moves()
        .into_iter()
        .map(|m| (position.move_text(&m, Notation::Native), m))
        .collect();
    list.sort_by_key(|(text, _)| natural(text));
    list
}

/// A sort key that orders `9-13` before `10-14` and `a2` before `a10`.
fn natural(text: &str) -> Vec<(String, u32)> {
    let mut key = Vec::new();
    let mut word = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if let Some(d) = c.to_digit(10) {
            let mut n = d;
            while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
                n = n * 10 + d;
                chars.next();
            }
            key.push((std::mem::take(&mut word), n));
        } else {
            word.push(c);
        }
    }
    key.push((word, 0));
    key
}

#[cfg(test)]
mod tests {
    use super::natural;

    #[test]
    fn natural_order_sorts_numbers_by_value() {
        let mut v = vec!["10-14", "9-13", "9-14", "a10", "a2"];
        v.sort_by_key(|s| natural(s));
        assert_eq!(v, ["9-13", "9-14", "10-14", "a2", "a10"]);
    }
}
