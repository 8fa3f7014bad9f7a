//! The slash commands: their definitions with Turkish and Russian names and
//! descriptions (Discord has no Persian locale), their registration, and
//! their typed options, handed to `crate::text::slash` to become a
//! `Command` directly (no round trip through chat text).
//!
//! The `variant` option has no fixed choices (Discord allows 25, and every
//! variant answers to many names): it is autocompleted from
//! `crate::text::variants`, and whatever is typed is read by any of the
//! variant's names.
//!
//! Command and option names are stable API: `variant`, `move`, `level`,
//! `code`, `user`, `theme`, `lang`, `game`.

use serenity::all::{
    Command, CommandData, CommandDataOptionValue, CommandOptionType, CreateCommand,
    CreateCommandOption, GuildId, Http,
};

use crate::app::{Command as AppCommand, Lang};
use crate::text;
use crate::text::slash::{self, Arg, Args};

/// An option of a slash command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Opt {
    /// `variant`, autocompleted from every variant name.
    Variant {
        /// Whether the command needs it.
        required: bool,
    },
    /// `move`, autocompleted from the legal moves.
    Move,
    /// `level`, the AI level 1–8.
    Level,
    /// `code`, a room code.
    Code,
    /// `user`, a Discord user.
    User,
    /// `theme`, a board theme name.
    Theme,
    /// `lang`, with fa / tr / en / ru as choices.
    Lang,
    /// `second`: the creator takes the second-moving side (`new`).
    Second,
    /// `clock`: a per-move time limit in seconds (`new`).
    Clock,
    /// `rated`: the room's game changes ratings (`room`).
    Rated,
    /// `fen`: a set-up start position (`new`, `local`).
    Fen,
    /// `game`: a game id, as `/history` lists them (`pdn`, `replay`, `game`).
    Game {
        /// Whether the command needs it.
        required: bool,
    },
}

impl Opt {
    fn name(self) -> &'static str {
        match self {
            Opt::Variant { .. } => VARIANT_OPTION,
            Opt::Move => "move",
            Opt::Level => "level",
            Opt::Code => "code",
            Opt::User => "user",
            Opt::Theme => "theme",
            Opt::Lang => "lang",
            Opt::Second => "second",
            Opt::Clock => "clock",
            Opt::Rated => "rated",
            Opt::Fen => "fen",
            Opt::Game { .. } => "game",
        }
    }
}

/// A slash command: its name and its options, in the order Discord shows
/// them.
struct Spec {
    name: &'static str,
    options: &'static [Opt],
}

const fn spec(name: &'static str, options: &'static [Opt]) -> Spec {
    Spec { name, options }
}

const VARIANT: Opt = Opt::Variant { required: true };
const ANY_VARIANT: Opt = Opt::Variant { required: false };

const SPECS: &[Spec] = &[
    spec("new", &[VARIANT, Opt::Second, Opt::Clock, Opt::Fen]),
    spec("join", &[Opt::Code]),
    spec("move", &[Opt::Move]),
    spec("board", &[]),
    spec("resign", &[]),
    spec("draw", &[]),
    spec("abort", &[]),
    spec("bot", &[VARIANT, Opt::Level]),
    spec("play", &[VARIANT]),
    spec("room", &[VARIANT, Opt::Rated]),
    spec("local", &[VARIANT, Opt::Fen]),
    spec("stats", &[Opt::User, ANY_VARIANT]),
    spec("top", &[ANY_VARIANT]),
    spec("theme", &[Opt::Theme]),
    spec("rules", &[ANY_VARIANT]),
    spec("tips", &[ANY_VARIANT]),
    spec("lang", &[Opt::Lang]),
    spec("pdn", &[Opt::Game { required: false }]),
    spec("replay", &[Opt::Game { required: false }]),
    spec("history", &[Opt::User]),
    spec("game", &[Opt::Game { required: true }]),
    spec("variants", &[]),
    spec("help", &[]),
];

/// The languages offered by `/lang`, named in their own language.
const LANGS: [(Lang, &str); 4] = [
    (Lang::Fa, "فارسی"),
    (Lang::Tr, "Türkçe"),
    (Lang::En, "English"),
    (Lang::Ru, "Русский"),
];

/// The Discord locales the commands are translated into, with their
/// language (Discord has no Persian locale).
const LOCALES: [(&str, Lang); 2] = [("tr", Lang::Tr), ("ru", Lang::Ru)];

