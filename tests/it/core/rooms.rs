//! Private rooms, relays and the shop through the core: lifecycle and
//! expiry, code guessing, relays reaching exactly the members (also across
//! platforms), throttling, unreachable members, and purchases.

use crate::util::table::{Table, joined, lines};
use damabot::app::{ChatKey, Platform, Receipt};
use damabot::delivery::OutBody;

/// alice opens a Persian room from her private chat; returns the code.
fn open_room(t: &mut Table) -> String {
    let out = t.say("alice", "alice", "/room persian");
    assert_eq!(out.len(), 2, "{:?}", lines(&out));
    let OutBody::Text { text, .. } = &out[1].body else {
        panic!("the code comes as its own message: {out:?}");
    };
    assert_eq!(text.len(), 11, "{text}");
    text.clone()
}

#[test]
fn a_room_from_code_to_game_with_a_spectator() {
    let mut t = Table::new();
    let code = open_room(&mut t);
    let out = t.say("bob", "bob", &format!("/join {}", code.to_lowercase()));
    let text = joined(&out);
    assert!(
        text.contains("[alice] bob joined the room. The game begins!"),
        "{text}"
    );
    assert!(text.contains("[alice] White to move: alice"), "{text}");
    assert!(text.contains("[bob] White to move: alice"), "{text}");
    let out = t.say("carol", "carol", &format!("/join {code}"));
    assert_eq!(
        lines(&out),
        [format!(
            "[carol] Room {code} already has two players. You can follow it with /watch {code}."
        )]
    );
    let out = t.say("carol", "carol", &format!("/watch {code}"));
    let text = joined(&out);
    assert!(
        text.contains("[alice] carol is watching the room."),
        "{text}"
    );
    assert!(text.contains("[carol] White to move: alice"), "{text}");
    // Moves reach the players and the spectator.
    let out = t.say("alice", "alice", "/m a3-a4");
    let mut chats: Vec<&str> = out.iter().map(|o| o.chat.id.as_str()).collect();
    chats.sort_unstable();
    assert_eq!(chats, ["alice", "bob", "carol"]);
    // The spectator cannot move.
    let out = t.say("carol", "carol", "/m a6-a5");
    assert_eq!(
        lines(&out),
        [
            "[carol] There is no game in this chat. Start one with /new <variant>, /bot <variant> or /local <variant>."
        ]
    );
}

#[test]
fn relays_reach_exactly_the_other_members() {
    let mut t = Table::new();
    let code = open_room(&mut t);
    t.say("bob", "bob", &format!("/join {code}"));
    t.say("carol", "carol", &format!("/watch {code}"));
    t.say("dave", "dave", "/help");

    let out = t.say("alice", "alice", "/say good luck!");
    assert_eq!(
        lines(&out),
        ["[bob] 💬 alice: good luck!", "[carol] 💬 alice: good luck!"]
    );
    // Plain text in a private chat is relayed too.
    let out = t.say("bob", "bob", "thanks");
    assert_eq!(
        lines(&out),
        ["[alice] 💬 bob: thanks", "[carol] 💬 bob: thanks"]
    );

    let request = sticker(&mut t, "bob", "bob", "CAAC-fire", Some("🔥"));
    let out = t.send(&request);
    let recipients: Vec<&str> = out.iter().map(|o| o.chat.id.as_str()).collect();
    assert_eq!(recipients, ["alice", "carol"]);
    assert!(matches!(&out[0].body, OutBody::Sticker { sticker, .. } if sticker.id == "CAAC-fire"));

    let out = t.say("carol", "carol", "/mute");
    assert_eq!(
        lines(&out),
        ["[carol] Room messages are muted. /mute again to hear them."]
    );
    let out = t.say("alice", "alice", "/say gg");
    assert_eq!(lines(&out), ["[bob] 💬 alice: gg"]);

    // Someone outside the room relays nothing.
    assert_eq!(
        lines(&t.say("dave", "dave", "/say hello?")),
        [
            "[dave] You are not in a room. Create one with /room <variant> or join with /join <code>."
        ]
    );
}

