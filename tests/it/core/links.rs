//! Linked accounts (`/link`, `/unlink`): one person's Telegram and Discord
//! accounts made one player by a one-time code, so that `/games` lists the
//! games of both and a rated game between them changes no rating. Codes are
//! wrong, lapsed or used; wrong ones are limited per user.

use crate::util::table::{Table, joined, lines};
use damabot::app::Platform;
use damabot::delivery::{OutBody, Outgoing};

const ALICE_TG_DC: [(&str, &str); 2] = [("alice", "alice"), ("alice", "alice")];

/// Everything shown on one platform.
fn on(out: &[Outgoing], platform: Platform) -> String {
    let mine: Vec<Outgoing> = out
        .iter()
        .filter(|o| o.chat.platform == platform)
        .cloned()
        .collect();
    joined(&mine)
}

/// `user` asks for a code in their private chat on `platform`; returns it,
/// read from the line to send on the other platform (`/link <code>`).
fn code_of(t: &mut Table, platform: Platform, user: &str) -> String {
    t.platform = platform;
    let out = t.say(user, user, "/link");
    let text = joined(&out);
    assert!(
        text.contains("Here is your link code. Within 10 minutes,"),
        "{text}"
    );
    let last = lines(&out).pop().expect("the code's line");
    let code = last
        .strip_prefix(&format!("[{user}] /link "))
        .unwrap_or_else(|| panic!("{last}"))
        .to_owned();
    // 8 characters of the alphabet without look-alikes.
    assert_eq!(code.len(), 8, "{code}");
    assert!(
        code.bytes()
            .all(|b| b"23456789ABCDEFGHJKMNPQRSTUVWXYZ".contains(&b)),
        "{code}"
    );
    code
}

/// alice's Telegram account gives a code, her Discord account uses it.
fn link_alice(t: &mut Table) -> Vec<Outgoing> {
    let code = code_of(t, Platform::Telegram, "alice");
    t.platform = Platform::Discord;
    let out = t.say("alice", "alice", &format!("/link {code}"));
    let discord = on(&out, Platform::Discord);
    assert!(
        discord.contains("Linked! This account and\n[alice] alice on Telegram\n"),
        "{discord}"
    );
    // The chat the code was given in hears which account used it.
    let telegram = on(&out, Platform::Telegram);
    assert!(
        telegram.contains("Linked! This account and\n[alice] alice on Discord\n"),
        "{telegram}"
    );
    out
}

/// Opens a Turkish game between `a` and `b` in the group `chat` on
/// `platform`.
fn group_game(t: &mut Table, platform: Platform, chat: &str, a: &str, b: &str) {
    t.platform = platform;
    t.say(a, chat, "/new turkish");
    let out = t.say(b, chat, "/join");
    assert!(joined(&out).contains("Last move") || joined(&out).contains("to move"));
}

#[test]
fn a_code_links_telegram_and_discord_and_games_lists_both() {
    let mut t = Table::new();
    group_game(&mut t, Platform::Telegram, "tgclub", "alice", "bob");
    group_game(&mut t, Platform::Discord, "dcclub", "alice", "carol");

    t.platform = Platform::Telegram;
    let before = joined(&t.say("alice", "alice", "/games"));
    assert!(before.contains("Your games (1)"), "{before}");
    assert!(!before.contains("against carol"), "{before}");

    link_alice(&mut t);

    // Asked on Telegram: both games, the Discord one said to be there.
    t.platform = Platform::Telegram;
    let list = joined(&t.say("alice", "alice", "/games"));
    assert!(list.contains("Your games (2)"), "{list}");
    assert!(
        list.contains(
            "#1 Turkish dama against bob: your move. Board: in a group that has no message links."
        ),
        "{list}"
    );
    assert!(
        list.contains("#2 Turkish dama against carol: your move. Board: in a group on Discord that has no message links."),
        "{list}"
    );
    // Asked on Discord: the same two.
    t.platform = Platform::Discord;
    let list = joined(&t.say("alice", "alice", "/games"));
    assert!(list.contains("Your games (2)"), "{list}");
    assert!(
        list.contains(
            "against bob: your move. Board: in a group on Telegram that has no message links."
        ),
        "{list}"
    );
    // The people she plays see their own games only.
    let carol = joined(&t.say("carol", "carol", "/games"));
    assert!(carol.contains("Your games (1)"), "{carol}");
}

