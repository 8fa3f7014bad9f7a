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
    use draughts::{Game, Position, Variant};

    use super::reversible_keys;

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
