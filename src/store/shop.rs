//! Coins and theme purchases.

use super::sql::params;
use super::{StoreError, Tx};
use crate::domain::UserId;

impl Tx<'_> {
    /// Adds coins to a user's balance.
    pub fn add_coins(&self, user: UserId, coins: i64) -> Result<(), StoreError> {
        self.write_user(
            "UPDATE users SET coins = coins + ?2 WHERE id = ?1",
            params![user, coins],
        )?;
        Ok(())
    }

    /// Whether a user owns a theme.
    pub fn owns_theme(&self, user: UserId, theme: &str) -> Result<bool, StoreError> {
        self.row(
            "SELECT EXISTS (SELECT 1 FROM purchases WHERE user_id = ?1 AND theme = ?2)",
            params![user, theme],
            |r| r.get(0),
        )
    }

    /// Buys a theme: records the purchase and takes the price, atomically;
    /// the balance can never go below zero (a CHECK constraint backs this).
    /// Returns `false` without change when the balance is too small.
    pub fn buy_theme(
        &self,
        user: UserId,
        theme: &str,
        price: i64,
        now: i64,
    ) -> Result<bool, StoreError> {
        let paid = self.write_user(
            "UPDATE users SET coins = coins - ?2 WHERE id = ?1 AND coins >= ?2",
            params![user, price],
        )?;
        if paid == 0 {
            return Ok(false);
        }
        self.apply(
            "INSERT INTO purchases (user_id, theme, price, bought_at) VALUES (?1, ?2, ?3, ?4)",
            params![user, theme, price, now],
        )?;
        Ok(true)
    }
}
