//! `damabot moves <variant> [--fen <FEN>] [--routes] [--algebraic]`: prints
//! every legal move, one per line, as `<route> <captured>`.

use draughts::Notation;

use super::perft::{read_position, read_variant};
use super::{Args, UsageError};

/// Runs the `moves` subcommand.
pub fn run(mut args: Args) -> Result<(), UsageError> {
    let routes = args.switch("routes");
    let algebraic = args.switch("algebraic");
    let fen = args.value("fen")?;
    let variant = read_variant(&args.positional("variant")?)?;
    args.finish()?;
    let position = read_position(variant, fen.as_deref())?;
    let notation = notation(algebraic);
    let moves = if routes {
        position.legal_routes()
    } else {
        position.legal_moves()
    };
    for mv in moves {
        let captured: Vec<String> = mv
            .captured()
            .iter()
            .map(|sq| sq.text(variant, notation))
            .collect();
        let captured = if captured.is_empty() {
            "-".to_owned()
        } else {
            captured.join(",")
        };
        println!("{} {captured}", position.move_text(&mv, notation));
    }
    Ok(())
}

/// The notation `--algebraic` asks for: a1–h8 from White's side in every
/// variant, or the variant's own.
pub(super) fn notation(algebraic: bool) -> Notation {
    if algebraic {
        Notation::Algebraic
    } else {
        Notation::Native
    }
}