fn sticker(
    t: &mut Table,
    user: &str,
    chat: &str,
    id: &str,
    emoji: Option<&str>,
) -> damabot::app::Request {
    let mut request = t.request(user, chat, "x");
    request.command = damabot::app::Command::Sticker(damabot::app::Sticker {
        id: id.into(),
        emoji: emoji.map(str::to_owned),
        image_url: None,
    });
    request
}

#[test]
fn a_sticker_crossing_platforms_arrives_as_its_emoji() {
    let mut t = Table::new();
    let code = open_room(&mut t);
    t.platform = Platform::Telegram;
    t.say("bob", "bob", &format!("/join {code}"));
    let request = sticker(&mut t, "bob", "bob", "CAAC-telegram-file", Some("😂"));
    let out = t.send(&request);
    assert_eq!(out.len(), 1);
    assert_eq!(out[0].chat, ChatKey::new(Platform::Console, "alice"));
    assert_eq!(lines(&out), ["[alice] bob sent a sticker 😂"]);
}

#[test]
fn rooms_expire_a_day_after_their_last_use() {
    let mut t = Table::new();
    let code = open_room(&mut t);
    t.advance(24 * 3600 + 1);
    let out = t.say("bob", "bob", &format!("/join {code}"));
    assert_eq!(
        lines(&out),
        [format!(
            "[bob] There is no open room with the code {code}. Check the code with your friend."
        )]
    );
}

#[test]
fn guessing_codes_is_rate_limited_and_reveals_nothing() {
    let mut t = Table::new();
    let code = open_room(&mut t);
    for guess in [
        "AAAAAAAAAAA",
        "ZZZZZZZZZZZ",
        "K7MPQ22K7MP",
        "not-a-code",
        "23456789234",
        "ABCDEFGABCD",
        "HJKMNPQHJKM",
        "RSTUVWXRSTU",
    ] {
        let out = t.say("mallory", "mallory", &format!("/join {guess}"));
        assert!(
            joined(&out).contains("There is no open room with the code"),
            "{guess}: {:?}",
            lines(&out)
        );
    }
    // Even the right code is refused now.
    let out = t.say("mallory", "mallory", &format!("/join {code}"));
    assert_eq!(
        lines(&out),
        [
            "[mallory] Too many wrong codes were tried. Please wait a few minutes before trying again."
        ]
    );
    let out = t.say("mallory", "mallory", &format!("/watch {code}"));
    assert!(joined(&out).contains("Too many wrong codes"));
    // Ten minutes later the limit is lifted.
    t.advance(10 * 60 + 1);
    let out = t.say("mallory", "mallory", &format!("/join {code}"));
    assert!(
        joined(&out).contains("mallory joined the room"),
        "{:?}",
        lines(&out)
    );
}

#[test]
fn guessers_on_many_accounts_do_not_lock_out_a_friend_with_the_code() {
    let mut t = Table::new();
    let out = t.say("alice", "alice", "/room persian");
    let OutBody::Text { text: code, .. } = &out[1].body else {
        panic!("the code comes as its own message: {out:?}");
    };
    let code = code.clone();
    for guesser in ["m1", "m2", "m3", "m4", "m5"] {
        for n in 0..8 {
            let out = t.say(guesser, guesser, &format!("/join 2345678923{n}"));
            assert!(
                joined(&out).contains("There is no open room with the code"),
                "{guesser} {n}: {:?}",
                lines(&out)
            );
        }
        let out = t.say(guesser, guesser, "/join AAAAAAAAAAA");
        assert!(
            joined(&out).contains("Too many wrong codes"),
            "{guesser} is held to their own limit: {:?}",
            lines(&out)
        );
    }
    let out = t.say("bob", "bob", &format!("/join {code}"));
    assert!(
        joined(&out).contains("bob joined the room"),
        "{:?}",
        lines(&out)
    );
}

#[test]
fn relays_are_throttled_per_member() {
    let mut t = Table::new();
    let code = open_room(&mut t);
    t.say("bob", "bob", &format!("/join {code}"));
    for i in 0..12 {
        assert_eq!(t.say("alice", "alice", &format!("/say {i}")).len(), 1);
    }
    assert_eq!(
        lines(&t.say("alice", "alice", "/say one more")),
        ["[alice] Slow down a little: your messages to the room are paused for a minute."]
    );
    // bob is not throttled by alice's flood.
    assert_eq!(
        lines(&t.say("bob", "bob", "/say hi")),
        ["[alice] 💬 bob: hi"]
    );
    t.advance(61);
    assert_eq!(t.say("alice", "alice", "/say back").len(), 1);
}

