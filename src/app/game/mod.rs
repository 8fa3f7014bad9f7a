//! A game and the product's rules around it: the loaded game
//! ([`session`]), a turn ([`turn`]), its conclusion ([`conclusion`]), the
//! standings and ratings it changes ([`standings`], [`rating`]), who sits
//! where ([`players`]), its PDN record ([`pdn`]), the variant a chat
//! means when it names none ([`default_variant`]), and the turn pings that
//! tell a player it is their move ([`ping`]).

pub(crate) mod conclusion;
pub(crate) mod default_variant;
pub mod pdn;
pub(crate) mod ping;
pub(crate) mod players;
pub(crate) mod rating;
pub(crate) mod session;
pub(crate) mod standings;
pub(crate) mod turn;
