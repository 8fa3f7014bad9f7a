//! The page's JSON of a game (`GameView`, /work/miniapp-contract.md): a
//! [`GamePage`] read by the core, with the words rendered in the viewer's
//! language, squares named as `damabot moves <variant> --algebraic` names
//! them, the legal routes when it is the viewer's turn, and the colours of
//! the viewer's theme.

use draughts::{Color, Dir, Grid, Move, Notation, Playable, Position, Role, Square, Variant};
use serde::Serialize;

use super::strings::direction;
use crate::app::{GamePage, Lang, Msg};
use crate::domain::{Mode, Status, TimeControl};
use crate::render::Theme;
use crate::text;

/// The game as the page shows it.
#[derive(Clone, Debug, Serialize)]
pub(crate) struct GameView {
    game: String,
    version: i64,
    variant: &'static str,
    variant_name: String,
    geometry: GeometryView,
    squares: Vec<SquareView>,
    lines: Vec<[String; 2]>,
    pieces: std::collections::BTreeMap<String, &'static str>,
    to_move: &'static str,
    you: Option<&'static str>,
    white: SeatView,
    black: SeatView,
    legal: Vec<RouteView>,
    last: Option<LastView>,
    clock: Option<ClockView>,
    draw_offer: Option<&'static str>,
    result: Option<ResultView>,
    orientation: &'static str,
    theme: ThemeView,
    lang: &'static str,
    dir: &'static str,
}

#[derive(Clone, Debug, Serialize)]
struct GeometryView {
    kind: &'static str,
    files: u8,
    ranks: u8,
}

#[derive(Clone, Debug, Serialize)]
struct SquareView {
    name: String,
    file: u8,
    rank: u8,
}

#[derive(Clone, Debug, Serialize)]
struct SeatView {
    name: String,
    rating: Option<String>,
}

#[derive(Clone, Debug, Serialize)]
struct RouteView {
    path: Vec<String>,
    captures: Vec<String>,
    notation: String,
}

#[derive(Clone, Debug, Serialize)]
struct LastView {
    path: Vec<String>,
    captures: Vec<String>,
}

#[derive(Clone, Debug, Serialize)]
struct ClockView {
    kind: &'static str,
    white_ms: i64,
    black_ms: i64,
    running: Option<&'static str>,
    deadline_unix_ms: Option<i64>,
    label: String,
}

#[derive(Clone, Debug, Serialize)]
struct ResultView {
    score: &'static str,
    text: String,
}

#[derive(Clone, Debug, Serialize)]
struct ThemeView {
    light: String,
    dark: String,
    white: String,
    black: String,
    accent: String,
}

/// The colour a viewer plays in a game, if any: in a local game its
/// creator plays both, so the side to move.
pub(crate) fn colour_of(page: &GamePage, viewer: &crate::app::UserKey) -> Option<Color> {
    let sits = |c: Color| page.seat(c).user.as_ref() == Some(viewer);
    let turn = page.position.turn();
    if page.mode == Mode::Local {
        return sits(Color::White).then_some(turn);
    }
    [turn, !turn].into_iter().find(|c| sits(*c))
}

/// Whether the viewer plays in the game.
pub(crate) fn plays(page: &GamePage, viewer: &crate::app::UserKey) -> bool {
    [Color::White, Color::Black]
        .iter()
        .any(|c| page.seat(*c).user.as_ref() == Some(viewer))
}

/// The page's view of `page` for `viewer`, in `lang`.
pub(crate) fn game_view(page: &GamePage, viewer: &crate::app::UserKey, lang: Lang) -> GameView {
    let variant = page.variant;
    let position = &page.position;
    let geometry = variant.geometry();
    let you = colour_of(page, viewer);
    let turn = position.turn();
    let name = |sq: Square| sq.text(variant, Notation::Algebraic);
    let legal = if page.running() && you == Some(turn) {
        position
            .legal_routes()
            .iter()
            .map(|m| RouteView {
                path: route(m).into_iter().map(name).collect(),
                captures: m.captured().iter().map(|s| name(*s)).collect(),
                notation: position.move_text(m, Notation::Native),
            })
            .collect()
    } else {
        Vec::new()
    };
    let theme = Theme::by_name(&page.theme).unwrap_or_else(Theme::default_theme);
    let hex = |c: crate::render::Rgb| format!("#{:02x}{:02x}{:02x}", c.0, c.1, c.2);
    GameView {
        game: format!("g{}", page.game),
        version: page.version,
        variant: variant.name(),
        variant_name: text::render_id(lang, &format!("variant-{}", variant.name())),
        geometry: GeometryView {
            kind: match (geometry.grid, geometry.playable) {
                (Grid::Points, _) => "points",
                (Grid::Squares, Playable::All) => "full",
                (Grid::Squares, Playable::Dark | Playable::Light) => "dark",
            },
            files: geometry.files,
            ranks: geometry.ranks,
        },
        squares: geometry
            .squares()
            .map(|sq| SquareView {
                name: name(sq),
                file: sq.file(),
                rank: sq.rank(),
            })
            .collect(),
        lines: lines(variant),
        pieces: position
            .pieces()
            .map(|(sq, piece)| (name(sq), piece_code(piece.color, piece.role)))
            .collect(),
        to_move: colour_name(turn),
        you: you.map(colour_name),
        white: seat(page, Color::White, lang),
        black: seat(page, Color::Black, lang),
        legal,
        last: page.last_move.as_ref().map(|m| LastView {
            path: route(m).into_iter().map(name).collect(),
            captures: m.captured().iter().map(|s| name(*s)).collect(),
        }),
        clock: page.clock.map(|clock| clock_view(page, clock)),
        draw_offer: page.draw_offer.filter(|_| page.running()).map(colour_name),
        result: result_view(page, lang),
        orientation: colour_name(
            you.filter(|_| page.mode != Mode::Local)
                .unwrap_or(Color::White),
        ),
        theme: ThemeView {
            light: hex(theme.board.light),
            dark: hex(theme.board.dark),
            white: hex(theme.pieces.white.fill),
            black: hex(theme.pieces.black.fill),
            accent: hex(theme.marks.last_move),
        },
        lang: lang.code(),
        dir: direction(lang),
    }
}

