//! Configuration from the environment (and a `.env` file): tokens, URLs,
//! the database (an SQLite path or a PostgreSQL URL) and the tuning knobs. Tokens are kept in [`Secret`],
//! whose `Debug` never shows them, so they cannot reach a log line.

use std::fmt;
use std::net::SocketAddr;
use std::path::PathBuf;

use anyhow::Context;

use crate::app::{Bucket, RateLimits};
use crate::ops::logs::{LogFormat, UnknownFormat};
use crate::store::{Store, TrustedRoots};

/// A value that must never be printed, such as a bot token.
#[derive(Clone, PartialEq, Eq)]
pub struct Secret(String);

impl Secret {
    /// Wraps a secret value.
    pub fn new(value: impl Into<String>) -> Secret {
        Secret(value.into())
    }

    /// The value, for the one place that needs it (the platform client).
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(***)")
    }
}

/// Telegram settings, present when `TELOXIDE_TOKEN` is set.
#[derive(Clone, Debug)]
pub struct TelegramConfig {
    /// The bot token from BotFather.
    pub token: Secret,
    /// `TELOXIDE_API_URL`: another Bot API server (a local one, or a test fake).
    pub api_url: Option<String>,
    /// `TELEGRAM_WEBHOOK_URL`: the public URL; switches from long polling to
    /// a webhook.
    pub webhook_url: Option<String>,
    /// `TELEGRAM_WEBHOOK_ADDR`, default `127.0.0.1:8443`: where the webhook
    /// listener binds. A TLS proxy in front of it takes Telegram's requests
    /// (docs/operations.md#webhook).
    pub webhook_addr: SocketAddr,
    /// `TELEGRAM_WEBHOOK_SECRET`: the secret token Telegram must send back.
    pub webhook_secret: Option<Secret>,
    /// `TELEGRAM_SEND_LIMITS`, `telegram` (the default) or `off`: whether
    /// sends are paced to Telegram's limits (about one message a second per
    /// chat, 20 a minute per group). `off` is for a Bot API server that has
    /// none, such as the tests' fake, where the pacing would only be waited out.
    pub paced: bool,
    /// The Mini App (`DAMABOT_WEBAPP_*`), if configured.
    pub webapp: Option<WebAppConfig>,
}

/// The Telegram Mini App: a board in a web page the bot serves itself
/// (docs/operations.md#the-mini-app). Present when `DAMABOT_WEBAPP_URL` is set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebAppConfig {
    /// `DAMABOT_WEBAPP_URL`: the page's public HTTPS URL, the one registered
    /// with @BotFather (`/newapp`); private chats' boards open it with a
    /// `web_app` button, and its path is where the page and its API are served.
    pub url: String,
    /// `DAMABOT_WEBAPP_ADDR`: where this instance serves the page and its API
    /// over plain HTTP (a TLS proxy in front makes it the URL); none serves
    /// nothing here (another instance may).
    pub addr: Option<SocketAddr>,
    /// `DAMABOT_WEBAPP_NAME`: the Mini App's short name, for the direct links
    /// (`https://t.me/<bot>/<name>?startapp=g<id>`) that groups' and inline
    /// games' boards carry; without it they carry none.
    pub name: Option<String>,
}

impl WebAppConfig {
    /// The URL's path, where the page is served: always ending in `/`.
    pub fn base_path(&self) -> String {
        let path = self
            .url
            .parse::<axum::http::Uri>()
            .map(|u| u.path().to_owned())
            .unwrap_or_default();
        if path.ends_with('/') {
            path
        } else {
            format!("{path}/")
        }
    }
}

/// Discord settings, present when `DISCORD_TOKEN` is set.
#[derive(Clone, Debug)]
pub struct DiscordConfig {
    /// The bot token.
    pub token: Secret,
    /// `DISCORD_API_URL`: a rate-limit proxy (or a test fake) for every REST call.
    pub api_url: Option<String>,
    /// `DISCORD_GUILD_ID`: register commands to one guild instead of globally.
    pub guild_id: Option<u64>,
    /// `DISCORD_SHARDS`: the gateway shards this instance runs; `None` runs
    /// every shard in this one process.
    pub shards: Option<ShardRange>,
}

