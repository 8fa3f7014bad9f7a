//! Information and preferences: `help`, `variants`, `rules`, `tips`,
//! `lang`, and the answers to commands with bad arguments.

use draughts::{Family, Grid, Variant};

use crate::app::core::context::{Actor, World};
use crate::app::error::CoreError;
use crate::app::game::default_variant::chat_variant;
use crate::app::game::pdn::read::ReadError;
use crate::app::view::result::reason_msg;
use crate::app::{Body, HelpTopic, Invalid, Lang, Msg, RecordFile};
use crate::domain::themes;

/// `start`: a welcome and the command overview.
pub(crate) fn start(world: &mut World<'_, '_>, actor: &Actor) {
    actor.reply(world, Msg::new("welcome"));
    actor.reply(world, Msg::new("help-text"));
}

/// `help [topic]`: the overview, or a topic's commands (the bot's with the
/// AI levels).
pub(crate) fn help(world: &mut World<'_, '_>, actor: &Actor, topic: Option<HelpTopic>) {
    let Some(topic) = topic else {
        actor.reply(world, Msg::new("help-text"));
        return;
    };
    actor.reply(world, Msg::new(topic.message()));
    if topic == HelpTopic::Bot {
        actor.reply(world, Msg::new("levels-text"));
    }
}

/// `rules [variant]`.
pub(crate) fn rules(
    world: &mut World<'_, '_>,
    actor: &Actor,
    v: Option<Variant>,
) -> Result<(), CoreError> {
    let v = resolve_variant(world, actor, v)?;
    actor.reply(world, prose("rules", v));
    Ok(())
}

/// `tips [variant]`.
pub(crate) fn tips(
    world: &mut World<'_, '_>,
    actor: &Actor,
    v: Option<Variant>,
) -> Result<(), CoreError> {
    let v = resolve_variant(world, actor, v)?;
    actor.reply(world, prose("tips", v));
    Ok(())
}

/// `lang [code]`: show or set the language; the answer comes in the new one.
pub(crate) fn lang(
    world: &mut World<'_, '_>,
    actor: &Actor,
    choice: Option<Lang>,
) -> Result<(), CoreError> {
    let Some(lang) = choice else {
        let msg = Msg::new("lang-current").text("lang", actor.lang.name());
        actor.reply(world, msg);
        return Ok(());
    };
    world.tx.set_user_lang(actor.user.id, lang)?;
    world.emit(
        actor.chat.key.clone(),
        lang,
        Body::Text {
            msg: Msg::new("lang-set"),
            actions: Vec::new(),
            private: false,
        },
    );
    Ok(())
}

/// `variants`: the variants in three groups (the bot's first four, the
/// International family, the BrainKing specials), each with its command
/// name, its name in the user's language and its board.
pub(crate) fn variants(world: &mut World<'_, '_>, actor: &Actor) -> Result<(), CoreError> {
    let groups = Family::ALL
        .into_iter()
        .map(|family| {
            let lines = Variant::ALL
                .into_iter()
                .filter(|v| v.family() == family)
                .map(variant_line)
                .collect();
            Msg::new(family_title(family)).list("lines", lines)
        })
        .collect();
    let example = chat_variant(world, actor)?;
    actor.reply(
        world,
        Msg::new("variants-list")
            .list("lines", groups)
            .text("example", example.name()),
    );
    Ok(())
}

/// The heading of a family in the `variants` list.
fn family_title(family: Family) -> &'static str {
    match family {
        Family::Classic => "variants-group-classic",
        Family::International => "variants-group-international",
        Family::Special => "variants-group-special",
    }
}

/// `english: English checkers — 8×8, 32 dark squares`.
fn variant_line(v: Variant) -> Msg {
    let g = v.geometry();
    // Alquerque is played on the points where its lines meet.
    let id = if g.grid == Grid::Points {
        "board-size-points"
    } else if g.one_colour() {
        "board-size-dark"
    } else {
        "board-size-all"
    };
    let size = Msg::new(id)
        .num("files", i64::from(g.files))
        .num("ranks", i64::from(g.ranks))
        .num(
            "count",
            i64::try_from(g.playable_count()).unwrap_or(i64::MAX),
        );
    Msg::new("variants-line")
        .text("id", v.name())
        .variant("name", v)
        .msg("size", size)
}

/// The variant named, else the chat's ([`chat_variant`]).
fn resolve_variant(
    world: &World<'_, '_>,
    actor: &Actor,
    named: Option<Variant>,
) -> Result<Variant, CoreError> {
    match named {
        Some(v) => Ok(v),
        None => chat_variant(world, actor),
    }
}

