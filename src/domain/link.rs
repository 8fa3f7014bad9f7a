//! Linked accounts: one person's accounts on different platforms, joined
//! by a one-time code (`/link` on one platform, `/link <code>` on the
//! other), so that `/games` lists the games of all of them and a game
//! between two of them pays no coins and counts in no record or rating.
//!
//! The records ([`LinkCode`], [`Account`]) and the rules that need no
//! store: the shape of a code, its digest (the store keeps only that, so a
//! copy of the database redeems no code), how long it lives, how many wrong
//! codes a user may type, and which accounts may be one person
//! ([`refusal`]: at most one account per platform).

use sha2::{Digest, Sha256};

use super::{ChatId, Platform, UserId, code};

/// Length of a link code: 8 characters of 31 are 39.6 bits. A code lives
/// [`CODE_TTL_MS`] and each user may type [`MAX_WRONG_CODES`] wrong codes
/// in [`WRONG_CODE_WINDOW_MS`], so one account finds a given code with a
/// chance below one in 10^10. The length differs from a room code's (7 or
/// 11), so neither is ever taken for the other.
pub const CODE_LEN: usize = 8;
/// A code can be used this long after it was made: ten minutes.
pub const CODE_TTL_MS: i64 = 10 * 60 * 1000;
/// Wrong codes (unknown, used or lapsed) a user may type in
/// [`WRONG_CODE_WINDOW_MS`]; counted per user, so that nobody's mistakes
/// or guesses hold back anybody else.
pub const MAX_WRONG_CODES: u32 = 8;
/// The window of the wrong-code limit.
pub const WRONG_CODE_WINDOW_MS: i64 = 10 * 60 * 1000;

/// Whether text has the shape of a link code (upper case, as the parser
/// hands it on).
pub fn is_code(text: &str) -> bool {
    code::is_code(text, CODE_LEN)
}

/// What the store keeps of a code: its SHA-256, in lower-case hex.
pub fn digest(code: &str) -> String {
    Sha256::digest(code.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// A stored link code, found by its digest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkCode {
    /// Who asked for it: the account the redeemer's account is linked to.
    pub user: UserId,
    /// The chat it was given in, which hears when it is used.
    pub chat: ChatId,
    /// When it lapses (Unix ms).
    pub expires_at: i64,
    /// When it was used, if it was: a code links once.
    pub used_at: Option<i64>,
}

impl LinkCode {
    /// Whether it can still link at `now`: unused and not lapsed.
    pub fn usable(&self, now: i64) -> bool {
        self.used_at.is_none() && now < self.expires_at
    }
}

/// One account of a person, as a link shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Account {
    /// The account's user.
    pub user: UserId,
    /// Its platform.
    pub platform: Platform,
    /// Its display name.
    pub name: String,
}

/// Why two sets of accounts cannot become one person.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// They are one person already.
    Already,
    /// Both have an account on this platform: one person has one account
    /// per platform, so the other must be unlinked first.
    PlatformTaken(Platform),
}

/// Whether the accounts of `mine` (the redeemer and those linked to it) and
/// `theirs` (the code's owner and those linked to it) may be joined into
/// one person: not when they share an account, nor when they have two
/// accounts on one platform.
pub fn refusal(mine: &[Account], theirs: &[Account]) -> Option<Refusal> {
    if mine.iter().any(|a| theirs.iter().any(|b| a.user == b.user)) {
        return Some(Refusal::Already);
    }
    mine.iter()
        .find(|a| theirs.iter().any(|b| a.platform == b.platform))
        .map(|a| Refusal::PlatformTaken(a.platform))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn account(user: UserId, platform: Platform) -> Account {
        Account {
            user,
            platform,
            name: format!("u{user}"),
        }
    }

    #[test]
    fn a_code_has_about_forty_bits_and_is_no_room_code() {
        let bits = CODE_LEN as f64 * (code::ALPHABET.len() as f64).log2();
        assert!(bits > 39.0, "{bits} bits");
        assert_ne!(CODE_LEN, 7);
        assert_ne!(CODE_LEN, 11);
        assert!(!is_code("ABCDEFG0"), "0 is a look-alike");
        assert!(!is_code("abcdefgh"));
        assert!(!is_code("ABCDEFGHJ"));
    }

    #[test]
    fn the_digest_is_sha256() {
        // SHA-256("abc"), FIPS 180-2 appendix B.1.
        assert_eq!(
            digest("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn a_used_or_lapsed_code_links_no_more() {
        let code = LinkCode {
            user: 1,
            chat: 1,
            expires_at: 100,
            used_at: None,
        };
        assert!(code.usable(99));
        assert!(!code.usable(100));
        let used = LinkCode {
            used_at: Some(50),
            ..code
        };
        assert!(!used.usable(60));
    }

    #[test]
    fn one_person_has_one_account_per_platform() {
        let tg = || account(1, Platform::Telegram);
        let dc = || account(2, Platform::Discord);
        let other_dc = account(3, Platform::Discord);
        let console = account(4, Platform::Console);
        assert_eq!(refusal(&[tg()], &[dc()]), None);
        assert_eq!(refusal(&[tg(), dc()], &[console]), None);
        assert_eq!(refusal(&[dc()], &[tg(), dc()]), Some(Refusal::Already));
        assert_eq!(
            refusal(&[tg(), other_dc], &[dc()]),
            Some(Refusal::PlatformTaken(Platform::Discord))
        );
        assert_eq!(
            refusal(&[account(5, Platform::Telegram)], &[tg()]),
            Some(Refusal::PlatformTaken(Platform::Telegram))
        );
    }
}