/// `DISCORD_SHARDS=<first>-<last>/<total>`: this instance runs the gateway
/// shards `first..=last` of `total`. Discord sends a guild's events to shard
/// `(guild_id >> 22) % total`, so several instances with disjoint ranges that
/// cover `0..total` serve every guild once between them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardRange {
    /// The first shard this instance runs.
    pub first: u32,
    /// The last shard this instance runs (inclusive).
    pub last: u32,
    /// How many shards the bot has in all, across every instance.
    pub total: u32,
}

impl ShardRange {
    /// The expected form, for error messages.
    pub const FORM: &'static str = "<first>-<last>/<total>, e.g. 0-1/4";
}

impl fmt::Display for ShardRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}/{}", self.first, self.last, self.total)
    }
}

/// Why a `DISCORD_SHARDS` value is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ShardRangeError {
    /// Not three whole numbers in the form `<first>-<last>/<total>`.
    #[error("not of the form {}", ShardRange::FORM)]
    Form,
    /// No shards at all.
    #[error("the total must be at least 1")]
    NoShards,
    /// The range runs backwards.
    #[error("the first shard is after the last")]
    Backwards,
    /// The range reaches past the total (shards are numbered from 0).
    #[error("the last shard must be below the total (shards are numbered from 0)")]
    PastTotal,
}

impl std::str::FromStr for ShardRange {
    type Err = ShardRangeError;

    fn from_str(text: &str) -> Result<ShardRange, ShardRangeError> {
        let number = |part: &str| {
            let part = part.trim();
            // `u32::from_str` accepts a leading `+`; a shard number is digits only.
            if part.is_empty() || !part.bytes().all(|b| b.is_ascii_digit()) {
                return Err(ShardRangeError::Form);
            }
            part.parse::<u32>().map_err(|_| ShardRangeError::Form)
        };
        let (range, total) = text.split_once('/').ok_or(ShardRangeError::Form)?;
        let (first, last) = range.split_once('-').ok_or(ShardRangeError::Form)?;
        let shards = ShardRange {
            first: number(first)?,
            last: number(last)?,
            total: number(total)?,
        };
        if shards.total == 0 {
            Err(ShardRangeError::NoShards)
        } else if shards.first > shards.last {
            Err(ShardRangeError::Backwards)
        } else if shards.last >= shards.total {
            Err(ShardRangeError::PastTotal)
        } else {
            Ok(shards)
        }
    }
}

