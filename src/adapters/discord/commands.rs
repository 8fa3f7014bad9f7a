//! The slash commands: the catalogue's commands that have a slash form
//! (`crate::text::commands`), registered with Turkish and Russian names and
//! descriptions (Discord has no Persian locale), and their typed options,
//! handed to `crate::text::slash` to become a `Command` directly (no round
//! trip through chat text).
//!
//! A `file` option is an attachment: the interaction handler downloads it
//! (`files.rs`) before the command is read, so that `/load` reads a PDN
//! file in servers that do not give the bot the Message Content intent.
//!
//! The `variant` option has no fixed choices (Discord allows 25, and every
//! variant answers to many names): it is autocompleted from
//! `crate::text::variants`, and whatever is typed is read by any of the
//! variant's names.

use serenity::all::{
    Attachment, Command, CommandData, CommandDataOptionValue, CommandOptionType, CreateCommand,
    CreateCommandOption, GuildId, Http,
};

use crate::adapters::{attached, without_nul};
use crate::app::{Command as AppCommand, HelpTopic, Lang, RecordFile};
use crate::text;
use crate::text::commands::{self, CATALOGUE, Kind, Opt, Slash, Spec};
use crate::text::slash::{self, Arg, Args};

/// The Discord locales the commands are translated into, with their
/// language (Discord has no Persian locale).
const LOCALES: [(&str, Lang); 2] = [("tr", Lang::Tr), ("ru", Lang::Ru)];

/// The option whose autocompletion lists variants.
pub(super) const VARIANT_OPTION: &str = commands::VARIANT.name;

/// Every slash command, ready to register.
pub(super) fn definitions() -> Vec<CreateCommand> {
    CATALOGUE
        .iter()
        .filter_map(|spec| spec.slash.as_ref().map(|slash| definition(spec, slash)))
        .collect()
}

fn definition(spec: &Spec, slash: &Slash) -> CreateCommand {
    let (description, name) = (spec.slash_description_id(), spec.slash_name_id());
    let command = LOCALES.iter().fold(
        CreateCommand::new(spec.name).description(text::render_id(Lang::En, &description)),
        |command, (locale, lang)| {
            command
                .name_localized(*locale, text::render_id(*lang, &name))
                .description_localized(*locale, text::render_id(*lang, &description))
        },
    );
    slash
        .options
        .iter()
        .fold(command, |command, opt| command.add_option(option(*opt)))
}

