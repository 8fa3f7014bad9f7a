//! The Prometheus metrics, through the `prometheus` crate: one registry for
//! the process, scraped at `/metrics` on the operator address
//! ([`super::endpoint`]). The runtime, the delivery and the adapters count
//! what they see; the core (`src/app`) knows nothing of them.
//!
//! Every metric is listed in [`NAMES`], which docs/operations.md lists too
//! (a test scrapes the endpoint for each name the document gives). Each
//! labelled metric has its label values created at start, so that every
//! series exists, at zero, before anything happens.

use std::sync::LazyLock;

use draughts::Variant;
use prometheus::{
    Histogram, HistogramOpts, HistogramVec, IntCounter, IntCounterVec, IntGauge, IntGaugeVec, Opts,
    Registry, TextEncoder,
};

use crate::domain::Platform;

/// Every metric of the process.
pub struct Metrics {
    registry: Registry,
    /// `damabot_updates_total{platform}`: requests handed to the core.
    pub updates: IntCounterVec,
    /// `damabot_moves_total{platform}`: moves players sent (typed,
    /// numbered, tapped or reacted).
    pub moves: IntCounterVec,
    /// `damabot_update_to_board_seconds{platform}`: from a request reaching
    /// the runtime to the board it caused being delivered in its chat.
    pub update_to_board: HistogramVec,
    /// `damabot_outbox_entries{platform}`: entries waiting in a platform's
    /// outbox for its router.
    pub outbox: IntGaugeVec,
    /// `damabot_lane_parcels{platform}`: parcels waiting in the chats'
    /// lanes.
    pub lanes: IntGaugeVec,
    /// `damabot_ai_queued_searches`: AI searches waiting for a thread.
    pub ai_queued: IntGauge,
    /// `damabot_ai_running_searches`: AI searches running.
    pub ai_running: IntGauge,
    /// `damabot_ai_search_seconds`: the time of one AI search.
    pub ai_seconds: Histogram,
    /// `damabot_ai_search_nodes`: the positions one AI search visited.
    pub ai_nodes: Histogram,
    /// `damabot_rate_limited_requests_total`: requests refused by the
    /// per-user and per-chat rate limits.
    pub rate_limited: IntCounter,
    /// `damabot_platform_429_total{platform}`: `429 Too Many Requests`
    /// answers from a platform.
    pub platform_429: IntCounterVec,
    /// `damabot_errors_total{kind}`: failures, by kind ([`ERROR_KINDS`]).
    pub errors: IntCounterVec,
    /// `damabot_panics_caught_total`: panics caught and contained.
    pub panics: IntCounter,
    /// `damabot_active_games{variant}`: games being played, by variant,
    /// as the database holds them (every instance's), read at each scrape.
    pub active_games: IntGaugeVec,
    /// `damabot_webhook_connections_closed_total{reason}`: webhook
    /// connections the listener closed to protect itself
    /// ([`super::http::Event`]: `evicted`, `refused`, `timed_out`).
    pub webhook_closed: IntCounterVec,
    /// `damabot_webapp_requests_total{route,class}`: requests the Mini App
    /// answered, by route ([`WEBAPP_ROUTES`]) and status class
    /// ([`STATUS_CLASSES`]).
    pub webapp_requests: IntCounterVec,
    /// `damabot_webapp_init_data_refusals_total{reason}`: Mini App requests
    /// refused for their `initData`, by reason ([`INIT_DATA_REFUSALS`]).
    pub webapp_refusals: IntCounterVec,
    /// `damabot_webapp_event_streams`: the Mini App's open event streams.
    pub webapp_streams: IntGauge,
    /// `damabot_webapp_moves_total{outcome}`: moves sent from the Mini App,
    /// `played` or `refused`.
    pub webapp_moves: IntCounterVec,
}

/// The names of every metric, as scraped.
pub const NAMES: [&str; 19] = [
    "damabot_updates_total",
    "damabot_moves_total",
    "damabot_update_to_board_seconds",
    "damabot_outbox_entries",
    "damabot_lane_parcels",
    "damabot_ai_queued_searches",
    "damabot_ai_running_searches",
    "damabot_ai_search_seconds",
    "damabot_ai_search_nodes",
    "damabot_rate_limited_requests_total",
    "damabot_platform_429_total",
    "damabot_errors_total",
    "damabot_panics_caught_total",
    "damabot_active_games",
    "damabot_webhook_connections_closed_total",
    "damabot_webapp_requests_total",
    "damabot_webapp_init_data_refusals_total",
    "damabot_webapp_event_streams",
    "damabot_webapp_moves_total",
];

/// The routes of `damabot_webapp_requests_total`: the page's files, its
/// API's endpoints, and any other path.
pub const WEBAPP_ROUTES: [&str; 7] = [
    "page", "strings", "game", "events", "move", "action", "other",
];

