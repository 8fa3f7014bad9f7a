//! Chat text to [`Command`]: `/word args`, `!word args`, or plain text.
//!
//! Telegram appends the bot's username to commands in groups (`/m@damabot`);
//! Discord users type `!m c3-c4`; the console uses `/word` like Telegram.
//! The word is looked up, by name or alias, in the
//! [`commands`](crate::text::commands) catalogue, whose entry reads the rest
//! of the line with one of this module's grammars. Slash commands come typed
//! and skip the text ([`slash`](crate::text::slash)), but share this
//! module's checks, so both answer bad values alike.
//! Variant names go through
//! [`variants`](crate::text::variants): any language, short forms, several words.

use draughts::{Color, Game, Outcome, Position, Variant};

use crate::app::{Command, GameId, HelpTopic, Invalid, Lang, StatsQuery, pdn};
use crate::domain::TimeControl;
use crate::domain::clock::{
    MAX_BASE_MINUTES, MAX_CLOCK_SECS, MAX_DAYS, MAX_INCREMENT_SECS, MIN_CLOCK_SECS,
};
use crate::text::{commands, guess, variants};

/// The weakest AI level.
pub const MIN_LEVEL: u8 = 1;
/// The strongest AI level.
pub const MAX_LEVEL: u8 = 8;

/// Parses one chat message. Plain text becomes [`Command::Text`]; empty
/// text gives `None`.
pub fn parse(text: &str) -> Option<Command> {
    let text = text.trim();
    if text.is_empty() {
        return None;
    }
    let Some(body) = text.strip_prefix('/').or_else(|| text.strip_prefix('!')) else {
        return Some(Command::Text(text.to_owned()));
    };
    let (word, rest) = match body.find(char::is_whitespace) {
        Some(i) => (&body[..i], body[i..].trim()),
        None => (body, ""),
    };
    // `/m@damabot` in Telegram groups.
    let word = word.split('@').next().unwrap_or_default().to_lowercase();
    Some(match commands::find(&word) {
        Some(spec) => (spec.text)(rest),
        None => Command::Invalid(Invalid::UnknownCommand {
            guess: guess::command(&word),
            word,
        }),
    })
}

/// The words of the rest of a line.
fn words(rest: &str) -> Vec<&str> {
    rest.split_whitespace().collect()
}

/// The first word of the rest of a line, if any.
fn first(rest: &str) -> Option<&str> {
    rest.split_whitespace().next()
}

/// `lang [code]`.
pub(super) fn lang(rest: &str) -> Command {
    match first(rest) {
        None => Command::Lang(None),
        Some(code) => match Lang::from_code(code) {
            Some(l) if code.len() <= 5 => Command::Lang(Some(l)),
            _ => Command::Invalid(Invalid::BadLang(code.to_owned())),
        },
    }
}

/// `help [topic]`: a word that names no topic gets the overview, which
/// lists the topics.
pub(super) fn help(rest: &str) -> Command {
    Command::Help(first(rest).and_then(HelpTopic::from_word))
}

/// `notify [on|off]`; anything else shows the current choice.
pub(super) fn notify(rest: &str) -> Command {
    Command::Notify(match first(rest).map(str::to_lowercase).as_deref() {
        Some("on") => Some(true),
        Some("off") => Some(false),
        _ => None,
    })
}

/// `takeback [on|off]`: with `on` or `off`, whether the chat's rated games
/// allow takebacks; otherwise a takeback request.
pub(super) fn takeback(rest: &str) -> Command {
    match first(rest).map(str::to_lowercase).as_deref() {
        Some("on") => Command::RatedTakebacks(true),
        Some("off") => Command::RatedTakebacks(false),
        _ => Command::Takeback,
    }
}

