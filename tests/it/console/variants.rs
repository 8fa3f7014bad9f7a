//! A console game in every variant, through the real binary: a game set up
//! with `/new <variant> fen <position>`, joined, a refused move answered with
//! that piece's legal moves, a promotion, a capture that only the new king
//! can make (so the promotion really happened), and the end with its result,
//! its reason and the coins (these games are too short for a mars). Moves
//! are typed algebraically by one player and in the variant's own numbers by
//! the other where the variant numbers its squares; the replies show every
//! move in the variant's own notation. Hawaiian (no promotion, an opening of
//! removals) and Alquerque (no promotion) have games of their own, and
//! Anti's winner is the side left without pieces.
//!
//! Each position and line was worked out by hand from the rules in
//! `shared/rules` (SPEC.md, VARIANTS.md); the comments say why each move is
//! the one played.

use crate::util::console;

/// What the console printed for `script`.
fn console(script: &str) -> String {
    console::run(script).0
}

/// A scripted game: alice opens it from `fen` (so she plays the side to
/// move), bob joins, alice tries `refused` first, then the players take
/// turns with `moves`, alice first. Every line of `expect` must be printed,
/// in order.
struct Game {
    variant: &'static str,
    fen: &'static str,
    refused: &'static str,
    moves: &'static [&'static str],
    expect: &'static [&'static str],
}

fn play(game: &Game) {
    let mut script = format!(
        "alice: /new {} fen {}\nbob: /join\nalice: /m {}\n",
        game.variant, game.fen, game.refused
    );
    for (i, mv) in game.moves.iter().enumerate() {
        let who = if i % 2 == 0 { "alice" } else { "bob" };
        script.push_str(&format!("{who}: {mv}\n"));
    }
    let out = console(&script);
    let mut rest = out.as_str();
    for line in game.expect {
        let wanted = format!("[local] {line}\n");
        match rest.find(&wanted) {
            Some(at) => rest = &rest[at + wanted.len()..],
            None => panic!("{}: missing (in order) {wanted:?} in:\n{out}", game.variant),
        }
    }
}

/// The common ending of the games White wins by taking Black's last piece
/// without losing one: no mars, which needs ten plies, and no coins.
const WHITE_TAKES_ALL: [&str; 2] = [
    "🏆 White wins: alice. The opponent has no pieces left.",
    "alice earns no coins: a game pays only after at least 5 moves.",
];

/// Expected lines: the players, the refusal, the three moves as shown, and
/// White's win.
macro_rules! expect_white_win {
    ($title:literal, $refusal:literal, $m1:literal, $m2:literal, $m3:literal) => {
        &[
            concat!($title, ": ⚪ alice vs ⚫ bob"),
            "White to move: alice",
            $refusal,
            concat!("Last move: ", $m1),
            "Black to move: bob",
            concat!("Last move: ", $m2),
            "White to move: alice",
            concat!("Last move: ", $m3),
            WHITE_TAKES_ALL[0],
            WHITE_TAKES_ALL[1],
        ]
    };
}

#[test]
fn persian() {
    // The man on a7 is crowned on a8; the rook-king then takes b5-a5 from
    // four squares away, backward: no man can.
    play(&Game {
        variant: "persian",
        fen: "W:Wa7,h2:Bb5",
        refused: "a7-a6",
        moves: &["/m a7-a8", "b5 a5", "/m a8xa4"],
        expect: expect_white_win!(
            "Persian dameh",
            "The piece on a7 can play: a7-a8, a7-b7",
            "a7-a8",
            "b5-a5",
            "a8xa4"
        ),
    });
}

#[test]
fn turkish() {
    play(&Game {
        variant: "turkish",
        fen: "W:Wa7,h2:Bb5",
        refused: "a7-a6",
        moves: &["/m a7a8", "/m b5-a5", "a8xa4"],
        expect: expect_white_win!(
            "Turkish dama",
            "The piece on a7 can play: a7-a8, a7-b7",
            "a7-a8",
            "b5-a5",
            "a8xa4"
        ),
    });
}