/// Everything the bot reads at start.
#[derive(Clone, Debug)]
pub struct Config {
    /// `DATABASE_PATH`, default `damabot.sqlite3`: the SQLite file, used
    /// when no `DATABASE_URL` is set.
    pub database_path: PathBuf,
    /// `DATABASE_URL` (`postgres://user:password@host:port/database`):
    /// selects PostgreSQL, so that several instances share one database.
    /// Its `sslmode` is `disable`, `prefer` (the default: TLS when the
    /// server offers it) or `require` (TLS, or no connection); whenever TLS
    /// is used the server's certificate is verified (chain and host name).
    pub database_url: Option<Secret>,
    /// `DATABASE_SSLROOTCERT`: a PEM file of the CA certificates that a
    /// PostgreSQL server's certificate must chain to, instead of Mozilla's
    /// roots (a self-signed or private CA's server).
    pub database_sslrootcert: Option<PathBuf>,
    /// `DAMABOT_INSTANCE`, default the host name: this instance's name among
    /// those sharing one database. Two instances on one host need two names.
    pub instance: String,
    /// `DAMABOT_LEASE_SECS`, default 60 (at least 1): how long this
    /// instance's claim on the replies it wrote lasts without renewal; when
    /// it dies, another instance delivers them after this long.
    pub lease_secs: u32,
    /// `DAMABOT_CORES`, default 1: core threads handling requests side by
    /// side, each for its own share of the chats (PostgreSQL only, at most
    /// its pool of connections; SQLite has one writer, so one core).
    pub cores: usize,
    /// Telegram, if configured.
    pub telegram: Option<TelegramConfig>,
    /// Discord, if configured.
    pub discord: Option<DiscordConfig>,
    /// `DAMABOT_MATCH_WAIT_SECS`, default 10: how long the rated queue waits
    /// for a human before the bot takes the seat.
    pub match_wait_secs: u32,
    /// `DAMABOT_TURN_SECS`, default 60: the per-move limit of rated games.
    pub turn_secs: u32,
    /// `DAMABOT_AI_THREADS`, default the number of CPUs: concurrent searches.
    pub ai_threads: usize,
    /// `DAMABOT_BOARDS_DIR`, default `boards`: where the console writes PNGs.
    pub boards_dir: PathBuf,
    /// `DAMABOT_EGDB_DIR`: the directory of endgame tables made by
    /// `damabot egdb`, which levels 5–8 then probe; none unless set.
    pub egdb_dir: Option<PathBuf>,
    /// `DAMABOT_IDLE_DAYS`, default 7: casual games without a clock and
    /// without a move for this many days are closed; 0 never closes them.
    pub idle_days: u32,
    /// `DAMABOT_USER_BURST` / `DAMABOT_USER_PER_MIN` (10 / 30) and
    /// `DAMABOT_CHAT_BURST` / `DAMABOT_CHAT_PER_MIN` (20 / 60): the command
    /// rate limits per user and per chat; a per-minute rate of 0 switches a
    /// limit off.
    pub limits: RateLimits,
    /// `DAMABOT_OPS_ADDR`: where `/healthz`, `/readyz` and `/metrics` are
    /// served; off unless set.
    pub ops_addr: Option<SocketAddr>,
    /// `DAMABOT_LOG_FORMAT`, `text` (the default) or `json`.
    pub log_format: LogFormat,
}

/// A variable that is set but unusable.
#[derive(Debug, thiserror::Error)]
#[error("{name}: {problem}")]
pub struct ConfigError {
    name: &'static str,
    problem: String,
}

impl Config {
    /// Reads the process environment, after loading `.env` if present.
    pub fn from_env() -> Result<Config, ConfigError> {
        // A missing .env file is normal; its variables are optional.
        let _ = dotenvy::dotenv();
        Config::from_lookup(|name| std::env::var(name).ok().filter(|v| !v.trim().is_empty()))
    }