/// A move's squares in order: its start, then every landing.
fn route(m: &Move) -> Vec<Square> {
    std::iter::once(m.from())
        .chain(m.landings().iter().copied())
        .collect()
}

/// Alquerque's lines, each once, between neighbouring points.
fn lines(variant: Variant) -> Vec<[String; 2]> {
    let geometry = variant.geometry();
    if geometry.grid != Grid::Points {
        return Vec::new();
    }
    let forward = [Dir::N, Dir::E, Dir::NE, Dir::NW];
    let mut out = Vec::new();
    for sq in geometry.squares() {
        for d in forward {
            if !geometry.line(sq, d) {
                continue;
            }
            let file = sq.file().checked_add_signed(d.file_step());
            let rank = sq.rank().checked_add_signed(d.rank_step());
            if let Some(to) = file.zip(rank).and_then(|(f, r)| Square::try_new(f, r)) {
                out.push([
                    sq.text(variant, Notation::Algebraic),
                    to.text(variant, Notation::Algebraic),
                ]);
            }
        }
    }
    out
}

fn piece_code(color: Color, role: Role) -> &'static str {
    match (color, role) {
        (Color::White, Role::Man) => "wm",
        (Color::White, Role::King) => "wk",
        (Color::White, Role::Parachutist) => "wp",
        (Color::Black, Role::Man) => "bm",
        (Color::Black, Role::King) => "bk",
        (Color::Black, Role::Parachutist) => "bp",
    }
}

pub(crate) fn colour_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn seat(page: &GamePage, color: Color, lang: Lang) -> SeatView {
    let seat = page.seat(color);
    SeatView {
        name: text::render(lang, &seat.name),
        rating: seat.rating.as_ref().map(|r| text::render(lang, r)),
    }
}

fn clock_view(page: &GamePage, clock: TimeControl) -> ClockView {
    let (kind, each, label) = match clock {
        TimeControl::PerMove { secs } => ("per_move", i64::from(secs) * 1000, format!("{secs}s")),
        TimeControl::Fischer {
            base_secs,
            inc_secs,
        } => (
            "fischer",
            i64::from(base_secs) * 1000,
            format!("{}+{inc_secs}", base_secs / 60),
        ),
        TimeControl::Days { days } => ("days", i64::from(days) * 86_400_000, format!("{days}d")),
    };
    let [white_ms, black_ms] = match (clock, page.time_left) {
        (TimeControl::Fischer { .. }, Some(left)) => left,
        _ => [each, each],
    };
    let running = (page.running() && page.deadline.is_some()).then(|| page.position.turn());
    ClockView {
        kind,
        white_ms,
        black_ms,
        running: running.map(colour_name),
        deadline_unix_ms: running.and(page.deadline),
        label,
    }
}

fn result_view(page: &GamePage, lang: Lang) -> Option<ResultView> {
    match (page.status, &page.result) {
        (Status::Finished, Some((winner, told))) => Some(ResultView {
            score: match winner {
                Some(Color::White) => "1-0",
                Some(Color::Black) => "0-1",
                None => "1/2-1/2",
            },
            text: text::render(lang, told),
        }),
        (Status::Aborted, _) => Some(ResultView {
            score: "*",
            text: text::render(lang, &Msg::new("caption-aborted")),
        }),
        _ => None,
    }
}

/// The squares of a path as the page names them, read back: `None` when
/// one is no square of the variant's board.
pub(crate) fn read_path(variant: Variant, path: &[String]) -> Option<Vec<Square>> {
    let geometry = variant.geometry();
    path.iter()
        .map(|name| {
            name.parse::<Square>()
                .ok()
                .filter(|sq| geometry.is_playable(*sq))
        })
        .collect()
}

/// The legal route whose squares are `path`, in `position`.
pub(crate) fn route_of(position: &Position, path: &[Square]) -> Option<Move> {
    position
        .legal_routes()
        .into_iter()
        .find(|m| route(m) == path)
}
