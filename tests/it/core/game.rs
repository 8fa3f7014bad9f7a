//! The game table through the core: creating, joining, moving, refusals,
//! draws, resignations, local and bot games, idempotency and stale buttons.

use crate::util::table::{Table, boards, joined, lines};
use damabot::app::{Command, CoreConfig};
use damabot::delivery::OutBody;
use damabot::store::Store;

/// Opens a Turkish game in the chat "club" between alice (White) and bob.
fn turkish_game() -> Table {
    let mut t = Table::new();
    t.say("alice", "club", "/new turkish");
    let out = t.say("bob", "club", "/join");
    assert!(
        joined(&out).contains("White to move: alice"),
        "{:?}",
        lines(&out)
    );
    t
}

#[test]
fn a_group_game_from_creation_to_resignation() {
    let mut t = Table::new();
    let out = t.say("alice", "club", "/new turkish");
    assert!(
        joined(&out).contains("Waiting for an opponent"),
        "{:?}",
        lines(&out)
    );
    assert_eq!(boards(&out).len(), 1);
    let out = t.say("bob", "club", "/join");
    assert!(
        joined(&out).contains("⚪ alice vs ⚫ bob"),
        "{:?}",
        lines(&out)
    );

    let out = t.say("alice", "club", "/m d3-d4");
    assert!(joined(&out).contains("Last move: d3-d4"));
    assert!(joined(&out).contains("Black to move: bob"));

    // A plain-text move works too.
    let out = t.say("bob", "club", "d6 d5");
    assert!(
        joined(&out).contains("Last move: d6-d5"),
        "{:?}",
        lines(&out)
    );

    // Capture is compulsory: the quiet move is refused with the capture listed.
    let out = t.say("alice", "club", "/m a3-a4");
    assert_eq!(
        lines(&out),
        ["[club] Capture is compulsory. The legal capture is: d4xd6xd8"]
    );
    // The multi-capture: over d5 and d7, crowned on d8.
    let out = t.say("alice", "club", "/m d4xd6xd8");
    assert!(
        joined(&out).contains("Last move: d4xd6xd8"),
        "{:?}",
        lines(&out)
    );

    // bob's second move: each side has made two, so the game counts.
    let out = t.say("bob", "club", "/m 1");
    assert!(joined(&out).contains("Last move"), "{:?}", lines(&out));
    let out = t.say("bob", "club", "/resign");
    let text = joined(&out);
    assert!(
        text.contains("🏆 White wins: alice. The opponent resigned."),
        "{text}"
    );
    // alice took two pieces and lost none, but a mars needs ten plies.
    assert!(!text.contains("Mars"), "{text}");
}

#[test]
fn refusals_say_what_was_wrong() {
    let mut t = turkish_game();
    assert_eq!(
        lines(&t.say("bob", "club", "/m d6-d5")),
        ["[club] It is not your turn: White (alice) is to move."]
    );
    assert_eq!(
        lines(&t.say("carol", "club", "/m d3-d4")),
        ["[club] You are not playing in this game. Start your own with /new <variant>."]
    );
    let out = t.say("alice", "club", "/m hello");
    assert!(
        joined(&out).starts_with("[club] I can't read \"hello\" as a move."),
        "{:?}",
        lines(&out)
    );
    let out = t.say("alice", "club", "/m a3-a5");
    assert_eq!(
        lines(&out),
        [
            "[club] \"a3-a5\" is not a legal move here. See /moves for the legal ones.",
            "[club] The piece on a3 can play: a3-a4"
        ]
    );
    let some =
        "[club] There are 8 legal moves, for example: a3-a4, b3-b4, c3-c4, d3-d4, e3-e4, f3-f4";
    let out = t.say("alice", "club", "/m e5-e6");
    assert_eq!(lines(&out), ["[club] There is no piece on e5.", some]);
    let out = t.say("alice", "club", "/m d6-d5");
    assert_eq!(lines(&out), ["[club] The piece on d6 is not yours.", some]);
    // Chatter that is not a move stays unanswered in a group.
    assert!(t.say("carol", "club", "nice game").is_empty());
    // Nothing changed: alice is still to move.
    let out = t.say("alice", "club", "/board");
    assert!(joined(&out).contains("White to move: alice"));
}

