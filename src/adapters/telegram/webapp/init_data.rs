//! Telegram's `initData`: the signed query string a Mini App is opened with,
//! checked as Telegram documents it (core.telegram.org/bots/webapps,
//! "Validating data received via the Mini App"):
//!
//! - the secret key is HMAC-SHA-256 of the bot token under the key
//!   `WebAppData`;
//! - the data-check-string is every field but `hash`, as `key=value`
//!   (values percent-decoded), sorted by key, joined by line feeds;
//! - `hash` is the hex HMAC-SHA-256 of the data-check-string under the
//!   secret key, compared in constant time.
//!
//! Telegram's Ed25519 `signature` field (for third parties, who lack the
//! token) is not needed; the hash is accepted computed with it among the
//! fields, as Telegram's clients sign, or without it, as some tools do:
//! both need the bot token. Data older than [`MAX_AGE_SECS`] is refused, so
//! that a leaked `initData` does not work for ever.

use hmac::{Hmac, KeyInit, Mac};
use serde::Deserialize;
use sha2::Sha256;

/// The oldest `auth_date` taken: a day.
pub(crate) const MAX_AGE_SECS: i64 = 24 * 3600;

/// Who opened the page, as Telegram signed it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct WebUser {
    /// The Telegram user id.
    pub id: u64,
    /// Their name as the bot shows it (first and last name).
    pub name: String,
    /// Their Telegram `language_code`.
    pub language_code: Option<String>,
}

/// Why `initData` is refused (all answered 401).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub(crate) enum InitDataError {
    /// No `initData` at all.
    #[error("no initData")]
    Missing,
    /// `hash`, `auth_date` or `user` is missing or unreadable.
    #[error("initData lacks the field {0}")]
    Field(&'static str),
    /// The hash does not match: not signed with this bot's token.
    #[error("initData's hash does not match")]
    BadHash,
    /// Signed more than [`MAX_AGE_SECS`] ago.
    #[error("initData is too old")]
    Expired,
}

impl InitDataError {
    /// Its reason in `damabot_webapp_init_data_refusals_total`
    /// ([`crate::ops::metrics::INIT_DATA_REFUSALS`]).
    pub(crate) fn reason(self) -> &'static str {
        match self {
            InitDataError::Missing => "missing",
            InitDataError::Field(_) => "malformed",
            InitDataError::BadHash => "bad_hash",
            InitDataError::Expired => "expired",
        }
    }
}

/// The part of `user` the bot reads.
#[derive(Deserialize)]
struct UserField {
    id: u64,
    #[serde(default)]
    first_name: String,
    #[serde(default)]
    last_name: Option<String>,
    #[serde(default)]
    language_code: Option<String>,
}

/// Checks `raw` (the query string `Telegram.WebApp.initData`) with `token`
/// at `now` (Unix seconds); returns the user it names.
pub(crate) fn validate(raw: &str, token: &str, now: i64) -> Result<WebUser, InitDataError> {
    if raw.trim().is_empty() {
        return Err(InitDataError::Missing);
    }
    let fields: Vec<(String, String)> = form_urlencoded::parse(raw.as_bytes())
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect();
    let field = |name: &str| {
        fields
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    };
    let hash = field("hash").ok_or(InitDataError::Field("hash"))?;
    let hash = hex::decode(hash).map_err(|_| InitDataError::BadHash)?;
    let signed = |leave_out: &[&str]| {
        let mut kept: Vec<&(String, String)> = fields
            .iter()
            .filter(|(k, _)| !leave_out.contains(&k.as_str()))
            .collect();
        kept.sort_by(|a, b| a.0.cmp(&b.0));
        let check: Vec<String> = kept.iter().map(|(k, v)| format!("{k}={v}")).collect();
        verify(token, &check.join("\n"), &hash)
    };
    let good =
        signed(&["hash"]) || (field("signature").is_some() && signed(&["hash", "signature"]));
    if !good {
        return Err(InitDataError::BadHash);
    }
    let auth_date: i64 = field("auth_date")
        .and_then(|d| d.parse().ok())
        .ok_or(InitDataError::Field("auth_date"))?;
    if now - auth_date > MAX_AGE_SECS {
        return Err(InitDataError::Expired);
    }
    let user: UserField = field("user")
        .and_then(|u| serde_json::from_str(u).ok())
        .ok_or(InitDataError::Field("user"))?;
    let name = match user.last_name.filter(|l| !l.is_empty()) {
        Some(last) => format!("{} {last}", user.first_name),
        None => user.first_name,
    };
    Ok(WebUser {
        id: user.id,
        name,
        language_code: user.language_code,
    })
}

/// The secret key of a bot token.
fn secret_key(token: &str) -> Vec<u8> {
    let mut mac = <Hmac<Sha256> as KeyInit>::new_from_slice(b"WebAppData")
        .expect("HMAC takes a key of any length");
    mac.update(token.as_bytes());
    mac.finalize().into_bytes().to_vec()
}

