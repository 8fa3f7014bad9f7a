//! Random input for everything that reads what users and platforms send:
//! chat text (commands and move notation, as every adapter parses it),
//! console lines, positions in FEN for every variant, and button payloads.
//! None of it may panic.
//!
//! The default run tries a few thousand inputs of each kind. The opt-in run
//! tries a million of each:
//! `cargo test --release --test it fuzz:: -- --ignored` (`FUZZ_CASES` sets the
//! number per kind).

use damabot::adapters::console;
use damabot::text::{callback, parse};
use draughts::{Position, Variant};
use proptest::prelude::*;
use proptest::test_runner::Config;

/// Inputs per kind in the default run.
const QUICK: u32 = 3_000;
/// Inputs per kind in the opt-in run.
const MILLION: u32 = 1_000_000;

fn config(default: u32) -> Config {
    let cases = std::env::var("FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default);
    Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    }
}

/// Chat text: arbitrary Unicode, commands with arguments, and move-like
/// notation with stray separators.
fn chat_text() -> impl Strategy<Value = String> {
    prop_oneof![
        ".{0,80}",
        "[/!]?[a-zA-Z@_]{0,12}( [a-zA-Z0-9@:x\\-. ]{0,16}){0,4}",
        "(/m |/move |!m )?[a-l]?[0-9]{0,3}([-x: ][a-l]?[0-9]{0,3}){0,5}",
        "[/!](new|bot|room|join|watch|play|stats|top|lang|buy|theme|moves|rules|tips|say|m) .{0,40}",
        proptest::collection::vec(any::<char>(), 0..40).prop_map(|c| c.into_iter().collect()),
    ]
}

/// FEN-like text: fields of squares, numbers, kings and ranges, and noise.
fn fen_text() -> impl Strategy<Value = String> {
    prop_oneof![
        ".{0,80}",
        "[WB?]?(:[WBK]{0,2}[a-l0-9,K\\-x]{0,40}){0,4}",
        "[WB]:W[K]?[a-h][1-8](,[K]?[a-h][1-8]){0,15}:B[K]?[a-h][1-8](,[K]?[a-h][1-8]){0,15}",
        "[WB]:W[K]?[0-9]{1,2}(-[0-9]{1,2})?(,[K]?[0-9]{1,3}){0,15}:B[K]?[0-9]{1,3}(,[K]?[0-9]{1,3}){0,15}",
    ]
}

/// Button payloads: the real shapes with bad fields, and noise.
fn callback_data() -> impl Strategy<Value = String> {
    prop_oneof![
        ".{0,64}",
        "(join|moves|play|resign|draw|board|rules|nuke)(:[0-9a-z\\-]{0,20}){0,4}",
        "play:-?[0-9]{0,20}:-?[0-9]{0,20}:-?[0-9]{0,20}",
    ]
}

/// Reads chat text the way the adapters and the core do: the command
/// grammar, a console line, and move notation on every variant's start
/// position.
fn read_chat(text: &str) {
    let command = parse::parse(text);
    if let Some(line) = console::parse_line(text) {
        let _ = console::request(&line);
    }
    for variant in Variant::ALL {
        let _ = Position::start(variant).parse_move(text);
    }
    drop(command);
}

/// Reads a FEN for every variant; one that parses writes back and reads
/// again the same.
fn read_fen(text: &str) {
    for variant in Variant::ALL {
        if let Ok(position) = Position::from_fen(variant, text) {
            let again = Position::from_fen(variant, &position.to_fen());
            assert_eq!(again.ok(), Some(position), "{variant}: {text:?}");
        }
    }
}

/// Decodes a payload.
fn read_callback(data: &str) {
    let _ = callback::decode(data);
}

proptest! {
    #![proptest_config(config(QUICK))]

    #[test]
    fn chat_text_never_panics(text in chat_text()) {
        read_chat(&text);
    }

    #[test]
    fn fens_never_panic(text in fen_text()) {
        read_fen(&text);
    }

    #[test]
    fn callback_data_never_panics(data in callback_data()) {
        read_callback(&data);
    }
}

proptest! {
    #![proptest_config(config(MILLION))]

    #[test]
    #[ignore = "opt-in: a million inputs, run in release"]
    fn a_million_chat_texts_never_panic(text in chat_text()) {
        read_chat(&text);
    }

    #[test]
    #[ignore = "opt-in: a million inputs, run in release"]
    fn a_million_fens_never_panic(text in fen_text()) {
        read_fen(&text);
    }

    #[test]
    #[ignore = "opt-in: a million inputs, run in release"]
    fn a_million_callback_payloads_never_panic(data in callback_data()) {
        read_callback(&data);
    }
}