#[test]
fn one_game_per_chat_but_many_chats_at_once() {
    let mut t = turkish_game();
    let out = t.say("carol", "club", "/new english");
    assert_eq!(
        lines(&out),
        ["[club] A game is already running in this chat. /board shows it."]
    );
    // alice plays a second game elsewhere.
    t.say("alice", "cafe", "/new english");
    let out = t.say("dave", "cafe", "/join");
    assert!(
        joined(&out).contains("⚪ dave vs ⚫ alice"),
        "{:?}",
        lines(&out)
    );
    let out = t.say("alice", "cafe", "/m 11-15");
    assert!(
        joined(&out).contains("Last move: 11-15"),
        "{:?}",
        lines(&out)
    );
    let out = t.say("alice", "club", "/m d3-d4");
    assert!(joined(&out).contains("Last move: d3-d4"));
}

#[test]
fn numbered_moves_and_stale_buttons() {
    let mut t = turkish_game();
    let out = t.say("alice", "club", "/moves");
    let OutBody::MoveList { text, buttons } = &out[0].body else {
        panic!("a move list: {out:?}");
    };
    // Turkish men step forward or sideways; from the start only the eight
    // forward steps of the third rank are free.
    assert!(text.starts_with("8 legal moves (page 1/1)"), "{text}");
    assert_eq!(buttons.len(), 8);
    let pick = buttons
        .iter()
        .position(|b| b.label.ends_with("d3-d4"))
        .expect("d3-d4 listed")
        + 1;
    let out = t.say("alice", "club", &format!("/m {pick}"));
    assert!(joined(&out).contains("Last move: d3-d4"));

    // A button pressed on the list made before that move is refused.
    let data = &buttons[0].data;
    let press = damabot::text::callback::decode(data).expect("our payload");
    let mut request = t.request("bob", "club", "/m 1");
    request.command = press.command;
    request.game = press.game;
    assert_eq!(
        lines(&t.send(&request)),
        ["[club] That button belongs to an older board. Use the newest one, or /board."]
    );
    let out = t.say("bob", "club", "/m 99");
    assert_eq!(
        lines(&out),
        ["[club] There is no move 99: choose 1 to 8 (see /moves)."]
    );
}

#[test]
fn the_same_update_twice_plays_once() {
    let mut t = turkish_game();
    let request = t.request("alice", "club", "/m d3-d4");
    assert!(!t.send(&request).is_empty());
    assert!(
        t.send(&request).is_empty(),
        "a redelivered update must change nothing"
    );
    let out = t.say("bob", "club", "/board");
    assert!(
        joined(&out).contains("Black to move: bob"),
        "{:?}",
        lines(&out)
    );
}

#[test]
fn draws_are_offered_declined_by_moving_and_accepted() {
    let mut t = turkish_game();
    let out = t.say("alice", "club", "/draw");
    assert_eq!(
        lines(&out),
        ["[club] alice offers a draw. Accept with /draw, or decline by moving."]
    );
    assert_eq!(
        lines(&t.say("alice", "club", "/draw")),
        ["[club] You already offered a draw; the opponent can accept with /draw."]
    );
    // bob declines by moving... but it is alice's turn, so alice moves and
    // the offer lapses.
    t.say("alice", "club", "/m a3-a4");
    // Two moves each, so that the draw is a result and no abort.
    t.play_first_moves([("bob", "club"), ("alice", "club")], 3);
    t.say("bob", "club", "/draw");
    let out = t.say("alice", "club", "/draw");
    assert!(
        joined(&out).contains("🤝 Draw. Agreed by both players."),
        "{:?}",
        lines(&out)
    );
}

#[test]
fn abort_only_before_each_side_has_made_two_moves() {
    let mut t = turkish_game();
    t.play_first_moves([("alice", "club"), ("bob", "club")], 4);
    assert_eq!(
        lines(&t.say("bob", "club", "/abort")),
        [
            "[club] Both sides have made two moves, so the game counts and can no longer be aborted: use /resign instead."
        ]
    );
    let mut t = turkish_game();
    t.play_first_moves([("alice", "club"), ("bob", "club")], 3);
    assert_eq!(
        lines(&t.say("bob", "club", "/abort")),
        ["[club] The game was aborted."]
    );
    let out = t.say("carol", "club", "/new dameo");
    assert!(joined(&out).contains("Waiting for an opponent"));
}