/// `challenge <user> <variant> [second] [clock <secs>]`: the user is the
/// words before the first that start a variant's name (a display name may
/// hold spaces), a leading `@` dropped.
pub(super) fn challenge(rest: &str) -> Command {
    let words = words(rest);
    let Some(at) = (1..words.len()).find(|&i| variants::leading(&words[i..]).is_some()) else {
        return match words.len() {
            0 | 1 => Command::Invalid(Invalid::MissingVariant("challenge")),
            // No word from the second on starts a variant's name: the
            // reading of the second says which name was not understood.
            _ => Command::Invalid(
                variant(&words[1..])
                    .err()
                    .unwrap_or(Invalid::MissingVariant("challenge")),
            ),
        };
    };
    let user = words[..at].join(" ").trim_start_matches('@').to_owned();
    match with_variant(&words[at..].join(" "), "challenge", new_game) {
        Command::New {
            variant,
            second,
            clock,
            start: None,
        } => Command::Challenge {
            user,
            variant,
            second,
            clock,
        },
        Command::New { .. } => Command::Invalid(Invalid::MissingVariant("challenge")),
        other => other,
    }
}

/// `join [code]`.
pub(super) fn join(rest: &str) -> Command {
    Command::Join(first(rest).map(normalize_code))
}

/// `link [code]`.
pub(super) fn link(rest: &str) -> Command {
    Command::Link(first(rest).map(normalize_code))
}

/// `theme [name]`.
pub(super) fn theme(rest: &str) -> Command {
    Command::Theme(first(rest).map(str::to_lowercase))
}

/// `orientation [auto|white|turn]`.
pub(super) fn orientation(rest: &str) -> Command {
    Command::Orientation(first(rest).map(str::to_lowercase))
}

/// `moves [page]`, pages counted from 1; an unreadable page is the first.
pub(super) fn moves(rest: &str) -> Command {
    Command::Moves(
        first(rest)
            .and_then(|p| ascii_digits(p).parse::<usize>().ok())
            .map_or(0, |p| p.saturating_sub(1)),
    )
}

/// `watch <code>`.
pub(super) fn watch(rest: &str) -> Command {
    match first(rest) {
        Some(code) => Command::Watch(normalize_code(code)),
        None => Command::Invalid(Invalid::BadCode(String::new())),
    }
}

/// `say <text>`: the whole rest of the line.
pub(super) fn say(rest: &str) -> Command {
    if rest.is_empty() {
        Command::Invalid(Invalid::MissingText)
    } else {
        Command::Say(rest.to_owned())
    }
}

/// `stats [user|variant]`: a variant by any of its names, else a user.
pub(super) fn stats(rest: &str) -> Command {
    if rest.is_empty() {
        return Command::Stats(StatsQuery::Me);
    }
    Command::Stats(match variants::find(rest) {
        Some(v) => StatsQuery::Variant(v),
        None => StatsQuery::User(rest.trim_start_matches('@').to_owned()),
    })
}

/// `buy <theme>`.
pub(super) fn buy(rest: &str) -> Command {
    match first(rest) {
        Some(t) => Command::Buy(t.to_lowercase()),
        None => Command::Invalid(Invalid::MissingTheme),
    }
}

/// `history [user]`: the whole rest of the line names the user.
pub(super) fn history(rest: &str) -> Command {
    if rest.is_empty() {
        Command::History(None)
    } else {
        Command::History(Some(rest.trim_start_matches('@').to_owned()))
    }
}

/// `game <id>`.
pub(super) fn game(rest: &str) -> Command {
    match first(rest) {
        Some(word) => match game_id(word) {
            Some(id) => Command::Game(id),
            None => Command::Invalid(Invalid::BadGameId(word.to_owned())),
        },
        None => Command::Invalid(Invalid::BadGameId(String::new())),
    }
}

