//! Portable Draughts Notation (PDN 3.0) for a game: the tag pairs, then the
//! numbered moves in the variant's own notation, then the result.
//!
//! The text is data for other draughts programs, not prose: tag values are
//! names and facts, never translated. The GameType tag gives every variant
//! its full description (`20,W,10,10,N2,0`: type number, side that starts,
//! board width and height, notation and where square 1 is, whether the
//! bottom-left corner is off the playing squares), computed from the
//! variant's facts in the engine's catalogue so that it matches how the
//! moves are written. The type number is the catalogue's
//! ([`Variant::pdn_game_type`]): PDN's own where PDN defines the game (see
//! <https://pdn.fmjd.org/gametype.html>): International 20, English 21,
//! Italian 22, Pool 23, Russian 25, Brazilian 26, Canadian 27, Portuguese
//! 28, Czech 29, Turkish 30, Thai 31, Frisian 40; damabot's own, from 101
//! up, for the variants PDN has no number for.
//!
//! Moves are numbered in pairs starting with the variant's first mover
//! (Black in English checkers, as its players write it). A game set up
//! from a position carries it in the `FEN` tag; when the side to move there
//! is not the variant's first mover, the moves start with `1...`.

use draughts::{Color, Game, Notation, Numbering, Playable, Position, Variant};

/// How a game ended, as the `Result` tag says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PdnResult {
    /// White won: `1-0`.
    WhiteWins,
    /// Black won: `0-1`.
    BlackWins,
    /// A draw: `1/2-1/2`.
    Draw,
    /// Still being played, or called off: `*`.
    Unfinished,
}

impl PdnResult {
    /// The result of a finished game with this winner (`None`: a draw).
    pub fn from_winner(winner: Option<Color>) -> PdnResult {
        match winner {
            Some(Color::White) => PdnResult::WhiteWins,
            Some(Color::Black) => PdnResult::BlackWins,
            None => PdnResult::Draw,
        }
    }

    /// The token, as PDN writes it in the tag and after the moves.
    pub fn token(self) -> &'static str {
        match self {
            PdnResult::WhiteWins => "1-0",
            PdnResult::BlackWins => "0-1",
            PdnResult::Draw => "1/2-1/2",
            PdnResult::Unfinished => "*",
        }
    }
}

/// Everything a PDN record says about a game besides its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tags {
    /// `Event`: what kind of game it was.
    pub event: String,
    /// `Site`: where it was played.
    pub site: String,
    /// `Date`: `YYYY.MM.DD`.
    pub date: String,
    /// `White`: the name of White's player.
    pub white: String,
    /// `Black`: the name of Black's player.
    pub black: String,
    /// `Result`.
    pub result: PdnResult,
}

/// The full GameType value: `number,start colour,width,height,notation,
/// invert flag`. The notation is `A0` (algebraic, a1 bottom left) or `N`
/// with the corner of square 1 seen from the side that starts: 1 bottom
/// right, 2 top left.
pub fn game_type(variant: Variant) -> String {
    let first = variant.first_to_move();
    let geometry = variant.geometry();
    let notation = match (variant.numbered_notation(), variant.numbering()) {
        (true, Some(numbering)) => {
            // Square 1 seen from White, then from the side that starts:
            // the board turned half round swaps top left and bottom right.
            let from_white = match numbering {
                Numbering::FromTopLeft => 2,
                Numbering::FromBottomRight => 1,
            };
            let corner = match first {
                Color::White => from_white,
                Color::Black => 3 - from_white,
            };
            format!("N{corner}")
        }
        _ => "A0".to_owned(),
    };
    // The bottom-left corner (a1) is off the playing squares only on the
    // light-square boards.
    let invert = u8::from(geometry.playable == Playable::Light);
    format!(
        "{},{},{},{},{notation},{invert}",
        variant.pdn_game_type(),
        match first {
            Color::White => 'W',
            Color::Black => 'B',
        },
        geometry.files,
        geometry.ranks,
    )
}

/// Writes a game as PDN: the tags (with `FEN` when the game did not start
/// from the variant's start position), the numbered moves in the variant's
/// notation, and the result, the moves in lines of at most 80 characters.
pub fn write(tags: &Tags, game: &Game) -> String {
    let start = game.start();
    let variant = start.variant();
    let mut out = String::new();
    for (name, value) in [
        ("Event", tags.event.as_str()),
        ("Site", tags.site.as_str()),
        ("Date", tags.date.as_str()),
        ("White", tags.white.as_str()),
        ("Black", tags.black.as_str()),
        ("Result", tags.result.token()),
    ] {
        push_tag(&mut out, name, value);
    }
    push_tag(&mut out, "GameType", &game_type(variant));
    if *start != Position::start(variant) {
        push_tag(&mut out, "FEN", &start.to_fen());
    }
    out.push('\n');

    let first = variant.first_to_move();
    let mut words: Vec<String> = Vec::new();
    let mut number = 1;
    let mut position = *start;
    for (i, mv) in game.moves().iter().enumerate() {
        let mover = position.turn();
        let text = position.move_text(mv, Notation::Native);
        // A move number stays on the line of its move.
        words.push(if mover == first {
            format!("{number}. {text}")
        } else if i == 0 {
            format!("{number}... {text}")
        } else {
            text
        });
        if mover != first {
            number += 1;
        }
        position = position.play_unchecked(mv);
    }
    words.push(tags.result.token().to_owned());
    let mut line = String::new();
    for word in words {
        if !line.is_empty() && line.len() + 1 + word.len() > 80 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&word);
    }
    out.push_str(&line);
    out.push('\n');
    out
}

