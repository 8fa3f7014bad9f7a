//! A small, strict PDN reader for tests: the tag pairs and the moves of one
//! game, read the way other PDN programs read it and independently of the
//! writer under test. It knows PDN 3.0's syntax (tag pairs with escaped
//! quotes, move numbers `12.` and `12...`, comments in braces, variations
//! in parentheses, the result token at the end); the moves stay text, for
//! the engine to read.

use draughts::{Color, Game, Position, Variant};

/// One game as read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PdnGame {
    /// The tag pairs, in order.
    pub tags: Vec<(String, String)>,
    /// The moves, as written.
    pub moves: Vec<String>,
    /// The game termination token (`1-0`, `0-1`, `1/2-1/2`, `*`).
    pub result: String,
}

impl PdnGame {
    /// A tag's value.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Replays the game with the engine: from the `FEN` tag's position (or
    /// the variant's start), every move read in that position.
    /// Where the GameType's start colour is not the side that starts in
    /// our rules (Thai: PDN's Black is our White), the FEN's sides are read
    /// the other way round.
    pub fn replay(&self, variant: Variant) -> Result<Game, String> {
        let start = match self.tag("FEN") {
            Some(fen) => {
                let fen = if self.names_swapped(variant) {
                    swap_sides(fen)
                } else {
                    fen.to_owned()
                };
                Position::from_fen(variant, &fen).map_err(|e| format!("FEN: {e}"))?
            }
            None => Position::start(variant),
        };
        let mut game = Game::from_position(start);
        for (i, text) in self.moves.iter().enumerate() {
            let mv = game
                .position()
                .parse_move(text)
                .map_err(|e| format!("move {} ({text}): {e}", i + 1))?;
            game.play(&mv)
                .map_err(|e| format!("move {} ({text}): {e}", i + 1))?;
        }
        Ok(game)
    }
}

impl PdnGame {
    /// Whether the GameType's start colour (its second field) names the
    /// side that starts in our rules otherwise.
    pub fn names_swapped(&self, variant: Variant) -> bool {
        let ours = match variant.first_to_move() {
            Color::White => "W",
            Color::Black => "B",
        };
        self.tag("GameType")
            .and_then(|t| t.split(',').nth(1))
            .is_some_and(|start| start != ours)
    }

    /// Whether the GameType's notation (its fifth field) is numeric.
    pub fn numbered(&self) -> bool {
        self.tag("GameType")
            .and_then(|t| t.split(',').nth(4))
            .is_some_and(|n| n.starts_with('N'))
    }
}

/// Position text with the two sides' letters exchanged.
fn swap_sides(fen: &str) -> String {
    fen.split(':')
        .map(|field| match field.chars().next() {
            Some('W') => format!("B{}", &field[1..]),
            Some('B') => format!("W{}", &field[1..]),
            _ => field.to_owned(),
        })
        .collect::<Vec<_>>()
        .join(":")
}

const RESULTS: [&str; 8] = ["1-0", "0-1", "1/2-1/2", "*", "2-0", "0-2", "1-1", "0-0"];

/// Reads one game; anything that is not PDN is an error.
pub fn read(text: &str) -> Result<PdnGame, String> {
    let mut tags = Vec::new();
    let mut rest = text.trim_start_matches('\u{feff}');
    loop {
        rest = rest.trim_start();
        let Some(tag) = rest.strip_prefix('[') else {
            break;
        };
        let (pair, after) = read_tag(tag)?;
        tags.push(pair);
        rest = after;
    }
    let mut moves = Vec::new();
    let mut chars = rest.chars().peekable();
    let mut word = String::new();
    let mut words = Vec::new();
    while let Some(c) = chars.next() {
        match c {
            '{' => {
                take_word(&mut word, &mut words);
                if !chars.by_ref().any(|c| c == '}') {
                    return Err("a comment is not closed".into());
                }
            }
            '(' => {
                take_word(&mut word, &mut words);
                let mut depth = 1;
                for c in chars.by_ref() {
                    match c {
                        '(' => depth += 1,
                        ')' => depth -= 1,
                        _ => {}
                    }
                    if depth == 0 {
                        break;
                    }
                }
                if depth != 0 {
                    return Err("a variation is not closed".into());
                }
            }
            c if c.is_whitespace() => take_word(&mut word, &mut words),
            c => word.push(c),
        }
    }
    take_word(&mut word, &mut words);
    let Some(result) = words.pop() else {
        return Err("no game termination".into());
    };
    if !RESULTS.contains(&result.as_str()) {
        return Err(format!("'{result}' is no game termination"));
    }
    for word in words {
        if RESULTS.contains(&word.as_str()) {
            return Err(format!("a result '{word}' before the end"));
        }
        // `12.` and `12...` number the moves; `12.c3-d4` glues them.
        let digits = word.chars().take_while(char::is_ascii_digit).count();
        let after_number = &word[digits..];
        let mv = if digits > 0 && after_number.starts_with('.') {
            after_number.trim_start_matches('.')
        } else {
            word.as_str()
        };
        if !mv.is_empty() {
            moves.push(mv.to_owned());
        }
    }
    if !tags.iter().any(|(n, _)| n == "Result") {
        return Err("no Result tag".into());
    }
    Ok(PdnGame {
        tags,
        moves,
        result,
    })
}

fn take_word(word: &mut String, words: &mut Vec<String>) {
    if !word.is_empty() {
        words.push(std::mem::take(word));
    }
}

/// Reads `Name "value"]` (after the `[`); returns the pair and the rest.
fn read_tag(text: &str) -> Result<((String, String), &str), String> {
    let text = text.trim_start();
    let name_len = text
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .ok_or("a tag is not closed")?;
    if name_len == 0 {
        return Err("a tag without a name".into());
    }
    let name = &text[..name_len];
    let rest = text[name_len..].trim_start();
    let mut chars = rest
        .strip_prefix('"')
        .ok_or("a tag value is not quoted")?
        .char_indices();
    let mut value = String::new();
    loop {
        match chars.next() {
            Some((_, '\\')) => match chars.next() {
                Some((_, c)) => value.push(c),
                None => return Err("a tag value is not closed".into()),
            },
            Some((i, '"')) => {
                let after = rest[1 + i + 1..].trim_start();
                let after = after.strip_prefix(']').ok_or("a tag is not closed")?;
                return Ok(((name.to_owned(), value), after));
            }
            Some((_, '\n')) | None => return Err("a tag value is not closed".into()),
            Some((_, c)) => value.push(c),
        }
    }
}
