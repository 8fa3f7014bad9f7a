//! Set-up start positions that no game can be played from, and a set-up
//! game that must end by its variant's draw rules, also when it was saved
//! by an older version (issue 36).

use crate::util::db::{Backend, TestDb};
use crate::util::pdn;
use crate::util::table::{Table, boards, joined, lines};
use damabot::app::CoreConfig;
use damabot::delivery::{OutBody, Outgoing};
use damabot::store::Store;

/// SPEC.md Turkish: "draws: … one piece each, whatever their kind". A game
/// from `W:Wa2:Bh7` would be drawn before its first move, so `/new` and
/// `/local` refuse it and name the rule; no game is created, so the chat is
/// still free and `/join` finds nothing.
#[test]
fn a_start_position_already_drawn_is_refused_with_its_rule() {
    let mut t = Table::new();
    let start = "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7";
    let out = t.say("alice", "club", "/new turkish fen W:Wa2:Bh7");
    assert_eq!(
        lines(&out),
        [format!(
            "[club] \"W:Wa2:Bh7\" is already a draw in Turkish dama: Only one piece is left on each side. A game from it would be over before its first move. Start from a position with play left in it, for example the start position: {start}"
        )]
    );
    let out = t.say("bob", "club", "/join");
    assert!(
        joined(&out).contains("There is no game in this chat."),
        "{:?}",
        lines(&out)
    );
    let out = t.say("alice", "club", "/local persian fen W:WKa1:BKh8");
    assert!(
        joined(&out).contains(
            "\"W:WKa1:BKh8\" is already a draw in Persian dameh: Only one king is left on each side."
        ),
        "{:?}",
        lines(&out)
    );
    // King against a lone man is played on in Persian (SPEC.md), so that
    // position starts a game.
    let out = t.say("alice", "club", "/local persian fen W:WKa1:Bh7");
    assert_eq!(boards(&out).len(), 1, "{:?}", lines(&out));
}

/// SPEC.md Persian: "man: one step forward, left or right"; "draws: … or
/// threefold repetition". Men stepping sideways and back bring the start
/// position back after plies 4 and 8: the eighth move ends the game, and
/// each move is its own request (the game is loaded from the store).
#[test]
fn persian_sideways_man_moves_repeat_to_a_draw() {
    let mut t = Table::new();
    let out = t.say("alice", "home", "/local persian fen W:Wa2:Bh7");
    assert_eq!(boards(&out).len(), 1, "{:?}", lines(&out));
    let cycle = ["a2-b2", "h7-g7", "b2-a2", "g7-h7"];
    for mv in cycle.iter().chain(&cycle[..3]) {
        let text = joined(&t.say("alice", "home", &format!("/m {mv}")));
        assert!(text.contains(&format!("Last move: {mv}")), "{text}");
        assert!(!text.contains("three times"), "{text}");
    }
    let text = joined(&t.say("alice", "home", "/m g7-h7"));
    assert!(
        text.contains("The same position occurred three times."),
        "{text}"
    );
}

/// A game saved while a man's sideways step still cut the repetition count
/// carries the old snapshot field `irreversible` (the line's length at the
/// last sideways step). It still loads, and the field is ignored: every
/// position of the line can recur, so the eighth ply of the Persian cycle
/// draws.
#[test]
fn a_snapshot_with_the_old_repetition_window_still_counts_every_position() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.sqlite3");
    let mut t = Table::with(Store::open(&path).unwrap(), CoreConfig::default());
    t.say("alice", "home", "/local persian fen W:Wa2:Bh7");
    let cycle = ["a2-b2", "h7-g7", "b2-a2", "g7-h7"];
    for mv in cycle.iter().chain(&cycle[..3]) {
        t.say("alice", "home", &format!("/m {mv}"));
    }
    let updated = rusqlite::Connection::open(&path)
        .unwrap()
        .execute(
            "UPDATE games SET snapshot = json_set(snapshot, '$.irreversible', 7)",
            [],
        )
        .unwrap();
    assert_eq!(updated, 1);
    let text = joined(&t.say("alice", "home", "/m g7-h7"));
    assert!(
        text.contains("The same position occurred three times."),
        "{text}"
    );
}