#[test]
fn a_local_game_turns_the_board_to_the_side_to_move() {
    let mut t = Table::new();
    let out = t.say("alice", "club", "/local english");
    assert!(
        joined(&out).contains("Black to move (pass the device)"),
        "{:?}",
        lines(&out)
    );
    assert!(
        boards(&out)[0].ascii.starts_with("   h g f e d c b a"),
        "{}",
        boards(&out)[0].ascii
    );
    let out = t.say("alice", "club", "/m 11-15");
    assert!(joined(&out).contains("White to move (pass the device)"));
    assert!(boards(&out)[0].ascii.starts_with("   a b c d e f g h"));
    // Only the one who started it moves, resigns or aborts.
    for command in ["/m 22-18", "/resign", "/abort"] {
        assert_eq!(
            lines(&t.say("bob", "club", command)),
            ["[club] This local game belongs to alice: only they can move, resign or abort it."],
            "{command}"
        );
    }
    let out = t.say("alice", "club", "/m 22-18");
    assert!(
        joined(&out).contains("Last move: 22-18"),
        "{:?}",
        lines(&out)
    );
}

#[test]
fn the_bot_answers_every_move_and_is_labelled() {
    let mut t = Table::new();
    let out = t.say("alice", "alice", "/bot turkish 1");
    assert!(
        joined(&out).contains("⚪ alice vs ⚫ 🤖 Bot (level 1)"),
        "{:?}",
        lines(&out)
    );
    let out = t.say("alice", "alice", "/m d3-d4");
    let caps: Vec<_> = boards(&out).iter().map(|b| b.caption.clone()).collect();
    assert_eq!(
        caps.len(),
        2,
        "the human's move and the bot's answer: {caps:?}"
    );
    assert!(caps[1].contains("White to move: alice"), "{caps:?}");
    assert_eq!(
        lines(&t.say("alice", "alice", "/draw")),
        ["[alice] 🤖 The bot declines the draw and plays on."]
    );
}

#[test]
fn private_chats_point_to_the_right_modes() {
    let mut t = Table::new();
    let out = t.say("alice", "alice", "/new persian");
    assert!(joined(&out).contains("/bot persian"), "{:?}", lines(&out));
    assert_eq!(
        lines(&t.say("alice", "alice", "hello")),
        ["[alice] Type /help to see what I can do."]
    );
}

#[test]
fn bad_arguments_get_examples() {
    let mut t = Table::new();
    let out = t.say("alice", "club", "/new chess");
    assert_eq!(
        lines(&out),
        [
            "[club] I don't know the game \"chess\". Choose one of: persian, turkish, english, dameo, international, brazilian, canadian, russian, pool, czech, italian, portuguese, thai, frisian, anti, corner, oneway, parachute, gothic, hawaiian, alquerque."
        ]
    );
    let out = t.say("alice", "club", "/bot english 12");
    assert_eq!(
        lines(&out),
        ["[club] The bot's level is 1 to 8, not \"12\". For example: /bot english 4."]
    );
    let out = t.say("alice", "club", "/frobnicate");
    assert_eq!(
        lines(&out),
        ["[club] I don't know /frobnicate. Type /help for the list of commands."]
    );
    assert!(matches!(
        damabot::text::parse::parse("/m"),
        Some(Command::Invalid(_))
    ));
}

#[test]
fn a_compulsory_capture_marks_the_pieces_that_must_take() {
    let mut t = turkish_game();
    t.say("alice", "club", "/m d3-d4");
    let request = t.request("bob", "club", "/m d6-d5");
    let outcome = t.core.handle(&request, t.now).expect("committed");
    let hints: Vec<String> = outcome
        .parcels
        .iter()
        .filter_map(|p| match &p.effect.body {
            damabot::app::Body::Board(post) => {
                Some(post.hints.iter().map(|s| s.to_string()).collect::<Vec<_>>())
            }
            _ => None,
        })
        .flatten()
        .collect();
    assert_eq!(hints, ["d4"]);
}

