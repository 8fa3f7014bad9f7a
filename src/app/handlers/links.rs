//! `link`, `link <code>` and `unlink`: one person's accounts on different
//! platforms made one player, so that `/games` lists the games of all of
//! them and a game between two of them pays no coins and counts in no
//! record or rating.
//!
//! `link` in a private chat gives a one-time code (the store keeps only its
//! digest); `link <code>` from the person's account on another platform,
//! within ten minutes, links the two (and whatever each was linked to), and
//! both chats hear which accounts are now one. A code links once. Wrong
//! codes (unknown, used or lapsed) count against the typing user only,
//! together with wrong room codes, and a user past the limit is refused
//! before the code is looked at, so the refusal tells nothing.

use std::iter;

use crate::app::core::context::{Actor, World};
use crate::app::core::language::language;
use crate::app::error::CoreError;
use crate::app::game::players::{account_name, platform_name};
use crate::app::{Body, Msg};
use crate::domain::code;
use crate::domain::link::{self, Refusal};
use crate::domain::{Account, ChatKind, UserRow};

/// A user as one of a person's accounts.
fn account(user: &UserRow) -> Account {
    Account {
        user: user.id,
        platform: user.key.platform,
        name: user.name.clone(),
    }
}

fn names(accounts: &[Account]) -> Vec<Msg> {
    accounts.iter().map(account_name).collect()
}

/// The lifetime of a code, in whole minutes, for the answers.
fn code_minutes() -> i64 {
    link::CODE_TTL_MS / 60_000
}

/// `link`: a new code for this account (forgetting any earlier one), with
/// the accounts it is linked to already. Only in a private chat: the code
/// is a key to the account.
pub(crate) fn offer(world: &mut World<'_, '_>, actor: &Actor) -> Result<(), CoreError> {
    if actor.chat.kind != ChatKind::Private {
        actor.tell(world, Msg::new("link-in-private"));
        return Ok(());
    }
    let expires = world.now + link::CODE_TTL_MS;
    let code = loop {
        let code = code::fresh(link::CODE_LEN, getrandom::fill).map_err(CoreError::Random)?;
        if world
            .tx
            .put_link_code(&link::digest(&code), actor.user.id, actor.chat_id, expires)?
        {
            break code;
        }
    };
    let linked = world.tx.linked_accounts(actor.user.id)?;
    if !linked.is_empty() {
        // A linked account's private chat is where it hears about its
        // links: one that linked from a group is known from now on.
        world.tx.set_link_chat(actor.user.id, actor.chat_id)?;
        actor.reply(
            world,
            Msg::new("link-status").list("accounts", names(&linked)),
        );
    }
    actor.reply(world, Msg::new("link-code").num("minutes", code_minutes()));
    actor.reply(world, Msg::new("link-command").text("code", code));
    Ok(())
}

/// Counts a wrong code against the actor and tells them why it failed.
fn wrong(world: &mut World<'_, '_>, actor: &Actor, msg: Msg) -> Result<(), CoreError> {
    world.tx.record_code_attempt(actor.user.id, world.now)?;
    actor.tell(world, msg);
    Ok(())
}

/// `link <code>`: links this account to the code's owner, unless that
/// would give the person two accounts on one platform.
pub(crate) fn redeem(
    world: &mut World<'_, '_>,
    actor: &Actor,
    code: &str,
) -> Result<(), CoreError> {
    let me = actor.user.id;
    let tried = world
        .tx
        .code_attempts_since(me, world.now - link::WRONG_CODE_WINDOW_MS)?;
    if tried >= link::MAX_WRONG_CODES {
        actor.tell(world, Msg::new("link-rate-limited"));
        return Ok(());
    }
    let digest = link::digest(code);
    let found = if link::is_code(code) {
        world.tx.link_code(&digest)?
    } else {
        None
    };
    let Some(found) = found else {
        return wrong(world, actor, Msg::new("link-code-wrong").echo("code", code));
    };
    if found.user == me {
        actor.tell(world, Msg::new("link-own-code"));
        return Ok(());
    }
    if found.used_at.is_some() {
        return wrong(world, actor, Msg::new("link-code-used"));
    }
    if !found.usable(world.now) {
        return wrong(
            world,
            actor,
            Msg::new("link-code-expired").num("minutes", code_minutes()),
        );
    }
    let owner = world.tx.user(found.user)?;
    world.tx.lock_users(&[me, owner.id])?;
    let mine: Vec<Account> = iter::once(account(&actor.user))
        .chain(world.tx.linked_accounts(me)?)
        .collect();
    let theirs: Vec<Account> = iter::once(account(&owner))
        .chain(world.tx.linked_accounts(owner.id)?)
        .collect();
    match link::refusal(&mine, &theirs) {
        Some(Refusal::Already) => {
            actor.tell(
                world,
                Msg::new("link-already").list("accounts", names(&mine[1..])),
            );
            return Ok(());
        }
        Some(Refusal::PlatformTaken(platform)) => {
            actor.tell(
                world,
                Msg::new("link-platform-taken").msg("platform", platform_name(platform)),
            );
            return Ok(());
        }
        None => {}
    }
    if !world.tx.use_link_code(&digest, world.now)? {
        // Another request used it since it was read.
        return wrong(world, actor, Msg::new("link-code-used"));
    }
    // Each account hears about its links in its private chat: the owner's
    // is where it asked for the code, the redeemer's this one if private.
    let here = (actor.chat.kind == ChatKind::Private).then_some(actor.chat_id);
    let everyone: Vec<_> = mine
        .iter()
        .chain(&theirs)
        .map(|a| match a.user {
            u if u == me => (u, here),
            u if u == owner.id => (u, Some(found.chat)),
            u => (u, None),
        })
        .collect();
    world.tx.link_accounts(&everyone, owner.id, world.now)?;
    actor.reply(
        world,
        Msg::new("link-done").list("accounts", names(&theirs)),
    );
    // The chat the code was given in hears it was used, and by whom: a
    // code used by somebody else is seen at once (and undone by /unlink).
    let chat = world.tx.chat(found.chat)?;
    world.emit(
        chat.key,
        language(&owner),
        Body::Text {
            msg: Msg::new("link-done").list("accounts", names(&mine)),
            actions: Vec::new(),
            private: false,
        },
    );
    Ok(())
}

/// `unlink`: this account leaves its person; the others stay linked among
/// themselves, and each hears it in its private chat (known from where it
/// linked, or asked for a code since; an account that linked from a group
/// and never asked in private has none known, and sees it in `/link`).
pub(crate) fn unlink(world: &mut World<'_, '_>, actor: &Actor) -> Result<(), CoreError> {
    let me = actor.user.id;
    let linked = world.tx.linked_accounts(me)?;
    if linked.is_empty() {
        actor.tell(world, Msg::new("link-none"));
        return Ok(());
    }
    let users: Vec<_> = iter::once(me)
        .chain(linked.iter().map(|a| a.user))
        .collect();
    world.tx.lock_users(&users)?;
    let chats = world.tx.linked_chats(me)?;
    world.tx.unlink_account(me)?;
    actor.reply(
        world,
        Msg::new("unlink-done").list("accounts", names(&linked)),
    );
    let leaving = account_name(&account(&actor.user));
    for (user, chat) in chats {
        let lang = language(&world.tx.user(user)?);
        let chat = world.tx.chat(chat)?;
        world.emit(
            chat.key,
            lang,
            Body::Text {
                msg: Msg::new("unlink-notice").msg("account", leaving.clone()),
                actions: Vec::new(),
                private: false,
            },
        );
    }
    Ok(())
}
