//! The engine against other programs: the `kish` crate, move lists made
//! offline by pydraughts and dctl (`data/`), and the independent naive
//! generator of `util::naive`.

mod kish;
mod naive;
mod oracles;
