//! The catalogue: every variant the engine plays, one row each, with its
//! fixed facts. It is the single list the rest is generated from:
//! - the [`Variant`](crate::Variant) enum with [`Variant::ALL`](crate::Variant::ALL),
//!   its names (`Display`, `FromStr`, serde) and the accessors of each fact
//!   (`variant.rs`);
//! - the zero-sized rules types of [`rules`](crate::rules) (`rules/variants.rs`);
//! - the dispatch from a [`Position`](crate::Position) to the board typed by
//!   its variant's rules (`position.rs`), monomorphized per variant.
//!
//! A new variant is a row here, its `Rules` impl in `rules/variants.rs`, its
//! start in `start.rs`, and its prose (name, rules, tips) in every locale.
//!
//! Each row is the variant's identifier (which also names its rules type),
//! its documentation, and these fields, in this order:
//! - `rules`: where its rules are decided (`shared/rules/`);
//! - `name`: the lowercase name used on the command line and in stored
//!   games, and `aliases`: the other names players type for it (short
//!   forms, and names in the bot's languages beyond the display names in
//!   its locale files), lower case;
//! - `family`: the group it is listed in ([`Family`](crate::Family));
//! - `board`: its [`Geometry`](crate::Geometry);
//! - `first`: the side that moves first;
//! - `pieces`: the most pieces a valid position holds per side;
//! - `numbering`: how its squares are numbered, if they are;
//! - `numbered`: whether its players write moves with square numbers;
//! - `capture`: the character between the squares of a capture;
//! - `pdn`: its PDN GameType number. PDN's own where PDN defines the game
//!   (<https://pdn.fmjd.org/gametype.html>; draughts are 20–49), else
//!   damabot's, from 101 up. The standard leaves no number free (its table
//!   ends "51.. Future expansion"), so ours sit in that open range, well
//!   above the numbers it has handed out; they never change.
//!
//! [`catalogue!`](crate::catalogue!) hands the rows to a macro (the
//! "callback"): `catalogue!(rows => m)` expands to `m! { rows }`, and
//! `catalogue!(names => m)` to `m! { Persian, Turkish, … }`. Either may
//! put tokens before the rows, as in `catalogue!(names => m { @arms x; })`.
//! Other crates can build their own per-variant dispatch the same way;
//! only the names are meant for them, as the fields' paths resolve in this
//! crate.

