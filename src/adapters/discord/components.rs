//! Message components: buttons in rows of five, and the legal moves as
//! select menus of up to 25 entries, within Discord's five rows a message.

use serenity::all::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption,
};

use crate::app::Command;
use crate::delivery::Button;
use crate::text::callback;

/// Buttons in one row.
const ROW: usize = 5;
/// Rows in one message.
const ROWS: usize = 5;
/// Entries in one select menu.
const MENU: usize = 25;
/// Discord's longest button label.
const LABEL: usize = 80;
/// Discord's longest menu entry label.
const OPTION_LABEL: usize = 100;

/// Buttons under a text, five to a row.
pub(super) fn buttons(buttons: &[Button]) -> Vec<CreateActionRow> {
    buttons
        .chunks(ROW)
        .take(ROWS)
        .map(|row| CreateActionRow::Buttons(row.iter().map(button).collect()))
        .collect()
}

/// The board's controls: its buttons, then its legal moves as menus of 25
/// ("pages"), as many as the remaining rows hold. Moves beyond them are
/// still reachable through `/move` and its autocompletion.
pub(super) fn board(controls: &[Button], moves: &[Button]) -> Vec<CreateActionRow> {
    let mut rows = buttons(controls);
    let free = ROWS.saturating_sub(rows.len());
    rows.extend(menus(moves, free));
    rows
}

/// A page of numbered moves: the moves as a menu, paging as buttons.
pub(super) fn move_list(buttons_in: &[Button]) -> Vec<CreateActionRow> {
    let (moves, paging): (Vec<Button>, Vec<Button>) = buttons_in.iter().cloned().partition(|b| {
        callback::decode(&b.data).is_some_and(|p| matches!(p.command, Command::MoveNumber { .. }))
    });
    let mut rows = menus(&moves, ROWS - 1);
    rows.extend(buttons(&paging).into_iter().take(1));
    rows
}

fn menus(moves: &[Button], max: usize) -> Vec<CreateActionRow> {
    moves
        .chunks(MENU)
        .take(max)
        .enumerate()
        .map(|(page, chunk)| {
            let first = page * MENU + 1;
            let options = chunk
                .iter()
                .map(|m| CreateSelectMenuOption::new(clip(&m.label, OPTION_LABEL), m.data.clone()))
                .collect();
            let menu = CreateSelectMenu::new(
                format!("pick:{page}"),
                CreateSelectMenuKind::String { options },
            )
            .placeholder(format!("🎯 {first}–{}", first + chunk.len() - 1));
            CreateActionRow::SelectMenu(menu)
        })
        .collect()
}

fn button(b: &Button) -> CreateButton {
    CreateButton::new(b.data.clone())
        .label(clip(&b.label, LABEL))
        .style(ButtonStyle::Secondary)
}

/// Text cut to at most `max` characters.
pub(super) fn clip(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((end, _)) => text[..end].to_owned(),
        None => text.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    fn b(label: &str, data: &str) -> Button {
        Button {
            label: label.into(),
            data: data.into(),
        }
    }

    fn moves(count: usize) -> Vec<Button> {
        (1..=count)
            .map(|n| b(&format!("{n}. a{n}"), &format!("play:1:2:{n}")))
            .collect()
    }

    fn json(rows: &[CreateActionRow]) -> Vec<Value> {
        rows.iter()
            .map(|r| serde_json::to_value(r).expect("serializes"))
            .collect()
    }

    #[test]
    fn a_board_has_its_buttons_then_menus_of_25_moves_within_five_rows() {
        let controls: Vec<Button> = (0..6)
            .map(|i| b(&format!("B{i}"), &format!("board:{i}")))
            .collect();
        let rows = json(&board(&controls, &moves(60)));
        assert_eq!(rows.len(), 5);
        assert_eq!(rows[0]["components"].as_array().map(Vec::len), Some(5));
        assert_eq!(rows[1]["components"].as_array().map(Vec::len), Some(1));
        let menu = &rows[2]["components"][0];
        assert_eq!(menu["options"].as_array().map(Vec::len), Some(25));
        assert_eq!(menu["options"][0]["value"], "play:1:2:1");
        assert_eq!(rows[4]["components"][0]["placeholder"], "🎯 51–60");
        assert_eq!(
            rows[4]["components"][0]["options"].as_array().map(Vec::len),
            Some(10)
        );
    }

    #[test]
    fn a_finished_board_has_no_menu() {
        assert_eq!(json(&board(&[b("Rules", "rules:dameo")], &[])).len(), 1);
    }

    #[test]
    fn a_move_list_is_a_menu_with_paging_buttons() {
        let mut list = moves(24);
        list.push(b("▶", "moves:1:1"));
        let rows = json(&move_list(&list));
        assert_eq!(rows.len(), 2);
        assert_eq!(
            rows[0]["components"][0]["options"].as_array().map(Vec::len),
            Some(24)
        );
        assert_eq!(rows[1]["components"][0]["custom_id"], "moves:1:1");
    }

    #[test]
    fn long_labels_are_clipped_on_character_boundaries() {
        assert_eq!(clip("دامه", 2), "دا");
        assert_eq!(clip("ab", 5), "ab");
    }
}