/// The option whose autocompletion lists variants.
pub(super) const VARIANT_OPTION: &str = "variant";

/// Every slash command, ready to register.
pub(super) fn definitions() -> Vec<CreateCommand> {
    SPECS.iter().map(definition).collect()
}

fn definition(spec: &Spec) -> CreateCommand {
    let id = format!("dcmd-{}", spec.name);
    let command = LOCALES.iter().fold(
        CreateCommand::new(spec.name).description(text::render_id(Lang::En, &id)),
        |command, (locale, lang)| {
            command
                .name_localized(*locale, text::render_id(*lang, &format!("{id}-name")))
                .description_localized(*locale, text::render_id(*lang, &id))
        },
    );
    spec.options
        .iter()
        .fold(command, |command, opt| command.add_option(option(*opt)))
}

fn option(opt: Opt) -> CreateCommandOption {
    let id = format!("dopt-{}", opt.name());
    let kind = match opt {
        Opt::Level | Opt::Clock | Opt::Game { .. } => CommandOptionType::Integer,
        Opt::User => CommandOptionType::User,
        Opt::Second | Opt::Rated => CommandOptionType::Boolean,
        _ => CommandOptionType::String,
    };
    let base = LOCALES.iter().fold(
        CreateCommandOption::new(kind, opt.name(), text::render_id(Lang::En, &id)),
        |option, (locale, lang)| {
            option
                .name_localized(*locale, text::render_id(*lang, &format!("{id}-name")))
                .description_localized(*locale, text::render_id(*lang, &id))
        },
    );
    match opt {
        Opt::Variant { required } => base.required(required).set_autocomplete(true),
        Opt::Move => base.required(true).set_autocomplete(true),
        Opt::Level => base.min_int_value(1).max_int_value(8),
        Opt::Game { required } => base.required(required).min_int_value(1),
        Opt::Clock => base
            .min_int_value(crate::domain::clock::MIN_CLOCK_SECS.into())
            .max_int_value(crate::domain::clock::MAX_CLOCK_SECS.into()),
        Opt::Lang => LANGS.iter().fold(base, |o, (lang, name)| {
            o.add_string_choice(*name, lang.code())
        }),
        Opt::Code | Opt::User | Opt::Theme | Opt::Second | Opt::Rated | Opt::Fen => base,
    }
}

/// Registers every command: to one guild when `DISCORD_GUILD_ID` is set
/// (instant, for testing), otherwise globally. Returns how many.
pub(super) async fn register(http: &Http, guild: Option<GuildId>) -> serenity::Result<usize> {
    let commands = definitions();
    let registered = match guild {
        Some(guild) => guild.set_commands(http, commands).await?,
        None => Command::set_global_commands(http, commands).await?,
    };
    Ok(registered.len())
}

/// The command a slash command stands for, read from its typed options
/// (no round trip through chat text). A user option becomes the user's
/// display name.
pub(super) fn command(data: &CommandData) -> AppCommand {
    let args = data.options.iter().filter_map(|given| {
        let arg = match &given.value {
            CommandDataOptionValue::String(s) => Arg::Text(s.clone()),
            CommandDataOptionValue::Integer(n) => Arg::Number(*n),
            CommandDataOptionValue::Boolean(b) => Arg::Flag(*b),
            CommandDataOptionValue::User(id) => Arg::User(data.resolved.users.get(id).map_or_else(
                || id.to_string(),
                |u| u.global_name.clone().unwrap_or_else(|| u.name.clone()),
            )),
            _ => return None,
        };
        Some((given.name.clone(), arg))
    });
    slash::command(&data.name, &Args::new(args))
}

