//! `damabot moves <variant> [--fen <FEN>] [--routes] [--algebraic]`: prints
//! every legal move, one per line, as `<route> <captured>`.

use draughts::{Notation, Variant};

use super::UsageError;
use super::perft::{read_position, read_variant};

/// List the legal moves of a position
///
/// Prints every legal move, one per line, as `<route> <captured>`.
#[derive(Debug, clap::Args)]
pub struct MovesArgs {
    /// The variant (international, russian, english, …)
    #[arg(value_name = "variant", value_parser = read_variant)]
    variant: Variant,
    /// The position, in the variant's FEN (default: the start position)
    #[arg(long, value_name = "FEN")]
    fen: Option<String>,
    /// One line per capture route, not per distinct move
    #[arg(long)]
    routes: bool,
    /// Squares as a1–h8 from White's side, not the variant's own notation
    #[arg(long)]
    algebraic: bool,
}

/// Runs the `moves` subcommand.
pub fn run(args: MovesArgs) -> Result<(), UsageError> {
    let MovesArgs {
        variant,
        fen,
        routes,
        algebraic,
    } = args;
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
