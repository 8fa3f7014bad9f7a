//! Variant names as players type them: the command-line name and the
//! aliases of the engine's catalogue of variants (`intl`, `rus`, `шашки`,
//! `rusça`, `روسی`, …), and the display name in every language (the
//! `variant-<name>` messages).
//!
//! Every chat command that takes a variant reads it through [`find`] or
//! [`leading`]; Discord's autocompletion lists through [`suggest`]. Matching
//! works on a [`key`]: lower case, without spaces, hyphens, dots or
//! apostrophes, with Turkish and Russian letters folded to their plain forms
//! and Arabic letter forms folded to Persian ones. Invariant (tested): no key
//! names two variants, and no key is a word the commands read as a flag.

use std::collections::HashMap;
use std::sync::LazyLock;

use draughts::Variant;

use crate::app::Lang;
use crate::text::render_id;

/// The longest variant name, in words, that [`leading`] tries.
pub const MAX_WORDS: usize = 4;

/// The id of the message that names `v` in each language.
pub fn name_id(v: Variant) -> String {
    format!("variant-{}", v.name())
}

/// The matching form of a name: lower case; spaces, hyphens, underscores,
/// dots, apostrophes, parentheses, joiners and direction marks dropped;
/// Turkish, Russian and Latin accents folded (`ç`→`c`, `ı`→`i`, `ё`→`е`,
/// `ō`→`o`); Arabic `ي`, `ك`, `ة` and `هٔ` written as Persian `ی`, `ک`, `ه`;
/// `×` as `x`.
pub fn key(name: &str) -> String {
    name.chars()
        .flat_map(char::to_lowercase)
        .filter_map(|c| match c {
            c if c.is_whitespace() => None,
            '-' | '_' | '.' | '\'' | '’' | 'ʻ' | '(' | ')' => None,
            // Zero-width joiners, direction marks, the Arabic tatweel, the
            // Persian ezafe hamza (`دامهٔ`), the combining dot of a
            // lower-cased Turkish `İ`.
            '\u{200c}' | '\u{200d}' | '\u{200e}' | '\u{200f}' | '\u{0640}' | '\u{0654}'
            | '\u{0307}' => None,
            'ۀ' => Some('ه'),
            'ç' => Some('c'),
            'ş' => Some('s'),
            'ğ' => Some('g'),
            'ı' | 'î' | 'í' => Some('i'),
            'ö' | 'ō' | 'ó' | 'ô' => Some('o'),
            'ü' | 'û' | 'ú' => Some('u'),
            'á' | 'â' | 'à' | 'ã' => Some('a'),
            'é' | 'ê' | 'ě' => Some('e'),
            'č' => Some('c'),
            'ё' => Some('е'),
            'ي' | 'ى' => Some('ی'),
            'ك' => Some('ک'),
            'ة' => Some('ه'),
            '×' => Some('x'),
            c => Some(c),
        })
        .collect()
}

/// Every name a variant answers to: its command-line name, its display
/// names (and what they hold in parentheses) in every language, and its
/// aliases.
pub fn names(v: Variant) -> Vec<String> {
    let mut out = vec![v.name().to_owned()];
    for lang in Lang::ALL {
        let shown = render_id(lang, &name_id(v));
        if let Some((main, inner)) = shown.split_once('(') {
            out.push(main.trim().to_owned());
            out.push(inner.trim_end_matches(')').trim().to_owned());
        }
        out.push(shown);
    }
    out.extend(v.aliases().iter().map(|a| (*a).to_owned()));
    out
}

/// Every key, with the variant it names.
static KEYS: LazyLock<HashMap<String, Variant>> = LazyLock::new(|| {
    Variant::ALL
        .into_iter()
        .flat_map(|v| names(v).into_iter().map(move |n| (key(&n), v)))
        .filter(|(k, _)| !k.is_empty())
        .collect()
});

/// The variant a typed name means, if any.
pub fn find(typed: &str) -> Option<Variant> {
    KEYS.get(&key(typed)).copied()
}

/// The variant named by the first words of a command's arguments, trying
/// the longest run first (`русские шашки second`), with how many words it
/// took.
pub fn leading(words: &[&str]) -> Option<(Variant, usize)> {
    (1..=words.len().min(MAX_WORDS))
        .rev()
        .find_map(|n| find(&words[..n].join(" ")).map(|v| (v, n)))
}

