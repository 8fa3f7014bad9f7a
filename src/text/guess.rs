//! "Did you mean …?": the one variant or command a mistyped name is closest
//! to, so that `/new russain` and `/hepl` are answered with a suggestion
//! instead of a list of every name.
//!
//! A name is near when its optimal-string-alignment distance (edits of one
//! letter, and swaps of two neighbours, as in `russain`) to one of the
//! known names is at most [`max_edits`]. Variant names are compared in their
//! matching form ([`variants::key`]), so every language's names and short
//! forms count. When two different answers are equally near, there is no
//! guess: a wrong suggestion is worse than none.

use draughts::Variant;

use crate::text::{commands, variants};

/// The most edits a near name may be from what was typed: one for short
/// words (four letters or fewer), two for longer ones.
fn max_edits(typed: &str) -> usize {
    if typed.chars().count() <= 4 { 1 } else { 2 }
}

/// The one answer among `known` nearest to `typed`, if it is near enough
/// and no other answer is as near.
fn nearest<T: Copy + PartialEq>(
    typed: &str,
    known: impl IntoIterator<Item = (String, T)>,
) -> Option<T> {
    if typed.is_empty() {
        return None;
    }
    let limit = max_edits(typed);
    let mut best: Option<(usize, T)> = None;
    let mut tied = false;
    for (name, answer) in known {
        let d = strsim::osa_distance(typed, &name);
        if d > limit {
            continue;
        }
        match best {
            Some((b, a)) if d == b && a != answer => tied = true,
            Some((b, _)) if d >= b => {}
            _ => {
                best = Some((d, answer));
                tied = false;
            }
        }
    }
    best.filter(|_| !tied).map(|(_, answer)| answer)
}

/// The variant a mistyped name most likely means.
pub fn variant(typed: &str) -> Option<Variant> {
    let wanted = variants::key(typed);
    nearest(
        &wanted,
        Variant::ALL.into_iter().flat_map(|v| {
            variants::names(v)
                .into_iter()
                .map(move |n| (variants::key(&n), v))
        }),
    )
}

/// The command a mistyped command word most likely means, by its name.
pub fn command(typed: &str) -> Option<&'static str> {
    let wanted = typed.to_lowercase();
    nearest(
        &wanted,
        commands::CATALOGUE.iter().flat_map(|spec| {
            std::iter::once(spec.name)
                .chain(spec.aliases.iter().copied())
                .map(|word| (word.to_owned(), spec.name))
        }),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_swapped_or_missing_letter_is_forgiven() {
        assert_eq!(variant("russain"), Some(Variant::Russian));
        assert_eq!(variant("internatonal"), Some(Variant::International));
        assert_eq!(variant("Turkisch"), Some(Variant::Turkish));
        assert_eq!(variant("шашкы"), Some(Variant::Russian));
        assert_eq!(command("hepl"), Some("help"));
        assert_eq!(command("resing"), Some("resign"));
        assert_eq!(command("Varients"), Some("variants"));
    }

    #[test]
    fn far_names_get_no_guess() {
        assert_eq!(variant("chess"), None);
        assert_eq!(variant(""), None);
        assert_eq!(command("frobnicate"), None);
        assert_eq!(command(""), None);
    }
}
