//! Inline mode: `@bot ` in any chat lists the variants, `@bot rus` the ones
//! whose names match (any language, short forms: `text::variants`).
//!
//! Each result posts a message naming the variant with a Join button
//! (`inline:<variant>`); pressing it reaches the core as
//! [`Command::InlineGame`](crate::app::Command::InlineGame) in a chat that is
//! that message. Answering the query is pure translation, with no state, so
//! it is done here, at once, well within Telegram's deadline; the short
//! cache time keeps a language change visible.

use teloxide::prelude::*;
use teloxide::types::{
    InlineKeyboardButton, InlineKeyboardMarkup, InlineQuery, InlineQueryResult,
    InlineQueryResultArticle, InputMessageContent, InputMessageContentText,
};

use super::TgBot;
use super::retry::{self, Backoff, describe};
use crate::app::{Lang, Msg};
use crate::text::{self, callback, variants};

/// How long Telegram may reuse an answer, in seconds.
const CACHE_SECS: u32 = 30;
/// Telegram shows at most 50 results.
const MAX_RESULTS: usize = 50;

/// The results for what the user typed after the bot's name, in their
/// language: the variants with a board that fits the tap board.
pub(crate) fn results(lang: Lang, typed: &str) -> Vec<InlineQueryResult> {
    variants::suggest(typed.trim())
        .into_iter()
        .filter(|v| crate::app::tap_board_fits(*v))
        .take(MAX_RESULTS)
        .map(|v| {
            let post = text::render(lang, &Msg::new("inline-posted").variant("variant", v));
            let join = InlineKeyboardButton::callback(
                text::render_id(lang, "button-join"),
                callback::encode_inline(v),
            );
            InlineQueryResult::Article(
                InlineQueryResultArticle::new(
                    v.name(),
                    text::render_id(lang, &format!("variant-{}", v.name())),
                    InputMessageContent::Text(InputMessageContentText::new(post)),
                )
                .description(text::render_id(lang, "inline-description"))
                .reply_markup(InlineKeyboardMarkup::new([[join]])),
            )
        })
        .collect()
}

/// Answers an inline query, within its validity
/// ([`super::handle::ANSWER_WITHIN`]); a failure (the query is too old, or
/// Telegram asked to wait longer than that) only matters to the log.
pub(crate) async fn answer(bot: &TgBot, backoff: &Backoff, query: &InlineQuery) {
    let lang = query
        .from
        .language_code
        .as_deref()
        .and_then(Lang::from_code)
        .unwrap_or(Lang::En);
    let results = results(lang, &query.query);
    let within = super::handle::ANSWER_WITHIN;
    let answered = retry::call_within(backoff, "answerInlineQuery", within, || {
        bot.answer_inline_query(query.id.clone(), results.clone())
            .cache_time(CACHE_SECS)
            .is_personal(true)
            .send()
    })
    .await;
    if let Err(error) = answered {
        tracing::debug!(error = %describe(&error), "could not answer an inline query");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(results: &[InlineQueryResult]) -> Vec<String> {
        results
            .iter()
            .map(|r| match r {
                InlineQueryResult::Article(a) => a.id.clone(),
                other => panic!("an article, not {other:?}"),
            })
            .collect()
    }

    #[test]
    fn nothing_typed_lists_every_variant_that_fits_the_tap_board() {
        let all = ids(&results(Lang::En, ""));
        assert_eq!(all.len(), draughts::Variant::ALL.len() - 1);
        assert!(all.contains(&"international".to_owned()));
        assert!(!all.contains(&"canadian".to_owned()));
    }

    #[test]
    fn a_short_form_in_any_language_filters() {
        assert_eq!(ids(&results(Lang::En, "rus"))[0], "russian");
        assert_eq!(ids(&results(Lang::Ru, "шашки"))[0], "russian");
    }

    #[test]
    fn titles_are_in_the_users_language_and_join_posts_the_variant() {
        let [InlineQueryResult::Article(a)] = &results(Lang::Tr, "dameo")[..1] else {
            panic!("one article first");
        };
        assert_eq!(a.title, text::render_id(Lang::Tr, "variant-dameo"));
        let markup = a.reply_markup.as_ref().expect("a Join button");
        assert_eq!(
            markup.inline_keyboard[0][0].kind,
            teloxide::types::InlineKeyboardButtonKind::CallbackData("inline:dameo".into())
        );
    }
}
