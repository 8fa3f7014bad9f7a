//! Fair ratings, coins and moves: a game that ends before each side has
//! made two moves is aborted; mars needs ten plies; new ratings are shown
//! as provisional; the bot fill-in matches the player; an administrator
//! cannot abort their own game to erase a loss; coins and rated games
//! between the same two accounts have daily caps; and the rate limit never
//! drops a player's move.

use crate::util::table::{T0, Table, joined, lines};
use damabot::app::{CoreConfig, Platform, UserInfo, UserKey};
use damabot::delivery::OutBody;
use damabot::domain::Standing;
use damabot::store::Store;
use draughts::Variant;
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

const ABORTED_EARLY: &str = "The game ended before each side had made two moves, so it is aborted: no result, no rating change, no mars and no coins.";
const NOT_CARRIED_OUT: &str = "⏸ Too many commands at once: I did NOT carry this one out.";

/// alice and bob, each in their private chat, paired in the Turkish queue:
/// alice is White and moves first.
fn paired() -> Table {
    let mut t = Table::new();
    t.say("alice", "alice", "/play turkish");
    let out = t.say("bob", "bob", "/play turkish");
    assert!(
        joined(&out).contains("⚪ alice vs ⚫ bob"),
        "{:?}",
        lines(&out)
    );
    t
}

const ALICE_BOB: [(&str, &str); 2] = [("alice", "alice"), ("bob", "bob")];

#[test]
fn an_early_resignation_is_aborted_unrated_without_mars_or_coins() {
    let mut t = paired();
    // Three plies: alice has made two moves, bob one.
    t.play_first_moves(ALICE_BOB, 3);
    let out = t.say("bob", "bob", "/resign");
    let text = joined(&out);
    assert!(text.contains(&format!("[alice] {ABORTED_EARLY}")), "{text}");
    assert!(text.contains(&format!("[bob] {ABORTED_EARLY}")), "{text}");
    assert!(text.contains("The game was aborted."), "{text}");
    for absent in ["wins", "Mars", "rating 1500", "earns"] {
        assert!(!text.contains(absent), "{absent}: {text}");
    }
    assert!(
        joined(&t.say("alice", "alice", "/stats")).contains("alice has not finished a game yet"),
        "nothing was recorded"
    );
    assert!(joined(&t.say("alice", "alice", "/top turkish")).contains("You are not ranked yet"));
    // The same against the fill-in bot, resigning before any move: the
    // bot's win is no mars and the rating stays.
    t.say("carol", "carol", "/play russian");
    t.advance(11);
    let text = joined(&t.say("carol", "carol", "/resign"));
    assert!(text.contains(ABORTED_EARLY), "{text}");
    assert!(
        !text.contains("Mars") && !text.contains("rating 1500"),
        "{text}"
    );
    // From the fourth ply on, a resignation is a result.
    let mut t = paired();
    t.play_first_moves(ALICE_BOB, 4);
    let text = joined(&t.say("bob", "bob", "/resign"));
    assert!(text.contains("🏆 White wins: alice."), "{text}");
    assert!(!text.contains(ABORTED_EARLY), "{text}");
}

#[test]
fn a_win_before_the_tenth_ply_is_no_mars() {
    let mut t = paired();
    // In six plies of `/m 1` alice loses no piece, so bob's resignation
    // would be a mars if it needed no length.
    t.play_first_moves(ALICE_BOB, 6);
    let text = joined(&t.say("bob", "bob", "/resign"));
    assert!(text.contains("🏆 White wins: alice."), "{text}");
    assert!(!text.contains("Mars"), "{text}");
    // One Glicko-2 win, not two.
    let fresh = Glicko2Rating::new();
    let (won, _) = glicko2(&fresh, &fresh, &Outcomes::WIN, &Glicko2Config::new());
    let expected = format!("alice: rating 1500? → {}? (", won.rating.round() as i64);
    assert!(text.contains(&expected), "{expected}: {text}");
    assert!(joined(&t.say("alice", "alice", "/stats")).contains("mars 0"));
}

/// A store where `name` has a Persian standing of `rating` ± `deviation`
/// after some rated games.
fn seeded(players: &[(&str, f64, f64)]) -> Table {
    let mut store = Store::open_in_memory().expect("store");
    store
        .write(|tx| {
            for (name, rating, deviation) in players {
                let user = tx.upsert_user(
                    &UserInfo {
                        key: UserKey::new(Platform::Console, *name),
                        name: (*name).into(),
                        language_code: None,
                    },
                    T0,
                )?;
                let mut s = Standing::fresh(user.id, Variant::Persian);
                s.rating = *rating;
                s.deviation = *deviation;
                s.rated_games = 30;
                tx.save_standing(&s, T0)?;
            }
            Ok::<_, damabot::store::StoreError>(())
        })
        .expect("seed standings");
    Table::with(store, CoreConfig::default())
}

