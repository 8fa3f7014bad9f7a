//! Reading a PDN record back into a game, for `/load`: the tag pairs, the
//! variant its `GameType` names, the start its `FEN` tag sets, and the
//! moves of its main line, each checked by the engine.
//!
//! The reader takes what PDN 3.0 allows in the movetext (move numbers `12.`
//! and `12...`, comments in braces, variations in parentheses, numeric
//! annotation glyphs `$1`, move strengths `!` and `?`, the result token)
//! and reads the moves in the variant's notation, numbers or squares like
//! `c3`. Only the first game of a file is read. Where the record's start
//! colour differs from the side that starts in our rules (Thai, as the
//! standard describes it), its `FEN` tag names the sides the other way round
//! ([`super::standard::names_swapped`]).

use std::fmt;

use draughts::{Color, Game, Move, Position, Variant};

use super::standard;

/// A record read and replayed: the variant, the start and the moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The variant the record's `GameType` names (or the one asked for).
    pub variant: Variant,
    /// The position the record starts from.
    pub start: Position,
    /// The moves of the main line, each legal in its turn.
    pub moves: Vec<Move>,
}

/// Why a text is not a record we can play on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// The text is not PDN: an unclosed tag, comment or variation.
    Syntax,
    /// The `GameType` names no variant we play.
    GameType(String),
    /// The `FEN` tag is no position of the variant.
    Fen(String),
    /// A move that is not legal in its turn (counted from 1).
    Move {
        /// The move's place in the record, from 1.
        ply: usize,
        /// The move as written.
        text: String,
    },
    /// The game is over at the record's end: nothing is left to play.
    Over,
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Syntax => f.write_str("not PDN"),
            ReadError::GameType(t) => write!(f, "GameType '{t}' is no variant of ours"),
            ReadError::Fen(t) => write!(f, "FEN '{t}' is no position of the variant"),
            ReadError::Move { ply, text } => write!(f, "move {ply} '{text}' is not legal"),
            ReadError::Over => f.write_str("the game is over"),
        }
    }
}

impl std::error::Error for ReadError {}

/// The result tokens PDN 3.0's grammar knows; one ends a game.
const RESULTS: [&str; 8] = ["1-0", "0-1", "1/2-1/2", "2-0", "0-2", "1-1", "0-0", "*"];

/// Reads the first game of a PDN text. Without a `GameType` tag the game is
/// `variant`'s, else International (the standard's type 20).
pub fn read(text: &str, variant: Option<Variant>) -> Result<Record, ReadError> {
    let (tags, movetext) = tags(text)?;
    let tag = |name: &str| {
        tags.iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    };
    let (variant, swapped) = match tag("GameType") {
        Some(value) => game_type(value)?,
        None => {
            let v = variant.unwrap_or(Variant::International);
            (v, standard::names_swapped(v))
        }
    };
    let start = match tag("FEN") {
        Some(fen) => {
            let ours = if swapped {
                swap_sides(fen)
            } else {
                fen.to_owned()
            };
            Position::from_fen(variant, &ours).map_err(|_| ReadError::Fen(fen.to_owned()))?
        }
        None => Position::start(variant),
    };
    let mut game = Game::from_position(start);
    for (i, text) in move_words(movetext)?.into_iter().enumerate() {
        let illegal = || ReadError::Move {
            ply: i + 1,
            text: text.clone(),
        };
        let mv = game.position().parse_move(&text).map_err(|_| illegal())?;
        game.play(&mv).map_err(|_| illegal())?;
    }
    if game.is_over() || game.position().legal_moves().is_empty() {
        return Err(ReadError::Over);
    }
    Ok(Record {
        variant,
        start,
        moves: game.moves().to_vec(),
    })
}

/// A position typed for `variant` (its FEN, as `/new … fen` reads it) as
/// a record without moves; refused when the side to move cannot move.
pub fn position(variant: Variant, fen: &str) -> Result<Record, ReadError> {
    let start = Position::from_fen(variant, fen).map_err(|_| ReadError::Fen(fen.to_owned()))?;
    if Game::from_position(start).is_over() || start.legal_moves().is_empty() {
        return Err(ReadError::Over);
    }
    Ok(Record {
        variant,
        start,
        moves: Vec::new(),
    })
}