#[test]
fn english() {
    // Black moves first: alice is Black. Her man on 25 (b2) is crowned on
    // 30 (c1); bob's man steps next to it and the king takes it upward,
    // which no Black man can. Black wins.
    play(&Game {
        variant: "english",
        fen: "B:We1:Bb2",
        refused: "25-21",
        moves: &["/m b2-c1", "31-26", "/m 30x23"],
        expect: &[
            "English checkers: ⚪ bob vs ⚫ alice",
            "Black to move: alice",
            "The piece on 25 can play: 25-29, 25-30",
            "Last move: 25-30",
            "White to move: bob",
            "Last move: 31-26",
            "Black to move: alice",
            "Last move: 30x23",
            "🏆 Black wins: alice. The opponent has no pieces left.",
            "alice earns no coins: a game pays only after at least 5 moves.",
        ],
    });
}

#[test]
fn dameo() {
    // g7-g8 crowns; the king takes from four squares away down the g-file.
    play(&Game {
        variant: "dameo",
        fen: "W:Wg7:Bh5",
        refused: "g7-g6",
        moves: &["/m g7-g8", "h5-g4", "/m g8xg3"],
        expect: expect_white_win!(
            "Dameo",
            "The piece on g7 can play: g7-f8, g7-g8, g7-h8",
            "g7-g8",
            "h5-g4",
            "g8xg3"
        ),
    });
}

#[test]
fn international() {
    // 10 (i9) is crowned on 5 (j10); the king takes 19 (g7) from three
    // squares away. Typed in numbers and algebraically; shown in numbers.
    play(&Game {
        variant: "international",
        fen: "W:W10:B13",
        refused: "10-15",
        moves: &["/m i9-j10", "13-19", "/m j10xf6"],
        expect: expect_white_win!(
            "International draughts",
            "The piece on 10 can play: 10-4, 10-5",
            "10-5",
            "13-19",
            "5x23"
        ),
    });
}

#[test]
fn brazilian() {
    play(&Game {
        variant: "brazilian",
        fen: "W:Wg7:Bd6",
        refused: "g7-f6",
        moves: &["/m g7-h8", "d6-e5", "/m h8xd4"],
        expect: expect_white_win!(
            "Brazilian draughts",
            "The piece on g7 can play: g7-f8, g7-h8",
            "g7-h8",
            "d6-e5",
            "h8xd4"
        ),
    });
}

#[test]
fn canadian() {
    // 12 (k11) is crowned on 6 (l12); the king takes 23 (i9) from two
    // squares away, landing on 28 (h8).
    play(&Game {
        variant: "canadian",
        fen: "W:Wk11:Bh10",
        refused: "k11-j10",
        moves: &["/m 12-6", "h10-i9", "/m l12xh8"],
        expect: expect_white_win!(
            "Canadian draughts",
            "The piece on 12 can play: 12-5, 12-6",
            "12-6",
            "16-23",
            "6x28"
        ),
    });
}

#[test]
fn russian() {
    // Russian prints captures with ':'; 'x' is accepted as input.
    play(&Game {
        variant: "russian",
        fen: "W:Wg7:Bd6",
        refused: "g7-f6",
        moves: &["/m g7-h8", "d6-e5", "/m h8xd4"],
        expect: expect_white_win!(
            "Russian draughts (shashki)",
            "The piece on g7 can play: g7-f8, g7-h8",
            "g7-h8",
            "d6-e5",
            "h8:d4"
        ),
    });
}

#[test]
fn pool() {
    // Black moves first: alice's man on 25 (b2) is crowned on 29 (a1) and
    // takes 18 (d4) from two squares away.
    play(&Game {
        variant: "pool",
        fen: "B:We3:Bb2",
        refused: "b2-a3",
        moves: &["/m 25-29", "e3-d4", "/m a1xe5"],
        expect: &[
            "American pool checkers: ⚪ bob vs ⚫ alice",
            "Black to move: alice",
            "The piece on 25 can play: 25-29, 25-30",
            "Last move: 25-29",
            "White to move: bob",
            "Last move: 23-18",
            "Black to move: alice",
            "Last move: 29x15",
            "🏆 Black wins: alice. The opponent has no pieces left.",
            "alice earns no coins: a game pays only after at least 5 moves.",
        ],
    });
}

