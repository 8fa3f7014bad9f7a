//! The deadline, checked with an injected time source instead of the wall
//! clock: the search must stop when its source says the time is up, after
//! completing the first iteration, and still return a legal move.

use std::cell::Cell;
use std::time::Duration;

use draughts::{Game, Variant};

use super::TimeSource;
use crate::iterate::StopReason;
use crate::level::Settings;
use crate::limits::Limits;
use crate::search_with;
use crate::tt::Table;

/// A time source whose deadline passes at its `n`-th look.
struct Countdown(Cell<u32>);

impl TimeSource for Countdown {
    fn expired(&self) -> Option<StopReason> {
        let left = self.0.get().saturating_sub(1);
        self.0.set(left);
        (left == 0).then_some(StopReason::Time)
    }

    fn elapsed(&self) -> Duration {
        Duration::ZERO
    }
}

#[test]
fn the_search_stops_when_its_deadline_passes() {
    for variant in Variant::ALL {
        let game = Game::new(variant);
        let settings = Settings::strongest(Limits::movetime(Duration::from_secs(1)));
        let looks = 5;
        let mut table = Table::new(settings.table_bits);
        let clock = Countdown(Cell::new(looks));
        let result = search_with(&game, &settings, clock, &mut table, None, &mut |_| {}).unwrap();
        assert_eq!(result.stop, StopReason::Time, "{variant}");
        assert!(game.position().legal_moves().contains(&result.best));
        let first = result.iterations[0].nodes;
        let most = first + u64::from(looks) * crate::deadline::Clock::CHECK_EVERY;
        assert!(result.nodes <= most, "{variant}: {} nodes", result.nodes);
    }
}

#[test]
fn the_first_iteration_completes_even_past_the_deadline() {
    let game = Game::new(Variant::Dameo);
    let settings = Settings::strongest(Limits::movetime(Duration::from_secs(1)));
    let mut table = Table::new(settings.table_bits);
    let clock = Countdown(Cell::new(1));
    let result = search_with(&game, &settings, clock, &mut table, None, &mut |_| {}).unwrap();
    assert_eq!(result.depth, 1);
    assert_eq!(result.stop, StopReason::Time);
}
