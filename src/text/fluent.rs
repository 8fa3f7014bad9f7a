//! The Fluent bundles and the rendering of [`Msg`] values.

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::LazyLock;

use draughts::Color;
use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::{Loader, static_loader};
use unic_langid::LanguageIdentifier;

use crate::app::{Lang, Msg, MsgArg};

static_loader! {
    static LOCALES = {
        locales: "./assets/locales",
        fallback_language: "en",
        // Captions mix right-to-left Persian with left-to-right moves and
        // names; clients lay those out themselves, and invisible isolation
        // marks would only leak into logs and copied text.
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

static IDS: LazyLock<[LanguageIdentifier; Lang::ALL.len()]> = LazyLock::new(|| {
    Lang::ALL.map(|l| {
        l.code()
            .parse()
            .expect("every language code is a valid identifier")
    })
});

fn langid(lang: Lang) -> &'static LanguageIdentifier {
    let i = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    &IDS[i]
}

/// Renders a message in a language. A missing id renders as the id itself,
/// which tests catch; it never panics.
pub fn render(lang: Lang, msg: &Msg) -> String {
    let args: HashMap<Cow<'static, str>, FluentValue<'_>> = msg
        .args
        .iter()
        .map(|(name, arg)| (name.clone(), value(lang, arg)))
        .collect();
    LOCALES
        .try_lookup_with_args(langid(lang), &msg.id, &args)
        .unwrap_or_else(|| msg.id.to_string())
}

/// Renders a message id without arguments.
pub fn render_id(lang: Lang, id: &str) -> String {
    LOCALES
        .try_lookup(langid(lang), id)
        .unwrap_or_else(|| id.to_owned())
}

/// Whether a language has its own text for a message (no fallback).
pub fn has_message(lang: Lang, id: &str) -> bool {
    LOCALES
        .lookup_no_default_fallback::<&str>(langid(lang), id, None)
        .is_some()
}

fn value(lang: Lang, arg: &MsgArg) -> FluentValue<'static> {
    match arg {
        MsgArg::Text(s) => FluentValue::from(s.clone()),
        MsgArg::Num(n) => FluentValue::from(*n),
        MsgArg::Variant(v) => FluentValue::from(render_id(lang, &format!("variant-{}", v.name()))),
        MsgArg::Color(c) => FluentValue::from(render_id(
            lang,
            match c {
                Color::White => "color-white",
                Color::Black => "color-black",
            },
        )),
        MsgArg::Msg(m) => FluentValue::from(render(lang, m)),
        MsgArg::List(items) => FluentValue::from(
            items
                .iter()
                .map(|m| render(lang, m))
                .collect::<Vec<_>>()
                .join("\n"),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves_header(lang: Lang, count: i64) -> String {
        render(
            lang,
            &Msg::new("moves-header")
                .num("count", count)
                .num("page", 1)
                .num("pages", 1),
        )
    }

    /// Each bundle chooses plural forms by its own language's rules
    /// (Unicode CLDR): Russian has one (1, 21), few (2–4, 22–24) and many
    /// (5–20, 25); English only one (1) and other.
    #[test]
    fn plural_forms_follow_each_languages_rules() {
        for (count, form) in [
            (1, "1 возможный ход"),
            (2, "2 возможных хода"),
            (5, "5 возможных ходов"),
            (11, "11 возможных ходов"),
            (21, "21 возможный ход"),
            (24, "24 возможных хода"),
        ] {
            let text = moves_header(Lang::Ru, count);
            assert!(text.starts_with(form), "{count}: {text}");
        }
        assert!(moves_header(Lang::En, 1).starts_with("1 legal move "));
        assert!(moves_header(Lang::En, 21).starts_with("21 legal moves "));
        let games = |n: i64| {
            render(
                Lang::En,
                &Msg::new("stats-line")
                    .text("variant", "x")
                    .num("games", n)
                    .num("wins", 0)
                    .num("losses", 0)
                    .num("draws", 0)
                    .num("winpct", 0)
                    .num("streak", 0)
                    .num("best", 0)
                    .num("mars", 0)
                    .num("rating", 1500)
                    .num("rd", 350),
            )
        };
        assert!(games(1).starts_with("x: 1 game,"), "{}", games(1));
        assert!(games(2).starts_with("x: 2 games,"), "{}", games(2));
    }
}
