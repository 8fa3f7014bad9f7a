//! Interactions: slash commands, autocompletion (`/move` from the legal
//! moves, every `variant` option from the variant names), button presses and
//! menu picks. Each is acknowledged first (Discord allows 3 s), then handed
//! to the core; its output follows through the delivery task.

use std::sync::Arc;

use serenity::all::{
    CommandInteraction, ComponentInteraction, ComponentInteractionDataKind, Context,
    CreateAutocompleteResponse, CreateInteractionResponse, Interaction, Member,
};

use draughts::Variant;

use crate::app::{Lang, Request};
use crate::text::{self, callback, variants};

use super::notices::Notice;
use super::pending::{Ack, Pending};
use super::{Adapter, commands, files, who};

/// Autocompletion shows at most this many choices (Discord's limit).
const MAX_CHOICES: usize = 25;

/// Handles one interaction.
pub(super) async fn handle(ctx: &Context, adapter: &Adapter, interaction: Interaction) {
    match interaction {
        Interaction::Command(command) => slash(ctx, adapter, command).await,
        Interaction::Autocomplete(command) => autocomplete(ctx, adapter, command).await,
        Interaction::Component(component) => press(ctx, adapter, component).await,
        _ => {}
    }
}

/// A slash command: deferred as an ephemeral reply, read from its typed
/// options (an attached file downloaded first) and submitted.
async fn slash(ctx: &Context, adapter: &Adapter, command: CommandInteraction) {
    if let Err(e) = command.defer_ephemeral(&ctx.http).await {
        tracing::warn!(error = %e, command = %command.data.name, "could not acknowledge a slash command");
        return;
    }
    let origin = Pending::origin(command.id);
    adapter
        .pending
        .open(&origin, command.token.clone(), Ack::Deferred);
    let file = match commands::attachment(&command.data) {
        Some(file) => Some(files::fetch(&adapter.files, file).await),
        None => None,
    };
    let request = Request {
        update_id: Some(command.id.to_string()),
        user: who::user(
            &command.user,
            command.member.as_ref().and_then(|m| m.nick.as_deref()),
            Some(&command.locale),
        ),
        chat: who::chat(command.channel_id, command.guild_id),
        command: commands::command(&command.data, file),
        game: None,
        origin: Some(origin),
        admin: manages_messages(command.member.as_deref()),
    };
    submit(ctx, adapter, request).await;
}

/// Submits an interaction's request, to be closed behind its output; one
/// kept for later, because the database did not take it, is told so.
async fn submit(ctx: &Context, adapter: &Adapter, request: Request) {
    let notice = request.origin.clone().map(|origin| Notice::Interaction {
        http: Arc::clone(&ctx.http),
        origin,
        lang: request.user.platform_lang(),
    });
    let follow_up = request.origin.clone();
    adapter.submit(request, follow_up, notice).await;
}

/// Whether a server member may manage messages in the channel (Discord
/// computes the permissions for interactions): such a member administers
/// the channel's games.
fn manages_messages(member: Option<&Member>) -> bool {
    member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_messages())
}

/// Autocompletion. A `variant` option lists the variants whose names (in
/// any language, short forms too) contain what was typed, shown in the
/// user's language; `move` lists the legal moves of the channel's game,
/// numbered as the menu numbers them, filtered by what was typed.
async fn autocomplete(ctx: &Context, adapter: &Adapter, command: CommandInteraction) {
    let (option, typed) = command
        .data
        .autocomplete()
        .map(|o| (o.name.to_owned(), o.value.to_owned()))
        .unwrap_or_default();
    let response = if option == commands::VARIANT_OPTION {
        let lang = Lang::from_code(&command.locale).unwrap_or(Lang::En);
        variant_choices(lang, &typed).into_iter().fold(
            CreateAutocompleteResponse::new(),
            |response, (label, name)| response.add_string_choice(label, name),
        )
    } else {
        let chat = who::chat(command.channel_id, command.guild_id).key;
        let moves = adapter.hub.legal_moves(chat).await;
        matching(&moves, &typed).into_iter().fold(
            CreateAutocompleteResponse::new(),
            |response, (number, mv)| response.add_string_choice(format!("{number}. {mv}"), mv),
        )
    };
    if let Err(e) = command
        .create_response(&ctx.http, CreateInteractionResponse::Autocomplete(response))
        .await
    {
        tracing::warn!(error = %e, "could not answer an autocompletion");
    }
}

