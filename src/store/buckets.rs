//! The rate limits' token buckets ([`RateBucket`]), shared by every core
//! and instance on the database. A request takes its buckets inside its
//! own transaction, which holds them until it ends: two instances charging
//! one user at once do so one after the other, so together they allow
//! what one would.

use super::sql::{Row, Value, params};
use super::{StoreError, Tx};
use crate::domain::{BucketKey, BucketScope, Platform, RateBucket};

/// The rate limits' buckets.
pub trait Buckets {
    /// The buckets `keys`, each with the state it was last written with,
    /// or its `fresh` state (written now) when it has none; held by this
    /// transaction until it ends, so that no other transaction charges
    /// them meanwhile. Callers take a user's bucket before a chat's.
    fn take_buckets(
        &self,
        keys: &[(&BucketKey, RateBucket)],
    ) -> Result<Vec<RateBucket>, StoreError>;

    /// The buckets `keys` as last written, without taking them (`None`
    /// for one never written or forgotten).
    fn peek_buckets(&self, keys: &[&BucketKey]) -> Result<Vec<Option<RateBucket>>, StoreError>;

    /// Writes a bucket's new state.
    fn put_bucket(&self, key: &BucketKey, bucket: RateBucket) -> Result<(), StoreError>;

    /// Forgets the buckets of `scope` full again at `now`, refilled at
    /// `per_min` tokens a minute up to `burst`; returns how many buckets
    /// of every scope are left.
    fn forget_full_buckets(
        &self,
        scope: BucketScope,
        now: i64,
        per_min: f64,
        burst: f64,
    ) -> Result<u64, StoreError>;
}

const RETURNED: &str = "scope, platform, key, tokens, at, warned";

/// A returned row's key and state.
fn keyed(r: &Row) -> Result<(BucketKey, RateBucket), StoreError> {
    let scope: String = r.get(0)?;
    let platform: String = r.get(1)?;
    let key = BucketKey {
        scope: match scope.as_str() {
            "user" => BucketScope::User,
            "chat" => BucketScope::Chat,
            _ => return Err(StoreError::corrupt("bucket scope", scope)),
        },
        platform: platform
            .parse::<Platform>()
            .map_err(|_| StoreError::corrupt("platform", platform.clone()))?,
        id: r.get(2)?,
    };
    let bucket = RateBucket {
        tokens: r.get(3)?,
        at: r.get(4)?,
        warned: r.get(5)?,
    };
    Ok((key, bucket))
}

/// Each key's state among the returned rows, in the keys' order.
fn in_order(keys: &[&BucketKey], rows: Vec<(BucketKey, RateBucket)>) -> Vec<Option<RateBucket>> {
    keys.iter()
        .map(|key| rows.iter().find(|(k, _)| k == *key).map(|(_, b)| *b))
        .collect()
}

impl Buckets for Tx<'_> {
    fn take_buckets(
        &self,
        keys: &[(&BucketKey, RateBucket)],
    ) -> Result<Vec<RateBucket>, StoreError> {
        if keys.is_empty() {
            return Ok(Vec::new());
        }
        // One row each, in the order given (the order rows are locked in);
        // a row that exists is "updated" to itself, which takes it until
        // the end of the transaction and returns it as it was.
        let mut values = Vec::new();
        let mut args: Vec<Value> = Vec::new();
        for (key, fresh) in keys {
            let n = args.len();
            values.push(format!(
                "(?{}, ?{}, ?{}, ?{}, ?{}, ?{})",
                n + 1,
                n + 2,
                n + 3,
                n + 4,
                n + 5,
                n + 6
            ));
            args.extend_from_slice(params![
                key.scope.name(),
                key.platform.name(),
                key.id,
                fresh.tokens,
                fresh.at,
                fresh.warned
            ]);
        }
        let sql = format!(
            "INSERT INTO rate_buckets (scope, platform, key, tokens, at, warned) VALUES {}
             ON CONFLICT (scope, platform, key) DO UPDATE SET tokens = rate_buckets.tokens
             RETURNING {RETURNED}",
            values.join(", ")
        );
        let rows = self.rows(&sql, &args, keyed)?;
        let wanted: Vec<&BucketKey> = keys.iter().map(|(key, _)| *key).collect();
        in_order(&wanted, rows)
            .into_iter()
            .map(|bucket| bucket.ok_or(StoreError::NotFound))
            .collect()
    }

    fn peek_buckets(&self, keys: &[&BucketKey]) -> Result<Vec<Option<RateBucket>>, StoreError> {
        keys.iter()
            .map(|key| {
                let row = self.opt_row(
                    &format!(
                        "SELECT {RETURNED} FROM rate_buckets
                         WHERE scope = ?1 AND platform = ?2 AND key = ?3"
                    ),
                    params![key.scope.name(), key.platform.name(), key.id],
                    keyed,
                )?;
                Ok(row.map(|(_, bucket)| bucket))
            })
            .collect()
    }

    fn put_bucket(&self, key: &BucketKey, bucket: RateBucket) -> Result<(), StoreError> {
        self.apply(
            "UPDATE rate_buckets SET tokens = ?4, at = ?5, warned = ?6
             WHERE scope = ?1 AND platform = ?2 AND key = ?3",
            params![
                key.scope.name(),
                key.platform.name(),
                key.id,
                bucket.tokens,
                bucket.at,
                bucket.warned
            ],
        )
    }

    fn forget_full_buckets(
        &self,
        scope: BucketScope,
        now: i64,
        per_min: f64,
        burst: f64,
    ) -> Result<u64, StoreError> {
        // The rate is cast: PostgreSQL would otherwise type it as the
        // BIGINT it multiplies, and overflow.
        self.apply(
            "DELETE FROM rate_buckets WHERE scope = ?1
               AND tokens + (?2 - at) * CAST(?3 AS DOUBLE PRECISION) / 60000.0 >= ?4",
            params![scope.name(), now, per_min, burst],
        )?;
        self.row("SELECT COUNT(*) FROM rate_buckets", params![], |r| r.get(0))
    }
}
