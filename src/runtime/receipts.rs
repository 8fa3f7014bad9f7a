//! The receipts waiting for a core thread: how the delivery of each parcel
//! it routed went, filed by [`Hub::settle`](super::Hub::settle) and taken
//! whole by the core, which settles them in one transaction.
//!
//! Filing never waits, so the delivery never waits for the core (the core
//! may be waiting for room in an outbox that the delivery empties). It is
//! bounded all the same: each parcel has one receipt, filed once, so this
//! holds at most as many as the core has parcels out (routed and not yet
//! settled).

use std::sync::{Mutex, MutexGuard};

use crate::app::Receipt;
use crate::store::ParcelId;

/// A core's receipts not yet settled.
#[derive(Default)]
pub(super) struct Receipts {
    filed: Mutex<Vec<(ParcelId, Receipt)>>,
}

impl Receipts {
    fn filed(&self) -> MutexGuard<'_, Vec<(ParcelId, Receipt)>> {
        self.filed.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Files a receipt; whether none was waiting before it (the core is
    /// then to be woken).
    pub(super) fn file(&self, id: ParcelId, receipt: Receipt) -> bool {
        let mut filed = self.filed();
        filed.push((id, receipt));
        filed.len() == 1
    }

    /// Takes every receipt filed so far.
    pub(super) fn take(&self) -> Vec<(ParcelId, Receipt)> {
        std::mem::take(&mut *self.filed())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_first_receipt_after_a_take_wakes_the_core() {
        let receipts = Receipts::default();
        assert!(receipts.file(1, Receipt::Superseded));
        assert!(!receipts.file(2, Receipt::Dropped));
        assert_eq!(
            receipts.take(),
            [(1, Receipt::Superseded), (2, Receipt::Dropped)]
        );
        assert!(receipts.take().is_empty());
        assert!(receipts.file(3, Receipt::Superseded), "empty again");
    }
}