    /// Reads the configuration through `get` (tests pass a map).
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let number = |name: &'static str, default: u64| -> Result<u64, ConfigError> {
            match get(name) {
                None => Ok(default),
                Some(v) => v.trim().parse().map_err(|_| ConfigError {
                    name,
                    problem: format!("'{v}' is not a whole number"),
                }),
            }
        };
        let webapp = webapp(&get)?;
        let telegram = match get("TELOXIDE_TOKEN") {
            None => None,
            Some(token) => Some(TelegramConfig {
                token: Secret::new(token),
                api_url: get("TELOXIDE_API_URL"),
                webhook_url: get("TELEGRAM_WEBHOOK_URL"),
                webhook_addr: match get("TELEGRAM_WEBHOOK_ADDR") {
                    None => SocketAddr::from(([127, 0, 0, 1], 8443)),
                    Some(a) => a.parse().map_err(|_| ConfigError {
                        name: "TELEGRAM_WEBHOOK_ADDR",
                        problem: format!("'{a}' is not an address like 127.0.0.1:8443"),
                    })?,
                },
                webhook_secret: get("TELEGRAM_WEBHOOK_SECRET").map(Secret::new),
                paced: match get("TELEGRAM_SEND_LIMITS").as_deref().map(str::trim) {
                    None | Some("telegram") => true,
                    Some("off") => false,
                    Some(other) => {
                        return Err(ConfigError {
                            name: "TELEGRAM_SEND_LIMITS",
                            problem: format!("'{other}' is neither 'telegram' nor 'off'"),
                        });
                    }
                },
                webapp,
            }),
        };
        let discord = match get("DISCORD_TOKEN") {
            None => None,
            Some(token) => Some(DiscordConfig {
                token: Secret::new(token),
                api_url: get("DISCORD_API_URL"),
                guild_id: match get("DISCORD_GUILD_ID") {
                    None => None,
                    Some(_) => Some(number("DISCORD_GUILD_ID", 0)?),
                },
                shards: match get("DISCORD_SHARDS") {
                    None => None,
                    Some(v) => Some(v.parse().map_err(|e: ShardRangeError| ConfigError {
                        name: "DISCORD_SHARDS",
                        problem: format!("'{v}': {e}; expected {}", ShardRange::FORM),
                    })?),
                },
            }),
        };
        let small = |name: &'static str, default: u32| -> Result<u32, ConfigError> {
            u32::try_from(number(name, u64::from(default))?).map_err(|_| ConfigError {
                name,
                problem: "is too large".to_owned(),
            })
        };
        let defaults = RateLimits::default();
        let limits = RateLimits {
            user: Bucket {
                burst: small("DAMABOT_USER_BURST", defaults.user.burst)?,
                per_min: small("DAMABOT_USER_PER_MIN", defaults.user.per_min)?,
            },
            chat: Bucket {
                burst: small("DAMABOT_CHAT_BURST", defaults.chat.burst)?,
                per_min: small("DAMABOT_CHAT_PER_MIN", defaults.chat.per_min)?,
            },
        };
        let cpus = std::thread::available_parallelism().map_or(1, |n| n.get());
        Ok(Config {
            database_path: get("DATABASE_PATH")
                .map_or_else(|| "damabot.sqlite3".into(), PathBuf::from),
            database_url: get("DATABASE_URL").map(Secret::new),
            database_sslrootcert: get("DATABASE_SSLROOTCERT").map(PathBuf::from),
            instance: get("DAMABOT_INSTANCE")
                .or_else(|| get("HOSTNAME"))
                .or_else(|| {
                    std::fs::read_to_string("/etc/hostname")
                        .ok()
                        .map(|h| h.trim().to_owned())
                        .filter(|h| !h.is_empty())
                })
                .unwrap_or_else(|| "main".to_owned()),
            lease_secs: small("DAMABOT_LEASE_SECS", 60)?.max(1),
            cores: usize::try_from(small("DAMABOT_CORES", 1)?)
                .unwrap_or(1)
                .max(1),
            telegram,
            discord,
            match_wait_secs: u32::try_from(number("DAMABOT_MATCH_WAIT_SECS", 10)?)
                .unwrap_or(u32::MAX),
            turn_secs: u32::try_from(number("DAMABOT_TURN_SECS", 60)?).unwrap_or(u32::MAX),
            ai_threads: usize::try_from(number("DAMABOT_AI_THREADS", cpus as u64)?)
                .unwrap_or(1)
                .max(1),
            boards_dir: get("DAMABOT_BOARDS_DIR").map_or_else(|| "boards".into(), PathBuf::from),
            egdb_dir: get("DAMABOT_EGDB_DIR").map(PathBuf::from),
            idle_days: small("DAMABOT_IDLE_DAYS", 7)?,
            limits,
            ops_addr: match get("DAMABOT_OPS_ADDR") {
                None => None,
                Some(a) => Some(a.trim().parse().map_err(|_| ConfigError {
                    name: "DAMABOT_OPS_ADDR",
                    problem: format!("'{a}' is not an address like 127.0.0.1:9090"),
                })?),
            },
            log_format: match get("DAMABOT_LOG_FORMAT") {
                None => LogFormat::Text,
                Some(f) => f.parse().map_err(|e: UnknownFormat| ConfigError {
                    name: "DAMABOT_LOG_FORMAT",
                    problem: e.to_string(),
                })?,
            },
        })
    }
}