fn option(opt: Opt) -> CreateCommandOption {
    let (description, name) = (opt.description_id(), opt.name_id());
    let kind = match opt.kind {
        Kind::Number { .. } => CommandOptionType::Integer,
        Kind::User => CommandOptionType::User,
        Kind::Flag => CommandOptionType::Boolean,
        Kind::File => CommandOptionType::Attachment,
        Kind::Variant | Kind::Move | Kind::Text | Kind::Lang | Kind::Topic => {
            CommandOptionType::String
        }
    };
    let base = LOCALES
        .iter()
        .fold(
            CreateCommandOption::new(kind, opt.name, text::render_id(Lang::En, &description)),
            |option, (locale, lang)| {
                option
                    .name_localized(*locale, text::render_id(*lang, &name))
                    .description_localized(*locale, text::render_id(*lang, &description))
            },
        )
        .required(opt.required);
    match opt.kind {
        Kind::Variant | Kind::Move => base.set_autocomplete(true),
        Kind::Number { min, max } => {
            let base = base.min_int_value(min);
            match max {
                Some(max) => base.max_int_value(max),
                None => base,
            }
        }
        Kind::Lang => Lang::ALL.iter().fold(base, |o, lang| {
            o.add_string_choice(lang.name(), lang.code())
        }),
        Kind::Topic => HelpTopic::ALL.iter().fold(base, |o, topic| {
            o.add_string_choice(topic.word(), topic.word())
        }),
        Kind::Text | Kind::User | Kind::Flag | Kind::File => base,
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

/// The file a slash command's attachment option names, as the
/// interaction resolves it.
pub(super) fn attachment(data: &CommandData) -> Option<&Attachment> {
    data.options.iter().find_map(|given| match &given.value {
        CommandDataOptionValue::Attachment(id) => data.resolved.attachments.get(id),
        _ => None,
    })
}

/// The command a slash command stands for, read from its typed options
/// (no round trip through chat text). A user option becomes the user's
/// display name; an attachment option, `file`'s bytes as the handler
/// downloaded them (or why it could not).
pub(super) fn command(data: &CommandData, file: Option<Result<Vec<u8>, RecordFile>>) -> AppCommand {
    let file = file.map(attached::record_text);
    let args = data.options.iter().filter_map(|given| {
        let arg = match &given.value {
            CommandDataOptionValue::String(s) => Arg::Text(without_nul(s)),
            CommandDataOptionValue::Integer(n) => Arg::Number(*n),
            CommandDataOptionValue::Boolean(b) => Arg::Flag(*b),
            CommandDataOptionValue::User(id) => Arg::User(data.resolved.users.get(id).map_or_else(
                || id.to_string(),
                |u| without_nul(u.global_name.as_deref().unwrap_or(&u.name)),
            )),
            CommandDataOptionValue::Attachment(_) => {
                Arg::File(file.clone().unwrap_or(Err(RecordFile::Unavailable)))
            }
            _ => return None,
        };
        Some((given.name.clone(), arg))
    });
    slash::command(&data.name, &Args::new(args))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::{Invalid, StatsQuery};
    use crate::domain::TimeControl;
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
        let registered: Vec<Value> = definitions()
            .iter()
            .map(|c| serde_json::to_value(c).expect("serializes"))
            .collect();
        let mut names: Vec<&str> = registered
            .iter()
            .map(|c| c["name"].as_str().expect("a name"))
            .collect();
        names.sort_unstable();
        let mut expected = [
            "new",
            "join",
            "move",
            "board",
            "resign",
            "draw",
            "abort",
            "bot",
            "play",
            "room",
            "local",
            "stats",
            "top",
            "theme",
            "orientation",
            "rules",
            "tips",
            "lang",
            "pdn",
            "replay",
            "load",
            "history",
            "game",
            "variants",
            "help",
            "takeback",
            "rematch",
            "games",
            "link",
            "unlink",
            "challenge",
            "notify",
        ];
        expected.sort_unstable();
        assert_eq!(names, expected);
        let options: Vec<&str> = registered
            .iter()
            .flat_map(|c| c["options"].as_array().into_iter().flatten())
            .map(|o| o["name"].as_str().expect("a name"))
            .collect();
        for name in [
            "variant", "move", "level", "code", "user", "theme", "lang", "game", "record", "side",
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
            command(&bot, None),
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
            command(&new, None),
            AppCommand::New {
                variant: Variant::Turkish,
                second: true,
                clock: Some(TimeControl::PerMove { secs: 30 }),
                start: None
            }
        );
        assert_eq!(command(&data("board", json!([])), None), AppCommand::Board);
        let pdn = data("pdn", json!([{"name": "game", "type": 4, "value": 12}]));
        assert_eq!(command(&pdn, None), AppCommand::Pdn(Some(12)));
    }

    #[test]
    fn an_attachment_option_is_the_file_the_handler_downloaded() {
        let load: CommandData = serde_json::from_value(json!({
            "id": "1", "name": "load", "type": 1,
            "options": [{"name": "file", "type": 11, "value": "77"}],
            "resolved": {"attachments": {"77": {
                "id": "77", "filename": "club.pdn", "size": 40,
                "url": "http://cdn.test/club.pdn", "proxy_url": "http://cdn.test/club.pdn",
            }}},
        }))
        .expect("valid command data");
        assert!(attachment(&load).is_some_and(|file| file.filename == "club.pdn"));
        let record = "[GameType \"25\"]\n1. c3-d4 f6-e5 *\n";
        let pasted = text::parse::parse(&format!("/load {record}")).expect("a command");
        assert!(matches!(pasted, AppCommand::Load(_)), "{pasted:?}");
        let mut bytes = "\u{feff}".as_bytes().to_vec();
        bytes.extend_from_slice(record.as_bytes());
        assert_eq!(command(&load, Some(Ok(bytes))), pasted);
        assert_eq!(
            command(&load, Some(Err(RecordFile::Unavailable))),
            AppCommand::Invalid(Invalid::RecordFile(RecordFile::Unavailable))
        );
        assert_eq!(
            command(&load, Some(Ok(vec![0xff, 0xfe]))),
            AppCommand::Invalid(Invalid::RecordFile(RecordFile::NotText))
        );
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
            command(&stats, None),
            AppCommand::Stats(StatsQuery::User("Dama".into()))
        );
    }
}