/// SPEC.md: "the same position with the same side to move occurs for the
/// third time" ends the game as a draw. Every move is its own request, which
/// loads the game again from the store, so the count must survive loading.
#[test]
fn repetition_counts_across_requests() {
    let mut t = Table::new();
    t.say("alice", "home", "/local turkish fen W:WKa1,Kc1:BKh8,Kf8");
    let shuffle = ["a1-a2", "h8-h7", "a2-a1", "h7-h8"];
    for mv in shuffle.iter().chain(&shuffle[..3]) {
        let out = t.say("alice", "home", &format!("/m {mv}"));
        let text = joined(&out);
        assert!(text.contains(&format!("Last move: {mv}")), "{text}");
        assert!(!text.contains("three times"), "{text}");
    }
    let text = joined(&t.say("alice", "home", "/m h7-h8"));
    assert!(
        text.contains("The same position occurred three times."),
        "{text}"
    );
}

/// A game saved before the store kept snapshots (its `snapshot` column is
/// empty) is replayed from its moves once, and goes on from the right
/// position with its last move marked.
#[test]
fn a_game_saved_without_a_snapshot_replays_its_moves() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.sqlite3");
    let mut t = Table::with(Store::open(&path).unwrap(), CoreConfig::default());
    t.say("alice", "club", "/new turkish");
    t.say("bob", "club", "/join");
    t.say("alice", "club", "/m d3-d4");
    t.say("bob", "club", "d6 d5");
    let cleared = rusqlite::Connection::open(&path)
        .unwrap()
        .execute("UPDATE games SET snapshot = NULL", [])
        .unwrap();
    assert_eq!(cleared, 1);
    let text = joined(&t.say("alice", "club", "/board"));
    assert!(text.contains("Last move: d6-d5"), "{text}");
    // Only the capture over d5 and d7 is legal: the replay found the position.
    let out = t.say("alice", "club", "/m a3-a4");
    assert!(
        joined(&out).contains("Capture is compulsory. The legal capture is: d4xd6xd8"),
        "{:?}",
        lines(&out)
    );
}

#[test]
fn a_challenge_nobody_answers_lapses_after_ten_minutes_and_frees_the_chat() {
    let mut t = Table::new();
    t.say("bob", "club", "/variants");
    let out = joined(&t.say("alice", "club", "/challenge bob turkish"));
    assert!(out.contains("alice challenges bob"), "{out}");
    let out = joined(&t.advance(9 * 60));
    assert!(!out.contains("called off"), "{out}");
    let out = joined(&t.advance(2 * 60));
    assert!(out.contains("within 10 minutes; it is called off"), "{out}");
    let out = joined(&t.say("alice", "club", "/new turkish"));
    assert!(!out.contains("already"), "the chat is free: {out}");
}

#[test]
fn a_takeback_and_a_rematch_through_the_core_and_notify_choices_are_kept() {
    let mut t = turkish_game();
    t.say("alice", "club", "/m d3-d4");
    let out = joined(&t.say("alice", "club", "/undo"));
    assert!(out.contains("alice asks to take back"), "{out}");
    // Bob presses Accept under the request.
    let mut accept = t.request("bob", "club", "/help");
    accept.command = Command::TakebackAnswer(true);
    let out = joined(&t.send(&accept));
    assert!(out.contains("the move is taken back"), "{out}");
    assert!(!out.contains("Last move"), "{out}");
    // Two moves each, so that the game counts and can be played again.
    t.play_first_moves([("alice", "club"), ("bob", "club")], 4);
    t.say("alice", "club", "/resign");
    let out = joined(&t.say("bob", "club", "/rematch"));
    assert!(out.contains("bob offers a rematch"), "{out}");
    let out = joined(&t.say("alice", "club", "/rematch"));
    assert!(out.contains("White to move: bob"), "{out}");
    let out = joined(&t.say("bob", "club", "/notify off"));
    assert!(out.contains("off for you"), "{out}");
    let out = joined(&t.say("bob", "club", "/notify"));
    assert!(out.contains("for you off, in this chat on"), "{out}");
}
