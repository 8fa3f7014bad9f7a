//! The command menu (`setMyCommands`): one list per language, so Persian,
//! Turkish and Russian users see the commands described in their language
//! and everyone else in English. The menu lists the catalogue's commands
//! that have a help line (`crate::text::commands`), in catalogue order;
//! descriptions are those `cmd-*` messages of
//! `assets/locales/*/telegram.ftl`.

use teloxide::prelude::*;
use teloxide::types::BotCommand;

use super::TgBot;
use super::retry::{self, Backoff, describe};
use crate::app::Lang;
use crate::text;
use crate::text::commands::CATALOGUE;

/// Telegram's limit on a command description, in characters.
const MAX_DESCRIPTION: usize = 256;

/// The menu in one language.
pub(crate) fn menu(lang: Lang) -> Vec<BotCommand> {
    CATALOGUE
        .iter()
        .filter_map(|spec| {
            let description: String = text::render_id(lang, spec.help?)
                .chars()
                .take(MAX_DESCRIPTION)
                .collect();
            Some(BotCommand::new(spec.name, description))
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
    fn the_menu_lists_every_command_but_start_in_a_fixed_order() {
        let names: Vec<String> = menu(Lang::En).into_iter().map(|c| c.command).collect();
        let expected = [
            "new",
            "join",
            "move",
            "moves",
            "board",
            "tap",
            "orientation",
            "resign",
            "draw",
            "abort",
            "takeback",
            "rematch",
            "games",
            "link",
            "unlink",
            "challenge",
            "bot",
            "local",
            "play",
            "cancel",
            "room",
            "watch",
            "say",
            "mute",
            "stats",
            "top",
            "theme",
            "shop",
            "buy",
            "pdn",
            "replay",
            "load",
            "history",
            "game",
            "notify",
            "lang",
            "rules",
            "tips",
            "variants",
            "help",
        ];
        assert_eq!(names, expected);
    }

    #[test]
    fn menus_fit_telegram_rules() {
        for lang in Lang::ALL {
            let menu = menu(lang);
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
