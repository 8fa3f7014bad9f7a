//! Which language to speak to a user: the one they chose with `lang`,
//! then the one their platform reports, then English.

use crate::domain::{Lang, UserRow};

/// The language to speak to `user`: their choice, then the platform's
/// hint, then English.
pub(crate) fn language(user: &UserRow) -> Lang {
    user.lang.or(user.lang_hint).unwrap_or(Lang::En)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{Platform, UserKey};

    fn user(lang: Option<Lang>, lang_hint: Option<Lang>) -> UserRow {
        UserRow {
            id: 1,
            key: UserKey::new(Platform::Console, "ann"),
            name: "ann".into(),
            lang,
            lang_hint,
            theme: "classic".into(),
            coins: 0,
        }
    }

    #[test]
    fn the_choice_comes_before_the_platforms_hint_and_english_last() {
        assert_eq!(language(&user(Some(Lang::Fa), Some(Lang::Tr))), Lang::Fa);
        assert_eq!(language(&user(None, Some(Lang::Tr))), Lang::Tr);
        assert_eq!(language(&user(None, None)), Lang::En);
    }
}