#[test]
fn a_new_rating_is_shown_provisional_until_its_deviation_falls_to_110() {
    let mut t = seeded(&[("vet", 1700.0, 60.0), ("edge", 1600.0, 110.0)]);
    // A newcomer's first rated game, against the bot, lasts long enough.
    t.say("newbie", "newbie", "/play persian");
    t.advance(11);
    for _ in 0..2 {
        let out = t.say("newbie", "newbie", "/m 1");
        assert!(joined(&out).contains("Last move"), "{:?}", lines(&out));
    }
    let text = joined(&t.say("newbie", "newbie", "/resign"));
    assert!(text.contains("newbie: rating 1500? → "), "{text}");
    let stats = joined(&t.say("newbie", "newbie", "/stats"));
    let rating = stats
        .split("rating ")
        .nth(1)
        .and_then(|r| r.split(' ').next())
        .expect("a rating in the stats");
    assert!(rating.ends_with('?'), "{stats}");
    let top = joined(&t.say("newbie", "newbie", "/top persian"));
    assert!(top.contains("1. vet: 1700 ±60"), "{top}");
    assert!(top.contains("2. edge: 1600 ±110"), "{top}");
    assert!(top.contains(&format!("3. newbie: {rating} ±")), "{top}");
}

#[test]
fn the_bot_fill_in_matches_the_players_rating() {
    // The strongest level rated at most rating - deviation: 1150 for a
    // newcomer (level 3, 1100), 1750 (level 7, 1700), 940 (level 1, 800).
    let mut t = seeded(&[("vet", 1800.0, 50.0), ("weak", 1000.0, 60.0)]);
    for (player, level) in [("newbie", 3), ("vet", 7), ("weak", 1)] {
        t.say(player, player, "/play persian");
        let text = joined(&t.advance(11));
        assert!(
            text.contains(&format!("⚪ {player} vs ⚫ 🤖 Bot (level {level})")),
            "{player}: {text}"
        );
    }
}

/// A rated game of alice's against the fill-in bot in the group "club".
fn rated_in_club(t: &mut Table) {
    t.say("alice", "club", "/play turkish");
    let text = joined(&t.advance(11));
    assert!(text.contains("⚪ alice vs ⚫ 🤖 Bot"), "{text}");
}

#[test]
fn an_administrator_cannot_abort_their_own_game_nor_a_rated_game_that_counts() {
    let mut t = Table::new();
    rated_in_club(&mut t);
    // alice's second move: with the bot's answers, four plies.
    for _ in 0..2 {
        t.say("alice", "club", "/m 1");
    }
    let mut own = t.request("alice", "club", "/abort");
    own.admin = true;
    assert_eq!(
        lines(&t.send(&own)),
        [
            "[club] Both sides have made two moves, so the game counts and can no longer be aborted: use /resign instead."
        ]
    );
    let mut other = t.request("carol", "club", "/abort");
    other.admin = true;
    assert_eq!(
        lines(&t.send(&other)),
        [
            "[club] This rated game counts (both sides have made two moves), so not even an administrator can call it off: it ends by play, resignation, agreement or the clock."
        ]
    );
    let text = joined(&t.say("alice", "club", "/resign"));
    assert!(text.contains("alice: rating 1500? → "), "{text}");
    // Before it counts, another administrator may still call a rated game
    // off, and a player may abort their own.
    rated_in_club(&mut t);
    let mut other = t.request("carol", "club", "/abort");
    other.admin = true;
    assert!(joined(&t.send(&other)).contains("called off by carol"));
    rated_in_club(&mut t);
    t.say("alice", "club", "/m 1");
    assert!(joined(&t.say("alice", "club", "/abort")).contains("The game was aborted."));
}

#[test]
fn coins_are_paid_for_at_most_ten_games_a_day() {
    let mut t = Table::new();
    let game = |t: &mut Table| {
        t.say("alice", "alice", "/bot persian 1");
        for _ in 0..5 {
            let out = t.say("alice", "alice", "/m 1");
            assert!(joined(&out).contains("Last move"), "{:?}", lines(&out));
        }
        joined(&t.say("alice", "alice", "/resign"))
    };
    for i in 0..10 {
        let text = game(&mut t);
        assert!(text.contains("alice earns 2 coins."), "game {i}: {text}");
    }
    let text = game(&mut t);
    assert!(
        text.contains(
            "alice earns no coins for this game: coins are paid for at most 10 games in any 24 hours."
        ),
        "{text}"
    );
    assert!(joined(&t.say("alice", "alice", "/stats")).contains("(🪙 20)"));
    // The cap is for any 24 hours: a day later the first games are out.
    t.now += 24 * 3600 * 1000 + 1;
    assert!(game(&mut t).contains("alice earns 2 coins."));
}

