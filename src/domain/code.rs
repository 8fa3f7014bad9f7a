//! Codes people type to find each other (room codes, link codes): digits
//! and capitals without the look-alikes 0/O and 1/I/L, every character
//! equally likely. The randomness is passed in, so the rule stays pure.

/// The characters of every code.
pub const ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/// Whether `text` is `len` characters of [`ALPHABET`] (upper case, as the
/// parser hands it on).
pub fn is_code(text: &str, len: usize) -> bool {
    text.len() == len && text.bytes().all(|b| ALPHABET.contains(&b))
}

/// A code of `len` characters made from random bytes: each byte below the
/// largest multiple of the alphabet's size picks a character (rejection
/// sampling, so every character is equally likely); the others are
/// skipped. `None` when the bytes ran out first.
pub fn from_random(random: &[u8], len: usize) -> Option<String> {
    let size = ALPHABET.len();
    let limit = 256 / size * size;
    let code: String = random
        .iter()
        .map(|&b| usize::from(b))
        .filter(|&b| b < limit)
        .take(len)
        .map(|b| char::from(ALPHABET[b % size]))
        .collect();
    (code.len() == len).then_some(code)
}

/// A fresh code of `len` characters (up to about 20), drawing 32 bytes at a
/// time from `fill` (the operating system's generator) until one is made.
pub fn fresh<E>(len: usize, mut fill: impl FnMut(&mut [u8]) -> Result<(), E>) -> Result<String, E> {
    loop {
        let mut random = [0u8; 32];
        fill(&mut random)?;
        if let Some(code) = from_random(&random, len) {
            return Ok(code);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_have_the_length_and_alphabet_and_skip_biased_bytes() {
        let bytes: Vec<u8> = (0..=255).collect();
        let code = from_random(&bytes, 8).expect("enough bytes");
        // 0..8 pick the first eight characters.
        assert_eq!(code, "23456789");
        assert!(is_code(&code, 8));
        // 248 = 8 × 31 and above would favour the first characters.
        assert_eq!(from_random(&[248, 255, 0, 1, 2, 3, 4, 5, 6], 8), None);
        assert_eq!(
            from_random(&[248, 255, 30, 31, 32, 33, 34, 35, 36, 37], 8).as_deref(),
            Some("Z2345678")
        );
    }

    #[test]
    fn no_character_counts_twice() {
        let mut unique = ALPHABET.to_vec();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), ALPHABET.len(), "no letter counts twice");
    }
}
