//! The boards the adapter posted and the move picks under each, so that a
//! keycap reaction on a board plays the same move as the menu entry with that
//! number, pinned to the version the board showed; and the keycap emojis
//! (read back by `app::keycap_number`, the one reading of them).

use std::collections::{HashMap, VecDeque};
use std::sync::{Mutex, MutexGuard};

use serenity::all::MessageId;

/// Keycap reactions are offered when a board has at most this many moves.
pub(super) const MAX_KEYCAPS: usize = 10;

/// How many boards are remembered; older ones fall back to the core's own
/// reading of keycaps.
const KEEP: usize = 1024;

/// The keycap emoji for 1–10 (`1️⃣` … `🔟`).
pub(super) fn keycap(number: usize) -> Option<String> {
    match number {
        1..=9 => Some(format!("{number}\u{fe0f}\u{20e3}")),
        10 => Some("🔟".to_owned()),
        _ => None,
    }
}

/// How many keycaps a board with this many legal moves carries.
pub(super) fn keycap_count(moves: usize) -> usize {
    if moves <= MAX_KEYCAPS { moves } else { 0 }
}

#[derive(Default)]
struct Index {
    picks: HashMap<MessageId, Vec<String>>,
    order: VecDeque<MessageId>,
}

/// Board messages and their move picks (button payloads), newest kept.
#[derive(Default)]
pub(super) struct Boards {
    index: Mutex<Index>,
}

impl Boards {
    fn index(&self) -> MutexGuard<'_, Index> {
        self.index.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Records the picks now shown on a board message; returns the picks it
    /// showed before, when known.
    pub(super) fn remember(&self, message: MessageId, picks: Vec<String>) -> Option<Vec<String>> {
        let mut index = self.index();
        let before = index.picks.insert(message, picks);
        if before.is_none() {
            index.order.push_back(message);
            if index.order.len() > KEEP
                && let Some(oldest) = index.order.pop_front()
            {
                index.picks.remove(&oldest);
            }
        }
        before
    }

    /// The payload of the `number`-th (1-based) pick on a board message.
    pub(super) fn pick(&self, message: MessageId, number: usize) -> Option<String> {
        let index = self.index();
        let picks = index.picks.get(&message)?;
        number.checked_sub(1).and_then(|i| picks.get(i)).cloned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::keycap_number;

    #[test]
    fn keycaps_round_trip_with_and_without_the_selector() {
        for n in 1..=MAX_KEYCAPS {
            let emoji = keycap(n).expect("1-10 have keycaps");
            assert_eq!(keycap_number(&emoji), Some(n));
        }
        assert_eq!(keycap_number("3\u{20e3}"), Some(3));
        assert_eq!(keycap_number("0\u{fe0f}\u{20e3}"), None);
        assert_eq!(keycap_number("👍"), None);
        assert_eq!(keycap(11), None);
        assert_eq!((keycap_count(10), keycap_count(11)), (10, 0));
    }

    #[test]
    fn picks_are_found_by_number_and_old_boards_are_forgotten() {
        let boards = Boards::default();
        let first = MessageId::new(1);
        assert_eq!(boards.remember(first, vec!["a".into(), "b".into()]), None);
        assert_eq!(boards.pick(first, 2).as_deref(), Some("b"));
        assert_eq!(boards.pick(first, 0), None);
        assert_eq!(
            boards.remember(first, vec!["c".into()]).map(|p| p.len()),
            Some(2)
        );
        for id in 2..=(KEEP as u64 + 1) {
            boards.remember(MessageId::new(id), Vec::new());
        }
        assert_eq!(boards.pick(first, 1), None);
    }
}
