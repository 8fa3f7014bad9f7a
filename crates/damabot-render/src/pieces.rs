//! The piece drawings: a disc with a rim and a soft shadow for every man,
//! the same disc with a style's emblem (crown, star or ring) for every king,
//! and with a parachute (a scalloped canopy on four cords) for every
//! parachutist, whatever the style.
//!
//! Shapes are described in the unit square of one board square, so the same
//! drawing serves every tile size, for a piece of radius [`DRAWN`], and the
//! whole drawing is enlarged to [`RADIUS`] (the emblems grow with the disc).

use draughts::{Color, Piece, Role};

use super::paint::{Layer, Paint, distance, in_polygon, segment_distance};
use super::theme::{PieceColors, PieceSet, PieceStyle, Rgb};

/// Radius of a piece, as a fraction of the square: the disc spans 88 % of
/// it, as on lidraughts's boards, leaving room for its shadow and the hint
/// ring around it.
pub(crate) const RADIUS: f32 = 0.44;
/// Radius of the disc the shapes below are described for.
const DRAWN: f32 = 0.40;
/// Width of the rim drawn in the edge colour.
const RIM: f32 = 0.035;
/// Offset of the shadow down and to the right.
const SHADOW: (f32, f32) = (0.015, 0.03);
/// Opacity of the shadow.
const SHADOW_ALPHA: f32 = 0.3;
/// Radius and half-width of the groove ring of `Crown` pieces.
const GROOVE: (f32, f32) = (0.29, 0.014);
/// Half-width of the outline around emblems.
const OUTLINE: f32 = 0.014;

/// The crown, relative to the piece centre: bottom edge, then tips and valleys.
const CROWN: [(f32, f32); 7] = [
    (-0.19, 0.15),
    (0.19, 0.15),
    (0.22, -0.1),
    (0.1, 0.015),
    (0.0, -0.135),
    (-0.1, 0.015),
    (-0.22, -0.1),
];
/// The balls on the crown's three tips, relative to the piece centre.
const CROWN_BALLS: [(f32, f32); 3] = [(0.22, -0.12), (0.0, -0.155), (-0.22, -0.12)];
/// Radius of a crown ball.
const BALL: f32 = 0.036;
/// The parachute's canopy: centre height of its rim and radius.
const CANOPY: (f32, f32) = (0.02, 0.22);
/// Scallops along the canopy's rim.
const SCALLOPS: usize = 3;
/// The parachutist hanging from the cords: centre and radius.
const PAYLOAD: ((f32, f32), f32) = ((0.0, 0.21), 0.045);

/// Paints one piece of `set` at `size` pixels, on a transparent background.
pub(crate) fn layer(set: &PieceSet, piece: Piece, size: u32) -> Layer {
    let colors = match piece.color {
        Color::White => set.white,
        Color::Black => set.black,
    };
    let star = star_points();
    let canopy = canopy_points();
    let cords = cord_ends();
    let grow = RADIUS / DRAWN;
    Layer::paint(size, |x, y| {
        let (u, v) = ((x - 0.5) / grow, (y - 0.5) / grow);
        let d = u.hypot(v);
        if d >= DRAWN {
            let shadow = distance(u, v, SHADOW.0, SHADOW.1) < DRAWN;
            return shadow.then_some(Paint {
                color: Rgb(0, 0, 0),
                alpha: SHADOW_ALPHA,
            });
        }
        if d > DRAWN - RIM {
            return Some(Paint::solid(colors.edge));
        }
        let plain = match set.style {
            PieceStyle::Crown => groove(d, &colors),
            PieceStyle::Star | PieceStyle::Ring => colors.fill,
        };
        let face = match (set.style, piece.role) {
            (_, Role::Man) => plain,
            (PieceStyle::Crown, Role::King) => emblem(u, v, &CROWN, &colors)
                .or_else(|| crown_ball(u, v, &colors))
                .unwrap_or(plain),
            (PieceStyle::Star, Role::King) => emblem(u, v, &star, &colors).unwrap_or(plain),
            (PieceStyle::Ring, Role::King) => ring_emblem(d, &colors),
            (_, Role::Parachutist) => parachute(u, v, &canopy, &cords, &colors).unwrap_or(plain),
        };
        Some(Paint::solid(face))
    })
}