/// The variants whose names contain what was typed (all of them when
/// nothing was typed): exact matches first, then names that start with it,
/// then the rest, each group in [`Variant::ALL`] order.
pub fn suggest(typed: &str) -> Vec<Variant> {
    let wanted = key(typed);
    let rank = |v: Variant| -> Option<u8> {
        let keys: Vec<String> = names(v).iter().map(|n| key(n)).collect();
        if keys.contains(&wanted) {
            Some(0)
        } else if keys.iter().any(|k| k.starts_with(&wanted)) {
            Some(1)
        } else if keys.iter().any(|k| k.contains(&wanted)) {
            Some(2)
        } else {
            None
        }
    };
    let mut found: Vec<(u8, Variant)> = Variant::ALL
        .into_iter()
        .filter_map(|v| rank(v).map(|r| (r, v)))
        .collect();
    found.sort_by_key(|(r, _)| *r);
    found.into_iter().map(|(_, v)| v).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::has_message;

    /// A variant's prose is in the locale files, not in the catalogue: each
    /// language must have its own name, rules and tips for every variant,
    /// under the ids named after it that the commands use (`variant-thai`,
    /// and `rules-thai` and `tips-thai` for `rules` and `tips`).
    #[test]
    fn every_variant_has_its_name_rules_and_tips_in_every_language() {
        assert_eq!(
            Lang::ALL.map(Lang::code),
            ["fa", "tr", "en", "ru"],
            "the languages checked"
        );
        let mut missing = Vec::new();
        for v in Variant::ALL {
            let ids = [
                name_id(v),
                format!("rules-{}", v.name()),
                format!("tips-{}", v.name()),
            ];
            for lang in Lang::ALL {
                missing.extend(
                    ids.iter()
                        .filter(|id| !has_message(lang, id))
                        .map(|id| format!("{}: {id}", lang.code())),
                );
            }
        }
        assert!(missing.is_empty(), "missing messages: {missing:?}");
    }

    #[test]
    fn every_variant_answers_to_its_names_in_every_language() {
        for v in Variant::ALL {
            assert_eq!(find(v.name()), Some(v), "{}", v.name());
            assert_eq!(find(&v.name().to_uppercase()), Some(v), "{}", v.name());
            for lang in Lang::ALL {
                let shown = render_id(lang, &name_id(v));
                assert!(!shown.starts_with("variant-"), "{lang} lacks {}", v.name());
                assert_eq!(find(&shown), Some(v), "{lang}: {shown}");
                let main = shown.split('(').next().unwrap_or_default();
                assert_eq!(find(main), Some(v), "{lang}: {shown}");
            }
        }
    }

    #[test]
    fn short_forms_case_and_spacing_do_not_matter() {
        for (typed, v) in [
            ("intl", Variant::International),
            ("Международные", Variant::International),
            ("rus", Variant::Russian),
            ("шашки", Variant::Russian),
            ("Русские Шашки", Variant::Russian),
            ("русскиешашки", Variant::Russian),
            ("rusça", Variant::Russian),
            ("RUSCA", Variant::Russian),
            ("Rus daması", Variant::Russian),
            ("روسی", Variant::Russian),
            ("دامه روسی", Variant::Russian),
            ("دامه", Variant::Persian),
            ("dama", Variant::Turkish),
            ("checkers", Variant::English),
            ("brezilya", Variant::Brazilian),
            ("İTALYAN", Variant::Italian),
            ("one-way", Variant::Oneway),
            ("One Way", Variant::Oneway),
            ("یک‌طرفه", Variant::Oneway),
            ("Kōnane", Variant::Hawaiian),
            ("поддавки", Variant::Anti),
            ("Türk Daması", Variant::Turkish),
            ("ايتاليايي", Variant::Italian),
            ("دامه ایرانی", Variant::Persian),
            ("دامهٔ ترکی", Variant::Turkish),
        ] {
            assert_eq!(find(typed), Some(v), "{typed}");
        }
        assert_eq!(find("chess"), None);
        assert_eq!(find(""), None);
    }

    #[test]
    fn no_name_means_two_variants_or_a_flag() {
        let mut seen: HashMap<String, Variant> = HashMap::new();
        for v in Variant::ALL {
            for name in names(v) {
                let k = key(&name);
                assert!(!k.is_empty(), "{name} of {}", v.name());
                if let Some(other) = seen.insert(k.clone(), v) {
                    assert_eq!(other, v, "{name} names {} and {}", other.name(), v.name());
                }
                if let Ok(engine) = name.parse::<Variant>() {
                    assert_eq!(engine, v, "the engine reads {name} as {}", engine.name());
                }
            }
        }
        for flag in [
            "second", "first", "black", "white", "1", "2", "clock", "rated",
        ] {
            assert_eq!(find(flag), None, "{flag}");
        }
    }

    #[test]
    fn leading_takes_the_longest_name() {
        assert_eq!(
            leading(&["русские", "шашки", "second"]),
            Some((Variant::Russian, 2))
        );
        assert_eq!(leading(&["english", "second"]), Some((Variant::English, 1)));
        assert_eq!(
            leading(&["one", "way", "clock", "30"]),
            Some((Variant::Oneway, 2))
        );
        assert_eq!(leading(&["chess", "second"]), None);
        assert_eq!(leading(&[]), None);
    }

    #[test]
    fn suggestions_cover_every_name_and_fit_discord() {
        assert_eq!(suggest("").len(), Variant::ALL.len());
        assert!(Variant::ALL.len() <= 25);
        assert_eq!(suggest("шаш").first(), Some(&Variant::Russian));
        assert_eq!(suggest("intl"), vec![Variant::International]);
        assert_eq!(suggest("brez"), vec![Variant::Brazilian]);
        assert!(suggest("xyzzy").is_empty());
        for v in Variant::ALL {
            for name in names(v) {
                assert!(suggest(&name).contains(&v), "{name}");
                assert_eq!(suggest(&name).first(), Some(&v), "{name}");
            }
        }
    }
}
