//! SPEC.md: boards, starting positions, first move and position text.

use crate::util::pos;
use draughts::{Color, FenError, Piece, Position, PositionError, Role, Setup, Square, Variant};

fn squares_of(p: &Position, color: Color) -> Vec<String> {
    p.pieces()
        .filter(|(_, pc)| pc.color == color)
        .map(|(sq, _)| sq.to_string())
        .collect()
}

/// Common 1: "Coordinates: … seen from White. White's men start on the low
/// ranks in every variant, also in English checkers (where Black moves first)."
/// (VARIANTS.md §2 says the same of the other variants; Black's men start
/// on the high ranks. Corner's and One-way's sides face each other across
/// a diagonal or a file line and Hawaiian's fill the board, so they are
/// left out; on Alquerque's odd board both share the middle rank.)
#[test]
fn common_1_white_starts_on_the_low_ranks() {
    for variant in Variant::ALL {
        if matches!(
            variant,
            Variant::Corner | Variant::Oneway | Variant::Hawaiian
        ) {
            continue;
        }
        let ranks = variant.geometry().ranks;
        let p = Position::start(variant);
        for (sq, piece) in p.pieces() {
            let own_half = match piece.color {
                Color::White => sq.rank() <= (ranks - 1) / 2,
                Color::Black => sq.rank() >= ranks / 2,
            };
            assert!(piece.role != Role::Man || own_half, "{variant} {sq}");
        }
    }
}

/// Persian 1: "all 64 squares; White a2–h3, Black a6–h7; White moves first".
#[test]
fn persian_1_board_setup_and_first_move() {
    let p = Position::start(Variant::Persian);
    assert_eq!(Variant::Persian.geometry().playable_count(), 64);
    assert_eq!(p.turn(), Color::White);
    assert_eq!(
        p.to_fen(),
        "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7"
    );
    assert_eq!(
        Position::start(Variant::Turkish)
            .to_fen()
            .replace("turkish", ""),
        p.to_fen()
    );
}

/// English 1: "32 dark squares (a1 is dark); Black men on 1–12 (the top,
/// seen from White), White on 21–32; Black moves first".
#[test]
fn english_1_board_setup_and_first_move() {
    let p = Position::start(Variant::English);
    let geometry = Variant::English.geometry();
    assert_eq!(geometry.playable_count(), 32);
    assert!(geometry.is_playable("a1".parse().unwrap()));
    assert!(!geometry.is_playable("b1".parse().unwrap()));
    assert_eq!(p.turn(), Color::Black);
    assert_eq!(
        p.to_fen(),
        "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
    );
    assert_eq!(pos(Variant::English, "B:W21-32:B1-12"), p);
}

/// Dameo 1: "all 64 squares; White a1–h1, b2–g2, c3–f3; Black a8–h8, b7–g7,
/// c6–f6 (18 each); White moves first".
#[test]
fn dameo_1_board_setup_and_first_move() {
    let p = Position::start(Variant::Dameo);
    assert_eq!(p.turn(), Color::White);
    assert_eq!(
        squares_of(&p, Color::White).join(","),
        "a1,b1,c1,d1,e1,f1,g1,h1,b2,c2,d2,e2,f2,g2,c3,d3,e3,f3"
    );
    assert_eq!(
        squares_of(&p, Color::Black).join(","),
        "c6,d6,e6,f6,b7,c7,d7,e7,f7,g7,a8,b8,c8,d8,e8,f8,g8,h8"
    );
}