#[test]
fn a_link_is_shown_again_with_a_new_code_and_needs_a_private_chat() {
    let mut t = Table::new();
    t.platform = Platform::Telegram;
    assert_eq!(
        lines(&t.say("alice", "tgclub", "/link")),
        ["[tgclub] Ask me for a link code in a private chat: the code is a key to your account."]
    );
    link_alice(&mut t);
    t.platform = Platform::Telegram;
    let text = joined(&t.say("alice", "alice", "/link"));
    assert!(
        text.contains("This account is already linked to:\n[alice] alice on Discord"),
        "{text}"
    );
    // Linking the same two again says so.
    let code = code_of(&mut t, Platform::Telegram, "alice");
    t.platform = Platform::Discord;
    let text = joined(&t.say("alice", "alice", &format!("/link {code}")));
    assert!(
        text.contains("These accounts are linked already. This account is linked to:\n[alice] alice on Telegram"),
        "{text}"
    );
}

#[test]
fn a_wrong_code_is_refused_and_wrong_codes_are_limited_per_user() {
    let mut t = Table::new();
    let code = code_of(&mut t, Platform::Telegram, "alice");
    t.platform = Platform::Discord;
    assert_eq!(
        lines(&t.say("mallory", "mallory", "/link 2345ABCD")),
        [
            "[mallory] There is no link code 2345ABCD. Check it, or ask for a new one with /link on your other account."
        ]
    );
    // Not even the shape of a code.
    let text = joined(&t.say("mallory", "mallory", "/link hello"));
    assert!(text.contains("There is no link code HELLO."), "{text}");
    // Six more wrong codes make eight: then even the right one is refused
    // for mallory, before it is looked at.
    for i in 0..6 {
        t.now += 5_000;
        t.say("mallory", "mallory", &format!("/link 2345ABC{}", i + 2));
    }
    t.now += 5_000;
    assert_eq!(
        lines(&t.say("mallory", "mallory", &format!("/link {code}"))),
        [
            "[mallory] Too many wrong codes were tried from your account. Please wait a few minutes before trying again."
        ]
    );
    // Nobody else is held back: alice's Discord account uses her code.
    t.platform = Platform::Discord;
    let text = joined(&t.say("alice", "alice", &format!("/link {code}")));
    assert!(text.contains("Linked!"), "{text}");
    // Ten minutes after the first wrong code, mallory may try again.
    t.now += 10 * 60 * 1000;
    let text = joined(&t.say("mallory", "mallory", "/link 2345ABCD"));
    assert!(text.contains("There is no link code"), "{text}");
}

#[test]
fn an_expired_code_and_a_used_code_link_nothing() {
    let mut t = Table::new();
    let code = code_of(&mut t, Platform::Telegram, "alice");
    // Ten minutes on, the code has lapsed.
    t.now += 10 * 60 * 1000;
    t.platform = Platform::Discord;
    assert_eq!(
        lines(&t.say("alice", "alice", &format!("/link {code}"))),
        [
            "[alice] That link code has expired: a code lasts 10 minutes. Ask for a new one with /link."
        ]
    );
    let text = joined(&t.say("alice", "alice", "/games"));
    assert!(text.contains("You have no open or running game"), "{text}");

    // A fresh code, used just in time, links once.
    let code = code_of(&mut t, Platform::Telegram, "alice");
    t.now += 10 * 60 * 1000 - 1;
    t.platform = Platform::Discord;
    let text = joined(&t.say("alice", "alice", &format!("/link {code}")));
    assert!(text.contains("Linked!"), "{text}");
    t.platform = Platform::Console;
    assert_eq!(
        lines(&t.say("mallory", "mallory", &format!("/link {code}"))),
        [
            "[mallory] That link code was used already: a code links once. Ask for a new one with /link."
        ]
    );
    // The code's own account cannot use it either.
    let code = code_of(&mut t, Platform::Discord, "alice");
    t.platform = Platform::Discord;
    let text = joined(&t.say("alice", "alice", &format!("/link {code}")));
    assert!(text.contains("That code is this account's own"), "{text}");
}

