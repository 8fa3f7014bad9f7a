//! Information and preferences: `help`, `variants`, `rules`, `tips`,
//! `lang`, `theme`, and the answers to commands with bad arguments.

use draughts::Variant;

use super::context::{Actor, World};
use super::{Command, CoreError, Invalid, Lang, Msg};

/// The cosmetic themes anyone may use (the shop sells the others).
pub(crate) const THEMES: [&str; 8] = [
    "classic", "walnut", "ocean", "forest", "rose", "slate", "sand", "night",
];

/// Handles the commands that do not touch a game.
pub(crate) fn dispatch(world: &mut World<'_, '_>, actor: &Actor, command: &Command) -> Result<(), CoreError> {
    match command {
        Command::Start => {
            actor.reply(world, Msg::new("welcome"));
            actor.reply(world, Msg::new("help-text"));
        }
        Command::Help => {
            actor.reply(world, Msg::new("help-text"));
            actor.reply(world, Msg::new("levels-text"));
        }
        Command::Variants => variants(world, actor),
        Command::Rules(v) => {
            let v = resolve_variant(world, actor, *v)?;
            actor.reply(world, Msg::new(rules_id(v)));
        }
        Command::Tips(v) => {
            let v = resolve_variant(world, actor, *v)?;
            actor.reply(world, Msg::new(tips_id(v)));
        }
        Command::Lang(None) => {
            let msg = Msg::new("lang-current").text("lang", lang_name(actor.lang));
            actor.reply(world, msg);
        }
        Command::Lang(Some(lang)) => {
            world.tx.set_user_lang(actor.user.id, *lang)?;
            let chat = actor.chat.key.clone();
            world.emit(
                chat,
                *lang,
                super::Body::Text {
                    msg: Msg::new("lang-set"),
                    actions: Vec::new(),
                    private: false,
                },
            );
        }
        Command::Theme(name) => theme(world, actor, name.as_deref())?,
        Command::Invalid(invalid) => actor.tell(world, invalid_msg(invalid)),
        _ => actor.tell(world, Msg::new("command-unavailable")),
    }
    Ok(())
}

fn variants(world: &mut World<'_, '_>, actor: &Actor) {
    let lines = Variant::ALL
        .into_iter()
        .map(|v| {
            Msg::new("variants-line")
                .text("id", v.name())
                .variant("name", v)
        })
        .collect();
    actor.reply(world, Msg::new("variants-list").list("lines", lines));
}

/// The variant named, else the chat's game's, else Persian dameh.
fn resolve_variant(
    world: &World<'_, '_>,
    actor: &Actor,
    named: Option<Variant>,
) -> Result<Variant, CoreError> {
    if let Some(v) = named {
        return Ok(v);
    }
    Ok(world
        .tx
        .live_game_in_chat(actor.chat_id)?
        .map_or(Variant::Persian, |g| g.variant))
}

fn rules_id(v: Variant) -> &'static str {
    match v {
        Variant::Persian => "rules-persian",
        Variant::Turkish => "rules-turkish",
        Variant::English => "rules-english",
        Variant::Dameo => "rules-dameo",
    }
}

fn tips_id(v: Variant) -> &'static str {
    match v {
        Variant::Persian => "tips-persian",
        Variant::Turkish => "tips-turkish",
        Variant::English => "tips-english",
        Variant::Dameo => "tips-dameo",
    }
}

fn theme(world: &mut World<'_, '_>, actor: &Actor, name: Option<&str>) -> Result<(), CoreError> {
    let list = THEMES.join(", ");
    match name {
        None => actor.reply(
            world,
            Msg::new("theme-current")
                .text("theme", actor.user.theme.clone())
                .text("themes", list),
        ),
        Some(name) if THEMES.contains(&name) => {
            world.tx.set_user_theme(actor.user.id, name)?;
            actor.reply(world, Msg::new("theme-set").text("theme", name));
        }
        Some(name) => actor.tell(
            world,
            Msg::new("theme-unknown").text("theme", name).text("themes", list),
        ),
    }
    Ok(())
}

/// The answer to a command whose arguments were not understood.
fn invalid_msg(invalid: &Invalid) -> Msg {
    let variants = Variant::ALL.map(Variant::name).join(", ");
    match invalid {
        Invalid::UnknownVariant(name) => Msg::new("invalid-variant")
            .text("name", name.clone())
            .text("variants", variants),
        Invalid::MissingVariant(command) => Msg::new("missing-variant")
            .text("command", *command)
            .text("variants", variants),
        Invalid::MissingMove => Msg::new("missing-move"),
        Invalid::BadLevel(level) => Msg::new("invalid-level").text("level", level.clone()),
        Invalid::BadLang(code) => Msg::new("invalid-lang").text("lang", code.clone()),
        Invalid::BadClock(secs) => Msg::new("invalid-clock")
            .text("secs", secs.clone())
            .num("min", i64::from(crate::text::parse::MIN_CLOCK_SECS))
            .num("max", i64::from(crate::text::parse::MAX_CLOCK_SECS)),
        Invalid::BadCode(code) => Msg::new("invalid-code").text("code", code.clone()),
        Invalid::MissingText => Msg::new("missing-text"),
        Invalid::MissingTheme => Msg::new("missing-theme").text("themes", THEMES.join(", ")),
        Invalid::UnknownCommand(word) => Msg::new("unknown-command").text("command", word.clone()),
    }
}

/// The languages' own names, for `lang` answers.
pub(crate) fn lang_name(lang: Lang) -> &'static str {
    match lang {
        Lang::Fa => "فارسی",
        Lang::Tr => "Türkçe",
        Lang::En => "English",
    }
}
