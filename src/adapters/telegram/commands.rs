//! The command menu (`setMyCommands`): one list per language, so Persian,
//! Turkish and Russian users see the commands described in their language
//! and everyone else in English. Descriptions are the `cmd-*` messages of
//! `assets/locales/*/telegram.ftl`.

use teloxide::prelude::*;
use teloxide::types::BotCommand;

use super::TgBot;
use super::retry::{self, Backoff, describe};
use crate::app::Lang;
use crate::text;

/// The commands in menu order, with the message id of each description.
pub(crate) const COMMANDS: [(&str, &str); 31] = [
    ("new", "cmd-new"),
    ("join", "cmd-join"),
    ("move", "cmd-move"),
    ("moves", "cmd-moves"),
    ("board", "cmd-board"),
    ("tap", "cmd-tap"),
    ("resign", "cmd-resign"),
    ("draw", "cmd-draw"),
    ("abort", "cmd-abort"),
    ("bot", "cmd-bot"),
    ("local", "cmd-local"),
    ("play", "cmd-play"),
    ("cancel", "cmd-cancel"),
    ("room", "cmd-room"),
    ("watch", "cmd-watch"),
    ("say", "cmd-say"),
    ("mute", "cmd-mute"),
    ("stats", "cmd-stats"),
    ("top", "cmd-top"),
    ("theme", "cmd-theme"),
    ("shop", "cmd-shop"),
    ("buy", "cmd-buy"),
    ("pdn", "cmd-pdn"),
    ("replay", "cmd-replay"),
    ("history", "cmd-history"),
    ("game", "cmd-game"),
    ("lang", "cmd-lang"),
    ("rules", "cmd-rules"),
    ("tips", "cmd-tips"),
    ("variants", "cmd-variants"),
    ("help", "cmd-help"),
];

/// Telegram's limit on a command description, in characters.
const MAX_DESCRIPTION: usize = 256;

/// The menu in one language.
pub(crate) fn menu(lang: Lang) -> Vec<BotCommand> {
    COMMANDS
        .iter()
        .map(|(command, id)| {
            let description: String = text::render_id(lang, id)
                .chars()
                .take(MAX_DESCRIPTION)
                .collect();
            BotCommand::new(*command, description)
        })
        .collect()
}

/// Registers the menus: English as the default for every language, then
/// each other language under its code. A failure is logged and start-up goes on: the bot
/// works without a menu.
pub(crate) async fn register(bot: &TgBot, backoff: &Backoff) {
    for lang in Lang::ALL {
        let code = (lang != Lang::En).then_some(lang.code());
        let result = retry::call(backoff, "setMyCommands", || {
            let request = bot.set_my_commands(menu(lang));
            match code {
                Some(code) => request.language_code(code),
                None => request,
            }
            .send()
        })
        .await;
        if let Err(error) = result {
            tracing::warn!(language = %lang, error = %describe(&error), "could not register the command menu");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_description_exists_in_every_language() {
        for lang in Lang::ALL {
            for (command, id) in COMMANDS {
                assert!(
                    text::has_message(lang, id),
                    "{lang} lacks {id} (/{command})"
                );
            }
        }
    }

    #[test]
    fn menus_fit_telegram_rules() {
        for lang in Lang::ALL {
            let menu = menu(lang);
            assert_eq!(menu.len(), COMMANDS.len());
            for c in &menu {
                assert!(
                    c.command.len() <= 32 && c.command.chars().all(|ch| ch.is_ascii_lowercase())
                );
                let n = c.description.chars().count();
                assert!(
                    (3..=MAX_DESCRIPTION).contains(&n),
                    "{lang} /{}: {:?}",
                    c.command,
                    c.description
                );
            }
        }
        let english = menu(Lang::En);
        for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
            assert_ne!(english[0].description, menu(lang)[0].description, "{lang}");
        }
    }
}