/// A variant's `kind` of prose (`rules-english`, `tips-english`): the
/// message named after the variant's catalogue name, its text in the locale
/// files.
fn prose(kind: &str, v: Variant) -> Msg {
    Msg {
        id: format!("{kind}-{}", v.name()).into(),
        args: Vec::new(),
    }
}

/// Answers a command whose arguments were not understood; its examples
/// use the variant the chat plays.
pub(crate) fn invalid(
    world: &mut World<'_, '_>,
    actor: &Actor,
    invalid: &Invalid,
) -> Result<(), CoreError> {
    let example = chat_variant(world, actor)?;
    actor.tell(world, invalid_msg(invalid, example));
    Ok(())
}

/// The answer to a command whose arguments were not understood, with
/// `example` as the variant of its examples when it names none.
fn invalid_msg(invalid: &Invalid, example: Variant) -> Msg {
    let variants = Variant::ALL.map(Variant::name).join(", ");
    match invalid {
        Invalid::UnknownVariant {
            name,
            guess: Some(guess),
        } => Msg::new("invalid-variant-guess")
            .echo("name", name)
            .text("guess", guess.name())
            .variant("variant", *guess),
        Invalid::UnknownVariant { name, guess: None } => Msg::new("invalid-variant")
            .echo("name", name)
            .text("variants", variants),
        Invalid::MissingVariant(command) => Msg::new("missing-variant")
            .text("command", *command)
            .text("variants", variants),
        Invalid::MissingMove => Msg::new("missing-move"),
        Invalid::BadLevel { level, variant } => Msg::new("invalid-level")
            .echo("level", level)
            .text("example", variant.name()),
        Invalid::BadLang(code) => Msg::new("invalid-lang").echo("lang", code),
        Invalid::BadClock(secs) => Msg::new("invalid-clock")
            .echo("secs", secs)
            .num("min", i64::from(crate::domain::clock::MIN_CLOCK_SECS))
            .num("max", i64::from(crate::domain::clock::MAX_CLOCK_SECS))
            .num("days", i64::from(crate::domain::clock::MAX_DAYS))
            .text("example", example.name()),
        Invalid::BadCode(code) => Msg::new("invalid-code").echo("code", code),
        Invalid::BadPosition { variant, text } => Msg::new("invalid-position")
            .echo("fen", text)
            .variant("variant", *variant)
            .text("example", draughts::Position::start(*variant).to_fen()),
        Invalid::DrawnPosition {
            variant,
            text,
            reason,
        } => Msg::new("invalid-position-drawn")
            .echo("fen", text)
            .variant("variant", *variant)
            .msg("reason", reason_msg(*variant, *reason))
            .text("example", draughts::Position::start(*variant).to_fen()),
        Invalid::BadGameId(word) if word.is_empty() => Msg::new("missing-game-id"),
        Invalid::BadGameId(word) => Msg::new("invalid-game-id").echo("id", word),
        Invalid::MissingRecord => Msg::new("load-missing"),
        Invalid::BadRecord(e) => match e {
            ReadError::Syntax => Msg::new("load-not-pdn"),
            ReadError::GameType(t) => Msg::new("load-game-type").echo("type", t),
            ReadError::Fen(fen) => Msg::new("load-fen").echo("fen", fen),
            ReadError::Move { ply, text } => Msg::new("load-move")
                .num("ply", i64::try_from(*ply).unwrap_or(i64::MAX))
                .echo("move", text),
            ReadError::Over => Msg::new("load-over"),
        },
        Invalid::RecordFile(RecordFile::TooLarge { limit_kib }) => {
            Msg::new("load-file-too-large").num("kib", i64::from(*limit_kib))
        }
        Invalid::RecordFile(RecordFile::Unavailable) => Msg::new("load-file-unavailable"),
        Invalid::RecordFile(RecordFile::NotText) => Msg::new("load-file-not-text"),
        Invalid::MissingText => Msg::new("missing-text"),
        Invalid::MissingTheme => Msg::new("missing-theme").text("themes", themes::names()),
        Invalid::UnknownCommand {
            word,
            guess: Some(guess),
        } => Msg::new("unknown-command-guess")
            .echo("command", word)
            .text("guess", *guess),
        Invalid::UnknownCommand { word, guess: None } => {
            Msg::new("unknown-command").echo("command", word)
        }
        Invalid::Unreadable => Msg::new("error-internal"),
    }
}
