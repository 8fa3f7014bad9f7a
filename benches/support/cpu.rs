//! Where a bench's CPU time goes, from Linux's /proc: the whole machine's
//! busy time, and this process's split by thread name into the bot's I/O
//! and drawing (its runtime's threads), the core threads and the harness
//! (the fake Bot API and the scripted players), so that a figure of moves
//! per second can say how much of the machine the harness took from the
//! bot; and how often the core threads waited (for the database, or for
//! work), which over PostgreSQL counts its round trips. Without /proc every
//! figure is 0.

use std::collections::BTreeMap;
use std::fs;
use std::time::Duration;

/// The thread name of the bot's own runtime, set by the bench.
pub const BOT_THREADS: &str = "bot-io";
/// The thread name of the harness's runtime, set by the bench.
pub const HARNESS_THREADS: &str = "harness";

/// /proc counts CPU time in ticks of USER_HZ, 100 a second on Linux.
const TICK: Duration = Duration::from_millis(10);

/// CPU time used so far: the machine's, and this process's by group.
pub struct Snapshot {
    machine_busy: u64,
    machine_all: u64,
    threads: BTreeMap<&'static str, Usage>,
}

/// What a group of threads used: CPU ticks, and times they waited.
#[derive(Clone, Copy, Default)]
struct Usage {
    ticks: u64,
    waits: u64,
}

impl Snapshot {
    pub fn take() -> Snapshot {
        let (machine_busy, machine_all) = machine_ticks();
        Snapshot {
            machine_busy,
            machine_all,
            threads: process_ticks(),
        }
    }

    /// One line on the CPU time since `before`, per move of this process
    /// (`moves` of them).
    pub fn report_since(&self, before: &Snapshot, moves: usize) -> String {
        let all = self.machine_all.saturating_sub(before.machine_all).max(1);
        let busy = self.machine_busy.saturating_sub(before.machine_busy);
        let moves = moves.max(1) as f64;
        // A thread that ended meanwhile takes its counts along.
        let since = |group: &str| {
            let now = self.threads.get(group).copied().unwrap_or_default();
            let then = before.threads.get(group).copied().unwrap_or_default();
            Usage {
                ticks: now.ticks.saturating_sub(then.ticks),
                waits: now.waits.saturating_sub(then.waits),
            }
        };
        let ms = |group: &str| {
            let ticks = u32::try_from(since(group).ticks).unwrap_or(u32::MAX);
            (TICK * ticks).as_secs_f64() * 1e3 / moves
        };
        let groups = ["bot", "core", "harness", "other"].map(ms);
        format!(
            "CPU: machine {:.0} % busy; this process {:.2} ms a move (bot I/O and drawing {:.2}, core threads {:.2}, harness {:.2}, other {:.2}); core threads waited {:.1} times a move",
            busy as f64 * 100.0 / all as f64,
            groups.iter().sum::<f64>(),
            groups[0],
            groups[1],
            groups[2],
            groups[3],
            since("core").waits as f64 / moves,
        )
    }
}

/// Busy and total ticks of every CPU, from the first line of /proc/stat
/// (`cpu user nice system idle iowait irq softirq steal …`).
fn machine_ticks() -> (u64, u64) {
    let stat = fs::read_to_string("/proc/stat").unwrap_or_default();
    let fields: Vec<u64> = stat
        .lines()
        .next()
        .unwrap_or_default()
        .split_whitespace()
        .skip(1)
        .take(8)
        .map(|f| f.parse().unwrap_or(0))
        .collect();
    let all = fields.iter().sum();
    let idle = fields.get(3).copied().unwrap_or(0) + fields.get(4).copied().unwrap_or(0);
    (all - idle, all)
}

/// This process's user and system ticks, and voluntary context switches,
/// summed by thread group. The main thread runs the scripted players (the
/// harness's `block_on`).
fn process_ticks() -> BTreeMap<&'static str, Usage> {
    let mut groups = BTreeMap::new();
    let Ok(tasks) = fs::read_dir("/proc/self/task") else {
        return groups;
    };
    let pid = std::process::id().to_string();
    for task in tasks.flatten() {
        let Ok(stat) = fs::read_to_string(task.path().join("stat")) else {
            continue;
        };
        // `tid (name) state …`: the name may hold spaces, so split at the
        // last parenthesis; utime and stime are the 12th and 13th fields
        // after it.
        let Some((head, rest)) = stat.rsplit_once(')') else {
            continue;
        };
        let name = head.split_once('(').map_or("", |(_, name)| name);
        let ticks: u64 = rest
            .split_whitespace()
            .skip(11)
            .take(2)
            .map(|f| f.parse::<u64>().unwrap_or(0))
            .sum();
        let group = if task.file_name().to_str() == Some(pid.as_str()) {
            "harness"
        } else if name.starts_with(BOT_THREADS) {
            "bot"
        } else if name.starts_with("damabot-core") {
            "core"
        } else if name.starts_with(HARNESS_THREADS) {
            "harness"
        } else {
            "other"
        };
        let waits = fs::read_to_string(task.path().join("status"))
            .unwrap_or_default()
            .lines()
            .find_map(|l| l.strip_prefix("voluntary_ctxt_switches:"))
            .and_then(|n| n.trim().parse::<u64>().ok())
            .unwrap_or(0);
        let usage = groups.entry(group).or_insert_with(Usage::default);
        usage.ticks += ticks;
        usage.waits += waits;
    }
    groups
}