/// Reads `DAMABOT_WEBAPP_URL`, `DAMABOT_WEBAPP_ADDR` and `DAMABOT_WEBAPP_NAME`:
/// none of them set is no Mini App; the address and the name need the URL.
fn webapp(get: &impl Fn(&str) -> Option<String>) -> Result<Option<WebAppConfig>, ConfigError> {
    let addr = match get("DAMABOT_WEBAPP_ADDR") {
        None => None,
        Some(a) => Some(a.trim().parse().map_err(|_| ConfigError {
            name: "DAMABOT_WEBAPP_ADDR",
            problem: format!("'{a}' is not an address like 127.0.0.1:8080"),
        })?),
    };
    let name = match get("DAMABOT_WEBAPP_NAME").map(|n| n.trim().to_owned()) {
        None => None,
        // BotFather's rule for a Mini App's short name.
        Some(n)
            if (3..=30).contains(&n.len())
                && n.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') =>
        {
            Some(n)
        }
        Some(n) => {
            return Err(ConfigError {
                name: "DAMABOT_WEBAPP_NAME",
                problem: format!("'{n}' is not a short name of 3-30 letters, digits or '_'"),
            });
        }
    };
    let Some(url) = get("DAMABOT_WEBAPP_URL").map(|u| u.trim().to_owned()) else {
        if addr.is_some() || name.is_some() {
            return Err(ConfigError {
                name: "DAMABOT_WEBAPP_URL",
                problem: "is needed with DAMABOT_WEBAPP_ADDR or DAMABOT_WEBAPP_NAME".to_owned(),
            });
        }
        return Ok(None);
    };
    let parsed = url.parse::<axum::http::Uri>().ok();
    let usable = parsed.as_ref().is_some_and(|u| {
        matches!(u.scheme_str(), Some("https" | "http"))
            && u.host().is_some()
            && u.query().is_none()
    });
    if !usable {
        return Err(ConfigError {
            name: "DAMABOT_WEBAPP_URL",
            problem: format!("'{url}' is not a URL like https://bot.example.org/app/"),
        });
    }
    Ok(Some(WebAppConfig { url, addr, name }))
}

