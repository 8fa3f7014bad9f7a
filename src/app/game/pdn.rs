//! Portable Draughts Notation (PDN 3.0) for a game: the tag pairs, then the
//! numbered moves, then the result.
//!
//! The text is data for other draughts programs, not prose: tag values are
//! names and facts, never translated. The seven tags of the standard's
//! roster come first, in its order (`Event`, `Site`, `Date`, `Round`,
//! `White`, `Black`, `Result`), then `GameType` and, for a set-up start,
//! `FEN`. The GameType tag gives every variant its full description
//! (`20,W,10,10,N2,0`: type number, side that starts, board width and
//! height, notation and where square 1 is, whether the bottom-left corner is
//! off the playing squares), computed from the variant's facts in the
//! engine's catalogue so that it matches how the moves are written. The
//! type number is the catalogue's ([`Variant::pdn_game_type`]): the
//! standard's where it defines the game (see
//! <https://pdn.fmjd.org/gametype.html>): International 20, English 21,
//! Italian 22, Pool 23, Russian 25, Brazilian 26, Canadian 27, Portuguese
//! 28, Czech 29, Turkish 30, Thai 31, Frisian 40; damabot's own, from 101
//! up, for the variants it has no number for (the standard's table claims
//! every number, 51 and up as "future expansion", so none is free of it).
//!
//! What the standard fixes per GameType beyond that (result tokens and the
//! side they are read from, capture separators, Thai's names for the sides)
//! is in [`standard`]; [`read`] reads a record back into a game.
//!
//! Moves are numbered in pairs starting with the variant's first mover
//! (Black in English checkers, as its players write it). A game set up
//! from a position carries it in the `FEN` tag; when the side to move there
//! is not the variant's first mover, the moves start with `1...`.

pub mod read;
pub mod standard;

use draughts::{Color, Game, Move, Numbering, Playable, Position, Role, Square, Variant};

use standard::ResultType;

/// How a game ended, as the `Result` tag says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PdnResult {
    /// White won.
    WhiteWins,
    /// Black won.
    BlackWins,
    /// A draw.
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

    /// The token, as the variant's PDN writes it in the tag and after the
    /// moves: the score of the side that moves first, then the other's
    /// (`1-0`, `0-1`, `1/2-1/2`; `2-0`, `0-2`, `1-1` for the International
    /// result type), or `*` ([`standard`]).
    pub fn token(self, variant: Variant) -> &'static str {
        let first = variant.first_to_move();
        let first_wins = match self {
            PdnResult::Unfinished => return "*",
            PdnResult::Draw => {
                return match standard::result_type(variant) {
                    ResultType::Default => "1/2-1/2",
                    ResultType::International => "1-1",
                };
            }
            PdnResult::WhiteWins => first == Color::White,
            PdnResult::BlackWins => first == Color::Black,
        };
        match (standard::result_type(variant), first_wins) {
            (ResultType::Default, true) => "1-0",
            (ResultType::Default, false) => "0-1",
            (ResultType::International, true) => "2-0",
            (ResultType::International, false) => "0-2",
        }
    }

    /// The result with White's score first (`1-0`: White won), as a
    /// caption that names White before Black shows it.
    pub fn white_first(self) -> &'static str {
        match self {
            PdnResult::WhiteWins => "1-0",
            PdnResult::BlackWins => "0-1",
            PdnResult::Draw => "1/2-1/2",
            PdnResult::Unfinished => "*",
        }
    }
}

/// Everything a PDN record says about a game besides its moves. The
/// players are named by their side in our rules; the writer puts them
/// under the names the variant's PDN gives the sides.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tags {
    /// `Event`: what kind of game it was.
    pub event: String,
    /// `Site`: where it was played.
    pub site: String,
    /// `Date`: `YYYY.MM.DD`.
    pub date: String,
    /// `Round`: the round of the game in its event; `?` (the standard's
    /// unknown value) when it belongs to none.
    pub round: String,
    /// The name of White's player.
    pub white: String,
    /// The name of Black's player.
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
    let notation = match (standard::numbered(variant), variant.numbering()) {
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
        match standard::pdn_color(variant, first) {
            Color::White => 'W',
            Color::Black => 'B',
        },
        geometry.files,
        geometry.ranks,
    )
}