/// A game stored before decided starts were refused: Turkish from
/// `W:Wa2:Bh7`, one piece each, which SPEC.md Turkish draws before the
/// first move ("draws: … one piece each, whatever their kind"). The next
/// move ends it as that draw, in words, rather than "something went
/// wrong"; then its record exports with the draw and replays.
#[test]
fn a_stored_game_with_a_decided_start_ends_as_drawn_and_exports() {
    let db = TestDb::new(Backend::from_env());
    let mut t = Table::with(db.open(), CoreConfig::default());
    t.say("alice", "club", "/new turkish");
    t.say("bob", "club", "/join");
    db.execute(
        "UPDATE games SET start_fen = 'W:Wa2:Bh7', fen = 'W:Wa2:Bh7', snapshot = NULL WHERE id = 1",
    );
    let out = t.say("alice", "club", "/m a2-b2");
    let text = joined(&out);
    assert!(!text.contains("something went wrong"), "{text}");
    assert!(text.contains("Draw"), "{text}");
    assert_eq!(boards(&out).len(), 1, "{text}");

    let out = t.say("alice", "club", "/pdn 1");
    let record = file_text(&out, ".pdn");
    let read = pdn::read(&record).unwrap_or_else(|e| panic!("{e}\n{record}"));
    assert_eq!(read.tag("FEN"), Some("W:Wa2:Bh7"));
    assert_eq!(read.result, "1/2-1/2");
    assert!(read.moves.is_empty());
    let out = t.say("alice", "club", "/replay 1");
    assert!(!file_text_bytes(&out, ".gif").is_empty());
}

/// A game stored while a man's sideways step did not count toward
/// repetition: Persian from `W:Wa2:Bh7`, nine plies of the same sideways
/// cycle. Today the eighth ply repeats the start a third time, a draw
/// (SPEC.md Persian: threefold repetition). The record keeps all nine
/// moves, and the next move attempt ends the game as that draw.
#[test]
fn a_stored_game_that_went_past_todays_draw_keeps_every_move() {
    let db = TestDb::new(Backend::from_env());
    let mut t = Table::with(db.open(), CoreConfig::default());
    t.say("alice", "home", "/local persian fen W:Wa2:Bh7");
    let cycle = ["a2-b2", "h7-g7", "b2-a2", "g7-h7"];
    for mv in cycle.iter().chain(&cycle[..3]) {
        t.say("alice", "home", &format!("/m {mv}"));
    }
    // Plies 8 (g7-h7) and 9 (a2-b2) repeat plies 4 and 5, as the old rules
    // let them be played.
    db.execute(
        "INSERT INTO moves (game_id, ply, notation, fen_after, user_id, source, created_at) \
         SELECT game_id, ply + 4, notation, fen_after, user_id, source, created_at \
         FROM moves WHERE game_id = 1 AND ply IN (4, 5); \
         UPDATE games SET fen = (SELECT fen_after FROM moves WHERE game_id = 1 AND ply = 9), \
         snapshot = NULL WHERE id = 1;",
    );
    let out = t.say("alice", "home", "/pdn");
    let record = file_text(&out, ".pdn");
    let read = pdn::read(&record).unwrap_or_else(|e| panic!("{e}\n{record}"));
    let expected: Vec<&str> = cycle
        .iter()
        .chain(&cycle)
        .chain(&cycle[..1])
        .copied()
        .collect();
    assert_eq!(read.moves, expected);

    let out = t.say("alice", "home", "/m h7-g7");
    let text = joined(&out);
    assert!(
        text.contains("The same position occurred three times."),
        "{text}"
    );
}

/// The text of the file named `*ext` among the output.
fn file_text(out: &[Outgoing], ext: &str) -> String {
    String::from_utf8(file_text_bytes(out, ext)).expect("text")
}

/// The bytes of the file named `*ext` among the output.
fn file_text_bytes(out: &[Outgoing], ext: &str) -> Vec<u8> {
    out.iter()
        .find_map(|o| match &o.body {
            OutBody::File(file) if file.name.ends_with(ext) => Some(file.bytes.clone()),
            _ => None,
        })
        .unwrap_or_else(|| panic!("a {ext} file: {:?}", lines(out)))
}
