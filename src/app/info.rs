//! Information and preferences: `help`, `variants`, `rules`, `tips`,
//! `lang`, and the answers to commands with bad arguments.

use draughts::Variant;

use super::context::{Actor, World};
use super::{CoreError, Invalid, Lang, Msg};

/// `start`: a welcome and the command overview.
pub(crate) fn start(world: &mut World<'_, '_>, actor: &Actor) {
    actor.reply(world, Msg::new("welcome"));
    actor.reply(world, Msg::new("help-text"));
}

/// `help`: the command overview and the AI levels.
pub(crate) fn help(world: &mut World<'_, '_>, actor: &Actor) {
    actor.reply(world, Msg::new("help-text"));
    actor.reply(world, Msg::new("levels-text"));
}

/// `rules [variant]`.
pub(crate) fn rules(
    world: &mut World<'_, '_>,
    actor: &Actor,
    v: Option<Variant>,
) -> Result<(), CoreError> {
    let v = resolve_variant(world, actor, v)?;
    actor.reply(world, Msg::new(rules_id(v)));
    Ok(())
}

/// `tips [variant]`.
pub(crate) fn tips(
    world: &mut World<'_, '_>,
    actor: &Actor,
    v: Option<Variant>,
) -> Result<(), CoreError> {
    let v = resolve_variant(world, actor, v)?;
    actor.reply(world, Msg::new(tips_id(v)));
    Ok(())
}

/// `lang [code]`: show or set the language; the answer comes in the new one.
pub(crate) fn lang(
    world: &mut World<'_, '_>,
    actor: &Actor,
    choice: Option<Lang>,
) -> Result<(), CoreError> {
    let Some(lang) = choice else {
        let msg = Msg::new("lang-current").text("lang", lang_name(actor.lang));
        actor.reply(world, msg);
        return Ok(());
    };
    world.tx.set_user_lang(actor.user.id, lang)?;
    world.emit(
        actor.chat.key.clone(),
        lang,
        super::Body::Text {
            msg: Msg::new("lang-set"),
            actions: Vec::new(),
            private: false,
        },
    );
    Ok(())
}

/// `variants`.
pub(crate) fn variants(world: &mut World<'_, '_>, actor: &Actor) {
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

/// The answer to a command whose arguments were not understood.
pub(crate) fn invalid_msg(invalid: &Invalid) -> Msg {
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
        Invalid::MissingTheme => Msg::new("missing-theme").text("themes", super::shop::names()),
        Invalid::UnknownCommand(word) => Msg::new("unknown-command").text("command", word.clone()),
        Invalid::Unreadable => Msg::new("error-internal"),
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