/// The variant the first words name, and the words after it; an unknown
/// name is reported by its first word, with the variant that word (or the
/// first few words, for a name of several) most likely means.
fn variant<'w>(words: &'w [&'w str]) -> Result<(Variant, &'w [&'w str]), Invalid> {
    variants::leading(words)
        .map(|(v, n)| (v, &words[n..]))
        .ok_or_else(|| Invalid::UnknownVariant {
            name: words.first().copied().unwrap_or_default().to_owned(),
            guess: (1..=words.len().min(variants::MAX_WORDS))
                .find_map(|n| guess::variant(&words[..n].join(" "))),
        })
}

/// A command whose argument is an optional variant.
pub(super) fn optional_variant(rest: &str, make: fn(Option<Variant>) -> Command) -> Command {
    let words = words(rest);
    if words.is_empty() {
        return make(None);
    }
    match variant(&words) {
        Ok((v, _)) => make(Some(v)),
        Err(e) => Command::Invalid(e),
    }
}

/// A command whose first argument is a required variant; `make` reads the
/// words after it.
pub(super) fn with_variant(
    rest: &str,
    command: &'static str,
    make: fn(Variant, &[&str]) -> Command,
) -> Command {
    let words = words(rest);
    if words.is_empty() {
        return Command::Invalid(Invalid::MissingVariant(command));
    }
    match variant(&words) {
        Ok((v, rest)) => make(v, rest),
        Err(e) => Command::Invalid(e),
    }
}

/// The words after `new <variant>`: `second`, `clock <secs>`, `fen <position>`.
pub(super) fn new_game(variant: Variant, args: &[&str]) -> Command {
    let mut second = false;
    let mut clock = None;
    let mut start = None;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.to_lowercase().as_str() {
            "second" | "black" | "2" => second = true,
            "first" | "white" | "1" => second = false,
            "clock" => {
                let value = rest.next().copied().unwrap_or_default();
                match time_control(value) {
                    Some(c) => clock = Some(c),
                    None => return Command::Invalid(Invalid::BadClock(value.to_owned())),
                }
            }
            "fen" => match start_position(variant, rest.next().copied()) {
                Ok(fen) => start = Some(fen),
                Err(e) => return Command::Invalid(e),
            },
            _ => {}
        }
    }
    Command::New {
        variant,
        second,
        clock,
        start,
    }
}

/// The time control after the word `clock` among `args`, if any (the last
/// one when given twice).
fn clock_words(args: &[&str]) -> Result<Option<TimeControl>, Invalid> {
    let mut clock = None;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        if arg.eq_ignore_ascii_case("clock") {
            let value = rest.next().copied().unwrap_or_default();
            match time_control(value) {
                Some(c) => clock = Some(c),
                None => return Err(Invalid::BadClock(value.to_owned())),
            }
        }
    }
    Ok(clock)
}

/// The words after `room <variant>`: `rated`, `clock <control>`.
pub(super) fn room(variant: Variant, args: &[&str]) -> Command {
    match clock_words(args) {
        Ok(clock) => Command::Room {
            variant,
            rated: args.iter().any(|a| a.eq_ignore_ascii_case("rated")),
            clock,
        },
        Err(e) => Command::Invalid(e),
    }
}

/// The words after `play <variant>`: `clock <control>`.
pub(super) fn play(variant: Variant, args: &[&str]) -> Command {
    match clock_words(args) {
        Ok(clock) => Command::Play { variant, clock },
        Err(e) => Command::Invalid(e),
    }
}

/// The words after `local <variant>`: `fen <position>`.
pub(super) fn local(variant: Variant, args: &[&str]) -> Command {
    let mut start = None;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        if arg.eq_ignore_ascii_case("fen") {
            match start_position(variant, rest.next().copied()) {
                Ok(fen) => start = Some(fen),
                Err(e) => return Command::Invalid(e),
            }
        }
    }
    Command::Local { variant, start }
}

/// `load [variant] <PDN | [fen] FEN>`: the rest of the message, which may
/// run over several lines (a pasted record).
pub(super) fn load(rest: &str) -> Command {
    let words = words(rest);
    let (variant, skip) = match variants::leading(&words) {
        Some((v, n)) => (Some(v), n),
        None => (None, 0),
    };
    let mut text = rest;
    for _ in 0..skip {
        let trimmed = text.trim_start();
        text = &trimmed[trimmed.find(char::is_whitespace).unwrap_or(trimmed.len())..];
    }
    load_record(variant, text)
}