/// Whether `hash` is the HMAC of `check` under the token's secret key,
/// compared in constant time.
fn verify(token: &str, check: &str, hash: &[u8]) -> bool {
    let mut mac = <Hmac<Sha256> as KeyInit>::new_from_slice(&secret_key(token))
        .expect("HMAC takes a key of any length");
    mac.update(check.as_bytes());
    mac.verify_slice(hash).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    const TOKEN: &str = "123456:TEST-token";
    const NOW: i64 = 1_765_000_000;

    fn user() -> String {
        r#"{"id":42,"first_name":"Ali","last_name":"Rezaei","language_code":"fa"}"#.to_owned()
    }

    /// The hash computed here with the published algorithm, step by step
    /// (independently of [`sign`]): HMAC-SHA-256 of the token under
    /// "WebAppData", then of the data-check-string under that.
    fn by_hand(check: &str) -> String {
        let mut key = Hmac::<Sha256>::new_from_slice(b"WebAppData").expect("key");
        key.update(TOKEN.as_bytes());
        let key = key.finalize().into_bytes();
        let mut mac = Hmac::<Sha256>::new_from_slice(&key).expect("key");
        mac.update(check.as_bytes());
        hex::encode(mac.finalize().into_bytes())
    }

    #[test]
    fn a_hash_over_the_sorted_fields_is_taken() {
        let auth = (NOW - 60).to_string();
        let check = format!("auth_date={auth}\nquery_id=AAF\nuser={}", user());
        let raw = format!(
            "user={}&query_id=AAF&auth_date={auth}&hash={}",
            urlencode(&user()),
            by_hand(&check)
        );
        let who = validate(&raw, TOKEN, NOW).expect("valid");
        assert_eq!(who.id, 42);
        assert_eq!(who.name, "Ali Rezaei");
        assert_eq!(who.language_code.as_deref(), Some("fa"));
    }

    #[test]
    fn the_signature_field_may_be_signed_or_left_out() {
        let auth = NOW.to_string();
        let with = format!("auth_date={auth}\nsignature=c2ln\nuser={}", user());
        let without = format!("auth_date={auth}\nuser={}", user());
        for check in [with, without] {
            let raw = format!(
                "auth_date={auth}&signature=c2ln&user={}&hash={}",
                urlencode(&user()),
                by_hand(&check)
            );
            assert!(validate(&raw, TOKEN, NOW).is_ok(), "{check}");
        }
    }

    /// `fields` as a query string, signed by hand.
    fn sign(fields: &[(&str, &str)], token: &str) -> String {
        assert_eq!(token, TOKEN);
        let mut sorted = fields.to_vec();
        sorted.sort();
        let check: Vec<String> = sorted.iter().map(|(k, v)| format!("{k}={v}")).collect();
        let mut query: Vec<String> = fields
            .iter()
            .map(|(k, v)| format!("{k}={}", urlencode(v)))
            .collect();
        query.push(format!("hash={}", by_hand(&check.join("\n"))));
        query.join("&")
    }

    #[test]
    fn a_wrong_hash_an_old_date_or_a_missing_field_is_refused() {
        let auth = NOW.to_string();
        let good = sign(&[("auth_date", &auth), ("user", &user())], TOKEN);
        assert!(validate(&good, TOKEN, NOW).is_ok());
        assert_eq!(
            validate(&good, "123456:other", NOW),
            Err(InitDataError::BadHash)
        );
        let tampered = good.replace("Ali", "Bob");
        assert_eq!(validate(&tampered, TOKEN, NOW), Err(InitDataError::BadHash));
        assert_eq!(
            validate(&good, TOKEN, NOW + MAX_AGE_SECS + 1),
            Err(InitDataError::Expired)
        );
        assert!(validate(&good, TOKEN, NOW + MAX_AGE_SECS).is_ok());
        let no_user = sign(&[("auth_date", &auth)], TOKEN);
        assert_eq!(
            validate(&no_user, TOKEN, NOW),
            Err(InitDataError::Field("user"))
        );
        let no_date = sign(&[("user", &user())], TOKEN);
        assert_eq!(
            validate(&no_date, TOKEN, NOW),
            Err(InitDataError::Field("auth_date"))
        );
        let no_hash = format!("auth_date={auth}&user={}", urlencode(&user()));
        assert_eq!(
            validate(&no_hash, TOKEN, NOW),
            Err(InitDataError::Field("hash"))
        );
        assert_eq!(validate("", TOKEN, NOW), Err(InitDataError::Missing));
    }

    fn urlencode(text: &str) -> String {
        form_urlencoded::byte_serialize(text.as_bytes()).collect()
    }

    #[test]
    fn every_refusal_has_a_reason_the_metrics_name() {
        for why in [
            InitDataError::Missing,
            InitDataError::Field("hash"),
            InitDataError::Field("user"),
            InitDataError::BadHash,
            InitDataError::Expired,
        ] {
            assert!(
                crate::ops::metrics::INIT_DATA_REFUSALS.contains(&why.reason()),
                "{why}"
            );
        }
    }
}
