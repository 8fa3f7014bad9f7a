//! Every variant through every game command, in the core: `bot` (the AI
//! answers), `local`, the rated queue with its ratings, `stats <variant>`
//! and `top <variant>`, private rooms with a spectator, the numbered move
//! list in the variant's own notation, and set-up positions (`fen`).

use crate::util::table::{Table, boards, joined, lines};
use damabot::delivery::OutBody;
use draughts::Variant;

/// How many times `needle` occurs in the output.
fn count(text: &str, needle: &str) -> usize {
    text.matches(needle).count()
}

/// The numbered moves `/moves` lists, without their numbers.
fn listed_moves(t: &mut Table, user: &str, chat: &str) -> Vec<String> {
    let out = t.say(user, chat, "/moves");
    let OutBody::MoveList { text, .. } = &out[0].body else {
        panic!("a move list: {:?}", lines(&out));
    };
    text.lines()
        .skip(1)
        .map(|l| l.split_once(". ").expect("numbered").1.to_owned())
        .collect()
}

/// Whether a move reads as the variant writes it: square numbers on the
/// numbered boards, algebraic squares elsewhere (a lone square for a
/// Hawaiian removal).
fn native(variant: Variant, text: &str) -> bool {
    let squares: Vec<&str> = text.split(['-', 'x', ':']).collect();
    let numbered = |s: &&str| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
    let algebraic = |s: &&str| {
        let mut chars = s.chars();
        chars.next().is_some_and(|c| c.is_ascii_lowercase()) && chars.as_str().parse::<u8>().is_ok()
    };
    if variant.numbered_notation() {
        squares.iter().all(numbered)
    } else {
        squares.iter().all(algebraic)
    }
}

#[test]
fn the_bot_answers_in_every_variant() {
    let mut t = Table::new();
    for v in Variant::ALL {
        let chat = format!("bot-{}", v.name());
        let out = t.say("alice", &chat, &format!("/bot {} 1", v.name()));
        assert_eq!(boards(&out).len(), 1, "{v}: {:?}", lines(&out));
        let moves = listed_moves(&mut t, "alice", &chat);
        assert!(!moves.is_empty(), "{v}");
        for m in &moves {
            assert!(native(v, m), "{v}: {m} is not in the variant's notation");
        }
        let out = t.say("alice", &chat, "/m 1");
        let text = joined(&out);
        assert_eq!(
            count(&text, "Last move: "),
            2,
            "{v}: alice's move and the bot's answer: {text}"
        );
        assert!(text.contains("to move: alice"), "{v}: {text}");
        t.say("alice", &chat, "/resign");
    }
}

#[test]
fn local_games_in_every_variant() {
    let mut t = Table::new();
    for v in Variant::ALL {
        let chat = format!("local-{}", v.name());
        t.say("alice", &chat, &format!("/local {}", v.name()));
        let first = t.say("alice", &chat, "/m 1");
        let second = t.say("alice", &chat, "/m 1");
        let text = joined(&first) + &joined(&second);
        assert_eq!(count(&text, "Last move: "), 2, "{v}: {text}");
        assert!(text.contains("(pass the device)"), "{v}: {text}");
    }
}

#[test]
fn rated_games_ratings_and_variant_stats_in_every_variant() {
    let mut t = Table::new();
    for v in Variant::ALL {
        let name = v.name();
        t.say("alice", "alice", &format!("/play {name}"));
        let out = t.say("bob", "bob", &format!("/play {name}"));
        let text = joined(&out);
        assert!(text.contains("⚔️ Rated "), "{v}: {text}");
        assert_eq!(boards(&out).len(), 2, "{v}: {text}");
        // bob resigns after two moves each: alice wins, and both ratings
        // move.
        t.play_first_moves([("alice", "alice"), ("bob", "bob")], 4);
        let out = t.say("bob", "bob", "/resign");
        let text = joined(&out);
        assert!(text.contains("wins: alice"), "{v}: {text}");
        assert!(
            text.contains("[alice] alice: rating 1500? → "),
            "{v}: {text}"
        );
        assert!(text.contains("[bob] bob: rating 1500? → "), "{v}: {text}");
        // The same two players change each other's ratings in three games
        // a day at most: the next variant is played a day later.
        t.now += 24 * 3600 * 1000 + 1;
        let stats = joined(&t.say("carol", "carol", &format!("/stats {name}")));
        assert!(stats.contains(": 1 finished game\n"), "{v}: {stats}");
        let top = joined(&t.say("alice", "alice", &format!("/top {name}")));
        assert!(
            top.contains("1. alice: ") && top.contains("2. bob: "),
            "{v}: {top}"
        );
        assert!(top.contains("Your rank: 1."), "{v}: {top}");
    }
    // One record per variant, each a won rated game.
    let stats = joined(&t.say("alice", "alice", "/stats"));
    assert_eq!(
        stats.matches(": 1 game, 1 W / 0 L / 0 D (100%)").count(),
        Variant::ALL.len(),
        "{stats}"
    );
}