/// A `load` command for `text`, a PDN record or (after a variant) a
/// position, optionally after the word `fen`.
pub fn load_record(variant: Option<Variant>, text: &str) -> Command {
    let text = text.trim();
    let text = match text.split_once(char::is_whitespace) {
        Some((word, after)) if word.eq_ignore_ascii_case("fen") => after.trim(),
        _ if text.eq_ignore_ascii_case("fen") => "",
        _ => text,
    };
    if text.is_empty() {
        return Command::Invalid(Invalid::MissingRecord);
    }
    let is_fen = text.len() > 1
        && text[..1].eq_ignore_ascii_case("w") | text[..1].eq_ignore_ascii_case("b")
        && text[1..].trim_start().starts_with(':');
    if !is_fen {
        return match pdn::read::read(text, variant) {
            Ok(record) => Command::Load(record),
            Err(e) => Command::Invalid(Invalid::BadRecord(e)),
        };
    }
    let Some(variant) = variant else {
        return Command::Invalid(Invalid::MissingVariant("load"));
    };
    match pdn::read::position(variant, text) {
        Ok(record) => Command::Load(record),
        Err(_) => Command::Invalid(Invalid::BadPosition {
            variant,
            text: text.to_owned(),
        }),
    }
}

/// A per-move clock in seconds, if within the allowed range.
pub fn clock(secs: i64) -> Option<u32> {
    u32::try_from(secs)
        .ok()
        .filter(|s| (MIN_CLOCK_SECS..=MAX_CLOCK_SECS).contains(s))
}

/// A time control as typed after `clock`: seconds per move (`30`), a game
/// clock of minutes plus seconds of increment (`5+3`), or days per move
/// (`1d`), each within its limits; Persian and Arabic digits read as
/// digits.
pub fn time_control(text: &str) -> Option<TimeControl> {
    let text = ascii_digits(text.trim()).to_lowercase();
    let number = |s: &str| {
        (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse::<u32>().ok())
            .flatten()
    };
    if let Some((base, inc)) = text.split_once('+') {
        let (base, inc) = (number(base)?, number(inc)?);
        return ((1..=MAX_BASE_MINUTES).contains(&base) && inc <= MAX_INCREMENT_SECS).then_some(
            TimeControl::Fischer {
                base_secs: base * 60,
                inc_secs: inc,
            },
        );
    }
    if let Some(days) = text.strip_suffix('d') {
        let days = number(days)?;
        return (1..=MAX_DAYS)
            .contains(&days)
            .then_some(TimeControl::Days { days });
    }
    clock(i64::from(number(&text)?)).map(|secs| TimeControl::PerMove { secs })
}

/// An AI level, if it is one of [`MIN_LEVEL`]–[`MAX_LEVEL`].
pub fn level(n: i64) -> Option<u8> {
    u8::try_from(n)
        .ok()
        .filter(|n| (MIN_LEVEL..=MAX_LEVEL).contains(n))
}

/// The position typed after `fen`: it must be a legal position of the
/// variant from which a game can be played. A game that is decided before
/// its first move is refused: a side has no piece (the other has won, or in
/// Anti checkers that side has), the side to move has no move, or a draw
/// rule of the variant already applies (Turkish one piece each, Persian one
/// king each).
pub fn start_position(variant: Variant, text: Option<&str>) -> Result<Position, Invalid> {
    let text = text.unwrap_or_default();
    let bad = || Invalid::BadPosition {
        variant,
        text: text.to_owned(),
    };
    let position = Position::from_fen(variant, text).map_err(|_| bad())?;
    if Color::ALL
        .into_iter()
        .any(|color| position.count(color) == 0)
    {
        return Err(bad());
    }
    match Game::from_position(position).outcome() {
        None => Ok(position),
        Some(Outcome {
            winner: None,
            reason,
            ..
        }) => Err(Invalid::DrawnPosition {
            variant,
            text: text.to_owned(),
            reason,
        }),
        Some(_) => Err(bad()),
    }
}

