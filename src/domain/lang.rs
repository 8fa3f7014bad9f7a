//! The languages the bot speaks, and how platforms name them. Which one
//! to speak to a user is the core's rule (`app::core::language`).

use std::fmt;

use serde::{Deserialize, Serialize};

/// A language the bot speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// Persian (فارسی), written right to left.
    Fa,
    /// Turkish (Türkçe).
    Tr,
    /// English, the fallback.
    En,
    /// Russian (Русский).
    Ru,
}

impl Lang {
    /// Every language, in the order shown to users.
    pub const ALL: [Lang; 4] = [Lang::Fa, Lang::Tr, Lang::En, Lang::Ru];

    /// The ISO 639-1 code.
    pub fn code(self) -> &'static str {
        match self {
            Lang::Fa => "fa",
            Lang::Tr => "tr",
            Lang::En => "en",
            Lang::Ru => "ru",
        }
    }

    /// The language's name in itself (an endonym), as `/lang` answers and
    /// Discord's language choices show it.
    pub fn name(self) -> &'static str {
        match self {
            Lang::Fa => "فارسی",
            Lang::Tr => "Türkçe",
            Lang::En => "English",
            Lang::Ru => "Русский",
        }
    }

    /// Reads a platform language code such as `fa`, `tr-TR` or `en_US`; other
    /// languages give `None`, so the caller can fall back to English.
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code
            .split(['-', '_'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn language_codes_accept_regional_forms() {
        assert_eq!(Lang::from_code("fa"), Some(Lang::Fa));
        assert_eq!(Lang::from_code("tr-TR"), Some(Lang::Tr));
        assert_eq!(Lang::from_code("EN_us"), Some(Lang::En));
        assert_eq!(Lang::from_code("ru-RU"), Some(Lang::Ru));
        assert_eq!(Lang::from_code("de"), None);
        assert_eq!(Lang::from_code(""), None);
    }
}