/// The variant a `GameType` value names, and whether its start colour names
/// the sides the other way round from our rules. The number decides; a
/// full value's start colour says how the sides are named (the short form
/// means the standard's own).
fn game_type(value: &str) -> Result<(Variant, bool), ReadError> {
    let unknown = || ReadError::GameType(value.to_owned());
    let mut fields = value.split(',').map(str::trim);
    let number: u32 = fields
        .next()
        .and_then(|n| n.parse().ok())
        .ok_or_else(unknown)?;
    let variant = Variant::ALL
        .into_iter()
        .find(|v| v.pdn_game_type() == number)
        .ok_or_else(unknown)?;
    let swapped = match fields.next() {
        Some("W") => variant.first_to_move() != Color::White,
        Some("B") => variant.first_to_move() != Color::Black,
        Some(_) => return Err(unknown()),
        None => standard::names_swapped(variant),
    };
    Ok((variant, swapped))
}

/// Position text with White and Black exchanged: the side to move and each
/// side's letter (`B:W15:B18` becomes `W:B15:W18`).
fn swap_sides(fen: &str) -> String {
    fen.split(':')
        .map(|field| {
            let field = field.trim();
            let mut chars = field.chars();
            match chars.next() {
                Some('W' | 'w') => format!("B{}", chars.as_str()),
                Some('B' | 'b') => format!("W{}", chars.as_str()),
                _ => field.to_owned(),
            }
        })
        .collect::<Vec<_>>()
        .join(":")
}

/// A tag pair: its name and its value, unescaped.
type Tag = (String, String);

/// The tag pairs at the head of the text, and the movetext after them.
fn tags(text: &str) -> Result<(Vec<Tag>, &str), ReadError> {
    let mut tags = Vec::new();
    let mut rest = text.trim_start_matches('\u{feff}');
    loop {
        rest = rest.trim_start();
        let Some(after) = rest.strip_prefix('[') else {
            return Ok((tags, rest));
        };
        let after = after.trim_start();
        let name_len = after
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .ok_or(ReadError::Syntax)?;
        let name = &after[..name_len];
        let quoted = after[name_len..]
            .trim_start()
            .strip_prefix('"')
            .ok_or(ReadError::Syntax)?;
        let mut value = String::new();
        let mut chars = quoted.char_indices();
        let end = loop {
            match chars.next() {
                Some((_, '\\')) => value.extend(chars.next().map(|(_, c)| c)),
                Some((i, '"')) => break i,
                Some((_, c)) => value.push(c),
                None => return Err(ReadError::Syntax),
            }
        };
        rest = quoted[end + 1..]
            .trim_start()
            .strip_prefix(']')
            .ok_or(ReadError::Syntax)?;
        tags.push((name.to_owned(), value));
    }
}

/// The moves of the main line: comments, variations, glyphs, move numbers,
/// move strengths and the result left out; the text stops at the first
/// result or at the next game's tags.
fn move_words(movetext: &str) -> Result<Vec<String>, ReadError> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut chars = movetext.chars();
    let mut depth = 0usize;
    while let Some(c) = chars.next() {
        match c {
            '{' => {
                if !chars.by_ref().any(|c| c == '}') {
                    return Err(ReadError::Syntax);
                }
                end_word(&mut word, &mut words);
            }
            ';' => {
                chars.by_ref().find(|&c| c == '\n');
                end_word(&mut word, &mut words);
            }
            '(' => {
                end_word(&mut word, &mut words);
                depth += 1;
            }
            ')' => {
                depth = depth.checked_sub(1).ok_or(ReadError::Syntax)?;
            }
            '[' if depth == 0 => break,
            _ if depth > 0 => {}
            c if c.is_whitespace() => end_word(&mut word, &mut words),
            c => word.push(c),
        }
        if words.last().is_some_and(|w| RESULTS.contains(&w.as_str())) {
            words.pop();
            return Ok(words);
        }
    }
    if depth > 0 {
        return Err(ReadError::Syntax);
    }
    end_word(&mut word, &mut words);
    if words.last().is_some_and(|w| RESULTS.contains(&w.as_str())) {
        words.pop();
    }
    Ok(words)
}