/// A square as the variant's PDN writes it: its number where the PDN
/// numbers squares, else algebraic (`c3`).
fn square_text(variant: Variant, square: Square) -> String {
    match square.number(variant) {
        Some(n) if standard::numbered(variant) => n.to_string(),
        _ => square.to_string(),
    }
}

/// A move as the variant's PDN writes it in `position` (PDN 3.0's writing
/// restrictions 6 to 9): a quiet move and an unambiguous capture by their
/// first and last squares, joined by `-` or by the PDN's capture
/// separator; a capture that another legal move with a different outcome
/// shares both squares with, by its full route ([`capture_route`]). A
/// Hawaiian removal is its square alone.
fn move_text(position: &Position, mv: &Move) -> String {
    let variant = position.variant();
    if mv.is_removal() {
        return square_text(variant, mv.from());
    }
    let squares =
        if !mv.is_capture() {
            vec![mv.from(), mv.to()]
        } else if position.legal_moves().iter().any(|other| {
            other.from() == mv.from() && other.to() == mv.to() && !other.same_outcome(mv)
        }) {
            capture_route(variant, mv)
        } else {
            vec![mv.from(), mv.to()]
        };
    let sep = if mv.is_capture() {
        standard::capture_separator(variant).to_string()
    } else {
        "-".to_owned()
    };
    squares
        .into_iter()
        .map(|sq| square_text(variant, sq))
        .collect::<Vec<_>>()
        .join(&sep)
}

/// A capture's full route as PDN 3.0 writes a disambiguated one
/// (restriction 9): the start, then for each captured piece but the last
/// the square where the route turns, or, where it goes on in the same
/// direction, the square right behind the captured piece; then the end.
fn capture_route(variant: Variant, mv: &Move) -> Vec<Square> {
    let (landings, captured) = (mv.landings(), mv.captured());
    if landings.len() != captured.len() {
        return std::iter::once(mv.from())
            .chain(landings.iter().copied())
            .collect();
    }
    let mut route = vec![mv.from()];
    let mut at = mv.from();
    for i in 0..landings.len() - 1 {
        let towards = direction(at, captured[i]);
        route.push(if towards == direction(landings[i], captured[i + 1]) {
            behind(variant, captured[i], towards).unwrap_or(landings[i])
        } else {
            landings[i]
        });
        at = landings[i];
    }
    route.push(mv.to());
    route
}

/// The direction from one square towards another: each coordinate's step
/// -1, 0 or 1.
fn direction(from: Square, to: Square) -> (i8, i8) {
    let step = |a: u8, b: u8| (i16::from(b) - i16::from(a)).signum() as i8;
    (step(from.file(), to.file()), step(from.rank(), to.rank()))
}

/// The first playable square beyond `square` in `direction` (on boards of
/// dark squares an orthogonal neighbour is light, so it is two away).
fn behind(variant: Variant, square: Square, (df, dr): (i8, i8)) -> Option<Square> {
    let geometry = variant.geometry();
    (1..=2).find_map(|k: i16| {
        let file = i16::from(square.file()) + k * i16::from(df);
        let rank = i16::from(square.rank()) + k * i16::from(dr);
        let sq = Square::try_new(u8::try_from(file).ok()?, u8::try_from(rank).ok()?)?;
        (file < i16::from(geometry.files)
            && rank < i16::from(geometry.ranks)
            && geometry.is_playable(sq))
        .then_some(sq)
    })
}

/// The `FEN` tag's value: the engine's position text, except where the
/// PDN names the sides otherwise (Thai), where each side is written under
/// its PDN name and the squares as numbers (`B:B25,26:W1`).
fn fen(position: &Position) -> String {
    let variant = position.variant();
    if !standard::names_swapped(variant) {
        return position.to_fen();
    }
    let letter = |c: Color| match standard::pdn_color(variant, c) {
        Color::White => 'W',
        Color::Black => 'B',
    };
    let mut out = letter(position.turn()).to_string();
    for pdn in [Color::White, Color::Black] {
        let ours = standard::pdn_color(variant, pdn);
        out.push(':');
        out.push(letter(ours));
        let squares: Vec<String> = position
            .pieces()
            .filter(|(_, piece)| piece.color == ours)
            .map(|(sq, piece)| {
                let king = if piece.role == Role::King { "K" } else { "" };
                format!("{king}{}", square_text(variant, sq))
            })
            .collect();
        out.push_str(&squares.join(","));
    }
    out
}