#[test]
fn an_unreachable_member_is_reported_once_and_the_game_goes_on() {
    let mut t = Table::new();
    let code = open_room(&mut t);
    t.say("bob", "bob", &format!("/join {code}"));
    let bob_chat = ChatKey::new(Platform::Console, "bob");
    // Two relays to bob that his chat refuses: the bot is blocked there.
    t.withhold = true;
    t.say("alice", "alice", "/say one");
    t.say("alice", "alice", "/say two");
    t.withhold = false;
    let refused: Vec<_> = std::mem::take(&mut t.owed)
        .into_iter()
        .filter(|p| p.effect.chat == bob_chat)
        .map(|p| (p.id, Receipt::Refused { shut_out: true }))
        .collect();
    assert_eq!(refused.len(), 2);
    let now = t.now;
    let outcome = t.core.settle(&refused[..1], now);
    let out = t.pump(outcome);
    assert_eq!(
        lines(&out),
        [
            "[alice] bob can no longer receive room messages (the bot may be blocked). The game goes on."
        ]
    );
    let outcome = t.core.settle(&refused[1..], now);
    assert!(t.pump(outcome).is_empty(), "reported once");
    let out = t.say("alice", "alice", "/m a3-a4");
    assert!(joined(&out).contains("Last move: a3-a4"));
}

#[test]
fn rated_rooms_are_rated_and_casual_ones_are_not() {
    let mut t = Table::new();
    let out = t.say("alice", "alice", "/room turkish rated");
    let OutBody::Text { text: code, .. } = &out[1].body else {
        panic!("{out:?}");
    };
    let code = code.clone();
    t.say("bob", "bob", &format!("/join {code}"));
    t.play_first_moves([("alice", "alice"), ("bob", "bob")], 4);
    let out = t.say("bob", "bob", "/resign");
    assert!(
        joined(&out).contains("alice: rating 1500? → "),
        "{:?}",
        lines(&out)
    );

    let code = open_room(&mut t);
    t.say("bob", "bob", &format!("/join {code}"));
    t.play_first_moves([("alice", "alice"), ("bob", "bob")], 10);
    let out = t.say("bob", "bob", "/resign");
    assert!(
        joined(&out).contains("alice earns 20 coins."),
        "{:?}",
        lines(&out)
    );
    assert!(!joined(&out).contains("rating"), "{:?}", lines(&out));
}

#[test]
fn the_shop_never_overdraws_and_charges_once() {
    let mut t = Table::new();
    let out = t.say("alice", "alice", "/shop");
    let OutBody::Image { png, caption } = &out[0].body else {
        panic!("a preview image: {out:?}");
    };
    assert!(png.starts_with(b"\x89PNG"));
    assert!(caption.contains("you have 🪙 0"), "{caption}");
    assert!(caption.contains("rose: 🪙 60"), "{caption}");
    assert_eq!(
        lines(&t.say("alice", "alice", "/buy rose")),
        ["[alice] The rose theme costs 60 coins; you have 0. Win games to earn more."]
    );
    assert_eq!(
        lines(&t.say("alice", "alice", "/theme rose")),
        ["[alice] The rose theme costs 60 coins: /buy rose first."]
    );
    // Three mars wins (bob resigns after ten moves) earn 3 × 20 coins.
    for _ in 0..3 {
        t.say("alice", "club", "/new persian");
        t.say("bob", "club", "/join");
        t.play_first_moves([("alice", "club"), ("bob", "club")], 10);
        t.say("bob", "club", "/resign");
    }
    assert_eq!(
        lines(&t.say("alice", "alice", "/buy rose")),
        ["[alice] You bought the rose theme! 0 coins left. /theme rose puts it on."]
    );
    assert_eq!(
        lines(&t.say("alice", "alice", "/buy rose")),
        ["[alice] You already have the rose theme: /theme rose puts it on."]
    );
    assert_eq!(
        lines(&t.say("alice", "alice", "/theme rose")),
        ["[alice] Board theme set to rose."]
    );
    let out = t.say("alice", "alice", "/stats");
    assert!(joined(&out).contains("(🪙 0)"), "{:?}", lines(&out));
    assert_eq!(
        lines(&t.say("alice", "alice", "/buy night")),
        ["[alice] The night theme costs 200 coins; you have 0. Win games to earn more."]
    );
    assert_eq!(
        lines(&t.say("alice", "alice", "/theme forest")),
        ["[alice] Board theme set to forest."]
    );
}

