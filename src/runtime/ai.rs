//! Which AI searches run, and when: at most one per game, at most `slots`
//! at once, and a bounded queue shared fairly between the humans waiting.
//!
//! Rated games (the bot fill-in of the rated queue) always get their move:
//! their searches are never refused and run before casual ones. A casual
//! search is refused when its player already has [`Limits::per_player`]
//! searches waiting or running, or when [`Limits::queue`] casual searches
//! wait in all; the core then tells the players and ends this instance's
//! claim on the search, and asking for the board asks again. Waiting casual searches take turns by player, so one person
//! with many bot games cannot starve the others.
//!
//! This is bookkeeping only, of one instance; the runtime runs what
//! [`Scheduler::next`] hands out. Across instances, each search is claimed
//! in the database by the instance that runs it (see `app::turn`), so a
//! search lost with a dead instance is asked for again by another one.

use std::collections::{HashMap, HashSet, VecDeque};

use crate::app::{GameId, Job};

/// The bounds of the AI's work.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Limits {
    /// Searches running at once.
    pub(crate) slots: usize,
    /// Casual searches waiting, in all.
    pub(crate) queue: usize,
    /// Casual searches waiting or running per player.
    pub(crate) per_player: usize,
}

impl Limits {
    /// The bounds for `slots` search threads: 32 waiting searches per
    /// thread, two per player.
    pub(crate) fn for_threads(slots: usize) -> Limits {
        let slots = slots.max(1);
        Limits {
            slots,
            queue: slots * 32,
            per_player: 2,
        }
    }
}

/// What became of an offered search.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Admission {
    /// It waits for a slot.
    Queued,
    /// A search for the same game is already waiting or running.
    Duplicate,
    /// No capacity for it now.
    Refused,
}

/// The searches waiting and running.
#[derive(Debug)]
pub(crate) struct Scheduler {
    limits: Limits,
    running: usize,
    games: HashSet<GameId>,
    rated: VecDeque<Job>,
    casual: HashMap<i64, VecDeque<Job>>,
    /// Players with waiting casual searches, in turn order.
    turns: VecDeque<i64>,
    waiting_casual: usize,
    /// Casual searches waiting or running, per player.
    shares: HashMap<i64, usize>,
}

fn player(job: &Job) -> (i64, bool) {
    match job {
        Job::Think { player, rated, .. } => (*player, *rated),
    }
}

impl Scheduler {
    pub(crate) fn new(limits: Limits) -> Scheduler {
        Scheduler {
            limits,
            running: 0,
            games: HashSet::new(),
            rated: VecDeque::new(),
            casual: HashMap::new(),
            turns: VecDeque::new(),
            waiting_casual: 0,
            shares: HashMap::new(),
        }
    }

    /// Offers a search.
    pub(crate) fn offer(&mut self, job: Job) -> Admission {
        if self.games.contains(&job.game()) {
            return Admission::Duplicate;
        }
        let (who, rated) = player(&job);
        if rated {
            self.games.insert(job.game());
            self.rated.push_back(job);
            return Admission::Queued;
        }
        let share = self.shares.get(&who).copied().unwrap_or(0);
        if share >= self.limits.per_player || self.waiting_casual >= self.limits.queue {
            return Admission::Refused;
        }
        self.games.insert(job.game());
        self.shares.insert(who, share + 1);
        self.waiting_casual += 1;
        let queue = self.casual.entry(who).or_default();
        if queue.is_empty() {
            self.turns.push_back(who);
        }
        queue.push_back(job);
        Admission::Queued
    }

    /// The next search to run, if a slot is free: rated first, then the
    /// casual players in turn.
    pub(crate) fn next(&mut self) -> Option<Job> {
        if self.running >= self.limits.slots {
            return None;
        }
        let job = match self.rated.pop_front() {
            Some(job) => job,
            None => {
                let who = self.turns.pop_front()?;
                let queue = self.casual.get_mut(&who)?;
                let job = queue.pop_front()?;
                if queue.is_empty() {
                    self.casual.remove(&who);
                } else {
                    self.turns.push_back(who);
                }
                self.waiting_casual -= 1;
                job
            }
        };
        self.running += 1;
        Some(job)
    }

    /// A search handed out by [`Scheduler::next`] has ended.
    pub(crate) fn done(&mut self, job: &Job) {
        self.running = self.running.saturating_sub(1);
        self.games.remove(&job.game());
        let (who, rated) = player(job);
        if !rated && let Some(share) = self.shares.get_mut(&who) {
            *share -= 1;
            if *share == 0 {
                self.shares.remove(&who);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use draughts::{Game, Position, Variant};

    fn job(game: GameId, player: i64, rated: bool) -> Job {
        Job::Think {
            game,
            version: 1,
            state: Box::new(Game::from_position(Position::start(Variant::English))),
            level: 1,
            seed: 0,
            player,
            rated,
            movetime: std::time::Duration::from_millis(50),
        }
    }

    fn limits() -> Limits {
        Limits {
            slots: 1,
            queue: 3,
            per_player: 2,
        }
    }

    #[test]
    fn one_search_per_game() {
        let mut s = Scheduler::new(limits());
        assert_eq!(s.offer(job(1, 10, false)), Admission::Queued);
        assert_eq!(s.offer(job(1, 10, false)), Admission::Duplicate);
        let running = s.next().expect("a free slot");
        assert_eq!(
            s.offer(job(1, 10, false)),
            Admission::Duplicate,
            "still running"
        );
        s.done(&running);
        assert_eq!(s.offer(job(1, 10, false)), Admission::Queued);
    }

    #[test]
    fn players_take_turns_and_rated_games_go_first() {
        let mut s = Scheduler::new(Limits {
            slots: 1,
            queue: 10,
            per_player: 5,
        });
        for game in [1, 2, 3] {
            assert_eq!(s.offer(job(game, 10, false)), Admission::Queued);
        }
        assert_eq!(s.offer(job(4, 20, false)), Admission::Queued);
        assert_eq!(s.offer(job(5, 30, true)), Admission::Queued);
        let mut order = Vec::new();
        while let Some(j) = s.next() {
            order.push(j.game());
            s.done(&j);
        }
        assert_eq!(order, [5, 1, 4, 2, 3]);
    }

    #[test]
    fn casual_searches_beyond_the_shares_are_refused_but_rated_ones_never() {
        let mut s = Scheduler::new(limits());
        assert_eq!(s.offer(job(1, 10, false)), Admission::Queued);
        assert_eq!(s.offer(job(2, 10, false)), Admission::Queued);
        assert_eq!(
            s.offer(job(3, 10, false)),
            Admission::Refused,
            "the player's share"
        );
        assert_eq!(s.offer(job(4, 20, false)), Admission::Queued);
        assert_eq!(
            s.offer(job(5, 30, false)),
            Admission::Refused,
            "the queue is full"
        );
        for game in 6..50 {
            assert_eq!(s.offer(job(game, 40, true)), Admission::Queued);
        }
        let first = s.next().expect("a slot");
        assert_eq!(first.game(), 6, "rated first");
        assert!(s.next().is_none(), "one slot only");
        s.done(&first);
        assert_eq!(s.next().map(|j| j.game()), Some(7));
    }
}
