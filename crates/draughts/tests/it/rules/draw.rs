//! SPEC.md: how games end — wins, draws, mars.

use crate::util::pos;
use draughts::{Color, EndReason, Game, GameError, Move, Outcome, Variant};

fn play(game: &mut Game, moves: &[&str]) {
    for text in moves {
        let mv = game
            .position()
            .parse_move(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        game.play(&mv).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
}

/// White's two kings walk paths of distinct squares in turn (A, B, A back,
/// B back, …) while Black's king shuffles: `plies` plies of king moves, no
/// capture, no position three times.
fn king_walk(game: &mut Game, a: &[&str], b: &[&str], shuffle: [&str; 2], plies: usize) {
    let forward = |path: &[&str]| -> Vec<String> {
        path.windows(2)
            .map(|w| format!("{}-{}", w[0], w[1]))
            .collect()
    };
    let backward = |path: &[&str]| -> Vec<String> {
        let rev: Vec<&str> = path.iter().rev().copied().collect();
        forward(&rev)
    };
    let mut white: Vec<String> = Vec::new();
    while white.len() < plies / 2 {
        white.extend(forward(a));
        white.extend(forward(b));
        white.extend(backward(a));
        white.extend(backward(b));
    }
    for (i, w) in white.iter().take(plies / 2).enumerate() {
        assert!(game.outcome().is_none(), "over before ply {}", 2 * i);
        play(game, &[w.as_str(), shuffle[i % 2]]);
    }
}

const ROOK_A: [&str; 12] = [
    "a1", "b1", "c1", "d1", "e1", "f1", "f2", "e2", "d2", "c2", "b2", "a2",
];
const ROOK_B: [&str; 12] = [
    "a3", "b3", "c3", "d3", "e3", "f3", "f4", "e4", "d4", "c4", "b4", "a4",
];
const KING_FEN: &str = "W:WKa1,Ka3:BKh8,Kh7";

fn draw(reason: EndReason) -> Option<Outcome> {
    Some(Outcome {
        winner: None,
        reason,
        mars: false,
    })
}

/// Common 4: "win by no pieces / no legal move; draw by the variant's rules
/// below or by agreement; loss by resignation, by forfeit … Threefold
/// repetition of the same position with the same side to move is a draw in
/// every variant."
#[test]
fn common_4_game_endings() {
    let mut g = Game::from_position(pos(Variant::Persian, "W:Wd4:Bd5,h7"));
    play(&mut g, &["d4xd6", "h7-h6"]);
    assert_eq!(g.outcome(), None);
    let blocked = Game::from_position(pos(Variant::Persian, "W:Wa2,a3:Ba4,a5,b2,b3,c2,c3"));
    assert_eq!(
        blocked.outcome().map(|o| (o.winner, o.reason)),
        Some((Some(Color::Black), EndReason::NoMoves))
    );
    let mut none = Game::from_position(pos(Variant::Persian, "W:Wd4:Bd5"));
    play(&mut none, &["d4xd6"]);
    assert_eq!(
        none.outcome().map(|o| (o.winner, o.reason)),
        Some((Some(Color::White), EndReason::NoPieces))
    );
    let any = Move::quiet("d6".parse().unwrap(), "d7".parse().unwrap(), false);
    assert_eq!(none.play(&any), Err(GameError::Over));

    let mut r = Game::new(Variant::Turkish);
    r.resign(Color::White);
    assert_eq!(
        r.outcome().map(|o| (o.winner, o.reason)),
        Some((Some(Color::Black), EndReason::Resignation))
    );
    let mut t = Game::new(Variant::English);
    t.forfeit_on_time(Color::Black);
    assert_eq!(
        t.outcome().map(|o| (o.winner, o.reason)),
        Some((Some(Color::White), EndReason::TimeForfeit))
    );
    let mut a = Game::new(Variant::Dameo);
    a.agree_draw();
    assert_eq!(a.outcome(), draw(EndReason::Agreement));

    for (variant, fen, shuffle) in [
        (
            Variant::Persian,
            "W:WKa1,Kc1:BKh8,Kf8",
            ["a1-a2", "h8-h7", "a2-a1", "h7-h8"],
        ),
        (
            Variant::Turkish,
            "W:WKa1,Kc1:BKh8,Kf8",
            ["a1-a2", "h8-h7", "a2-a1", "h7-h8"],
        ),
        (
            Variant::Dameo,
            "W:WKa1,Kc1:BKh8,Kf8",
            ["a1-a2", "h8-h7", "a2-a1", "h7-h8"],
        ),
        (
            Variant::English,
            "W:WKa1,Kc1:BKh8,Kf8",
            ["a1-b2", "h8-g7", "b2-a1", "g7-h8"],
        ),
    ] {
        let mut g = Game::from_position(pos(variant, fen));
        play(&mut g, &shuffle);
        assert_eq!(g.repetitions(), 2, "{variant}");
        play(&mut g, &shuffle[..3]);
        assert_eq!(g.outcome(), None, "{variant}");
        play(&mut g, &shuffle[3..]);
        assert_eq!(g.outcome(), draw(EndReason::Repetition), "{variant}");
    }
}

/// Common 5: "Mars: a win in which the winner lost no piece."
#[test]
fn common_5_mars() {
    let mut clean = Game::from_position(pos(Variant::Turkish, "W:Wd4,a2:Bd5"));
    play(&mut clean, &["d4xd6"]);
    assert_eq!(
        clean.outcome().map(|o| (o.winner, o.mars)),
        Some((Some(Color::White), true))
    );
    let mut costly = Game::from_position(pos(Variant::Persian, "B:Wa2,d4:Bd5,h7"));
    play(&mut costly, &["d5xd3"]);
    costly.resign(Color::White);
    assert_eq!(
        costly.outcome().map(|o| (o.winner, o.mars)),
        Some((Some(Color::Black), true))
    );
    let mut lost_one = Game::from_position(pos(Variant::Persian, "B:Wa2,d4:Bd5,h7"));
    play(&mut lost_one, &["d5xd3"]);
    lost_one.resign(Color::Black);
    assert_eq!(
        lost_one.outcome().map(|o| (o.winner, o.mars)),
        Some((Some(Color::White), false))
    );
}

/// Persian 7: "draws: one king on each side and nothing else; or 50 moves by
/// each side (100 plies) in which only kings moved and nothing was captured;
/// or threefold repetition. King against a lone man is played on."
#[test]
fn persian_7_draw_rules() {
    assert_eq!(
        Game::from_position(pos(Variant::Persian, "W:WKa1:BKh8")).outcome(),
        draw(EndReason::OneKingEach)
    );
    assert_eq!(
        Game::from_position(pos(Variant::Persian, "W:WKa1:Bh7")).outcome(),
        None
    );
    let mut g = Game::from_position(pos(Variant::Persian, KING_FEN));
    king_walk(&mut g, &ROOK_A, &ROOK_B, ["h8-g8", "g8-h8"], 100);
    assert_eq!(g.quiet_plies(), 100);
    assert_eq!(g.outcome(), draw(EndReason::KingMovesLimit));
    // A man move resets the count.
    let mut m = Game::from_position(pos(Variant::Persian, "W:WKa1,c2:BKh8,Kh7"));
    play(&mut m, &["a1-b1", "h8-g8", "c2-c3"]);
    assert_eq!(m.quiet_plies(), 0);
}

/// Turkish 3: "draws: 50 moves by each side (100 plies) without a capture;
/// one piece each, whatever their kind; threefold repetition".
#[test]
fn turkish_3_draw_rules() {
    assert_eq!(
        Game::from_position(pos(Variant::Turkish, "W:WKa1:Bh7")).outcome(),
        draw(EndReason::OnePieceEach)
    );
    let mut g = Game::from_position(pos(Variant::Turkish, KING_FEN));
    king_walk(&mut g, &ROOK_A, &ROOK_B, ["h8-g8", "g8-h8"], 100);
    assert_eq!(g.outcome(), draw(EndReason::NoCaptureLimit));
}

/// English 4: "draws: 40 moves by each side (80 plies) without a capture;
/// threefold repetition".
#[test]
fn english_4_draw_rules() {
    let a = ["a1", "b2", "c1", "d2", "e1", "f2", "g1", "h2"];
    let b = ["a3", "b4", "c3", "d4", "e3", "f4", "g3", "h4"];
    let mut g = Game::from_position(pos(Variant::English, "W:WKa1,Ka3:BKh8"));
    king_walk(&mut g, &a, &b, ["h8-g7", "g7-h8"], 80);
    assert_eq!(g.outcome(), draw(EndReason::NoCaptureLimit));
}

/// Dameo 8: "draws: threefold repetition; 50 moves by each side with no
/// capture and no man move (mutual impotence)".
#[test]
fn dameo_8_draw_rules() {
    let mut g = Game::from_position(pos(Variant::Dameo, KING_FEN));
    king_walk(&mut g, &ROOK_A, &ROOK_B, ["h8-g8", "g8-h8"], 100);
    assert_eq!(g.outcome(), draw(EndReason::MutualImpotence));
}

/// A flag fall loses, unless the opponent is left a lone king in an ending
/// that one of the variant's material rules draws (docs/play.md): such a
/// king could never be given the game, so the flag fall is a draw.
#[test]
fn a_flag_fall_loses_unless_the_opponent_is_a_lone_king_the_rules_draw() {
    let flag = |variant, fen, color| {
        let mut g = Game::from_position(pos(variant, fen));
        g.flag_fall(color);
        g.outcome().map(|o| (o.winner, o.reason))
    };
    let draw = Some((None, EndReason::TimeoutDraw));
    // FMJD-64 (e): a lone king against two pieces with a king.
    assert_eq!(
        flag(Variant::Russian, "W:WKa1,Kc1:BKh2", Color::White),
        draw
    );
    assert_eq!(
        flag(Variant::Russian, "W:WKa1,Kc1:BKh2", Color::Black),
        Some((Some(Color::White), EndReason::TimeForfeit)),
        "the kings' side can win"
    );
    // Frisian: one king against one king.
    assert_eq!(flag(Variant::Frisian, "W:WK1:BK50", Color::White), draw);
    // No Russian rule covers a lone king against five men.
    assert_eq!(
        flag(Variant::Russian, "W:Wa1,c1,e1,g1,h2:BKd8", Color::White),
        Some((Some(Color::Black), EndReason::TimeForfeit))
    );
    // English has no material rule at all.
    assert_eq!(
        flag(Variant::English, "W:WK1,K2:BK32", Color::White),
        Some((Some(Color::Black), EndReason::TimeForfeit))
    );
    // Nothing changes a finished game.
    let mut over = Game::new(Variant::Russian);
    over.resign(Color::White);
    over.flag_fall(Color::Black);
    assert_eq!(
        over.outcome().map(|o| (o.winner, o.reason)),
        Some((Some(Color::Black), EndReason::Resignation))
    );
}