#[test]
fn one_player_links_one_account_per_platform() {
    let mut t = Table::new();
    let code = code_of(&mut t, Platform::Telegram, "alice");
    t.platform = Platform::Telegram;
    assert_eq!(
        lines(&t.say("alice2", "alice2", &format!("/link {code}"))),
        [
            "[alice2] That would give you two accounts on Telegram, and a player links one account per platform. Send /unlink from the one you no longer want first."
        ]
    );
}

#[test]
fn unlink_parts_the_accounts() {
    let mut t = Table::new();
    group_game(&mut t, Platform::Telegram, "tgclub", "alice", "bob");
    group_game(&mut t, Platform::Discord, "dcclub", "alice", "carol");
    link_alice(&mut t);
    t.platform = Platform::Discord;
    assert_eq!(
        on(&t.say("alice", "alice", "/unlink"), Platform::Discord),
        "[alice] This account is no longer linked to:\n[alice] alice on Telegram"
    );
    let list = joined(&t.say("alice", "alice", "/games"));
    assert!(list.contains("Your games (1)"), "{list}");
    assert!(list.contains("against carol"), "{list}");
    t.platform = Platform::Telegram;
    let list = joined(&t.say("alice", "alice", "/games"));
    assert!(list.contains("Your games (1)"), "{list}");
    assert!(list.contains("against bob"), "{list}");
    assert_eq!(
        lines(&t.say("alice", "alice", "/unlink")),
        ["[alice] This account is not linked to any other. /link links it."]
    );
}

#[test]
fn a_rated_game_between_linked_accounts_changes_no_rating() {
    let mut t = Table::new();
    // A rated room on Telegram, joined by the same person's Discord account
    // before the two are linked.
    t.platform = Platform::Telegram;
    let out = t.say("alice", "alice", "/room turkish rated");
    let code = lines(&out)
        .pop()
        .and_then(|l| l.strip_prefix("[alice] ").map(str::to_owned))
        .expect("the room's code");
    t.platform = Platform::Discord;
    let out = t.say("alice", "alice", &format!("/join {code}"));
    assert!(joined(&out).contains("alice joined the room"), "{out:?}");
    // Linked during the game, which then ends unrated.
    link_alice(&mut t);
    for ply in 0..4 {
        t.platform = [Platform::Telegram, Platform::Discord][ply % 2];
        let out = t.say(ALICE_TG_DC[ply % 2].0, ALICE_TG_DC[ply % 2].1, "/m 1");
        assert!(joined(&out).contains("Last move"), "{:?}", lines(&out));
    }
    t.platform = Platform::Discord;
    let text = joined(&t.say("alice", "alice", "/resign"));
    assert!(text.contains(LINKED_RESULT), "{text}");
    assert!(!text.contains("rating 1500"), "{text}");
    // Not counted as a game: one player cannot beat herself.
    alice_has_no_record_on_either_platform(&mut t);
}

/// `/stats` on Telegram and on Discord shows Alice with no finished game.
fn alice_has_no_record_on_either_platform(t: &mut Table) {
    for platform in [Platform::Telegram, Platform::Discord] {
        t.platform = platform;
        let stats = joined(&t.say("alice", "alice", "/stats"));
        assert!(
            stats.contains("alice has not finished a game yet."),
            "{platform:?}: {stats}"
        );
    }
}