#[test]
fn czech() {
    play(&Game {
        variant: "czech",
        fen: "W:Wg7:Bd6",
        refused: "g7-f6",
        moves: &["/m g7-h8", "d6-e5", "/m h8:d4"],
        expect: expect_white_win!(
            "Czech draughts",
            "The piece on g7 can play: g7-f8, g7-h8",
            "g7-h8",
            "d6-e5",
            "h8:d4"
        ),
    });
}

#[test]
fn italian() {
    // Italian numbers from a8 on a board whose a1 is light: 5 is b7, 2 is
    // c8. The short king takes 6 (d7) backward, which no man can.
    play(&Game {
        variant: "italian",
        fen: "W:Wb7:Be8",
        refused: "b7-a6",
        moves: &["/m b7-c8", "3-6", "/m c8xe6"],
        expect: expect_white_win!(
            "Italian draughts",
            "The piece on 5 can play: 5-1, 5-2",
            "5-2",
            "3-6",
            "2x11"
        ),
    });
}

#[test]
fn portuguese() {
    // Portuguese numbers from h1, right to left: 28 is b7, 32 is a8.
    play(&Game {
        variant: "portuguese",
        fen: "W:Wb7:Bd7",
        refused: "28-24",
        moves: &["/m b7-a8", "d7-c6", "/m a8xd5"],
        expect: expect_white_win!(
            "Portuguese draughts",
            "The piece on 28 can play: 28-31, 28-32",
            "28-32",
            "27-23",
            "32x19"
        ),
    });
}

#[test]
fn thai() {
    // The Thai king lands right behind the piece it takes.
    play(&Game {
        variant: "thai",
        fen: "W:Wg7:Bd6",
        refused: "g7-f6",
        moves: &["/m g7-h8", "d6-e5", "/m h8xd4"],
        expect: expect_white_win!(
            "Thai draughts (mak-hos)",
            "The piece on g7 can play: g7-f8, g7-h8",
            "g7-h8",
            "d6-e5",
            "h8xd4"
        ),
    });
}

#[test]
fn frisian() {
    play(&Game {
        variant: "frisian",
        fen: "W:Wi9:Bf8",
        refused: "10-15",
        moves: &["/m 10-5", "f8-g7", "/m 5x23"],
        expect: expect_white_win!(
            "Frisian draughts",
            "The piece on 10 can play: 10-4, 10-5",
            "10-5",
            "13-19",
            "5x23"
        ),
    });
}

#[test]
fn anti() {
    // Black moves first and wins by losing everything: alice crowns on 30
    // (c1), steps her king back to 26 (d2), and bob must take it.
    play(&Game {
        variant: "anti",
        fen: "B:We1,h4:Bb2",
        refused: "b2-a3",
        moves: &["/m 25-30", "h4-g5", "/m c1-d2", "31x22"],
        expect: &[
            "Anti checkers: ⚪ bob vs ⚫ alice",
            "Black to move: alice",
            "The piece on 25 can play: 25-29, 25-30",
            "Last move: 25-30",
            "Last move: 20-16",
            "Last move: 30-26",
            "White to move: bob",
            "Last move: 31x22",
            "🏆 Black wins: alice. The winner has no pieces left, and in Anti checkers that wins.",
            "alice earns no coins: a game pays only after at least 5 moves.",
        ],
    });
}

#[test]
fn corner() {
    // Corner men are crowned only on a7 or b8 (White).
    play(&Game {
        variant: "corner",
        fen: "W:Wb6:Bd6",
        refused: "b6-a5",
        moves: &["/m b6-a7", "d6-c5", "/m a7xd4"],
        expect: expect_white_win!(
            "Corner checkers",
            "The piece on b6 can play: b6-a7, b6-c7",
            "b6-a7",
            "d6-c5",
            "a7xd4"
        ),
    });
}