/// Common 6: "Position text ("FEN"): `W:Wa2,b2,Kc5:Ba6,Kd8` … English also
/// accepts and prints the PDN numeric form `B:W21-32:B1-12` / `W:WK22:B18,19`."
#[test]
fn common_6_position_text() {
    let p = pos(Variant::Persian, "W:Wa2,b2,Kc5:Ba6,Kd8");
    assert_eq!(
        p.piece_at("c5".parse().unwrap()),
        Some(Piece::king(Color::White))
    );
    assert_eq!(
        p.piece_at("a6".parse().unwrap()),
        Some(Piece::man(Color::Black))
    );
    assert_eq!(p.to_fen(), "W:Wa2,b2,Kc5:Ba6,Kd8");
    let e = pos(Variant::English, "W:WK22:B18,19");
    assert_eq!(e.to_fen(), "W:WK22:B18,19");
    assert_eq!(
        e.piece_at("c3".parse().unwrap()),
        Some(Piece::king(Color::White))
    );
    assert_eq!(pos(Variant::English, "W:WKc3:Bd4,f4"), e);
    // Persian and Arabic-Indic digits are read too.
    assert_eq!(pos(Variant::English, "W:WK۲۲:B١٨,19"), e);
}

#[test]
fn invalid_positions_name_the_problem() {
    let err = |v, fen| Position::from_fen(v, fen).unwrap_err();
    let c8: Square = "c8".parse().unwrap();
    assert_eq!(
        err(Variant::Persian, "W:Wc8:Ba6"),
        FenError::Position(PositionError::ManOnPromotionRank {
            square: c8,
            color: Color::White
        })
    );
    assert_eq!(
        err(Variant::English, "W:Wb1:B1"),
        FenError::Position(PositionError::UnplayableSquare("b1".parse().unwrap()))
    );
    assert_eq!(
        err(Variant::Persian, "W:Wa2,a2:Ba6"),
        FenError::Position(PositionError::TwoPiecesOnOneSquare("a2".parse().unwrap()))
    );
    assert!(matches!(
        err(Variant::English, "W:W17-29:B1"),
        FenError::Position(PositionError::TooManyPieces {
            color: Color::White,
            count: 13,
            max: 12
        })
    ));
    assert!(matches!(err(Variant::Persian, "X:Wa2"), FenError::Turn(_)));
    assert!(matches!(
        err(Variant::Persian, "W:Wz9"),
        FenError::Square(_)
    ));
    assert!(matches!(
        err(Variant::Persian, "W:W21"),
        FenError::Square(_)
    ));
    assert!(matches!(
        err(Variant::English, "W:W9-3"),
        FenError::Range(_)
    ));
    assert!(matches!(
        err(Variant::Persian, "W:Wa2:Wb2"),
        FenError::RepeatedSide(Color::White)
    ));
    assert_eq!(err(Variant::Persian, "  "), FenError::Empty);
    let setup = Setup {
        turn: Color::White,
        pieces: vec![("i1".parse().unwrap(), Piece::new(Color::White, Role::King))],
    };
    assert!(matches!(
        Position::from_setup(Variant::Dameo, &setup),
        Err(PositionError::UnplayableSquare(_))
    ));
}

#[test]
fn english_numbering_matches_pdn() {
    for (n, sq) in [
        (1, "b8"),
        (4, "h8"),
        (5, "a7"),
        (29, "a1"),
        (32, "g1"),
        (22, "c3"),
        (15, "e5"),
    ] {
        let square: Square = sq.parse().unwrap();
        assert_eq!(square.to_numeric(Variant::English), Some(n), "{sq}");
        assert_eq!(
            Square::from_numeric(Variant::English, n),
            Some(square),
            "{n}"
        );
    }
    assert_eq!(Square::from_numeric(Variant::English, 33), None);
    assert_eq!(
        "a1".parse::<Square>().unwrap().to_numeric(Variant::Persian),
        None
    );
}

#[test]
fn variants_and_sides_print_and_parse() {
    for v in Variant::ALL {
        assert_eq!(v.to_string().parse::<Variant>().unwrap(), v);
    }
    assert_eq!("Dameh".parse::<Variant>().unwrap(), Variant::Persian);
    assert_eq!("DAMA".parse::<Variant>().unwrap(), Variant::Turkish);
    assert_eq!("checkers".parse::<Variant>().unwrap(), Variant::English);
    assert!("chess".parse::<Variant>().is_err());
    assert_eq!(!Color::White, Color::Black);
    assert_eq!(Color::Black.to_string(), "black");
}