/// What each side of a finished game between linked accounts hears.
const LINKED_RESULT: &str = "alice: no coins, no rating change and nothing in /stats or /top, because both sides are accounts of one player (linked with /link).";

/// Opens a room of `variant` from alice's Telegram account (`rated` or
/// casual) and joins it from her Discord account; returns the code.
fn alice_room(t: &mut Table, room: &str) -> String {
    t.platform = Platform::Telegram;
    let out = t.say("alice", "alice", room);
    let code = lines(&out)
        .pop()
        .and_then(|l| l.strip_prefix("[alice] ").map(str::to_owned))
        .expect("the room's code");
    t.platform = Platform::Discord;
    let out = t.say("alice", "alice", &format!("/join {code}"));
    assert!(joined(&out).contains("alice joined the room"), "{out:?}");
    code
}

/// Plays `plies` first moves between alice's Telegram (first) and Discord
/// accounts.
fn alice_plays_herself(t: &mut Table, plies: usize) {
    for ply in 0..plies {
        t.platform = [Platform::Telegram, Platform::Discord][ply % 2];
        let out = t.say(ALICE_TG_DC[ply % 2].0, ALICE_TG_DC[ply % 2].1, "/m 1");
        assert!(joined(&out).contains("Last move"), "{:?}", lines(&out));
    }
}

#[test]
fn a_game_between_linked_accounts_earns_no_coins_and_counts_in_no_record() {
    let mut t = Table::new();
    link_alice(&mut t);
    alice_room(&mut t, "/room turkish");
    // Long enough to pay coins between two players.
    alice_plays_herself(&mut t, 12);
    t.platform = Platform::Discord;
    let text = joined(&t.say("alice", "alice", "/resign"));
    assert!(text.contains(LINKED_RESULT), "{text}");
    assert!(!text.contains("earns"), "{text}");
    alice_has_no_record_on_either_platform(&mut t);
    // The same game against somebody else pays and counts.
    group_game(&mut t, Platform::Telegram, "tgclub", "alice", "bob");
    t.play_first_moves([("alice", "tgclub"), ("bob", "tgclub")], 12);
    let text = joined(&t.say("bob", "tgclub", "/resign"));
    // A mars, as she lost no piece: 10 coins and 10 more.
    assert!(text.contains("alice earns 20 coins."), "{text}");
    t.now += 60_000;
    let stats = joined(&t.say("alice", "alice", "/stats"));
    assert!(
        stats.contains("📊 alice (🪙 20)") && stats.contains("Turkish dama: 1 game,"),
        "{stats}"
    );
}

/// What a rated game between linked accounts says as it starts.
const UNRATED_START: &str =
    "This game is not rated: both sides are accounts of one player (linked with /link).";

/// The `Event` tag of the one PDN record among the output.
fn event(out: &[Outgoing]) -> String {
    let text: Vec<String> = out
        .iter()
        .filter_map(|o| match &o.body {
            OutBody::File(f) => Some(String::from_utf8_lossy(&f.bytes).into_owned()),
            _ => None,
        })
        .collect();
    assert_eq!(text.len(), 1, "{:?}", lines(out));
    text[0]
        .lines()
        .find_map(|l| l.strip_prefix("[Event \"")?.strip_suffix("\"]"))
        .unwrap_or_else(|| panic!("{}", text[0]))
        .to_owned()
}

#[test]
fn a_rated_rematch_between_accounts_linked_meanwhile_starts_unrated() {
    let mut t = Table::new();
    alice_room(&mut t, "/room turkish rated");
    // Linked during the game: the rematch is between one player's accounts.
    link_alice(&mut t);
    alice_plays_herself(&mut t, 4);
    t.platform = Platform::Discord;
    t.say("alice", "alice", "/resign");
    t.platform = Platform::Telegram;
    t.say("alice", "alice", "/rematch");
    t.platform = Platform::Discord;
    let out = t.say("alice", "alice", "/rematch");
    for platform in [Platform::Telegram, Platform::Discord] {
        let text = on(&out, platform);
        assert!(text.contains(UNRATED_START), "{platform:?}: {text}");
    }
    assert_eq!(event(&t.say("alice", "alice", "/pdn")), "damabot room game");
}