#[test]
fn rooms_with_a_spectator_in_every_variant() {
    let mut t = Table::new();
    for v in Variant::ALL {
        let out = t.say("alice", "alice", &format!("/room {}", v.name()));
        let OutBody::Text { text: code, .. } = &out[1].body else {
            panic!("{v}: the code comes as its own message: {:?}", lines(&out));
        };
        let code = code.clone();
        let out = t.say("bob", "bob", &format!("/join {code}"));
        assert!(
            joined(&out).contains("[alice] bob joined the room."),
            "{v}: {:?}",
            lines(&out)
        );
        t.say("carol", "carol", &format!("/watch {code}"));
        // The room's creator takes the side that moves first.
        let out = t.say("alice", "alice", "/m 1");
        let mut chats: Vec<&str> = out.iter().map(|o| o.chat.id.as_str()).collect();
        chats.sort_unstable();
        chats.dedup();
        assert_eq!(chats, ["alice", "bob", "carol"], "{v}");
        t.say("alice", "alice", "/resign");
    }
}

#[test]
fn set_up_positions_start_games_and_bad_ones_are_explained() {
    let mut t = Table::new();
    // Black to move in the set-up position: the creator plays Black.
    t.say("alice", "club", "/new russian fen B:Wc3:Bf6");
    let out = t.say("bob", "club", "/join");
    let text = joined(&out);
    assert!(text.contains("⚪ bob vs ⚫ alice"), "{text}");
    assert!(text.contains("Black to move: alice"), "{text}");
    assert_eq!(listed_moves(&mut t, "alice", "club"), ["f6-e5", "f6-g5"]);

    let out = t.say("alice", "cafe", "/new russian fen Z:nonsense");
    assert_eq!(
        lines(&out),
        [
            "[cafe] \"Z:nonsense\" is not a position a Russian draughts (shashki) game can start from (each side needs a piece, and the side to move a legal move). Write it like the start position: W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8"
        ]
    );
    // White to move with nothing to jump: the game would be over at once.
    let out = t.say("alice", "cafe", "/local hawaiian fen W:Wh1:Bd3");
    assert!(
        joined(&out).contains("is not a position a Hawaiian checkers (Konane) game can start from"),
        "{:?}",
        lines(&out)
    );
    // A local game from a numeric position of a numbered board.
    let out = t.say("alice", "cafe", "/local international fen W:W31:B19");
    assert_eq!(boards(&out).len(), 1, "{:?}", lines(&out));
    assert_eq!(listed_moves(&mut t, "alice", "cafe"), ["31-26", "31-27"]);
}

#[test]
fn refusals_offer_the_legal_moves_in_the_variants_notation() {
    let mut t = Table::new();
    t.say("alice", "club", "/local international");
    // A square of no 10x10 board.
    let out = t.say("alice", "club", "/m 51-46");
    assert_eq!(
        lines(&out),
        [
            "[club] 51 is not a square of this board.",
            "[club] There are 9 legal moves, for example: 31-26, 31-27, 32-27, 32-28, 33-28, 33-29",
        ]
    );
    // A lone square names that piece's moves.
    let out = t.say("alice", "club", "/m d4");
    assert_eq!(
        lines(&out),
        [
            "[club] I can't read \"d4\" as a move. Write it like 31-26, or pick one from /moves.",
            "[club] The piece on 32 can play: 32-27, 32-28",
        ]
    );
    // A man that cannot go there: its own moves, in numbers.
    let out = t.say("alice", "club", "/m 33-24");
    assert_eq!(
        lines(&out),
        [
            "[club] \"33-24\" is not a legal move here. See /moves for the legal ones.",
            "[club] The piece on 33 can play: 33-28, 33-29",
        ]
    );
}