/// The (label, value) choices for a `variant` option: the variant's name in
/// the user's language with its command name, and the command name.
fn variant_choices(lang: Lang, typed: &str) -> Vec<(String, &'static str)> {
    variants::suggest(typed)
        .into_iter()
        .take(MAX_CHOICES)
        .map(|v: Variant| {
            let shown = text::render_id(lang, &format!("variant-{}", v.name()));
            (format!("{shown} · {}", v.name()), v.name())
        })
        .collect()
}

/// The (number, move) pairs whose move contains what was typed, ignoring
/// case and separators; a typed number matches the move with that number.
fn matching<'m>(moves: &'m [String], typed: &str) -> Vec<(usize, &'m str)> {
    let squeeze = |s: &str| -> String {
        s.chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect()
    };
    let wanted = squeeze(typed);
    let by_number: Option<usize> = typed.trim().trim_end_matches('.').parse().ok();
    moves
        .iter()
        .enumerate()
        .map(|(i, mv)| (i + 1, mv.as_str()))
        .filter(|(number, mv)| Some(*number) == by_number || squeeze(mv).contains(&wanted))
        .take(MAX_CHOICES)
        .collect()
}

/// A button press or a menu pick: acknowledged without a message, decoded
/// from its payload and submitted for the game it belongs to.
async fn press(ctx: &Context, adapter: &Adapter, component: ComponentInteraction) {
    if let Err(e) = component.defer(&ctx.http).await {
        tracing::warn!(error = %e, "could not acknowledge a button press");
        return;
    }
    let payload = match &component.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => values.first().cloned(),
        _ => Some(component.data.custom_id.clone()),
    };
    let Some(press) = payload.as_deref().and_then(callback::decode) else {
        tracing::debug!(custom_id = %component.data.custom_id, "a component the bot does not know");
        return;
    };
    let origin = Pending::origin(component.id);
    adapter
        .pending
        .open(&origin, component.token.clone(), Ack::Silent);
    let request = Request {
        update_id: Some(component.id.to_string()),
        user: who::user(
            &component.user,
            component.member.as_ref().and_then(|m| m.nick.as_deref()),
            Some(&component.locale),
        ),
        chat: who::chat(component.channel_id, component.guild_id),
        command: press.command,
        game: press.game,
        origin: Some(origin),
        admin: manages_messages(component.member.as_ref()),
    };
    submit(ctx, adapter, request).await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn autocompletion_matches_moves_loosely_and_by_number() {
        let moves: Vec<String> = ["c3-d4", "c3-b4", "e3xg5"].map(String::from).to_vec();
        assert_eq!(matching(&moves, "C3"), vec![(1, "c3-d4"), (2, "c3-b4")]);
        assert_eq!(matching(&moves, "e3 g5"), vec![]);
        assert_eq!(matching(&moves, "e3xg"), vec![(3, "e3xg5")]);
        assert_eq!(matching(&moves, "2"), vec![(2, "c3-b4")]);
        assert_eq!(matching(&moves, "").len(), 3);
    }

    #[test]
    fn variant_choices_name_variants_in_the_users_language() {
        let all = variant_choices(Lang::Ru, "");
        assert_eq!(all.len(), Variant::ALL.len());
        assert!(all.len() <= MAX_CHOICES);
        assert_eq!(
            variant_choices(Lang::Ru, "шашки").first(),
            Some(&("Русские шашки · russian".to_owned(), "russian"))
        );
        assert_eq!(variant_choices(Lang::En, "روسی")[0].1, "russian");
        assert!(all.iter().all(|(label, _)| label.chars().count() <= 100));
    }
}