#[test]
fn a_rated_rematch_between_two_players_stays_rated() {
    let mut t = Table::new();
    t.platform = Platform::Telegram;
    let out = t.say("alice", "alice", "/room turkish rated");
    let code = lines(&out)
        .pop()
        .and_then(|l| l.strip_prefix("[alice] ").map(str::to_owned))
        .expect("the room's code");
    let out = t.say("bob", "bob", &format!("/join {code}"));
    assert!(!joined(&out).contains(UNRATED_START), "{out:?}");
    t.play_first_moves([("alice", "alice"), ("bob", "bob")], 4);
    t.say("bob", "bob", "/resign");
    t.say("alice", "alice", "/rematch");
    let out = t.say("bob", "bob", "/rematch");
    assert!(!joined(&out).contains(UNRATED_START), "{out:?}");
    assert_eq!(event(&t.say("bob", "bob", "/pdn")), "damabot rated game");
}

#[test]
fn unlink_tells_the_other_accounts_in_their_private_chats() {
    let mut t = Table::new();
    link_alice(&mut t);
    let code = code_of(&mut t, Platform::Discord, "alice");
    t.platform = Platform::Console;
    t.say("alice", "alice", &format!("/link {code}"));
    t.platform = Platform::Discord;
    let out = t.say("alice", "alice", "/unlink");
    assert_eq!(
        on(&out, Platform::Discord),
        "[alice] This account is no longer linked to:\n[alice] alice on Telegram\n[alice] alice on the console"
    );
    // The others, which stay one player, hear it where only they read.
    for platform in [Platform::Telegram, Platform::Console] {
        assert_eq!(
            on(&out, platform),
            "[alice] alice on Discord is no longer linked to this account: /unlink was sent from it. /games here no longer lists its games, and games against it count again.",
            "{platform:?}"
        );
    }
    // Telegram leaves the console: the console hears it, Discord does not.
    t.platform = Platform::Telegram;
    let out = t.say("alice", "alice", "/unlink");
    assert_eq!(
        on(&out, Platform::Console),
        "[alice] alice on Telegram is no longer linked to this account: /unlink was sent from it. /games here no longer lists its games, and games against it count again."
    );
    assert_eq!(on(&out, Platform::Discord), "");
}

#[test]
fn linked_accounts_never_play_each_other_rated() {
    let mut t = Table::new();
    link_alice(&mut t);
    // A rated room of one is not for the other.
    t.platform = Platform::Telegram;
    let out = t.say("alice", "alice", "/room turkish rated");
    let code = lines(&out)
        .pop()
        .and_then(|l| l.strip_prefix("[alice] ").map(str::to_owned))
        .expect("the room's code");
    // Her other account may take its seat, but the game starts unrated,
    // and both sides hear so as it starts.
    t.platform = Platform::Discord;
    let out = t.say("alice", "alice", &format!("/join {code}"));
    for platform in [Platform::Telegram, Platform::Discord] {
        let text = on(&out, platform);
        assert!(text.contains(UNRATED_START), "{platform:?}: {text}");
    }
    alice_plays_herself(&mut t, 4);
    assert_eq!(event(&t.say("alice", "alice", "/pdn")), "damabot room game");
    t.platform = Platform::Telegram;
    t.say("alice", "alice", "/resign");

    // The rated queue does not pair them; it pairs one with someone else.
    t.now += 60_000;
    t.say("alice", "alice", "/play russian");
    t.platform = Platform::Discord;
    let out = t.say("alice", "alice", "/play russian");
    assert_eq!(
        lines(&out),
        [
            "[alice] You are in the Russian draughts (shashki) queue (60 s per move). If no player comes within 10 seconds, a bot takes the seat. /cancel to leave."
        ]
    );
    t.platform = Platform::Console;
    let out = t.say("bob", "bob", "/play russian");
    assert!(joined(&out).contains("vs"), "{:?}", lines(&out));
}

