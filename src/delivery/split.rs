//! Cutting a text that is too long for one message into several, for every
//! platform: each adapter passes its [`TextLimit`]
//! ([`Platform::capabilities`](crate::domain::Platform::capabilities)).

use crate::domain::TextLimit;

/// Splits `text` into pieces of at most `limit.max` units, at line breaks
/// where possible and inside a line only when the line alone is too long.
/// The pieces, joined, are the text; there is always at least one (an
/// empty text is one empty piece).
pub fn split(text: &str, limit: TextLimit) -> Vec<String> {
    let mut pieces = Vec::new();
    let mut current = String::new();
    let mut used = 0;
    for line in text.split_inclusive('\n') {
        let len = limit.len(line);
        if used + len > limit.max && !current.is_empty() {
            pieces.push(std::mem::take(&mut current));
            used = 0;
        }
        if len <= limit.max {
            current.push_str(line);
            used += len;
            continue;
        }
        for c in line.chars() {
            let width = limit.unit.of(c);
            if used + width > limit.max && !current.is_empty() {
                pieces.push(std::mem::take(&mut current));
                used = 0;
            }
            current.push(c);
            used += width;
        }
    }
    if !current.is_empty() || pieces.is_empty() {
        pieces.push(current);
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::TextUnit;

    fn chars(max: usize) -> TextLimit {
        TextLimit {
            max,
            unit: TextUnit::Char,
        }
    }

    fn utf16(max: usize) -> TextLimit {
        TextLimit {
            max,
            unit: TextUnit::Utf16,
        }
    }

    #[test]
    fn a_short_text_is_one_piece_and_a_long_one_splits_at_lines() {
        assert_eq!(split("short", chars(10)), ["short"]);
        assert_eq!(split("", chars(10)), [""]);
        assert_eq!(split("aaaa\nbbbb\ncc", chars(10)), ["aaaa\nbbbb\n", "cc"]);
        assert_eq!(
            split("aaaa\nbbbbbbbbbbbbbb\ncc", chars(10)),
            ["aaaa\n", "bbbbbbbbbb", "bbbb\ncc"],
            "a line too long alone is cut inside"
        );
    }

    #[test]
    fn a_line_longer_than_the_limit_is_cut_into_full_pieces() {
        assert_eq!(split("abcdefghijkl", chars(5)), ["abcde", "fghij", "kl"]);
        let pieces = split(&"x".repeat(25), utf16(10));
        assert_eq!(
            pieces.iter().map(String::len).collect::<Vec<_>>(),
            [10, 10, 5]
        );
    }

    #[test]
    fn limits_count_in_the_platforms_unit() {
        // "😀" is two UTF-16 units but one character; Persian letters are
        // one of either.
        assert_eq!(split("😀😀😀", utf16(4)), ["😀😀", "😀"]);
        assert_eq!(split("😀😀😀", chars(4)), ["😀😀😀"]);
        let persian = "ش".repeat(4500);
        let pieces = split(&persian, chars(2000));
        assert_eq!(
            pieces.iter().map(|p| p.chars().count()).collect::<Vec<_>>(),
            [2000, 2000, 500]
        );
    }

    #[test]
    fn the_pieces_joined_are_the_text() {
        let text = "line one\n😀 two 😀\n\n".repeat(40) + &"z".repeat(90);
        for limit in [chars(7), utf16(7), chars(64), utf16(4096)] {
            let pieces = split(&text, limit);
            assert_eq!(pieces.concat(), text, "{limit:?}");
            assert!(
                pieces.iter().all(|p| limit.len(p) <= limit.max),
                "{limit:?}"
            );
        }
    }
}