impl Config {
    /// Opens the configured database, applying pending migrations:
    /// PostgreSQL when `DATABASE_URL` is set, otherwise the SQLite file of
    /// `DATABASE_PATH`. Blocks: call it outside the async runtime.
    pub fn open_store(&self) -> anyhow::Result<Store> {
        match &self.database_url {
            Some(url) => {
                let roots = self
                    .database_sslrootcert
                    .clone()
                    .map_or(TrustedRoots::Mozilla, TrustedRoots::PemFile);
                Store::connect_trusting(url.expose(), &roots)
                    .context("opening the PostgreSQL database of DATABASE_URL")
            }
            None => Store::open(&self.database_path)
                .with_context(|| format!("opening {}", self.database_path.display())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn config(pairs: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let map: HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Config::from_lookup(|k| map.get(k).cloned())
    }

    #[test]
    fn the_postgres_ca_file_is_read_and_unset_by_default() {
        assert_eq!(config(&[]).expect("valid").database_sslrootcert, None);
        let c = config(&[("DATABASE_SSLROOTCERT", "/etc/damabot/db-ca.pem")]).expect("valid");
        assert_eq!(
            c.database_sslrootcert,
            Some(PathBuf::from("/etc/damabot/db-ca.pem"))
        );
    }

    #[test]
    fn defaults_run_the_console_on_a_local_file() {
        let c = config(&[]).expect("valid");
        assert!(c.telegram.is_none() && c.discord.is_none());
        assert_eq!(c.database_path, PathBuf::from("damabot.sqlite3"));
        assert_eq!((c.match_wait_secs, c.turn_secs), (10, 60));
        assert_eq!(c.idle_days, 7);
        assert_eq!(c.lease_secs, 60);
        assert_eq!(c.limits, RateLimits::default());
    }

    #[test]
    fn the_webhook_listens_on_loopback_and_the_operator_address_is_off_by_default() {
        let c = config(&[("TELOXIDE_TOKEN", "t")]).expect("valid");
        let webhook = c.telegram.expect("telegram").webhook_addr;
        assert_eq!(webhook, SocketAddr::from(([127, 0, 0, 1], 8443)));
        assert_eq!(c.ops_addr, None);
        assert_eq!(c.log_format, LogFormat::Text);
        let c = config(&[
            ("DAMABOT_OPS_ADDR", "127.0.0.1:9090"),
            ("DAMABOT_LOG_FORMAT", "json"),
        ])
        .expect("valid");
        assert_eq!(c.ops_addr, Some(SocketAddr::from(([127, 0, 0, 1], 9090))));
        assert_eq!(c.log_format, LogFormat::Json);
        let err = config(&[("DAMABOT_OPS_ADDR", "9090")]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "DAMABOT_OPS_ADDR: '9090' is not an address like 127.0.0.1:9090"
        );
    }

    #[test]
    fn the_mini_app_is_off_unless_its_url_is_set_and_its_variables_are_checked() {
        let webapp = |pairs: &[(&str, &str)]| {
            let mut all = vec![("TELOXIDE_TOKEN", "t")];
            all.extend_from_slice(pairs);
            config(&all).map(|c| c.telegram.expect("telegram").webapp)
        };
        assert_eq!(webapp(&[]).expect("valid"), None);
        let full = webapp(&[
            ("DAMABOT_WEBAPP_URL", "https://x.example/app"),
            ("DAMABOT_WEBAPP_ADDR", "127.0.0.1:8080"),
            ("DAMABOT_WEBAPP_NAME", "board"),
        ])
        .expect("valid")
        .expect("configured");
        assert_eq!(full.addr, Some(SocketAddr::from(([127, 0, 0, 1], 8080))));
        assert_eq!(full.name.as_deref(), Some("board"));
        assert_eq!(full.base_path(), "/app/");
        let bare = webapp(&[("DAMABOT_WEBAPP_URL", "https://x.example")])
            .expect("valid")
            .expect("configured");
        assert_eq!(
            (bare.addr, bare.name.clone(), bare.base_path()),
            (None, None, "/".to_owned())
        );
        let err =
            webapp(&[("DAMABOT_WEBAPP_URL", "u"), ("DAMABOT_WEBAPP_ADDR", "8080")]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "DAMABOT_WEBAPP_ADDR: '8080' is not an address like 127.0.0.1:8080"
        );
        let err = webapp(&[("DAMABOT_WEBAPP_URL", "ftp://x.example/")]).unwrap_err();
        assert_eq!(err.name, "DAMABOT_WEBAPP_URL");
        let err = webapp(&[("DAMABOT_WEBAPP_ADDR", "127.0.0.1:8080")]).unwrap_err();
        assert_eq!(err.name, "DAMABOT_WEBAPP_URL");
        let err = webapp(&[
            ("DAMABOT_WEBAPP_URL", "https://x.example/"),
            ("DAMABOT_WEBAPP_NAME", "a b"),
        ])
        .unwrap_err();
        assert_eq!(err.name, "DAMABOT_WEBAPP_NAME");
    }

    #[test]
    fn sends_are_paced_to_telegram_unless_switched_off() {
        let paced = |value: Option<&str>| {
            let mut pairs = vec![("TELOXIDE_TOKEN", "t")];
            pairs.extend(value.map(|v| ("TELEGRAM_SEND_LIMITS", v)));
            config(&pairs).map(|c| c.telegram.expect("telegram").paced)
        };
        assert!(paced(None).expect("valid"));
        assert!(paced(Some("telegram")).expect("valid"));
        assert!(!paced(Some("off")).expect("valid"));
        let error = paced(Some("none")).expect_err("not a setting");
        assert_eq!(error.name, "TELEGRAM_SEND_LIMITS");
    }

    #[test]
    fn the_lease_is_read_and_never_zero() {
        let c = config(&[("DAMABOT_LEASE_SECS", "5")]).expect("valid");
        assert_eq!(c.lease_secs, 5);
        let c = config(&[("DAMABOT_LEASE_SECS", "0")]).expect("valid");
        assert_eq!(c.lease_secs, 1);
    }

    #[test]
    fn idle_days_and_rate_limits_are_read() {
        let c = config(&[
            ("DAMABOT_IDLE_DAYS", "3"),
            ("DAMABOT_USER_BURST", "5"),
            ("DAMABOT_CHAT_PER_MIN", "0"),
        ])
        .expect("valid");
        assert_eq!(c.idle_days, 3);
        assert_eq!(c.limits.user.burst, 5);
        assert_eq!(c.limits.user.per_min, RateLimits::default().user.per_min);
        assert_eq!(c.limits.chat.per_min, 0);
    }

    #[test]
    fn tokens_never_show_in_debug_output() {
        let c = config(&[
            ("TELOXIDE_TOKEN", "123:SECRET"),
            ("DISCORD_TOKEN", "abc.SECRET"),
        ])
        .expect("valid");
        let shown = format!("{c:?}");
        assert!(!shown.contains("SECRET"), "{shown}");
        assert_eq!(
            c.telegram.map(|t| t.token.expose().to_owned()).as_deref(),
            Some("123:SECRET")
        );
    }

    #[test]
    fn bad_numbers_name_the_variable() {
        let err = config(&[("DAMABOT_TURN_SECS", "soon")]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "DAMABOT_TURN_SECS: 'soon' is not a whole number"
        );
    }

    #[test]
    fn discord_shards_default_to_every_shard_in_one_process() {
        let c = config(&[("DISCORD_TOKEN", "t")]).expect("valid");
        assert_eq!(c.discord.expect("discord").shards, None);
    }

    #[test]
    fn discord_shards_are_read_as_a_range_of_a_total() {
        let c = config(&[("DISCORD_TOKEN", "t"), ("DISCORD_SHARDS", " 0-1/4 ")]).expect("valid");
        assert_eq!(
            c.discord.expect("discord").shards,
            Some(ShardRange {
                first: 0,
                last: 1,
                total: 4
            })
        );
        let one: ShardRange = "3-3/4".parse().expect("one shard");
        assert_eq!((one.first, one.last, one.total), (3, 3, 4));
        assert_eq!(one.to_string(), "3-3/4");
        let all: ShardRange = "0-0/1".parse().expect("the only shard");
        assert_eq!((all.first, all.last, all.total), (0, 0, 1));
    }

    #[test]
    fn bad_discord_shards_are_refused_with_the_reason() {
        for (text, why) in [
            ("2-1/4", ShardRangeError::Backwards),
            ("0-4/4", ShardRangeError::PastTotal),
            ("5-6/4", ShardRangeError::PastTotal),
            ("0-0/0", ShardRangeError::NoShards),
            ("0-1", ShardRangeError::Form),
            ("1/4", ShardRangeError::Form),
            ("a-b/c", ShardRangeError::Form),
            ("-1-2/4", ShardRangeError::Form),
            ("+0-1/4", ShardRangeError::Form),
            ("0-1/4/8", ShardRangeError::Form),
            ("0 - 1 / 99999999999", ShardRangeError::Form),
            ("", ShardRangeError::Form),
        ] {
            assert_eq!(text.parse::<ShardRange>(), Err(why), "{text:?}");
        }
    }

    #[test]
    fn a_bad_discord_shards_value_names_the_variable_and_the_form() {
        let err = config(&[("DISCORD_TOKEN", "t"), ("DISCORD_SHARDS", "1-0/2")]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "DISCORD_SHARDS: '1-0/2': the first shard is after the last; \
             expected <first>-<last>/<total>, e.g. 0-1/4"
        );
    }
}