/// Writes a game as PDN: the tags (with `FEN` when the game did not start
/// from the variant's start position), the numbered moves in the variant's
/// PDN notation, and the result, the moves in lines of at most 80
/// characters.
pub fn write(tags: &Tags, game: &Game) -> String {
    let start = game.start();
    let variant = start.variant();
    let result = tags.result.token(variant);
    let (white, black) = if standard::names_swapped(variant) {
        (&tags.black, &tags.white)
    } else {
        (&tags.white, &tags.black)
    };
    let mut out = String::new();
    for (name, value) in [
        ("Event", tags.event.as_str()),
        ("Site", tags.site.as_str()),
        ("Date", tags.date.as_str()),
        ("Round", tags.round.as_str()),
        ("White", white.as_str()),
        ("Black", black.as_str()),
        ("Result", result),
    ] {
        push_tag(&mut out, name, value);
    }
    push_tag(&mut out, "GameType", &game_type(variant));
    if *start != Position::start(variant) {
        push_tag(&mut out, "FEN", &fen(start));
    }
    out.push('\n');

    let first = variant.first_to_move();
    let mut words: Vec<String> = Vec::new();
    let mut number = 1;
    let mut position = *start;
    for (i, mv) in game.moves().iter().enumerate() {
        let mover = position.turn();
        let text = move_text(&position, mv);
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
    words.push(result.to_owned());
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
            (Variant::Thai, "31,B,8,8,N2,0"),
        ] {
            assert_eq!(game_type(variant), expected, "{variant}");
        }
    }

    /// The standard's Result tag and GameType table: International result
    /// type for 20 and 27, Default for the others; a result read from the
    /// side that starts (PDN 2.0: in English, `1-0` "indicating Black (Red)
    /// won the game").
    #[test]
    fn results_are_written_as_each_game_type_reads_them() {
        use PdnResult::{BlackWins, Draw, Unfinished, WhiteWins};
        for (variant, white, black, draw) in [
            (Variant::International, "2-0", "0-2", "1-1"),
            (Variant::Canadian, "2-0", "0-2", "1-1"),
            (Variant::Frisian, "1-0", "0-1", "1/2-1/2"),
            (Variant::Russian, "1-0", "0-1", "1/2-1/2"),
            (Variant::Brazilian, "1-0", "0-1", "1/2-1/2"),
            (Variant::Italian, "1-0", "0-1", "1/2-1/2"),
            (Variant::English, "0-1", "1-0", "1/2-1/2"),
            (Variant::Pool, "0-1", "1-0", "1/2-1/2"),
            // Our White moves first in Thai, and PDN calls that side Black:
            // its win is the starting side's, 1-0.
            (Variant::Thai, "1-0", "0-1", "1/2-1/2"),
        ] {
            assert_eq!(WhiteWins.token(variant), white, "{variant}");
            assert_eq!(BlackWins.token(variant), black, "{variant}");
            assert_eq!(Draw.token(variant), draw, "{variant}");
            assert_eq!(Unfinished.token(variant), "*", "{variant}");
        }
    }

    /// The standard's "Capture Separator" column.
    #[test]
    fn captures_are_separated_as_the_table_says() {
        for (variant, sep) in [
            (Variant::International, 'x'),
            (Variant::English, 'x'),
            (Variant::Russian, ':'),
            (Variant::Czech, 'x'),
            (Variant::Turkish, 'x'),
            (Variant::Thai, '-'),
            (Variant::Frisian, 'x'),
        ] {
            assert_eq!(standard::capture_separator(variant), sep, "{variant}");
        }
    }

    /// The tag roster of the standard ("'Mandatory' tags"), in its order,
    /// then GameType.
    #[test]
    fn the_seven_tags_come_first_in_the_standards_order() {
        let tags = Tags {
            event: "e".into(),
            site: "s".into(),
            date: "2026.12.01".into(),
            round: "?".into(),
            white: "w".into(),
            black: "b".into(),
            result: PdnResult::Unfinished,
        };
        let text = write(&tags, &Game::new(Variant::Russian));
        let names: Vec<&str> = text
            .lines()
            .filter_map(|l| l.strip_prefix('['))
            .map(|l| l.split(' ').next().unwrap_or_default())
            .collect();
        assert_eq!(
            names,
            [
                "Event", "Site", "Date", "Round", "White", "Black", "Result", "GameType"
            ]
        );
        assert!(text.contains("[Round \"?\"]\n"), "{text}");
    }

    /// The movetext of a game from `fen` with the given moves.
    fn movetext(variant: Variant, fen: &str, moves: &[Move]) -> String {
        let mut game = Game::from_position(Position::from_fen(variant, fen).expect("a position"));
        for mv in moves {
            game.play(mv).expect("legal");
        }
        let tags = Tags {
            event: "e".into(),
            site: "s".into(),
            date: "d".into(),
            round: "?".into(),
            white: "w".into(),
            black: "b".into(),
            result: PdnResult::Unfinished,
        };
        let text = write(&tags, &game);
        text.split("\n\n")
            .nth(1)
            .expect("movetext")
            .trim()
            .to_owned()
    }

    /// PDN 3.0, restriction 8: a capture that is not ambiguous is written
    /// with its first and last squares only.
    #[test]
    fn an_unambiguous_capture_is_written_by_its_ends() {
        let fen = "B:Wb4,b2:Ba5,h8";
        let position = Position::from_fen(Variant::Russian, fen).expect("a position");
        let moves = position.legal_moves();
        assert_eq!(moves.len(), 1);
        assert_eq!(movetext(Variant::Russian, fen, &moves), "1... a5:a1 *");
    }

    /// PDN 3.0, restrictions 8 and 9, on the standard's own diagram (a
    /// White king on 47; Black on 14, 19, 29, 31 and 42): `47x36` does not
    /// say which pieces were taken, so the two captures are written
    /// `47x38x24x13x36` and `47x38x20x9x36`.
    #[test]
    fn an_ambiguous_capture_is_written_by_its_turns() {
        let fen = "W:WK47:B14,19,29,31,42";
        let position = Position::from_fen(Variant::International, fen).expect("a position");
        let mut written: Vec<String> = position
            .legal_moves()
            .into_iter()
            .filter(|mv| mv.to().number(Variant::International) == Some(36))
            .map(|mv| movetext(Variant::International, fen, &[mv]))
            .collect();
        written.sort();
        assert_eq!(written, ["1. 47x38x20x9x36 *", "1. 47x38x24x13x36 *"]);
    }

    /// Thai as the standard describes it: Black starts, squares numbered
    /// from the top left as the starting side sees them. Our White, which
    /// starts, is written as Black, in the tags and in the FEN.
    #[test]
    fn thai_is_written_with_the_standards_sides_and_numbers() {
        // White's man on d4 takes Black's last man, on e5, landing on f6.
        let start = Position::from_fen(Variant::Thai, "W:Wd4:Be5").expect("a Thai position");
        let mut game = Game::from_position(start);
        let mv = game.position().parse_move("d4xf6").expect("legal");
        game.play(&mv).expect("plays");
        let tags = Tags {
            event: "e".into(),
            site: "s".into(),
            date: "2026.12.01".into(),
            round: "?".into(),
            white: "Wanda".into(),
            black: "Bert".into(),
            result: PdnResult::WhiteWins,
        };
        let text = write(&tags, &game);
        assert!(text.contains("[White \"Bert\"]\n[Black \"Wanda\"]\n[Result \"1-0\"]\n"));
        // Square 1 top left as the starting side sees it: b8 = 1, d8 = 2,
        // …, a7 = 5, …, f6 = 11, e5 = 15, d4 = 18.
        assert!(
            text.contains("[GameType \"31,B,8,8,N2,0\"]\n[FEN \"B:W15:B18\"]\n"),
            "{text}"
        );
        assert!(text.ends_with("\n1. 18-11 1-0\n"), "{text}");
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
