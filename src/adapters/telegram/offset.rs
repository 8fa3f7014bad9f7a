//! Which updates to confirm to Telegram. `getUpdates` confirms every update
//! below the offset it is called with, and Telegram forgets confirmed
//! updates; so the offset moves only past updates whose handling is
//! committed. An update that was not committed (the database failed, the
//! core stopped) stays unconfirmed and comes again, together with any later
//! ones, which the core's memory of update ids makes harmless.

/// The offset for the next `getUpdates`, after handling a batch: the id of
/// the first update that was not committed, or one past the batch when all
/// were. `handled` pairs each update id of the batch with whether it was
/// committed. The offset never moves back.
pub(crate) fn next_offset(current: Option<i32>, handled: &[(i32, bool)]) -> Option<i32> {
    let first_failed = handled
        .iter()
        .filter(|(_, committed)| !committed)
        .map(|(id, _)| *id)
        .min();
    let next = match first_failed {
        Some(id) => Some(id),
        None => handled.iter().map(|(id, _)| id.saturating_add(1)).max(),
    };
    match (current, next) {
        (Some(c), Some(n)) => Some(c.max(n)),
        (c, n) => n.or(c),
    }
}

#[cfg(test)]
mod tests {
    use super::next_offset;

    #[test]
    fn a_committed_batch_is_confirmed_whole() {
        assert_eq!(
            next_offset(Some(10), &[(10, true), (11, true), (12, true)]),
            Some(13)
        );
        assert_eq!(next_offset(None, &[(7, true)]), Some(8));
    }

    #[test]
    fn the_first_update_not_committed_stays_unconfirmed_with_all_after_it() {
        assert_eq!(
            next_offset(Some(10), &[(10, true), (11, false), (12, true)]),
            Some(11)
        );
        assert_eq!(next_offset(Some(10), &[(10, false), (11, true)]), Some(10));
        assert_eq!(next_offset(None, &[(5, false)]), Some(5));
    }

    #[test]
    fn an_empty_batch_changes_nothing_and_the_offset_never_moves_back() {
        assert_eq!(next_offset(Some(10), &[]), Some(10));
        assert_eq!(next_offset(None, &[]), None);
        assert_eq!(next_offset(Some(10), &[(3, false)]), Some(10));
    }
}
