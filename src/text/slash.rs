//! Typed command options to [`Command`]: a slash command (Discord) arrives
//! as a name and typed option values, and becomes a command directly, with
//! no round trip through chat text. A value the text grammar would split or
//! misread (a user whose name is a variant's, a name with spaces) keeps its
//! meaning here, because each option says what it is.
//!
//! The name is looked up in the [`commands`](crate::text::commands)
//! catalogue, whose entry names its options and reads them with one of this
//! module's grammars. Bad values get the same [`Invalid`] answers as typed
//! text, through the same checks in [`parse`](crate::text::parse). Option
//! names are the slash commands' stable API.

use draughts::{Position, Variant};

use crate::app::{Command, GameId, HelpTopic, Invalid, Lang, RecordFile, StatsQuery};
use crate::domain::TimeControl;
use crate::text::commands::{
    self, ALLOW, CLOCK, CODE, FEN, FILE, GAME, LANG, LEVEL, MOVE, ON, Opt, PLAYER, RATED, RECORD,
    SECOND, SIDE, THEME, TOPIC, USER, VARIANT,
};
use crate::text::variants;
use crate::text::{guess, parse};

/// One option's value, as the platform typed it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A string option (a variant name, a move, a code, a FEN, …).
    Text(String),
    /// An integer option (a level, a clock, a game id).
    Number(i64),
    /// A boolean option (`second`, `rated`).
    Flag(bool),
    /// A user option, as the user's display name.
    User(String),
    /// An attached file, as the adapter read it: its text, or why it has
    /// none.
    File(Result<String, RecordFile>),
}

/// A slash command's options by name, in any order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Args(Vec<(String, Arg)>);

impl Args {
    /// Options from (name, value) pairs.
    pub fn new(options: impl IntoIterator<Item = (String, Arg)>) -> Self {
        Args(options.into_iter().collect())
    }

    fn get(&self, opt: Opt) -> Option<&Arg> {
        self.0.iter().find(|(n, _)| n == opt.name).map(|(_, a)| a)
    }

    /// A string option, trimmed; an empty one counts as absent.
    fn text(&self, opt: Opt) -> Option<&str> {
        match self.get(opt)? {
            Arg::Text(s) => Some(s.trim()).filter(|s| !s.is_empty()),
            Arg::Number(_) | Arg::Flag(_) | Arg::User(_) | Arg::File(_) => None,
        }
    }

    fn number(&self, opt: Opt) -> Option<i64> {
        match self.get(opt)? {
            Arg::Number(n) => Some(*n),
            Arg::Text(_) | Arg::Flag(_) | Arg::User(_) | Arg::File(_) => None,
        }
    }

    fn flag(&self, opt: Opt) -> bool {
        matches!(self.get(opt), Some(Arg::Flag(true)))
    }

    fn user(&self, opt: Opt) -> Option<&str> {
        match self.get(opt)? {
            Arg::User(s) => Some(s.as_str()),
            Arg::Text(_) | Arg::Number(_) | Arg::Flag(_) | Arg::File(_) => None,
        }
    }
}

/// The command a slash command `name` with `args` stands for. A name that
/// is none of ours is answered as an unknown command.
pub fn command(name: &str, args: &Args) -> Command {
    match commands::find_slash(name) {
        Some(slash) => (slash.read)(args),
        None => Command::Invalid(Invalid::UnknownCommand {
            word: name.to_owned(),
            guess: None,
        }),
    }
}

/// `lang [lang]`.
pub(super) fn lang(args: &Args) -> Command {
    match args.text(LANG) {
        None => Command::Lang(None),
        Some(code) => match Lang::from_code(code) {
            Some(lang) => Command::Lang(Some(lang)),
            None => Command::Invalid(Invalid::BadLang(code.to_owned())),
        },
    }
}

/// `help [topic]`.
pub(super) fn help(args: &Args) -> Command {
    Command::Help(args.text(TOPIC).and_then(HelpTopic::from_word))
}

/// `notify [on]`: without the option, shows the current choice.
pub(super) fn notify(args: &Args) -> Command {
    Command::Notify(match args.get(ON) {
        Some(Arg::Flag(on)) => Some(*on),
        _ => None,
    })
}

/// `takeback [allow]`: with `allow`, whether the chat's rated games allow
/// takebacks; otherwise a takeback request.
pub(super) fn takeback(args: &Args) -> Command {
    match args.get(ALLOW) {
        Some(Arg::Flag(allowed)) => Command::RatedTakebacks(*allowed),
        _ => Command::Takeback,
    }
}