/// The status classes of `damabot_webapp_requests_total`.
pub const STATUS_CLASSES: [&str; 4] = ["2xx", "3xx", "4xx", "5xx"];

/// The reasons of `damabot_webapp_init_data_refusals_total`.
pub const INIT_DATA_REFUSALS: [&str; 4] = ["missing", "malformed", "bad_hash", "expired"];

/// The outcomes of `damabot_webapp_moves_total`.
pub const MOVE_OUTCOMES: [&str; 2] = ["played", "refused"];

/// The kinds of `damabot_errors_total`.
pub const ERROR_KINDS: [&str; 5] = [
    // A request that could not be committed (the platform sends it again).
    "uncommitted",
    // A platform call that failed on the network or with an error answer.
    "platform",
    // A delivery the platform refused for good.
    "delivery",
    // An AI search that failed (a plain legal move was played instead).
    "ai",
    // A clock tick the database did not take (the next tick tries again).
    "tick",
];

/// The process's metrics.
pub fn get() -> &'static Metrics {
    static METRICS: LazyLock<Metrics> = LazyLock::new(Metrics::new);
    &METRICS
}

impl Metrics {
    fn new() -> Metrics {
        let registry = Registry::new();
        let by_platform = |name: &str, help: &str| {
            let vec = IntCounterVec::new(Opts::new(name, help), &["platform"]).expect("a metric");
            for platform in Platform::ALL {
                vec.with_label_values(&[platform.name()]);
            }
            vec
        };
        let gauge_by_platform = |name: &str, help: &str| {
            let vec = IntGaugeVec::new(Opts::new(name, help), &["platform"]).expect("a metric");
            for platform in Platform::ALL {
                vec.with_label_values(&[platform.name()]);
            }
            vec
        };
        let update_to_board = HistogramVec::new(
            HistogramOpts::new(
                "damabot_update_to_board_seconds",
                "Seconds from a request reaching the runtime to its board delivered in its chat.",
            )
            .buckets(vec![
                0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0,
            ]),
            &["platform"],
        )
        .expect("a metric");
        for platform in Platform::ALL {
            update_to_board.with_label_values(&[platform.name()]);
        }
        let errors = IntCounterVec::new(
            Opts::new("damabot_errors_total", "Failures, by kind."),
            &["kind"],
        )
        .expect("a metric");
        for kind in ERROR_KINDS {
            errors.with_label_values(&[kind]);
        }
        let active_games = IntGaugeVec::new(
            Opts::new(
                "damabot_active_games",
                "Games being played, by variant, in the whole database.",
            ),
            &["variant"],
        )
        .expect("a metric");
        for variant in Variant::ALL {
            active_games.with_label_values(&[variant.name()]);
        }
        let webhook_closed = IntCounterVec::new(
            Opts::new(
                "damabot_webhook_connections_closed_total",
                "Webhook connections closed to protect the listener: evicted, refused, timed_out.",
            ),
            &["reason"],
        )
        .expect("a metric");
        for reason in ["evicted", "refused", "timed_out"] {
            webhook_closed.with_label_values(&[reason]);
        }
        let labelled = |name: &str, help: &str, label: &str, values: &[&str]| {
            let vec = IntCounterVec::new(Opts::new(name, help), &[label]).expect("a metric");
            for value in values {
                vec.with_label_values(&[*value]);
            }
            vec
        };
        let webapp_requests = IntCounterVec::new(
            Opts::new(
                "damabot_webapp_requests_total",
                "Requests the Mini App answered, by route and status class.",
            ),
            &["route", "class"],
        )
        .expect("a metric");
        for route in WEBAPP_ROUTES {
            for class in STATUS_CLASSES {
                webapp_requests.with_label_values(&[route, class]);
            }
        }
        let metrics = Metrics {
            updates: by_platform("damabot_updates_total", "Requests handed to the core."),
            moves: by_platform("damabot_moves_total", "Moves players sent."),
            update_to_board,
            outbox: gauge_by_platform(
                "damabot_outbox_entries",
                "Entries waiting in a platform's outbox.",
            ),
            lanes: gauge_by_platform(
                "damabot_lane_parcels",
                "Parcels waiting in the chats' delivery lanes.",
            ),
            ai_queued: IntGauge::new(
                "damabot_ai_queued_searches",
                "AI searches waiting for a thread.",
            )
            .expect("a metric"),
            ai_running: IntGauge::new("damabot_ai_running_searches", "AI searches running.")
                .expect("a metric"),
            ai_seconds: Histogram::with_opts(
                HistogramOpts::new("damabot_ai_search_seconds", "Seconds one AI search took.")
                    .buckets(vec![
                        0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 5.0,
                    ]),
            )
            .expect("a metric"),
            ai_nodes: Histogram::with_opts(
                HistogramOpts::new(
                    "damabot_ai_search_nodes",
                    "Positions one AI search visited.",
                )
                .buckets(prometheus::exponential_buckets(10.0, 10.0, 7).expect("buckets")),
            )
            .expect("a metric"),
            rate_limited: IntCounter::new(
                "damabot_rate_limited_requests_total",
                "Requests refused by the per-user and per-chat rate limits.",
            )
            .expect("a metric"),
            platform_429: by_platform(
                "damabot_platform_429_total",
                "429 Too Many Requests answers from a platform.",
            ),
            errors,
            panics: IntCounter::new(
                "damabot_panics_caught_total",
                "Panics caught and contained.",
            )
            .expect("a metric"),
            active_games,
            webhook_closed,
            webapp_requests,
            webapp_refusals: labelled(
                "damabot_webapp_init_data_refusals_total",
                "Mini App requests refused for their initData: missing, malformed, bad_hash, expired.",
                "reason",
                &INIT_DATA_REFUSALS,
            ),
            webapp_streams: IntGauge::new(
                "damabot_webapp_event_streams",
                "The Mini App's open event streams.",
            )
            .expect("a metric"),
            webapp_moves: labelled(
                "damabot_webapp_moves_total",
                "Moves sent from the Mini App: played or refused.",
                "outcome",
                &MOVE_OUTCOMES,
            ),
            registry,
        };
        metrics.register();
        metrics
    }

