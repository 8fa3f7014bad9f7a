//! Coins and theme purchases.

use super::sql::params;
use super::{StoreError, Tx};
use crate::domain::UserId;

/// Coins and theme purchases.
pub trait Shop {
    /// Adds coins to a user's balance.
    fn add_coins(&self, user: UserId, coins: i64) -> Result<(), StoreError>;

    /// Whether a user owns a theme.
    fn owns_theme(&self, user: UserId, theme: &str) -> Result<bool, StoreError>;

    /// Buys a theme: records the purchase and takes the price, atomically;
    /// the balance can never go below zero (a CHECK constraint backs this).
    /// Returns `false` without change when the balance is too small.
    fn buy_theme(
        &self,
        user: UserId,
        theme: &str,
        price: i64,
        now: i64,
    ) -> Result<bool, StoreError>;
}

impl Shop for Tx<'_> {
    fn add_coins(&self, user: UserId, coins: i64) -> Result<(), StoreError> {
        self.write_user(
            "UPDATE users SET coins = coins + ?2 WHERE id = ?1",
            params![user, coins],
        )?;
        Ok(())
    }

    fn owns_theme(&self, user: UserId, theme: &str) -> Result<bool, StoreError> {
        self.row(
            "SELECT EXISTS (SELECT 1 FROM purchases WHERE user_id = ?1 AND theme = ?2)",
            params![user, theme],
            |r| r.get(0),
        )
    }

    fn buy_theme(
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