/// A rated Turkish room opened by alice on Telegram and joined by bob on
/// Discord; alice moves first.
fn rated_room(t: &mut Table) {
    t.platform = Platform::Telegram;
    let out = t.say("alice", "alice", "/room turkish rated");
    let OutBody::Text { text: code, .. } = &out[1].body else {
        panic!("{out:?}");
    };
    let code = code.clone();
    t.platform = Platform::Discord;
    let out = t.say("bob", "bob", &format!("/join {code}"));
    assert!(joined(&out).contains("bob joined the room"), "{out:?}");
}

#[test]
fn two_accounts_change_each_others_ratings_in_at_most_three_games_a_day() {
    let mut t = Table::new();
    for (game, loser) in ["bob", "alice", "bob", "alice"].into_iter().enumerate() {
        rated_room(&mut t);
        for ply in 0..4 {
            t.platform = [Platform::Telegram, Platform::Discord][ply % 2];
            let (user, chat) = ALICE_BOB[ply % 2];
            let out = t.say(user, chat, "/m 1");
            assert!(joined(&out).contains("Last move"), "{:?}", lines(&out));
        }
        t.platform = if loser == "alice" {
            Platform::Telegram
        } else {
            Platform::Discord
        };
        let text = joined(&t.say(loser, loser, "/resign"));
        let rated = text.contains("alice: rating ") && text.contains("bob: rating ");
        assert_eq!(rated, game < 3, "game {game}: {text}");
        if game == 3 {
            assert!(
                text.contains("alice: no rating change, because the same two players change each other's ratings in at most 3 games in any 24 hours."),
                "{text}"
            );
        }
        // Spread the games out, well within one day, so that the rate
        // limit has nothing to say.
        t.now += 600 * 1000;
    }
}

#[test]
fn a_player_moving_in_twelve_games_at_once_loses_no_move() {
    let mut t = Table::new();
    t.platform = Platform::Telegram;
    let chats: Vec<String> = (0..12).map(|i| format!("group{i}")).collect();
    for chat in &chats {
        let out = t.say("alice", chat, "/bot english 1");
        assert!(joined(&out).contains("to move: alice"), "{:?}", lines(&out));
        t.now += 2000;
    }
    t.now += 60 * 1000;
    for chat in &chats {
        let out = t.say("alice", chat, "/m 1");
        let text = joined(&out);
        assert!(
            text.contains(&format!("[{chat}] ")) && text.contains("Last move"),
            "{chat}: {text}"
        );
        assert!(!text.contains(NOT_CARRIED_OUT), "{chat}: {text}");
    }
    // Anything else past the limit is refused, saying so plainly.
    assert_eq!(
        lines(&t.say("alice", "group0", "/board")),
        [format!(
            "[group0] {NOT_CARRIED_OUT} Send it again in 2 seconds; until then, commands here are not carried out either (moves in your own games still are)."
        )]
    );
}

#[test]
fn a_flood_in_the_group_does_not_hold_up_the_players_moves() {
    let mut t = Table::new();
    t.platform = Platform::Telegram;
    t.say("alice", "club", "/new english");
    t.say("bob", "club", "/join");
    // Spectators empty the chat's bucket (twenty commands at once).
    for i in 0..25 {
        t.say(&format!("fan{i}"), "club", "/variants");
    }
    assert!(
        t.say("dave", "club", "/variants").is_empty(),
        "the chat is full"
    );
    let out = t.say("alice", "club", "/m 9-14");
    assert!(
        joined(&out).contains("Last move: 9-14"),
        "{:?}",
        lines(&out)
    );
    // A move that is not the sender's to make gets no second look: it is
    // refused, saying so.
    let text = joined(&t.say("alice", "club", "/m 22-18"));
    assert!(
        text.contains(NOT_CARRIED_OUT) && !text.contains("Last move"),
        "{text}"
    );
    let out = t.say("bob", "club", "/m 22-18");
    assert!(
        joined(&out).contains("Last move: 22-18"),
        "{:?}",
        lines(&out)
    );
}

#[test]
fn an_early_time_forfeit_is_aborted_too() {
    // One time-out forfeits here, so alice, who never moves, loses on time
    // at ply 0.
    let config = CoreConfig {
        max_timeouts: 1,
        ..CoreConfig::default()
    };
    let mut t = Table::with(Store::open_in_memory().expect("store"), config);
    t.say("alice", "alice", "/play turkish");
    t.say("bob", "bob", "/play turkish");
    let text = joined(&t.advance(61));
    assert!(text.contains("ran out of time"), "{text}");
    assert!(text.contains(&format!("[bob] {ABORTED_EARLY}")), "{text}");
    assert!(
        !text.contains("wins") && !text.contains("rating 1500"),
        "{text}"
    );
    assert!(joined(&t.say("bob", "bob", "/stats")).contains("bob has not finished a game yet"));
}