    fn register(&self) {
        let collectors: [Box<dyn prometheus::core::Collector>; 19] = [
            Box::new(self.updates.clone()),
            Box::new(self.moves.clone()),
            Box::new(self.update_to_board.clone()),
            Box::new(self.outbox.clone()),
            Box::new(self.lanes.clone()),
            Box::new(self.ai_queued.clone()),
            Box::new(self.ai_running.clone()),
            Box::new(self.ai_seconds.clone()),
            Box::new(self.ai_nodes.clone()),
            Box::new(self.rate_limited.clone()),
            Box::new(self.platform_429.clone()),
            Box::new(self.errors.clone()),
            Box::new(self.panics.clone()),
            Box::new(self.active_games.clone()),
            Box::new(self.webhook_closed.clone()),
            Box::new(self.webapp_requests.clone()),
            Box::new(self.webapp_refusals.clone()),
            Box::new(self.webapp_streams.clone()),
            Box::new(self.webapp_moves.clone()),
        ];
        for collector in collectors {
            self.registry
                .register(collector)
                .expect("each metric is registered once");
        }
    }

    /// Counts one failure of `kind`, one of [`ERROR_KINDS`].
    pub fn error(&self, kind: &'static str) {
        self.errors.with_label_values(&[kind]).inc();
    }

    /// Counts one Mini App request on `route` (one of [`WEBAPP_ROUTES`])
    /// answered with `status`.
    pub fn webapp_request(&self, route: &'static str, status: u16) {
        let class = match status {
            ..=299 => "2xx",
            300..=399 => "3xx",
            400..=499 => "4xx",
            _ => "5xx",
        };
        self.webapp_requests
            .with_label_values(&[route, class])
            .inc();
    }

    /// Sets the active games: `counts` holds each variant with games; the
    /// others are set to zero.
    pub fn set_active_games(&self, counts: &[(Variant, u64)]) {
        for variant in Variant::ALL {
            let count = counts
                .iter()
                .find(|(v, _)| *v == variant)
                .map_or(0, |(_, n)| i64::try_from(*n).unwrap_or(i64::MAX));
            self.active_games
                .with_label_values(&[variant.name()])
                .set(count);
        }
    }

    /// Everything, in Prometheus's text format.
    pub fn render(&self) -> String {
        let mut text = String::new();
        if let Err(error) = TextEncoder::new().encode_utf8(&self.registry.gather(), &mut text) {
            tracing::error!(%error, "encoding the metrics failed");
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_operations_guide_names_every_metric_and_the_dashboard_only_real_ones() {
        let guide = include_str!("../../docs/operations.md");
        for name in NAMES {
            assert!(
                guide.contains(&format!("`{name}`")),
                "{name} is not documented"
            );
        }
        let dashboard = include_str!("../../docs/grafana-dashboard.json");
        for used in dashboard.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')) {
            if !used.starts_with("damabot_") {
                continue;
            }
            let base = ["_bucket", "_sum", "_count"]
                .iter()
                .find_map(|suffix| used.strip_suffix(suffix))
                .unwrap_or(used);
            assert!(
                NAMES.contains(&used) || NAMES.contains(&base),
                "the dashboard uses {used}, which is no metric"
            );
        }
    }

    #[test]
    fn every_named_metric_is_rendered_before_anything_happens() {
        let text = get().render();
        for name in NAMES {
            assert!(
                text.lines().any(|l| l.starts_with(name)),
                "{name} is missing from\n{text}"
            );
        }
    }
}