#[test]
fn every_theme_on_sale_can_be_drawn_and_every_drawn_theme_is_on_sale() {
    let drawn: Vec<&str> = damabot::render::Theme::ALL.iter().map(|t| t.id).collect();
    let sold: Vec<&str> = damabot::domain::themes::CATALOGUE
        .iter()
        .map(|(t, _)| *t)
        .collect();
    assert_eq!(drawn, sold);
    assert!(sold.len() >= 8);
}

#[test]
fn a_finished_rooms_code_says_the_game_is_over() {
    let mut t = Table::new();
    let code = open_room(&mut t);
    t.say("bob", "bob", &format!("/join {code}"));
    t.say("bob", "bob", "/resign");
    assert_eq!(
        lines(&t.say("carol", "carol", &format!("/join {code}"))),
        [format!(
            "[carol] The game of room {code} is over. Start a new room with /room <variant>."
        )]
    );
}

/// A rematch in a room moves the room to the new game: a spectator who
/// comes by the code afterwards watches the rematch, not the finished game.
#[test]
fn a_rematch_in_a_room_moves_the_room_to_the_new_game() {
    let mut t = Table::new();
    let code = open_room(&mut t);
    t.say("bob", "bob", &format!("/join {code}"));
    t.play_first_moves([("alice", "alice"), ("bob", "bob")], 4);
    t.say("alice", "alice", "/resign");
    t.say("bob", "bob", "/rematch");
    let out = t.say("alice", "alice", "/rematch");
    let text = joined(&out);
    assert!(text.contains("[bob] White to move: bob"), "{text}");

    let out = t.say("carol", "carol", &format!("/watch {code}"));
    let text = joined(&out);
    assert!(
        text.contains("[alice] carol is watching the room."),
        "{text}"
    );
    assert!(text.contains("[carol] White to move: bob"), "{text}");
    // Relays reach the spectator of the new game.
    let out = t.say("alice", "alice", "/say good game");
    assert_eq!(
        lines(&out),
        ["[bob] 💬 alice: good game", "[carol] 💬 alice: good game"]
    );
}

/// Rooms link people across platforms: a name nobody has on the
/// challenger's platform finds the person who shared a room with them, and
/// the challenge reaches the chat where they see the room; their Accept
/// there starts the game in both chats. While their room's game runs, the
/// challenger is told they are busy.
#[test]
fn a_challenge_reaches_a_room_partner_on_another_platform() {
    let mut t = Table::new();
    let code = open_room(&mut t);
    t.platform = Platform::Telegram;
    t.say("bob", "bob", &format!("/join {code}"));
    t.platform = Platform::Console;

    let out = t.say("alice", "club", "/challenge bob turkish");
    assert_eq!(
        lines(&out),
        [
            "[club] bob is playing in the chat where you share a room; challenge them again when that game ends."
        ]
    );

    let order = [("alice", "alice"), ("bob", "bob")];
    for ply in 0..4 {
        let (user, chat) = order[ply % 2];
        t.platform = if user == "bob" {
            Platform::Telegram
        } else {
            Platform::Console
        };
        t.say(user, chat, "/m 1");
    }
    t.platform = Platform::Console;
    t.say("alice", "alice", "/resign");

    let out = t.say("alice", "club", "/challenge bob turkish");
    let text = joined(&out);
    assert!(
        text.contains("[club] alice challenges bob to Turkish dama."),
        "{text}"
    );
    assert!(
        text.contains("[bob] alice challenges bob to Turkish dama."),
        "{text}"
    );
    t.platform = Platform::Telegram;
    let mut accept = t.request("bob", "bob", "/help");
    accept.command = damabot::app::Command::ChallengeAnswer(true);
    let out = t.send(&accept);
    let text = joined(&out);
    assert!(text.contains("[club] White to move: alice"), "{text}");
    assert!(text.contains("[bob] White to move: alice"), "{text}");
}
