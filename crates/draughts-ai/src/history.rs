//! The game's past as the search needs it: the positions since the last
//! irreversible move (for repetition), as the [`Game`] keeps them.

use draughts::Game;

/// The Zobrist keys of the positions since the game's last capture or
/// forward man move, the current position last (see
/// [`Game::reversible_line`]).
pub(crate) fn reversible_keys(game: &Game) -> Vec<u64> {
    game.reversible_line().iter().map(|p| p.zobrist()).collect()
}

#[cfg(test)]
mod tests {
    use draughts::{Board, Color, Game, Move, Position, Rules, Square, Variant, WithBoard};

    use super::reversible_keys;
    use crate::draw::progress_rule;
    use crate::line::{Line, MoveKind};

    /// Plays `moves` as the search does (`Board::play`, each key pushed on
    /// a line seeded with the game's history) and answers whether the last
    /// position repeats one on the line.
    struct SearchRepeats<'a> {
        history: &'a [u64],
        quiet: u32,
        moves: &'a [Move],
    }

    impl WithBoard for SearchRepeats<'_> {
        type Output = bool;
        fn run<R: Rules>(self, board: &Board<R>) -> bool {
            let rule = progress_rule(R::VARIANT);
            let mut line = Line::new(self.history, self.quiet, rule, self.moves.len());
            let mut board = *board;
            for mv in self.moves {
                let action = board.action_of(mv).expect("a move of this board");
                let kind = MoveKind::of(&board, &action);
                board = board.play(&action);
                line.push(board.zobrist(), kind);
            }
            line.repeated()
        }
    }

    /// VARIANTS.md §12 Frisian: a king's run of quiet moves counts only
    /// "while its side still has a man". White has only kings and shuffles
    /// one; Black, with a man, moves two kings in turn. The start comes
    /// back after 8 plies; 5 plies later the game hands its history to the
    /// search, whose own 3 plies (White's king among them) reach the start
    /// a third time: the search must see that repetition.
    #[test]
    fn a_repetition_spanning_the_game_and_the_search_is_seen_in_frisian() {
        let sq = |s: &str| s.parse::<Square>().expect("a square");
        let start = Position::from_fen(Variant::Frisian, "W:WKa1,Kc1:BKf10,Kh10,d10")
            .unwrap()
            .with_king_run(Color::Black, Some((sq("h10"), 1)))
            .expect("h10 holds a Black king");
        let cycle = [
            "a1-b2", "f10-e9", "b2-a1", "h10-g9", "a1-b2", "e9-f10", "b2-a1", "g9-h10",
        ];
        let mut game = Game::from_position(start);
        for text in cycle.iter().chain(&cycle[..5]) {
            let mv = game.position().parse_move(text).unwrap();
            game.play(&mv).unwrap();
        }
        assert_eq!(game.outcome(), None);
        let mut position = *game.position();
        let moves: Vec<Move> = cycle[5..]
            .iter()
            .map(|text| {
                let mv = position.parse_move(text).unwrap();
                position = position.play(&mv).unwrap();
                mv
            })
            .collect();
        assert_eq!(
            position.to_fen(),
            start.to_fen(),
            "the search's line ends on the start's squares"
        );
        let history = reversible_keys(&game);
        let repeats = game.position().with_board(SearchRepeats {
            history: &history,
            quiet: game.quiet_plies(),
            moves: &moves,
        });
        assert!(repeats, "the start a third time, across game and search");
    }

    #[test]
    fn keys_restart_at_each_man_move_and_follow_king_moves() {
        let position = Position::from_fen(Variant::Persian, "W:Wa2,Kd1:Bh7,Ke8").unwrap();
        let mut game = Game::from_position(position);
        for text in ["d1-d2", "e8-e7", "a2-a3", "e7-e8", "d2-d1"] {
            let mv = game.position().parse_move(text).unwrap();
            game.play(&mv).unwrap();
        }
        let keys = reversible_keys(&game);
        assert_eq!(
            keys.len(),
            3,
            "a2-a3 was a man move: after it, two king moves"
        );
        assert_eq!(*keys.last().unwrap(), game.position().zobrist());
    }
}