/// The words after `bot <variant>`: `[level]`.
pub(super) fn bot(variant: Variant, args: &[&str]) -> Command {
    match args.first() {
        None => Command::Bot {
            variant,
            level: None,
        },
        Some(l) => match ascii_digits(l).parse::<i64>().ok().and_then(level) {
            Some(n) => Command::Bot {
                variant,
                level: Some(n),
            },
            None => Command::Invalid(Invalid::BadLevel {
                level: (*l).to_owned(),
                variant,
            }),
        },
    }
}

/// A move command's argument: a number picks from `moves`, anything else
/// is move text.
pub fn move_command(rest: &str) -> Command {
    if rest.is_empty() {
        return Command::Invalid(Invalid::MissingMove);
    }
    let digits = ascii_digits(rest);
    match digits.parse::<usize>() {
        // A bare number is a pick from `moves` — except English squares
        // like `11-15`, which contain a separator and never parse here.
        Ok(number) => Command::MoveNumber {
            number,
            version: None,
        },
        Err(_) => Command::Move(rest.to_owned()),
    }
}

/// A command that names a game or, without an argument, means the chat's.
pub(super) fn optional_game(rest: &str, make: fn(Option<GameId>) -> Command) -> Command {
    match first(rest) {
        None => make(None),
        Some(word) => match game_id(word) {
            Some(id) => make(Some(id)),
            None => Command::Invalid(Invalid::BadGameId(word.to_owned())),
        },
    }
}

/// A game id as `/history` shows it (`#12`) or bare (`12`), in any digits.
fn game_id(word: &str) -> Option<GameId> {
    ascii_digits(word.trim_start_matches('#'))
        .parse::<GameId>()
        .ok()
        .filter(|id| *id > 0)
}

/// Room codes are typed in any case; they are stored upper-case.
pub fn normalize_code(code: &str) -> String {
    code.trim().to_uppercase()
}

