//! VARIANTS.md §1–2: names and the common terms shared by the 17 new
//! variants (counting routes, completing a capture).

use crate::util::{pos, routes_text, sorted};
use draughts::{Counting, Variant, perft};

/// §1 "At a glance": the `cli` names of the 17 new variants.
#[test]
fn cli_names_parse() {
    let names = [
        ("international", Variant::International),
        ("brazilian", Variant::Brazilian),
        ("canadian", Variant::Canadian),
        ("russian", Variant::Russian),
        ("pool", Variant::Pool),
        ("czech", Variant::Czech),
        ("italian", Variant::Italian),
        ("portuguese", Variant::Portuguese),
        ("thai", Variant::Thai),
        ("frisian", Variant::Frisian),
        ("anti", Variant::Anti),
        ("corner", Variant::Corner),
        ("oneway", Variant::Oneway),
        ("parachute", Variant::Parachute),
        ("gothic", Variant::Gothic),
        ("hawaiian", Variant::Hawaiian),
        ("alquerque", Variant::Alquerque),
    ];
    for (name, variant) in names {
        assert_eq!(name.parse::<Variant>().unwrap(), variant);
        assert_eq!(variant.name(), name);
    }
}

/// §2 DECISION: "the routes column is ours; match dctl's "drop duplicates"
/// column exactly at every depth" — one route per sequence of landing
/// squares, also where a flying king "takes a piece and goes on in the same
/// direction" (which dctl's keep column generates once).
#[test]
fn decision_routes_count_every_landing_sequence() {
    // a1 takes c3 landing on d4 or e5, and from both goes straight on over f6.
    let p = pos(Variant::Russian, "W:WKa1:Bc3,f6");
    assert_eq!(
        routes_text(&p),
        sorted(&["a1xd4xg7", "a1xd4xh8", "a1xe5xg7", "a1xe5xh8"])
    );
    assert_eq!(p.legal_moves().len(), 2);
    assert_eq!(perft(&p, 1, Counting::Routes), 4);
    assert_eq!(perft(&p, 1, Counting::Unique), 2);
}

/// §2 "Completing a capture": "When a flying king has several landing
/// squares after a jump and at least one of them allows a further jump, it
/// must land on one of those."
#[test]
fn flying_king_must_land_where_it_can_jump_again() {
    for variant in [Variant::Russian, Variant::Czech, Variant::Pool] {
        let p = pos(variant, "W:WKa1:Bc3,e7");
        assert_eq!(routes_text(&p), sorted(&["a1xf6xd8"]), "{variant}");
    }
}