/// How many moves the record of `game` numbers: a move is a pair of plies
/// starting with the variant's first mover, so a game set up with the other
/// side to move begins with a move of one ply (`1...`). The caption of a
/// record counts these, as players do, never plies.
pub fn move_count(game: &Game) -> usize {
    let plies = game.ply();
    if plies == 0 || game.start().turn() == game.variant().first_to_move() {
        plies.div_ceil(2)
    } else {
        1 + plies / 2
    }
}

/// One `[Name "value"]` line; the value's quotes and backslashes are
/// escaped and line breaks become spaces, so any name fits.
fn push_tag(out: &mut String, name: &str, value: &str) {
    out.push('[');
    out.push_str(name);
    out.push_str(" \"");
    for c in value.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out.push_str("\"]\n");
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The "Full details" column of PDN's GameType table, for the variants
    /// whose rules and notation are PDN's own.
    #[test]
    fn standard_types_match_the_pdn_table() {
        for (variant, expected) in [
            (Variant::International, "20,W,10,10,N2,0"),
            (Variant::English, "21,B,8,8,N1,0"),
            (Variant::Italian, "22,W,8,8,N2,1"),
            (Variant::Pool, "23,B,8,8,N1,0"),
            (Variant::Russian, "25,W,8,8,A0,0"),
            (Variant::Brazilian, "26,W,8,8,A0,0"),
            (Variant::Canadian, "27,W,12,12,N2,0"),
            (Variant::Portuguese, "28,W,8,8,N1,1"),
            (Variant::Czech, "29,W,8,8,A0,0"),
            (Variant::Turkish, "30,W,8,8,A0,0"),
            (Variant::Frisian, "40,W,10,10,N2,0"),
        ] {
            assert_eq!(game_type(variant), expected, "{variant}");
        }
        // PDN's Thai (31) is numbered with Black first; ours is written
        // algebraically with White first, and the full value says so.
        assert_eq!(game_type(Variant::Thai), "31,W,8,8,A0,0");
    }

    #[test]
    fn every_variant_has_its_own_number() {
        let mut numbers: Vec<u32> = Variant::ALL.map(Variant::pdn_game_type).to_vec();
        numbers.sort_unstable();
        numbers.dedup();
        assert_eq!(numbers.len(), Variant::ALL.len());
        assert_eq!(game_type(Variant::Alquerque), "109,W,5,5,A0,0");
        assert_eq!(game_type(Variant::Hawaiian), "108,B,8,8,A0,0");
    }

    #[test]
    fn tag_values_are_escaped() {
        let mut out = String::new();
        push_tag(&mut out, "White", "a \"b\" \\ c\nd");
        assert_eq!(out, "[White \"a \\\"b\\\" \\\\ c d\"]\n");
    }

    /// Plays `plies` plies (the first legal move each time) and counts the
    /// record's moves.
    fn moves_after(mut game: Game, plies: usize) -> usize {
        for _ in 0..plies {
            let mv = game.position().legal_moves()[0].clone();
            game.play(&mv).expect("a legal move");
        }
        move_count(&game)
    }

    #[test]
    fn a_record_counts_moves_not_plies() {
        // English checkers: six plies are moves 1 to 3 (`1. 11-15 23-19 2. …
        // 3. … …`), five plies moves 1 to 3 with the third half played.
        assert_eq!(moves_after(Game::new(Variant::English), 0), 0);
        assert_eq!(moves_after(Game::new(Variant::English), 1), 1);
        assert_eq!(moves_after(Game::new(Variant::English), 5), 3);
        assert_eq!(moves_after(Game::new(Variant::English), 6), 3);
        // Russian from a position with Black to move: `1... x 2. y z` is two
        // moves of three plies.
        let black_first = Position::from_fen(Variant::Russian, "B:Wa1,c1,e1:Bf8,h8,d8")
            .expect("a valid position");
        assert_eq!(moves_after(Game::from_position(black_first), 1), 1);
        assert_eq!(moves_after(Game::from_position(black_first), 2), 2);
        assert_eq!(moves_after(Game::from_position(black_first), 3), 2);
        assert_eq!(moves_after(Game::from_position(black_first), 4), 3);
    }
}
