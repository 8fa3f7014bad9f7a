//! SPEC.md: move identity and notation — what players type and what the
//! engine prints.

use crate::util::pos;
use draughts::notation::MoveText;
use draughts::{IllegalReason, MoveError, Notation, ParseMoveError, Position, Variant};

/// Common 2: "A move is: the start square, every landing square in order,
/// and the set of captured squares. Two capture routes with the same start,
/// the same end and the same captured set produce the same position: the
/// engine offers them to players as one move".
#[test]
fn common_2_moves_and_unique_moves() {
    let p = pos(Variant::English, "W:WK22:B18,19,26,27");
    let routes = p.legal_routes();
    assert_eq!(routes.len(), 2);
    assert_eq!(p.play(&routes[0]).unwrap(), p.play(&routes[1]).unwrap());
    assert_eq!(p.legal_moves().len(), 1);
    let mv = &routes[0];
    assert_eq!(mv.landings().len(), 4);
    assert_eq!(mv.captured().len(), 4);
    assert_eq!(mv.to(), mv.from());
}

/// English 5: "notation: the numbers 1–32 (1 = b8, 4 = h8, 29 = a1, 32 = g1):
/// `11-15`, `22x15`, `22x15x24`; algebraic input (`c3-d4`) is accepted too".
#[test]
fn english_5_numeric_and_algebraic_notation() {
    let start = Position::start(Variant::English);
    let mv = start.parse_move("11-15").unwrap();
    assert_eq!(start.move_text(&mv, Notation::Native), "11-15");
    assert_eq!(start.move_text(&mv, Notation::Algebraic), "f6-e5");
    assert_eq!(start.parse_move("f6-e5").unwrap(), mv);
    assert_eq!(start.parse_move("۱۱-۱۵").unwrap(), mv);
    let p = pos(Variant::English, "W:W22:B18,11");
    let double = p.parse_move("22x15x8").unwrap();
    assert_eq!(p.move_text(&double, Notation::Native), "22x15x8");
    assert_eq!(p.parse_move("22x8").unwrap(), double);
    assert_eq!(p.parse_move("c3xe5xg7").unwrap(), double);
}

#[test]
fn players_forms_are_accepted() {
    let p = Position::start(Variant::Persian);
    let mv = p.parse_move("c3-c4").unwrap();
    for text in ["c3c4", "c3 c4", "C3-C4", " c3-c4 ", "c۳-c۴", "c٣-c٤"] {
        assert_eq!(p.parse_move(text).unwrap(), mv, "{text}");
    }
    let q = pos(Variant::Persian, "W:Wc3:Bc4,d5,f5");
    let full = q.parse_move("c3xc5xe5xg5").unwrap();
    assert_eq!(q.parse_move("c3xg5").unwrap(), full);
    assert_eq!(q.parse_move("c3:g5").unwrap(), full);
    let dameo = Position::start(Variant::Dameo);
    let linear = dameo.parse_move("c1-f4").unwrap();
    assert_eq!(linear.to_string(), "c1-f4");
}

#[test]
fn syntax_errors_come_first() {
    assert_eq!("".parse::<MoveText>(), Err(ParseMoveError::Empty));
    assert_eq!("c3".parse::<MoveText>(), Err(ParseMoveError::TooFewSquares));
    assert_eq!(
        "c3-c4!".parse::<MoveText>(),
        Err(ParseMoveError::UnexpectedChar('!'))
    );
    assert!(matches!(
        "c3-c".parse::<MoveText>(),
        Err(ParseMoveError::BadSquare(_))
    ));
    assert!(matches!(
        "123-4".parse::<MoveText>(),
        Err(ParseMoveError::BadSquare(_))
    ));
    let p = Position::start(Variant::Persian);
    assert!(matches!(p.parse_move("hello"), Err(MoveError::Syntax(_))));
}

#[test]
fn illegal_and_ambiguous_moves_explain_themselves() {
    let p = Position::start(Variant::Persian);
    let c4: draughts::Square = "c4".parse().unwrap();
    let c6: draughts::Square = "c6".parse().unwrap();
    assert_eq!(
        p.parse_move("c4-c5"),
        Err(MoveError::Illegal(IllegalReason::NoPieceThere(c4)))
    );
    assert_eq!(
        p.parse_move("c6-c5"),
        Err(MoveError::Illegal(IllegalReason::NotYourPiece(c6)))
    );
    assert_eq!(
        p.parse_move("c3-c5"),
        Err(MoveError::Illegal(IllegalReason::NoSuchMove))
    );
    assert!(matches!(
        p.parse_move("c3-k9"),
        Err(MoveError::Illegal(IllegalReason::UnknownSquare(_)))
    ));
    assert!(matches!(
        p.parse_move("11-15"),
        Err(MoveError::Illegal(IllegalReason::UnknownSquare(_)))
    ));
    let forced = pos(Variant::Persian, "W:Wd4,a2:Bd5");
    match forced.parse_move("a2-a3") {
        Err(MoveError::Illegal(IllegalReason::CaptureRequired(moves))) => {
            assert_eq!(moves.len(), 1);
            assert_eq!(moves[0].to_string(), "d4xd6");
        }
        other => panic!("{other:?}"),
    }
    // A king that can land on three squares after the same capture, then
    // continue differently: "a4xh4" is one move, "a4x" alone would be three.
    let fly = pos(Variant::Persian, "W:WKa4:Bd4");
    match fly.parse_move("a4 e4") {
        Ok(mv) => assert_eq!(mv.to_string(), "a4xe4"),
        other => panic!("{other:?}"),
    }
    // Two routes from c3 to c7 take different men: the short form is
    // ambiguous and lists both; naming a landing square decides.
    let ambiguous = pos(Variant::English, "W:Wc3:Bd4,d6,b4,b6");
    match ambiguous.parse_move("c3xc7") {
        Err(MoveError::Ambiguous(candidates)) => {
            let mut texts: Vec<String> = candidates.iter().map(ToString::to_string).collect();
            texts.sort();
            assert_eq!(texts, ["c3xa5xc7", "c3xe5xc7"]);
        }
        other => panic!("{other:?}"),
    }
    let chosen = ambiguous.parse_move("c3xe5xc7").unwrap();
    assert_eq!(chosen.captured().len(), 2);
    assert_eq!(
        "C3:E5:C7".parse::<MoveText>().unwrap().to_string(),
        "c3xe5xc7"
    );
    assert_eq!("11 15".parse::<MoveText>().unwrap().to_string(), "11-15");
}

#[test]
fn illegal_moves_are_refused_whole() {
    let p = Position::start(Variant::Turkish);
    let bogus = draughts::Move::quiet("c3".parse().unwrap(), "c5".parse().unwrap(), false);
    let err = p.play(&bogus).unwrap_err();
    assert_eq!(err.reason, IllegalReason::NoSuchMove);
    assert_eq!(p, Position::start(Variant::Turkish));
}
