//! The variant a command means when it names none (`rules`, `tips`, `top`,
//! and the examples in answers to bad arguments): the chat's game, else
//! the chat's last game, else the home game of the asker's language.
//!
//! The home games: Persian dameh for Persian, Turkish dama for Turkish,
//! Russian shashki for Russian, and English checkers for English, the
//! draughts game of the English-speaking countries (checkers in the United
//! States, draughts in Britain). International draughts, the game of the
//! world federation, was the other candidate; but English is also what a
//! user hears whose language the bot does not speak, and no one variant is
//! everybody's home game, while English checkers is the one the language
//! itself names.

use draughts::Variant;

use crate::app::core::context::{Actor, World};
use crate::app::error::CoreError;
use crate::domain::Lang;

/// The variant the actor's chat plays: its running game's, else its last
/// game's, else the home variant of the actor's language.
pub(crate) fn chat_variant(world: &World<'_, '_>, actor: &Actor) -> Result<Variant, CoreError> {
    if let Some(game) = world.tx.live_game_in_chat(actor.chat_id)? {
        return Ok(game.variant);
    }
    Ok(world
        .tx
        .last_game_in_chat(actor.chat_id)?
        .map_or_else(|| home_variant(actor.lang), |game| game.variant))
}

/// The draughts game speakers of a language know best.
pub fn home_variant(lang: Lang) -> Variant {
    match lang {
        Lang::Fa => Variant::Persian,
        Lang::Tr => Variant::Turkish,
        Lang::Ru => Variant::Russian,
        Lang::En => Variant::English,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_has_its_own_home_game() {
        assert_eq!(home_variant(Lang::Fa), Variant::Persian);
        assert_eq!(home_variant(Lang::Tr), Variant::Turkish);
        assert_eq!(home_variant(Lang::Ru), Variant::Russian);
        assert_eq!(home_variant(Lang::En), Variant::English);
    }
}
