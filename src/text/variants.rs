//! Variant names as players type them, in one table: the command-line name,
//! the display name in every language (the `variant-<name>` messages), and
//! common short forms (`intl`, `rus`, `шашки`, `rusça`, `روسی`, …).
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
const MAX_WORDS: usize = 4;

/// The short forms and other-language names of a variant, beyond its
/// command-line name and its display names.
fn aliases(v: Variant) -> &'static [&'static str] {
    match v {
        Variant::Persian => &[
            "dameh",
            "dame",
            "persian draughts",
            "iranian",
            "iran",
            "farsi",
            "fars",
            "fars daması",
            "iran daması",
            "دامه",
            "ایرانی",
            "دامه ایرانی",
            "فارسی",
            "персидские",
            "персидская",
            "даме",
        ],
        Variant::Turkish => &[
            "dama",
            "turk",
            "türk",
            "türk daması",
            "turkish draughts",
            "turkish checkers",
            "ترکی",
            "دامای ترکی",
            "турецкие",
            "турецкая",
            "дама",
        ],
        Variant::English => &[
            "checkers",
            "eng",
            "english draughts",
            "american checkers",
            "straight checkers",
            "ingiliz",
            "ingiliz daması",
            "انگلیسی",
            "چکرز",
            "английские",
            "чекерс",
        ],
        Variant::Dameo => &["дамео", "دامئو", "دامیو"],
        Variant::International => &[
            "intl",
            "int",
            "international draughts",
            "polish",
            "polish draughts",
            "dammen",
            "uluslararası",
            "بین المللی",
            "بینالمللی",
            "международные",
            "стоклеточные",
        ],
        Variant::Brazilian => &[
            "brazil",
            "brasil",
            "brazilian draughts",
            "brasileiro",
            "brezilya",
            "برزیلی",
            "бразильские",
        ],
        Variant::Canadian => &[
            "canada",
            "canadian draughts",
            "12x12",
            "kanada",
            "کانادایی",
            "канадские",
        ],
        Variant::Russian => &[
            "rus",
            "shashki",
            "russian draughts",
            "russian checkers",
            "rusça",
            "rus daması",
            "روسی",
            "شاشکی",
            "шашки",
            "русские",
            "русские шашки",
        ],
        Variant::Pool => &[
            "american pool",
            "pool checkers",
            "apca",
            "amerikan pool",
            "pool daması",
            "پول",
            "پول آمریکایی",
            "пул",
            "пул шашки",
        ],
        Variant::Czech => &[
            "cz",
            "czech draughts",
            "česká dáma",
            "çek",
            "چکی",
            "чешские",
        ],
        Variant::Italian => &[
            "italy",
            "dama italiana",
            "italiana",
            "italyan",
            "ایتالیایی",
            "итальянские",
        ],
        Variant::Portuguese => &[
            "portugal",
            "português",
            "damas",
            "damas clássicas",
            "portekiz",
            "پرتغالی",
            "португальские",
        ],
        Variant::Thai => &[
            "thailand",
            "makhos",
            "mak hos",
            "makhot",
            "tay",
            "تایلندی",
            "مک هوس",
            "тайские",
            "макхос",
        ],
        Variant::Frisian => &[
            "fries",
            "friesian",
            "frisian draughts",
            "frysk",
            "frizya",
            "فریزی",
            "фризские",
        ],
        Variant::Anti => &[
            "anti checkers",
            "antidraughts",
            "anti dama",
            "giveaway",
            "losing",
            "suicide",
            "آنتی",
            "دامه معکوس",
            "поддавки",
            "анти",
            "антишашки",
        ],
        Variant::Corner => &["corner checkers", "köşe", "گوشه", "گوشه ای", "угловые"],
        Variant::Oneway => &[
            "one way",
            "one way checkers",
            "tek yön",
            "tek yönlü",
            "یکطرفه",
            "یک طرفه",
            "односторонние",
        ],
        Variant::Parachute => &[
            "parachute checkers",
            "paraşüt",
            "چترباز",
            "چتربازی",
            "парашют",
            "парашютные",
        ],
        Variant::Gothic => &["gothic checkers", "gotik", "گوتیک", "готические"],
        Variant::Hawaiian => &[
            "konane",
            "kōnane",
            "hawaii",
            "hawaiʻi",
            "havai",
            "hawaii daması",
            "هاوایی",
            "کونانه",
            "гавайские",
            "конане",
        ],
        Variant::Alquerque => &["qirkat", "kırkat", "alkerk", "الکرکه", "قرقات", "алькерке"],
    }
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
/// short forms.
pub fn names(v: Variant) -> Vec<String> {
    let mut out = vec![v.name().to_owned()];
    for lang in Lang::ALL {
        let shown = render_id(lang, &format!("variant-{}", v.name()));
        if let Some((main, inner)) = shown.split_once('(') {
            out.push(main.trim().to_owned());
            out.push(inner.trim_end_matches(')').trim().to_owned());
        }
        out.push(shown);
    }
    out.extend(aliases(v).iter().map(|a| (*a).to_owned()));
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

/// The variant a typed name means, if any; the engine's own names and
/// aliases are understood too.
pub fn find(typed: &str) -> Option<Variant> {
    KEYS.get(&key(typed))
        .copied()
        .or_else(|| typed.parse().ok())
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

    #[test]
    fn every_variant_answers_to_its_names_in_every_language() {
        for v in Variant::ALL {
            assert_eq!(find(v.name()), Some(v), "{}", v.name());
            assert_eq!(find(&v.name().to_uppercase()), Some(v), "{}", v.name());
            for lang in Lang::ALL {
                let shown = render_id(lang, &format!("variant-{}", v.name()));
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