/// Ends the word being read: a move, once its number (`12.`, `12...`) and
/// strength (`!`, `?!`) are taken off; glyphs (`$1`) and bare numbers are
/// dropped.
fn end_word(word: &mut String, words: &mut Vec<String>) {
    let taken = std::mem::take(word);
    if RESULTS.contains(&taken.as_str()) {
        words.push(taken);
        return;
    }
    let digits = taken.chars().take_while(char::is_ascii_digit).count();
    let mv = if taken[digits..].starts_with('.') {
        taken[digits..].trim_start_matches('.')
    } else {
        taken.as_str()
    };
    let mv = mv.trim_end_matches(['!', '?']);
    if !mv.is_empty() && !mv.starts_with('$') {
        words.push(mv.to_owned());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The example game of the PDN 3.0 standard's introduction (the first
    /// moves of Mikhalchenko–Ndjofang, 2007), with a comment and a
    /// variation added as the standard's grammar allows.
    #[test]
    fn reads_the_standards_example() {
        let text = "[Event \"FMJD World Championship\"]\n\
                    [Site \"Hardenberg, NED\"]\n\
                    [Date \"2007.05.19\"]\n\
                    [Round \"7\"]\n\
                    [White \"Mikhalchenko,I.\"]\n\
                    [Black \"Ndjofang,J.\"]\n\
                    [Result \"0-2\"]\n\
                    [GameType \"20\"]\n\
                    \n\
                     1.32-28 17-22  2.28x17 11x22  3.37-32 {a comment} 6-11 \
                     4.41-37 (4.31-27? 22x31) 12-17! $1 5.46-41 *";
        let record = read(text, None).expect("the standard's example reads");
        assert_eq!(record.variant, Variant::International);
        assert_eq!(record.start, Position::start(Variant::International));
        assert_eq!(record.moves.len(), 9);
    }

    #[test]
    fn a_set_up_thai_record_names_the_sides_as_the_standard_does() {
        // PDN's Black starts in Thai: it is our White, on d4 (18), and
        // takes the man on e5 (15), landing on f6 (11); our Black keeps a7
        // (5).
        let text = "[GameType \"31,B,8,8,N2,0\"]\n[FEN \"B:W15,5:B18\"]\n1. 18-11 *";
        let record = read(text, None).expect("reads");
        assert_eq!(record.variant, Variant::Thai);
        assert_eq!(
            record.start,
            Position::from_fen(Variant::Thai, "W:Wd4:Be5,a7").expect("a position")
        );
        assert_eq!(record.moves.len(), 1);
    }

    #[test]
    fn refuses_what_it_cannot_play() {
        assert_eq!(
            read("[GameType \"50\"]\n*", None),
            Err(ReadError::GameType("50".into()))
        );
        assert_eq!(
            read("[Event \"x\"\n1. 32-28 *", None),
            Err(ReadError::Syntax)
        );
        assert_eq!(read("1. 32-28 { open", None), Err(ReadError::Syntax));
        assert_eq!(
            read("1. 32-28 19-23 2. 28-22 *", None),
            Err(ReadError::Move {
                ply: 3,
                text: "28-22".into()
            })
        );
        assert!(matches!(
            read("[GameType \"25\"]\n[FEN \"W:Wz9\"]\n*", None),
            Err(ReadError::Fen(_))
        ));
    }

    #[test]
    fn a_game_that_is_over_is_refused() {
        // Thai: our White takes Black's last man.
        let text = "[GameType \"31\"]\n[FEN \"B:W15:B18\"]\n1. 18-11 1-0";
        assert_eq!(read(text, None), Err(ReadError::Over));
    }

    #[test]
    fn without_a_game_type_the_asked_variant_is_read() {
        let record = read("1. c3-d4 f6-e5 2. d4:f6 *", Some(Variant::Russian)).expect("reads");
        assert_eq!(record.variant, Variant::Russian);
        assert_eq!(record.moves.len(), 3);
    }
}