/// The catalogue of variants, one row each, handed to a callback macro:
/// `catalogue!(rows => m)` expands to `m! { rows }`, `catalogue!(names =>
/// m)` to `m! { Persian, Turkish, … }`, and either form may put tokens
/// before them (`catalogue!(names => m { @arms x; })`). The fields are
/// described in the engine's `catalogue.rs`; other crates should read only
/// the names, as the fields' paths resolve in the engine.
///
/// ```
/// use draughts::Variant;
///
/// macro_rules! count {
///     ($($name:ident),*) => { [$(Variant::$name),*].len() };
/// }
/// macro_rules! among {
///     ($wanted:expr; $($name:ident),*) => { [$(Variant::$name),*].contains(&$wanted) };
/// }
/// assert_eq!(draughts::catalogue!(names => count), Variant::ALL.len());
/// assert!(draughts::catalogue!(names => among { Variant::Thai; }));
/// ```
#[macro_export]
macro_rules! catalogue {
    (@rows [rows => $callback:ident $({ $($prefix:tt)* })?] $($row:tt)*) => {
        $callback! { $($($prefix)*)? $($row)* }
    };
    (@rows [names => $callback:ident $({ $($prefix:tt)* })?]
        $($(#[$doc:meta])* $name:ident { $($field:tt)* })*) => {
        $callback! { $($($prefix)*)? $($name),* }
    };
    ($($how:tt)*) => {
        $crate::catalogue! { @rows [$($how)*]
            /// Persian dameh: orthogonal men, flying rook kings, immediate
            /// removal, maximum capture; a man crowned only if its move ends
            /// on the last rank.
            Persian {
                rules: "SPEC.md, Persian dameh",
                name: "persian",
                aliases: [
                    "dameh", "dame", "persian draughts", "iranian", "iran", "farsi", "fars",
                    "fars daması", "iran daması", "دامه", "ایرانی", "دامه ایرانی", "فارسی",
                    "персидские", "персидская", "даме",
                ],
                family: Classic,
                board: Geometry::square_grid(8, Playable::All),
                first: White,
                pieces: 16,
                numbering: None,
                numbered: false,
                capture: 'x',
                pdn: 101,
            }
            /// Turkish dama: as Persian, but a man reaching the last rank
            /// during a capture is crowned and its move ends there.
            Turkish {
                rules: "SPEC.md, Turkish dama",
                name: "turkish",
                aliases: [
                    "dama", "turk", "türk", "türk daması", "turkish draughts",
                    "turkish checkers", "ترکی", "دامای ترکی", "турецкие", "турецкая", "дама",
                ],
                family: Classic,
                board: Geometry::square_grid(8, Playable::All),
                first: White,
                pieces: 16,
                numbering: None,
                numbered: false,
                capture: 'x',
                pdn: 30,
            }
            /// English checkers: 32 dark squares, short kings, free capture
            /// choice, Black moves first.
            English {
                rules: "SPEC.md, English checkers",
                name: "english",
                aliases: [
                    "checkers", "american", "eng", "english draughts", "american checkers",
                    "straight checkers", "ingiliz", "ingiliz daması", "انگلیسی", "چکرز",
                    "английские", "чекерс",
                ],
                family: Classic,
                board: Geometry::square_grid(8, Playable::Dark),
                first: Black,
                pieces: 12,
                numbering: Some(Numbering::FromTopLeft),
                numbered: true,
                capture: 'x',
                pdn: 21,
            }
            /// Dameo: linear men moves, queen-like kings, orthogonal captures
            /// with captured pieces staying on the board until the move ends.
            Dameo {
                rules: "SPEC.md, Dameo",
                name: "dameo",
                aliases: [
                    "дамео", "دامئو", "دامیو",
                ],
                family: Classic,
                board: Geometry::square_grid(8, Playable::All),
                first: White,
                pieces: 18,
                numbering: None,
                numbered: false,
                capture: 'x',
                pdn: 102,
            }
            /// International draughts: 10x10, flying kings, maximum capture.
            International {
                rules: "VARIANTS.md §3",
                name: "international",
                aliases: [
                    "draughts", "intl", "fmjd", "int", "international draughts", "polish",
                    "polish draughts", "dammen", "uluslararası", "بین المللی", "بینالمللی",
                    "международные", "стоклеточные",
                ],
                family: International,
                board: Geometry::square_grid(10, Playable::Dark),
                first: White,
                pieces: 20,
                numbering: Some(Numbering::FromTopLeft),
                numbered: true,
                capture: 'x',
                pdn: 20,
            }
            /// Brazilian draughts: International's rules on 8x8.
            Brazilian {
                rules: "VARIANTS.md §4",
                name: "brazilian",
                aliases: [
                    "brazil", "brasil", "brazilian draughts", "brasileiro", "brezilya",
                    "برزیلی", "бразильские",
                ],
                family: International,
                board: Geometry::square_grid(8, Playable::Dark),
                first: White,
                pieces: 12,
                numbering: Some(Numbering::FromTopLeft),
                numbered: false,
                capture: 'x',
                pdn: 26,
            }
            /// Canadian draughts: International's rules on 12x12.
            Canadian {
                rules: "VARIANTS.md §5",
                name: "canadian",
                aliases: [
                    "canada", "canadian draughts", "12x12", "kanada", "کانادایی", "канадские",
                ],
                family: International,
                board: Geometry::square_grid(12, Playable::Dark),
                first: White,
                pieces: 30,
                numbering: Some(Numbering::FromTopLeft),
                numbered: true,
                capture: 'x',
                pdn: 27,
            }
            /// Russian shashki: flying kings, free choice, a man crowned
            /// during a capture goes on as a king.
            Russian {
                rules: "VARIANTS.md §6",
                name: "russian",
                aliases: [
                    "shashki", "rus", "russian draughts", "russian checkers", "rusça",
                    "rus daması", "روسی", "شاشکی", "шашки", "русские", "русские шашки",
                ],
                family: International,
                board: Geometry::square_grid(8, Playable::Dark),
                first: White,
                pieces: 12,
                numbering: Some(Numbering::FromTopLeft),
                numbered: false,
                capture: ':',
                pdn: 25,
            }
            /// American pool checkers: flying kings, free choice, Black first.
            Pool {
                rules: "VARIANTS.md §7",
                name: "pool",
                aliases: [
                    "american pool", "pool checkers", "apca", "amerikan pool", "pool daması",
                    "پول", "پول آمریکایی", "пул", "пул шашки",
                ],
                family: International,
                board: Geometry::square_grid(8, Playable::Dark),
                first: Black,
                pieces: 12,
                numbering: Some(Numbering::FromTopLeft),
                numbered: true,
                capture: 'x',
                pdn: 23,
            }
            /// Czech draughts: men capture forward only, kings have priority.
            Czech {
                rules: "VARIANTS.md §8",
                name: "czech",
                aliases: [
                    "cz", "czech draughts", "česká dáma", "çek", "چکی", "чешские",
                ],
                family: International,
                board: Geometry::square_grid(8, Playable::Dark),
                first: White,
                pieces: 12,
                numbering: Some(Numbering::FromTopLeft),
                numbered: false,
                capture: ':',
                pdn: 29,
            }
            /// Italian draughts: mirrored board, short kings, men never take
            /// kings, the full capture hierarchy.
            Italian {
                rules: "VARIANTS.md §9",
                name: "italian",
                aliases: [
                    "italy", "dama italiana", "italiana", "italyan", "ایتالیایی", "итальянские",
                ],
                family: International,
                board: Geometry::square_grid(8, Playable::Light),
                first: White,
                pieces: 12,
                numbering: Some(Numbering::FromTopLeft),
                numbered: true,
                capture: 'x',
                pdn: 22,
            }
            /// Portuguese draughts: mirrored board, flying kings, most pieces
            /// then most kings.
            Portuguese {
                rules: "VARIANTS.md §10",
                name: "portuguese",
                aliases: [
                    "spanish", "portugal", "português", "damas", "damas clássicas", "portekiz",
                    "پرتغالی", "португальские",
                ],
                family: International,
                board: Geometry::square_grid(8, Playable::Light),
                first: White,
                pieces: 12,
                numbering: Some(Numbering::FromBottomRight),
                numbered: true,
                capture: 'x',
                pdn: 28,
            }
            /// Thai mak-hos: 8 men each, kings land right behind what they
            /// take, immediate removal.
            Thai {
                rules: "VARIANTS.md §11",
                name: "thai",
                aliases: [
                    "makhos", "makhot", "thailand", "mak hos", "tay", "تایلندی", "مک هوس",
                    "тайские", "макхос",
                ],
                family: International,
                board: Geometry::square_grid(8, Playable::Dark),
                first: White,
                pieces: 12,
                numbering: Some(Numbering::FromTopLeft),
                numbered: false,
                capture: 'x',
                pdn: 31,
            }
            /// Frisian draughts: 10x10, captures along files and ranks too,
            /// value rule, limited king moves.
            Frisian {
                rules: "VARIANTS.md §12",
                name: "frisian",
                aliases: [
                    "fries", "friesian", "frisian draughts", "frysk", "frizya", "فریزی",
                    "фризские",
                ],
                family: International,
                board: Geometry::square_grid(10, Playable::Dark),
                first: White,
                pieces: 20,
                numbering: Some(Numbering::FromTopLeft),
                numbered: true,
                capture: 'x',
                pdn: 40,
            }
            /// Anti checkers: English checkers where losing every piece wins.
            Anti {
                rules: "VARIANTS.md §13",
                name: "anti",
                aliases: [
                    "antidraughts", "antichecker", "antidama", "suicide", "giveaway",
                    "anti checkers", "anti dama", "losing", "آنتی", "دامه معکوس", "поддавки",
                    "анти", "антишашки",
                ],
                family: Special,
                board: Geometry::square_grid(8, Playable::Dark),
                first: Black,
                pieces: 12,
                numbering: Some(Numbering::FromTopLeft),
                numbered: true,
                capture: 'x',
                pdn: 103,
            }
            /// Corner checkers: Czech rules, promotion only on two corner
            /// squares.
            Corner {
                rules: "VARIANTS.md §14",
                name: "corner",
                aliases: [
                    "corner checkers", "köşe", "گوشه", "گوشه ای", "угловые",
                ],
                family: Special,
                board: Geometry::square_grid(8, Playable::Dark),
                first: White,
                pieces: 12,
                numbering: Some(Numbering::FromTopLeft),
                numbered: false,
                capture: 'x',
                pdn: 104,
            }
            /// One-way checkers: every man moves toward rank 8.
            Oneway {
                rules: "VARIANTS.md §15",
                name: "oneway",
                aliases: [
                    "one way", "one way checkers", "tek yön", "tek yönlü", "یکطرفه", "یک طرفه",
                    "односторонние",
                ],
                family: Special,
                board: Geometry::square_grid(8, Playable::Dark),
                first: White,
                pieces: 12,
                numbering: Some(Numbering::FromTopLeft),
                numbered: false,
                capture: 'x',
                pdn: 105,
            }
            /// Parachute checkers: Czech rules with parachutists on the far
            /// rank.
            Parachute {
                rules: "VARIANTS.md §16",
                name: "parachute",
                aliases: [
                    "parachute checkers", "paraşüt", "چترباز", "چتربازی", "парашют",
                    "парашютные",
                ],
                family: Special,
                board: Geometry::square_grid(8, Playable::Dark),
                first: White,
                pieces: 12,
                numbering: Some(Numbering::FromTopLeft),
                numbered: false,
                capture: 'x',
                pdn: 106,
            }
            /// Gothic checkers: all 64 squares, men move forward and sideways.
            Gothic {
                rules: "VARIANTS.md §17",
                name: "gothic",
                aliases: [
                    "gothic checkers", "gotik", "گوتیک", "готические",
                ],
                family: Special,
                board: Geometry::square_grid(8, Playable::All),
                first: White,
                pieces: 16,
                numbering: None,
                numbered: false,
                capture: 'x',
                pdn: 107,
            }
            /// Hawaiian checkers (Konane): a full board, orthogonal jumps only.
            Hawaiian {
                rules: "VARIANTS.md §18",
                name: "hawaiian",
                aliases: [
                    "konane", "kōnane", "hawaii", "hawaiʻi", "havai", "hawaii daması", "هاوایی",
                    "کونانه", "гавайские", "конане",
                ],
                family: Special,
                board: Geometry::square_grid(8, Playable::All),
                first: Black,
                pieces: 32,
                numbering: None,
                numbered: false,
                capture: 'x',
                pdn: 108,
            }
            /// Alquerque: 5x5 points joined by lines, no promotion.
            Alquerque {
                rules: "VARIANTS.md §19",
                name: "alquerque",
                aliases: [
                    "qirkat", "kırkat", "alkerk", "الکرکه", "قرقات", "алькерке",
                ],
                family: Special,
                board: Geometry::point_grid(5),
                first: White,
                pieces: 12,
                numbering: None,
                numbered: false,
                capture: 'x',
                pdn: 109,
            }
        }
    };
}
