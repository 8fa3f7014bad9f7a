//! Issue 12: "No allocation per node in perft." A counting allocator shows
//! that a perft call allocates a fixed number of times, however many nodes
//! it visits: the per-ply move lists are made once per call and reused.
//!
//! A global allocator needs `unsafe impl GlobalAlloc`; the workspace denies
//! unsafe code, so this test file alone allows it, for forwarding to
//! [`System`] unchanged.

#![allow(unsafe_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use draughts::{Counting, Position, Variant, perft};

/// The system allocator, counting the allocations of the current thread.
struct CountingAllocator;

thread_local! {
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

unsafe impl GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|n| n.set(n.get() + 1));
        // SAFETY: forwarded unchanged to the system allocator.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from `alloc` above, i.e. from `System`.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: CountingAllocator = CountingAllocator;

/// Allocations made by this thread while `f` runs.
fn allocations(f: impl FnOnce() -> u64) -> (u64, u64) {
    let before = ALLOCATIONS.with(Cell::get);
    let nodes = f();
    (nodes, ALLOCATIONS.with(Cell::get) - before)
}

#[test]
fn perft_allocates_the_same_few_times_at_every_depth() {
    for variant in Variant::ALL {
        let start = Position::start(variant);
        for counting in [Counting::Unique, Counting::Routes] {
            let (shallow_nodes, shallow) = allocations(|| perft(&start, 2, counting));
            let (deep_nodes, deep) = allocations(|| perft(&start, 5, counting));
            assert!(deep_nodes > shallow_nodes, "{variant}: a bigger tree");
            assert!(shallow >= 1, "the counter sees the per-call move lists");
            assert!(
                deep <= 2 && shallow <= 2,
                "{variant} {counting:?}: {shallow} allocations at depth 2, {deep} at depth 5"
            );
        }
    }
}
