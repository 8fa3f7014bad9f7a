//! Words and defaults, through the core: the variant a command means when it
//! names none, "Did you mean …?", plural forms, moves counted as moves, the
//! answer to an unfinished capture, wording that fits the console, and a
//! group's board in one language whoever is to move.

use crate::util::table::{Table, boards, joined, lines};

/// Without a game, `rules` explains the home game of the asker's language,
/// and with neither a game nor a language, English checkers.
#[test]
fn rules_without_a_game_follow_the_askers_language() {
    let mut t = Table::new();
    for (user, lang, name) in [
        ("olga", "ru", "(russian)"),
        ("ali", "fa", "(persian)"),
        ("ayse", "tr", "(turkish)"),
    ] {
        t.say(user, user, &format!("/lang {lang}"));
        let out = t.say(user, user, "/rules");
        assert!(joined(&out).contains(name), "{lang}: {:?}", lines(&out));
    }
    let out = t.say("ann", "ann", "/rules");
    assert!(joined(&out).contains("(english)"), "{:?}", lines(&out));
}

/// After a game in a chat, `top` and `rules` mean that game's variant, even
/// once it is over.
#[test]
fn the_chats_last_game_is_the_default_variant() {
    let mut t = Table::new();
    t.say("ali", "ali", "/local russian");
    let out = t.say("ali", "ali", "/abort");
    assert!(joined(&out).contains("aborted"), "{:?}", lines(&out));
    let out = t.say("ali", "ali", "/top");
    assert!(
        joined(&out).contains("🏆 Russian draughts"),
        "{:?}",
        lines(&out)
    );
    let out = t.say("ali", "ali", "/rules");
    assert!(joined(&out).contains("(russian)"), "{:?}", lines(&out));
}

/// The examples of an answer to a bad argument use the variant asked for,
/// or the chat's.
#[test]
fn examples_use_the_variant_at_hand() {
    let mut t = Table::new();
    let out = t.say("ann", "ann", "/bot russian 9");
    assert!(
        joined(&out).contains("For example: /bot russian 4."),
        "{:?}",
        lines(&out)
    );
    let out = t.say("ann", "ann", "/variants");
    assert!(
        joined(&out).contains("for example /new english."),
        "{:?}",
        lines(&out)
    );
}

/// A near miss is answered with the one name it is near; a far one still
/// lists every variant.
#[test]
fn a_near_miss_gets_a_suggestion() {
    let mut t = Table::new();
    let out = t.say("ann", "club", "/new russain");
    let text = joined(&out);
    assert!(
        text.contains(
            "I don't know the game \"russain\". Did you mean russian: Russian draughts (shashki)?"
        ),
        "{text}"
    );
    assert!(!text.contains("alquerque"), "no list of every name: {text}");
    let out = t.say("ann", "club", "/hepl");
    assert!(
        joined(&out).contains("I don't know /hepl. Did you mean /help?"),
        "{:?}",
        lines(&out)
    );
    let out = t.say("ann", "club", "/new chess");
    assert!(joined(&out).contains("alquerque"), "{:?}", lines(&out));
}

/// "1 game", not "1 games".
#[test]
fn one_is_singular() {
    let mut t = Table::new();
    t.say("alice", "club", "/new turkish");
    t.say("bob", "club", "/join");
    // Two moves each: a game resigned earlier is aborted, not finished.
    t.play_first_moves([("alice", "club"), ("bob", "club")], 4);
    t.say("alice", "club", "/resign");
    let out = t.say("bob", "club", "/stats");
    let text = joined(&out);
    assert!(text.contains("Turkish dama: 1 game,"), "{text}");
    assert!(!text.contains("1 games"), "{text}");
}

/// A man that must go on capturing: typing the first leg is answered with
/// the routes to choose from, written out in full.
#[test]
fn an_unfinished_capture_lists_the_routes_to_type() {
    let mut t = Table::new();
    t.say("ann", "ann", "/local russian fen W:Wc3:Bd4,d6,f6,h8");
    let out = t.say("ann", "ann", "/m c3:e5");
    let text = joined(&out);
    assert!(
        text.contains("\"c3:e5\" stops in the middle of a capture"),
        "{text}"
    );
    assert!(
        text.contains("type the whole route of the one you want: c3:e5:c7, c3:e5:g7"),
        "{text}"
    );
    assert!(!text.contains("Capture is compulsory"), "{text}");
}

/// The console has no buttons: its move list says what to type.
#[test]
fn the_consoles_move_list_says_what_to_type() {
    let mut t = Table::new();
    t.say("ann", "ann", "/local english");
    let out = t.say("ann", "ann", "/moves");
    let text = joined(&out);
    assert!(text.contains("Type /m <number> to play one"), "{text}");
    assert!(!text.contains("Tap"), "{text}");
}

/// A group's board keeps the language of the player who opened the game,
/// whoever is to move.
#[test]
fn a_group_board_keeps_one_language() {
    let mut t = Table::new();
    t.say("olga", "olga", "/lang ru");
    t.say("bob", "bob", "/lang en");
    t.say("olga", "club", "/new russian");
    t.say("bob", "club", "/join");
    let out = t.say("olga", "club", "/m 1");
    let captions: Vec<&str> = boards(&out).iter().map(|b| b.caption.as_str()).collect();
    assert_eq!(captions.len(), 1, "{captions:?}");
    assert!(captions[0].contains("Ход: Чёрные — bob"), "{}", captions[0]);
}