#[test]
fn oneway() {
    // Both colours' men move up: bob's man goes d4-e5, toward the king.
    play(&Game {
        variant: "oneway",
        fen: "W:Wg7:Bd4",
        refused: "g7-f6",
        moves: &["/m g7-h8", "d4-e5", "/m h8xd4"],
        expect: expect_white_win!(
            "One-way checkers",
            "The piece on g7 can play: g7-f8, g7-h8",
            "g7-h8",
            "d4-e5",
            "h8xd4"
        ),
    });
}

#[test]
fn parachute() {
    // White's parachutist on b8 has nothing to land on and never moves.
    play(&Game {
        variant: "parachute",
        fen: "W:Wg7,Pb8:Bd6",
        refused: "b8-a7",
        moves: &["/m g7-h8", "d6-e5", "/m h8xd4"],
        expect: expect_white_win!(
            "Parachute checkers",
            "The legal moves are: g7-f8, g7-h8",
            "g7-h8",
            "d6-e5",
            "h8xd4"
        ),
    });
}

#[test]
fn gothic() {
    // The Gothic king takes diagonally backward (f7, landing on e6).
    play(&Game {
        variant: "gothic",
        fen: "W:Wg7:Be7",
        refused: "g7-g6",
        moves: &["/m g7-g8", "e7-f7", "/m g8xe6"],
        expect: expect_white_win!(
            "Gothic checkers",
            "The piece on g7 can play: g7-f7, g7-f8, g7-g8, g7-h7, g7-h8",
            "g7-g8",
            "e7-f7",
            "g8xe6"
        ),
    });
}

#[test]
fn hawaiian_opening_removals_then_jumps() {
    // From the start: Black removes its own piece on d5 (typed as the
    // square, in plain text), White one next to it, then Black jumps into
    // the holes (the jump typed by its two squares).
    let out = console(
        "alice: /new hawaiian\n\
         bob: /join\n\
         alice: /m a1\n\
         alice: d5\n\
         bob: /m d4\n\
         alice: /m d7-d5\n",
    );
    for line in [
        "[local] Hawaiian checkers (Konane): ⚪ bob vs ⚫ alice",
        "[local] Black to move: alice",
        "[local] The legal moves are: a8, d5, e4, h1",
        "[local] Last move: d5",
        "[local] Last move: d4",
        "[local] Last move: d7xd5",
    ] {
        assert!(out.contains(line), "missing {line:?} in:\n{out}");
    }
}

#[test]
fn hawaiian() {
    // No promotion; every move is a jump, so a slide is refused as a
    // missed capture. Black jumps d4; White's last piece has nothing to jump,
    // so White has no move and loses.
    play(&Game {
        variant: "hawaiian",
        fen: "B:Wd4,h1:Bd5",
        refused: "d5-d4",
        moves: &["/m d5xd3"],
        expect: &[
            "Hawaiian checkers (Konane): ⚪ bob vs ⚫ alice",
            "Black to move: alice",
            "Capture is compulsory. The legal capture is: d5xd3",
            "Last move: d5xd3",
            "🏆 Black wins: alice. The opponent has no legal move.",
            "alice earns no coins: a game pays only after at least 5 moves.",
        ],
    });
}

#[test]
fn alquerque() {
    // No promotion. bob's piece steps along the diagonal e5-d4 next to c3
    // and is taken along the same line.
    play(&Game {
        variant: "alquerque",
        fen: "W:Wc2:Be5",
        refused: "c2-c1",
        moves: &["/m c2-c3", "e5-d4", "/m c3xe5"],
        expect: &[
            "Alquerque: ⚪ alice vs ⚫ bob",
            "White to move: alice",
            "The piece on c2 can play: c2-b2, c2-c3, c2-d2",
            "Last move: c2-c3",
            "Last move: e5-d4",
            "Last move: c3xe5",
            WHITE_TAKES_ALL[0],
            WHITE_TAKES_ALL[1],
        ],
    });
}