#[test]
fn a_third_platform_joins_the_player_and_unlinking_one_keeps_the_others() {
    let mut t = Table::new();
    group_game(&mut t, Platform::Telegram, "tgclub", "alice", "bob");
    group_game(&mut t, Platform::Discord, "dcclub", "alice", "carol");
    link_alice(&mut t);
    // Her console account uses a code of her Discord account: all three
    // are one player.
    let code = code_of(&mut t, Platform::Discord, "alice");
    t.platform = Platform::Console;
    let out = t.say("alice", "alice", &format!("/link {code}"));
    let console = on(&out, Platform::Console);
    assert!(
        console.contains("[alice] alice on Discord\n[alice] alice on Telegram\n"),
        "{console}"
    );
    let list = joined(&t.say("alice", "alice", "/games"));
    assert!(list.contains("Your games (2)"), "{list}");
    // Discord leaves; Telegram and the console stay linked.
    t.platform = Platform::Discord;
    t.say("alice", "alice", "/unlink");
    t.platform = Platform::Telegram;
    let text = joined(&t.say("alice", "alice", "/link"));
    assert!(
        text.contains("This account is already linked to:\n[alice] alice on the console\n"),
        "{text}"
    );
    assert!(!text.contains("alice on Discord"), "{text}");
    t.platform = Platform::Console;
    let list = joined(&t.say("alice", "alice", "/games"));
    assert!(list.contains("Your games (1)"), "{list}");
    assert!(list.contains("against bob"), "{list}");
    // The console leaves too: Telegram is linked to nobody.
    t.say("alice", "alice", "/unlink");
    t.platform = Platform::Telegram;
    assert_eq!(
        lines(&t.say("alice", "alice", "/unlink")),
        ["[alice] This account is not linked to any other. /link links it."]
    );
}

#[test]
fn games_between_linked_accounts_use_up_none_of_the_days_paid_games() {
    let mut t = Table::new();
    link_alice(&mut t);
    // Ten games against herself, each long enough to pay between two
    // players: as many as the day pays for.
    for i in 0..10 {
        t.now += 60_000;
        alice_room(&mut t, "/room turkish");
        alice_plays_herself(&mut t, 10);
        t.platform = Platform::Discord;
        let text = joined(&t.say("alice", "alice", "/resign"));
        assert!(text.contains(LINKED_RESULT), "game {i}: {text}");
    }
    // They paid nothing, so they take nothing from the day's cap: her next
    // game against the bot pays.
    t.now += 60_000;
    t.platform = Platform::Telegram;
    t.say("alice", "alice", "/bot persian 1");
    for _ in 0..5 {
        let out = t.say("alice", "alice", "/m 1");
        assert!(joined(&out).contains("Last move"), "{:?}", lines(&out));
    }
    let text = joined(&t.say("alice", "alice", "/resign"));
    assert!(text.contains("alice earns 2 coins."), "{text}");
}

#[test]
fn an_account_linked_from_a_group_hears_of_an_unlink_once_it_asked_for_a_code_in_private() {
    let mut t = Table::new();
    let code = code_of(&mut t, Platform::Telegram, "alice");
    // Her Discord account uses the code in a server channel: its private
    // chat is not known yet.
    t.platform = Platform::Discord;
    let out = t.say("alice", "dcclub", &format!("/link {code}"));
    assert!(joined(&out).contains("Linked!"), "{:?}", lines(&out));
    // Once it asked for a code in private, that is where it hears.
    t.say("alice", "alice", "/link");
    t.platform = Platform::Telegram;
    let out = t.say("alice", "alice", "/unlink");
    assert_eq!(
        on(&out, Platform::Discord),
        "[alice] alice on Telegram is no longer linked to this account: /unlink was sent from it. /games here no longer lists its games, and games against it count again."
    );
}