/// The `clock` option: a time control typed as text (`30`, `5+3`, `1d`),
/// or a number of seconds per move.
fn clock(args: &Args) -> Result<Option<TimeControl>, Invalid> {
    let typed = match args.get(CLOCK) {
        Some(Arg::Number(n)) => Some(n.to_string()),
        _ => args.text(CLOCK).map(str::to_owned),
    };
    typed
        .map(|typed| parse::time_control(&typed).ok_or(Invalid::BadClock(typed)))
        .transpose()
}

/// `new variant [second] [clock] [fen]`.
pub(super) fn new(args: &Args) -> Command {
    with_variant(args, "new", |variant| {
        let clock = match clock(args) {
            Ok(clock) => clock,
            Err(e) => return Command::Invalid(e),
        };
        match start(args, variant) {
            Ok(start) => Command::New {
                variant,
                second: args.flag(SECOND),
                clock,
                start,
            },
            Err(e) => Command::Invalid(e),
        }
    })
}

/// `local variant [fen]`.
pub(super) fn local(args: &Args) -> Command {
    with_variant(args, "local", |variant| match start(args, variant) {
        Ok(start) => Command::Local { variant, start },
        Err(e) => Command::Invalid(e),
    })
}

/// `bot variant [level]`.
pub(super) fn bot(args: &Args) -> Command {
    with_variant(args, "bot", |variant| match args.number(LEVEL) {
        None => Command::Bot {
            variant,
            level: None,
        },
        Some(n) => match parse::level(n) {
            Some(level) => Command::Bot {
                variant,
                level: Some(level),
            },
            None => Command::Invalid(Invalid::BadLevel {
                level: n.to_string(),
                variant,
            }),
        },
    })
}

/// `room variant [rated]`.
pub(super) fn room(args: &Args) -> Command {
    with_variant(args, "room", |variant| match clock(args) {
        Ok(clock) => Command::Room {
            variant,
            rated: args.flag(RATED),
            clock,
        },
        Err(e) => Command::Invalid(e),
    })
}

/// `play variant [clock]`.
pub(super) fn play(args: &Args) -> Command {
    with_variant(args, "play", |variant| match clock(args) {
        Ok(clock) => Command::Play { variant, clock },
        Err(e) => Command::Invalid(e),
    })
}

/// `join [code]`.
pub(super) fn join(args: &Args) -> Command {
    Command::Join(args.text(CODE).map(parse::normalize_code))
}

/// `link [code]`.
pub(super) fn link(args: &Args) -> Command {
    Command::Link(args.text(CODE).map(parse::normalize_code))
}

/// `move move`.
pub(super) fn move_command(args: &Args) -> Command {
    match args.text(MOVE) {
        Some(text) => parse::move_command(text),
        None => Command::Invalid(Invalid::MissingMove),
    }
}

/// `stats [user] [variant]`: a user, if given, wins over a variant.
pub(super) fn stats(args: &Args) -> Command {
    match (args.user(USER), args.text(VARIANT)) {
        (Some(user), _) => Command::Stats(StatsQuery::User(user.to_owned())),
        (None, Some(name)) => match variant(name) {
            Ok(v) => Command::Stats(StatsQuery::Variant(v)),
            Err(e) => Command::Invalid(e),
        },
        (None, None) => Command::Stats(StatsQuery::Me),
    }
}

/// `challenge user variant [second] [clock]`.
pub(super) fn challenge(args: &Args) -> Command {
    let Some(user) = args.user(PLAYER) else {
        return Command::Invalid(Invalid::MissingText);
    };
    match new(args) {
        Command::New {
            variant,
            second,
            clock,
            ..
        } => Command::Challenge {
            user: user.to_owned(),
            variant,
            second,
            clock,
        },
        other => other,
    }
}

/// `history [user]`.
pub(super) fn history(args: &Args) -> Command {
    Command::History(args.user(USER).map(str::to_owned))
}

/// `theme [theme]`.
pub(super) fn theme(args: &Args) -> Command {
    Command::Theme(args.text(THEME).map(str::to_lowercase))
}

/// `orientation [side]`.
pub(super) fn orientation(args: &Args) -> Command {
    Command::Orientation(args.text(SIDE).map(str::to_lowercase))
}

