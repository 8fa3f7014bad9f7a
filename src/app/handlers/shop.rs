//! The cosmetic shop's commands: `shop`, `buy` and `theme` ([`themes`]
//! lists what is sold).

use crate::app::core::context::{Actor, World};
use crate::app::error::CoreError;
use crate::app::{Body, Msg};
use crate::domain::themes;

/// Whether the actor may use a theme: free, or bought.
fn usable(
    world: &World<'_, '_>,
    actor: &Actor,
    theme: &str,
    price: i64,
) -> Result<bool, CoreError> {
    Ok(price == 0 || world.tx.owns_theme(actor.user.id, theme)?)
}

/// `shop`: the themes, their prices and the user's coins, with a preview.
pub(crate) fn shop(world: &mut World<'_, '_>, actor: &Actor) -> Result<(), CoreError> {
    let mut lines = Vec::new();
    for (theme, price) in themes::CATALOGUE {
        let id = if price == 0 {
            "shop-line-free"
        } else if world.tx.owns_theme(actor.user.id, theme)? {
            "shop-line-owned"
        } else {
            "shop-line-price"
        };
        lines.push(Msg::new(id).text("theme", theme).num("price", price));
    }
    let caption = Msg::new("shop-list")
        .num("coins", actor.user.coins)
        .list("lines", lines);
    world.emit(
        actor.chat.key.clone(),
        actor.lang,
        Body::ThemePreview {
            themes: themes::CATALOGUE
                .iter()
                .map(|(t, _)| (*t).to_owned())
                .collect(),
            caption,
        },
    );
    Ok(())
}

/// `buy <theme>`: pays once; buying an owned or free theme costs nothing.
pub(crate) fn buy(world: &mut World<'_, '_>, actor: &Actor, theme: &str) -> Result<(), CoreError> {
    let Some(price) = themes::price(theme) else {
        actor.tell(
            world,
            Msg::new("theme-unknown")
                .echo("theme", theme)
                .text("themes", themes::names()),
        );
        return Ok(());
    };
    if usable(world, actor, theme, price)? {
        actor.tell(world, Msg::new("shop-owned").text("theme", theme));
        return Ok(());
    }
    if !world.tx.buy_theme(actor.user.id, theme, price, world.now)? {
        actor.tell(
            world,
            Msg::new("shop-poor")
                .text("theme", theme)
                .num("price", price)
                .num("coins", actor.user.coins),
        );
        return Ok(());
    }
    actor.reply(
        world,
        Msg::new("shop-bought")
            .text("theme", theme)
            .num("coins", actor.user.coins - price),
    );
    Ok(())
}

/// `theme [name]`: show the current theme, or put on a usable one.
pub(crate) fn theme(
    world: &mut World<'_, '_>,
    actor: &Actor,
    name: Option<&str>,
) -> Result<(), CoreError> {
    let Some(name) = name else {
        actor.reply(
            world,
            Msg::new("theme-current")
                .text("theme", actor.user.theme.clone())
                .text("themes", themes::names()),
        );
        return Ok(());
    };
    match themes::price(name) {
        None => actor.tell(
            world,
            Msg::new("theme-unknown")
                .echo("theme", name)
                .text("themes", themes::names()),
        ),
        Some(p) if !usable(world, actor, name, p)? => {
            actor.tell(
                world,
                Msg::new("theme-locked").text("theme", name).num("price", p),
            );
        }
        Some(_) => {
            world.tx.set_user_theme(actor.user.id, name)?;
            actor.reply(world, Msg::new("theme-set").text("theme", name));
        }
    }
    Ok(())
}