/// Replaces Persian (۰–۹) and Arabic-Indic (٠–٩) digits by ASCII digits.
pub fn ascii_digits(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            '۰'..='۹' => char::from(b'0' + (c as u32 - '۰' as u32) as u8),
            '٠'..='٩' => char::from(b'0' + (c as u32 - '٠' as u32) as u8),
            _ => c,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_is_seconds_per_move_a_game_clock_or_days_per_move() {
        let clock = |text: &str| match p(&format!("/new english clock {text}")) {
            Command::New { clock, .. } => clock,
            other => panic!("{text}: {other:?}"),
        };
        assert_eq!(clock("30"), Some(TimeControl::PerMove { secs: 30 }));
        assert_eq!(
            clock("5+3"),
            Some(TimeControl::Fischer {
                base_secs: 300,
                inc_secs: 3
            })
        );
        assert_eq!(
            clock("۳+۲"),
            Some(TimeControl::Fischer {
                base_secs: 180,
                inc_secs: 2
            }),
            "Persian digits"
        );
        assert_eq!(
            clock("1+0"),
            Some(TimeControl::Fischer {
                base_secs: 60,
                inc_secs: 0
            })
        );
        assert_eq!(clock("1d"), Some(TimeControl::Days { days: 1 }));
        assert_eq!(clock("3D"), Some(TimeControl::Days { days: 3 }));
        assert_eq!(
            p("/challenge @ali english clock 3d"),
            Command::Challenge {
                user: "ali".into(),
                variant: Variant::English,
                second: false,
                clock: Some(TimeControl::Days { days: 3 })
            }
        );
    }

    fn p(s: &str) -> Command {
        parse(s).expect("non-empty")
    }

    #[test]
    fn game_commands() {
        assert_eq!(
            p("/new turkish"),
            Command::New {
                variant: Variant::Turkish,
                second: false,
                clock: None,
                start: None
            }
        );
        assert_eq!(
            p("/new@damabot english second clock 30"),
            Command::New {
                variant: Variant::English,
                second: true,
                clock: Some(TimeControl::PerMove { secs: 30 }),
                start: None
            }
        );
        assert_eq!(p("/m c3-c4"), Command::Move("c3-c4".into()));
        assert_eq!(p("!move 11-15"), Command::Move("11-15".into()));
        assert_eq!(
            p("/m ۱۲"),
            Command::MoveNumber {
                number: 12,
                version: None
            }
        );
        assert_eq!(p("/moves 2"), Command::Moves(1));
        assert_eq!(
            p("/bot dameo 8"),
            Command::Bot {
                variant: Variant::Dameo,
                level: Some(8)
            }
        );
        assert_eq!(p("/join ab2cde"), Command::Join(Some("AB2CDE".into())));
        assert_eq!(p("/lang fa"), Command::Lang(Some(Lang::Fa)));
    }

    #[test]
    fn every_command_reads_variants_by_any_name() {
        assert_eq!(
            p("/new русские шашки second clock 30"),
            Command::New {
                variant: Variant::Russian,
                second: true,
                clock: Some(TimeControl::PerMove { secs: 30 }),
                start: None
            }
        );
        assert_eq!(
            p("/bot intl 8"),
            Command::Bot {
                variant: Variant::International,
                level: Some(8)
            }
        );
        assert_eq!(
            p("/play Brezilya"),
            Command::Play {
                variant: Variant::Brazilian,
                clock: None
            }
        );
        assert_eq!(
            p("/play rusça clock 1d"),
            Command::Play {
                variant: Variant::Russian,
                clock: Some(TimeControl::Days { days: 1 })
            }
        );
        assert_eq!(
            p("/play russian clock 5+3"),
            Command::Play {
                variant: Variant::Russian,
                clock: Some(TimeControl::Fischer {
                    base_secs: 300,
                    inc_secs: 3
                })
            }
        );
        assert_eq!(
            p("/play russian clock 5+"),
            Command::Invalid(Invalid::BadClock("5+".into()))
        );
        assert_eq!(
            p("/room dama rated"),
            Command::Room {
                variant: Variant::Turkish,
                rated: true,
                clock: None
            }
        );
        assert_eq!(
            p("/room dama rated clock 3+2"),
            Command::Room {
                variant: Variant::Turkish,
                rated: true,
                clock: Some(TimeControl::Fischer {
                    base_secs: 180,
                    inc_secs: 2
                })
            }
        );
        assert_eq!(
            p("/local one way"),
            Command::Local {
                variant: Variant::Oneway,
                start: None
            }
        );
        assert_eq!(p("/rules шашки"), Command::Rules(Some(Variant::Russian)));
        assert_eq!(p("/tips دامه"), Command::Tips(Some(Variant::Persian)));
        assert_eq!(
            p("/stats rusça"),
            Command::Stats(StatsQuery::Variant(Variant::Russian))
        );
        assert_eq!(
            p("/stats Ali Veli"),
            Command::Stats(StatsQuery::User("Ali Veli".into()))
        );
        assert_eq!(p("/top روسی"), Command::Top(Some(Variant::Russian)));
        assert_eq!(p("/lang ru"), Command::Lang(Some(Lang::Ru)));
        assert_eq!(
            p("/top chess"),
            Command::Invalid(Invalid::UnknownVariant {
                name: "chess".into(),
                guess: None
            })
        );
    }

    #[test]
    fn new_and_local_read_a_set_up_position() {
        let start = |variant, fen| Some(Position::from_fen(variant, fen).expect("a position"));
        assert_eq!(
            p("/new russian second fen W:Wg7:Bd6 clock 30"),
            Command::New {
                variant: Variant::Russian,
                second: true,
                clock: Some(TimeControl::PerMove { secs: 30 }),
                start: start(Variant::Russian, "W:Wg7:Bd6")
            }
        );
        assert_eq!(
            p("/local international FEN B:W31-35:B16-20"),
            Command::Local {
                variant: Variant::International,
                start: start(Variant::International, "B:W31-35:B16-20")
            }
        );
        // Unreadable, missing, or over before it starts (White cannot jump;
        // Black has no piece left, so White has already won).
        for (text, fen) in [
            ("/new russian fen W:Wz9:Bd6", "W:Wz9:Bd6"),
            ("/new russian fen", ""),
            ("/local hawaiian fen W:Wh1:Bd3", "W:Wh1:Bd3"),
            ("/new russian fen W:Wc3:B", "W:Wc3:B"),
        ] {
            let variant = if text.contains("hawaiian") {
                Variant::Hawaiian
            } else {
                Variant::Russian
            };
            assert_eq!(
                p(text),
                Command::Invalid(Invalid::BadPosition {
                    variant,
                    text: fen.into()
                }),
                "{text}"
            );
        }
        // SPEC.md Turkish: "one piece each, whatever their kind" is a draw.
        assert_eq!(
            p("/new turkish fen W:Wa2:Bh7"),
            Command::Invalid(Invalid::DrawnPosition {
                variant: Variant::Turkish,
                text: "W:Wa2:Bh7".into(),
                reason: draughts::EndReason::OnePieceEach,
            })
        );
    }

    #[test]
    fn record_commands_read_game_ids_and_names() {
        assert_eq!(p("/pdn"), Command::Pdn(None));
        assert_eq!(p("/pdn #12"), Command::Pdn(Some(12)));
        assert_eq!(p("/replay ۷"), Command::Replay(Some(7)));
        assert_eq!(p("/game 31"), Command::Game(31));
        assert_eq!(p("/history"), Command::History(None));
        assert_eq!(
            p("/history @Ali Veli"),
            Command::History(Some("Ali Veli".into()))
        );
        for (text, word) in [("/game", ""), ("/game x1", "x1"), ("/pdn 0", "0")] {
            assert_eq!(
                p(text),
                Command::Invalid(Invalid::BadGameId(word.into())),
                "{text}"
            );
        }
    }

    #[test]
    fn help_reads_a_topic_and_falls_back_to_the_overview() {
        assert_eq!(p("/help Rooms"), Command::Help(Some(HelpTopic::Rooms)));
        assert_eq!(p("/help"), Command::Help(None));
        assert_eq!(p("/help chess"), Command::Help(None));
    }

    #[test]
    fn plain_text_is_kept_verbatim() {
        assert_eq!(p(" c3 c4 "), Command::Text("c3 c4".into()));
        assert_eq!(parse("   "), None);
    }

    #[test]
    fn bad_arguments_are_named() {
        assert_eq!(
            p("/new chess"),
            Command::Invalid(Invalid::UnknownVariant {
                name: "chess".into(),
                guess: None
            })
        );
        assert_eq!(
            p("/new russain"),
            Command::Invalid(Invalid::UnknownVariant {
                name: "russain".into(),
                guess: Some(Variant::Russian)
            })
        );
        assert_eq!(p("/new"), Command::Invalid(Invalid::MissingVariant("new")));
        assert_eq!(
            p("/bot english 9"),
            Command::Invalid(Invalid::BadLevel {
                level: "9".into(),
                variant: Variant::English
            })
        );
        assert_eq!(p("/m"), Command::Invalid(Invalid::MissingMove));
        assert_eq!(
            p("/new english clock 1"),
            Command::Invalid(Invalid::BadClock("1".into()))
        );
        for bad in [
            "0+3", "5+", "+3", "5+3+1", "181+0", "5+181", "0d", "15d", "d", "1.5d", "5m",
        ] {
            assert_eq!(
                p(&format!("/new english clock {bad}")),
                Command::Invalid(Invalid::BadClock(bad.into())),
                "{bad}"
            );
        }
        assert_eq!(
            p("/lang de"),
            Command::Invalid(Invalid::BadLang("de".into()))
        );
        assert_eq!(
            p("/frobnicate"),
            Command::Invalid(Invalid::UnknownCommand {
                word: "frobnicate".into(),
                guess: None
            })
        );
        assert_eq!(
            p("/hepl"),
            Command::Invalid(Invalid::UnknownCommand {
                word: "hepl".into(),
                guess: Some("help")
            })
        );
    }

    #[test]
    fn eastern_digits_become_ascii() {
        assert_eq!(ascii_digits("c۳-c٤"), "c3-c4");
    }
}