/// The face of a grooved disc at distance `d` from its centre.
fn groove(d: f32, colors: &PieceColors) -> Rgb {
    if (d - GROOVE.0).abs() < GROOVE.1 {
        colors.edge
    } else {
        colors.fill
    }
}

/// The emblem colour inside `polygon`, its outline colour near its edges.
fn emblem(u: f32, v: f32, polygon: &[(f32, f32)], colors: &PieceColors) -> Option<Rgb> {
    let near_edge = (0..polygon.len())
        .map(|i| segment_distance(u, v, polygon[i], polygon[(i + 1) % polygon.len()]))
        .any(|e| e < OUTLINE);
    if near_edge {
        Some(colors.edge)
    } else if in_polygon(u, v, polygon) {
        Some(colors.emblem)
    } else {
        None
    }
}

/// The balls on the crown's tips, outlined like the crown.
fn crown_ball(u: f32, v: f32, colors: &PieceColors) -> Option<Rgb> {
    let d = CROWN_BALLS
        .iter()
        .map(|&(bx, by)| distance(u, v, bx, by))
        .fold(f32::INFINITY, f32::min);
    if d < BALL - OUTLINE {
        Some(colors.emblem)
    } else if d < BALL + OUTLINE {
        Some(colors.edge)
    } else {
        None
    }
}

/// The `Ring` king's emblem: a thick ring around a centre dot.
fn ring_emblem(d: f32, colors: &PieceColors) -> Rgb {
    if (d - 0.2).abs() < 0.045 || d < 0.075 {
        colors.emblem
    } else {
        colors.fill
    }
}

/// The parachute: the canopy outlined like the other emblems, cords in the
/// edge colour, and the parachutist as a small outlined ball below.
fn parachute(
    u: f32,
    v: f32,
    canopy: &[(f32, f32)],
    cords: &[(f32, f32)],
    colors: &PieceColors,
) -> Option<Rgb> {
    let (centre, radius) = PAYLOAD;
    let ball = distance(u, v, centre.0, centre.1);
    if ball < radius - OUTLINE {
        return Some(colors.emblem);
    }
    if ball < radius + OUTLINE {
        return Some(colors.edge);
    }
    let on_cord = cords
        .iter()
        .any(|&end| segment_distance(u, v, end, centre) < OUTLINE);
    emblem(u, v, canopy, colors).or_else(|| on_cord.then_some(colors.edge))
}

/// The canopy's outline: a dome from its left rim over the top to its right
/// rim, then back along the rim in [`SCALLOPS`] arcs bulging upwards.
fn canopy_points() -> Vec<(f32, f32)> {
    use std::f32::consts::PI;
    let (rim, r) = CANOPY;
    let mut points: Vec<(f32, f32)> = (0..=16)
        .map(|i| {
            let a = PI + i as f32 * PI / 16.0;
            (r * a.cos(), rim + r * a.sin())
        })
        .collect();
    let scallop = r / SCALLOPS as f32;
    for k in 0..SCALLOPS {
        let centre = r - scallop * (2 * k + 1) as f32;
        points.extend((1..6).map(|j| {
            let a = j as f32 * PI / 6.0;
            (centre + scallop * a.cos(), rim - 0.6 * scallop * a.sin())
        }));
    }
    points
}

/// Where the cords leave the canopy: its two rims and the points between scallops.
fn cord_ends() -> [(f32, f32); SCALLOPS + 1] {
    let (rim, r) = CANOPY;
    std::array::from_fn(|i| (r - 2.0 * r * i as f32 / SCALLOPS as f32, rim))
}

/// A five-pointed star centred on the piece, one point upwards.
fn star_points() -> [(f32, f32); 10] {
    std::array::from_fn(|i| {
        let r = if i % 2 == 0 { 0.23 } else { 0.095 };
        let angle = -std::f32::consts::FRAC_PI_2 + i as f32 * std::f32::consts::PI / 5.0;
        (r * angle.cos(), r * angle.sin() + 0.01)
    })
}