/// `game game`.
pub(super) fn game(args: &Args) -> Command {
    match args.number(GAME) {
        Some(n) => match game_id(n) {
            Ok(id) => Command::Game(id),
            Err(e) => Command::Invalid(e),
        },
        None => Command::Invalid(Invalid::BadGameId(String::new())),
    }
}

/// `load [record] [file] [variant]`: the attached file, when there is one,
/// is the record (as a file attached to a `!load` message is), else the
/// typed record.
pub(super) fn load(args: &Args) -> Command {
    let variant = match args.text(VARIANT).map(variant).transpose() {
        Ok(v) => v,
        Err(e) => return Command::Invalid(e),
    };
    match args.get(FILE) {
        Some(Arg::File(Ok(text))) => parse::load_record(variant, text),
        Some(Arg::File(Err(refusal))) => Command::Invalid(Invalid::RecordFile(*refusal)),
        _ => parse::load_record(variant, args.text(RECORD).unwrap_or_default()),
    }
}

/// The variant a `variant` option names, by any of its names.
fn variant(name: &str) -> Result<Variant, Invalid> {
    variants::find(name).ok_or_else(|| Invalid::UnknownVariant {
        name: name.to_owned(),
        guess: guess::variant(name),
    })
}

/// A command whose `variant` option is optional.
pub(super) fn optional_variant(args: &Args, make: fn(Option<Variant>) -> Command) -> Command {
    match args.text(VARIANT).map(variant).transpose() {
        Ok(v) => make(v),
        Err(e) => Command::Invalid(e),
    }
}

/// A command that needs a variant; `make` builds it from the variant.
pub(super) fn with_variant(
    args: &Args,
    command: &'static str,
    make: impl FnOnce(Variant) -> Command,
) -> Command {
    match args.text(VARIANT).map(variant) {
        None => Command::Invalid(Invalid::MissingVariant(command)),
        Some(Ok(v)) => make(v),
        Some(Err(e)) => Command::Invalid(e),
    }
}

/// The `fen` option's start position, when one is given.
fn start(args: &Args, variant: Variant) -> Result<Option<Position>, Invalid> {
    args.text(FEN)
        .map(|fen| parse::start_position(variant, Some(fen)))
        .transpose()
}

/// A command whose `game` option is optional: without it, the chat's game.
pub(super) fn optional_game(args: &Args, make: fn(Option<GameId>) -> Command) -> Command {
    match args.number(GAME).map(game_id).transpose() {
        Ok(id) => make(id),
        Err(e) => Command::Invalid(e),
    }
}