/// The names of every slash command, in registration order.
#[cfg(test)]
fn names() -> impl Iterator<Item = &'static str> {
    SPECS.iter().map(|s| s.name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::StatsQuery;
    use draughts::Variant;
    use serde_json::{Value, json};

    fn valid_name(name: &str) -> bool {
        let len = name.chars().count();
        (1..=32).contains(&len)
            && name
                .chars()
                .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
            && name.to_lowercase() == name
    }

    #[test]
    fn every_command_of_the_spec_is_defined_with_stable_names() {
        let expected = [
            "new", "join", "move", "board", "resign", "draw", "abort", "bot", "play", "room",
            "local", "stats", "top", "theme", "rules", "tips", "lang", "pdn", "replay", "history",
            "game", "variants", "help",
        ];
        assert_eq!(names().collect::<Vec<_>>(), expected);
        let options: Vec<&str> = SPECS
            .iter()
            .flat_map(|s| s.options.iter().map(|o| o.name()))
            .collect();
        for name in [
            "variant", "move", "level", "code", "user", "theme", "lang", "game",
        ] {
            assert!(options.contains(&name), "{name}");
        }
    }

    #[test]
    fn names_and_descriptions_fit_discord_in_every_locale() {
        for command in definitions() {
            let json = serde_json::to_value(&command).expect("serializes");
            check(&json);
            for option in json["options"].as_array().into_iter().flatten() {
                check(option);
                let choices = option["choices"].as_array().map_or(0, Vec::len);
                assert!(choices <= 25, "{option}");
                if option["name"] == VARIANT_OPTION {
                    assert_eq!(option["autocomplete"], true, "{option}");
                    assert_eq!(choices, 0, "autocomplete excludes choices: {option}");
                }
            }
        }
    }

    fn check(json: &Value) {
        let name = json["name"].as_str().expect("a name");
        assert!(valid_name(name), "{name}");
        for (locale, _) in LOCALES {
            let localized = json["name_localizations"][locale]
                .as_str()
                .unwrap_or_else(|| panic!("a {locale} name for {name}"));
            assert!(valid_name(localized), "{locale}: {localized}");
        }
        let descriptions = std::iter::once(&json["description"]).chain(
            LOCALES
                .iter()
                .map(|(locale, _)| &json["description_localizations"][locale]),
        );
        for description in descriptions {
            let d = description.as_str().expect("a description");
            assert!((1..=100).contains(&d.chars().count()), "{d}");
            assert!(
                !d.starts_with("dcmd-") && !d.starts_with("dopt-"),
                "missing text {d}"
            );
        }
    }

    #[test]
    fn every_id_exists_in_every_language() {
        let mut ids: Vec<String> = Vec::new();
        for spec in SPECS {
            ids.push(format!("dcmd-{}", spec.name));
            ids.push(format!("dcmd-{}-name", spec.name));
            for opt in spec.options {
                ids.push(format!("dopt-{}", opt.name()));
                ids.push(format!("dopt-{}-name", opt.name()));
            }
        }
        for lang in Lang::ALL {
            for id in &ids {
                assert!(text::has_message(lang, id), "{lang}: {id}");
            }
        }
        for spec in SPECS {
            assert_eq!(
                text::render_id(Lang::En, &format!("dcmd-{}-name", spec.name)),
                spec.name
            );
        }
    }

    fn data(name: &str, options: Value) -> CommandData {
        serde_json::from_value(json!({"id": "1", "name": name, "type": 1, "options": options}))
            .expect("valid command data")
    }

    #[test]
    fn typed_options_become_commands() {
        let bot = data(
            "bot",
            json!([{"name": "level", "type": 4, "value": 5}, {"name": "variant", "type": 3, "value": "dameo"}]),
        );
        assert_eq!(
            command(&bot),
            AppCommand::Bot {
                variant: Variant::Dameo,
                level: Some(5)
            }
        );
        let new = data(
            "new",
            json!([
                {"name": "clock", "type": 4, "value": 30},
                {"name": "second", "type": 5, "value": true},
                {"name": "variant", "type": 3, "value": "turkish"},
            ]),
        );
        assert_eq!(
            command(&new),
            AppCommand::New {
                variant: Variant::Turkish,
                second: true,
                clock: Some(30),
                start: None
            }
        );
        assert_eq!(command(&data("board", json!([]))), AppCommand::Board);
        let pdn = data("pdn", json!([{"name": "game", "type": 4, "value": 12}]));
        assert_eq!(command(&pdn), AppCommand::Pdn(Some(12)));
    }

    #[test]
    fn a_user_option_is_the_users_display_name_whatever_it_reads_as() {
        let stats: CommandData = serde_json::from_value(json!({
            "id": "1", "name": "stats", "type": 1,
            "options": [{"name": "variant", "type": 3, "value": "turkish"}, {"name": "user", "type": 6, "value": "42"}],
            "resolved": {"users": {"42": {"id": "42", "username": "ali", "global_name": "Dama", "avatar": null}}},
        }))
        .expect("valid command data");
        assert_eq!(
            command(&stats),
            AppCommand::Stats(StatsQuery::User("Dama".into()))
        );
    }
}