fn game_id(n: i64) -> Result<GameId, Invalid> {
    Some(n)
        .filter(|id| *id > 0)
        .ok_or_else(|| Invalid::BadGameId(n.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(options: &[(&str, Arg)]) -> Args {
        Args::new(options.iter().map(|(n, a)| ((*n).to_owned(), a.clone())))
    }

    fn text(s: &str) -> Arg {
        Arg::Text(s.to_owned())
    }

    #[test]
    fn options_become_commands_in_any_order() {
        let bot = args(&[("level", Arg::Number(5)), ("variant", text("dameo"))]);
        assert_eq!(
            command("bot", &bot),
            Command::Bot {
                variant: Variant::Dameo,
                level: Some(5)
            }
        );
        let new = args(&[
            ("clock", Arg::Number(30)),
            ("second", Arg::Flag(true)),
            ("variant", text("русские шашки")),
        ]);
        assert_eq!(
            command("new", &new),
            Command::New {
                variant: Variant::Russian,
                second: true,
                clock: Some(TimeControl::PerMove { secs: 30 }),
                start: None
            }
        );
        let local = args(&[("fen", text(" W:Wg7:Bd6 ")), ("variant", text("russian"))]);
        assert_eq!(
            command("local", &local),
            Command::Local {
                variant: Variant::Russian,
                start: Some(Position::from_fen(Variant::Russian, "W:Wg7:Bd6").expect("fen"))
            }
        );
        for (rated, flag) in [(true, Arg::Flag(true)), (false, Arg::Flag(false))] {
            let room = args(&[("variant", text("english")), ("rated", flag)]);
            assert_eq!(
                command("room", &room),
                Command::Room {
                    variant: Variant::English,
                    rated,
                    clock: None
                }
            );
        }
        let play = args(&[("variant", text("russian")), ("clock", text("5+3"))]);
        assert_eq!(
            command("play", &play),
            Command::Play {
                variant: Variant::Russian,
                clock: Some(TimeControl::Fischer {
                    base_secs: 300,
                    inc_secs: 3
                })
            }
        );
        let play = args(&[("variant", text("russian")), ("clock", text("5 minutes"))]);
        assert_eq!(
            command("play", &play),
            Command::Invalid(Invalid::BadClock("5 minutes".into()))
        );
        assert_eq!(command("board", &Args::default()), Command::Board);
        assert_eq!(
            command("move", &args(&[("move", text(" c3-d4 "))])),
            Command::Move("c3-d4".into())
        );
        assert_eq!(
            command("move", &args(&[("move", text("3"))])),
            Command::MoveNumber {
                number: 3,
                version: None
            }
        );
        assert_eq!(
            command("join", &args(&[("code", text(" ab2cdef "))])),
            Command::Join(Some("AB2CDEF".into()))
        );
        assert_eq!(command("join", &Args::default()), Command::Join(None));
        assert_eq!(
            command("lang", &args(&[("lang", text("ru"))])),
            Command::Lang(Some(Lang::Ru))
        );
    }

    #[test]
    fn a_user_option_is_a_user_even_when_its_name_reads_otherwise() {
        // As chat text, `/stats dama` asks for the Turkish variant's results.
        for name in ["Dama", "Ali Veli", "turkish second"] {
            let user = args(&[
                ("variant", text("turkish")),
                ("user", Arg::User(name.into())),
            ]);
            assert_eq!(
                command("stats", &user),
                Command::Stats(StatsQuery::User(name.into()))
            );
            assert_eq!(
                command("history", &user),
                Command::History(Some(name.into()))
            );
        }
        assert_eq!(
            command("stats", &args(&[("variant", text("dama"))])),
            Command::Stats(StatsQuery::Variant(Variant::Turkish))
        );
        assert_eq!(
            command("stats", &Args::default()),
            Command::Stats(StatsQuery::Me)
        );
    }

    #[test]
    fn record_commands_name_their_game() {
        let game = |n| args(&[("game", Arg::Number(n))]);
        assert_eq!(command("pdn", &game(12)), Command::Pdn(Some(12)));
        assert_eq!(command("replay", &Args::default()), Command::Replay(None));
        assert_eq!(command("game", &game(7)), Command::Game(7));
        assert_eq!(
            command("game", &game(0)),
            Command::Invalid(Invalid::BadGameId("0".into()))
        );
        assert_eq!(
            command("game", &Args::default()),
            Command::Invalid(Invalid::BadGameId(String::new()))
        );
    }

    #[test]
    fn bad_values_get_the_grammars_answers() {
        assert_eq!(
            command("new", &Args::default()),
            Command::Invalid(Invalid::MissingVariant("new"))
        );
        assert_eq!(
            command("play", &args(&[("variant", text("chess"))])),
            Command::Invalid(Invalid::UnknownVariant {
                name: "chess".into(),
                guess: None
            })
        );
        assert_eq!(
            command(
                "bot",
                &args(&[("variant", text("dameo")), ("level", Arg::Number(9))])
            ),
            Command::Invalid(Invalid::BadLevel {
                level: "9".into(),
                variant: Variant::Dameo
            })
        );
        assert_eq!(
            command(
                "new",
                &args(&[("variant", text("dameo")), ("clock", Arg::Number(5))])
            ),
            Command::Invalid(Invalid::BadClock("5".into()))
        );
        assert_eq!(
            command(
                "new",
                &args(&[("variant", text("dameo")), ("clock", text("5+3"))])
            ),
            Command::New {
                variant: Variant::Dameo,
                second: false,
                clock: Some(TimeControl::Fischer {
                    base_secs: 300,
                    inc_secs: 3
                }),
                start: None
            }
        );
        assert_eq!(
            command(
                "new",
                &args(&[("variant", text("english")), ("fen", text("W:W1:B"))])
            ),
            Command::Invalid(Invalid::BadPosition {
                variant: Variant::English,
                text: "W:W1:B".into()
            })
        );
        assert_eq!(
            command("lang", &args(&[("lang", text("de"))])),
            Command::Invalid(Invalid::BadLang("de".into()))
        );
        assert_eq!(
            command("move", &Args::default()),
            Command::Invalid(Invalid::MissingMove)
        );
        assert_eq!(
            command("shuffle", &Args::default()),
            Command::Invalid(Invalid::UnknownCommand {
                word: "shuffle".into(),
                guess: None
            })
        );
    }
}
