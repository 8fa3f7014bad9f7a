//! Checks of the animated replay against an independent reading: the GIF is
//! decoded with the `gif` crate's decoder, its frames laid over one another
//! by the GIF rules here, and every resulting picture compared with the PNG
//! board of the same view decoded with the `png` crate.

use std::io::Cursor;

use draughts::{Color, Position, Variant};
use gif::{ColorOutput, DecodeOptions, DisposalMethod, Repeat};

use super::tests::decode;
use super::{BoardView, FINAL_DELAY_CS, FRAME_DELAY_CS, Rgb, Theme, image_size, png, replay_gif};

/// The views of a game of up to `plies` plies from the start, each move
/// picked from the legal list by a fixed stride (a varied but reproducible
/// game), every view after the first marking its move, all seen by `viewer`.
fn game(variant: Variant, plies: usize, viewer: Color) -> Vec<BoardView> {
    let mut position = Position::start(variant);
    let mut views = vec![BoardView::new(&position).with_viewer(viewer)];
    for ply in 0..plies {
        let moves = position.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = &moves[(ply * 7 + 3) % moves.len()];
        position = position.play(mv).expect("a legal move plays");
        views.push(
            BoardView::new(&position)
                .with_last_route(mv.from(), mv.landings(), mv.captured())
                .with_viewer(viewer),
        );
    }
    views
}

/// One decoded frame as the GIF stores it.
struct Stored {
    delay: u16,
    dispose: DisposalMethod,
    /// Left, top, width and height of the frame's rectangle.
    rect: (u32, u32, u32, u32),
}

/// A decoded replay: its side, loop setting, stored frames, and the picture
/// shown after each frame (one colour per pixel, row by row).
struct Replay {
    width: u32,
    height: u32,
    repeat: Repeat,
    frames: Vec<Stored>,
    pictures: Vec<Vec<Rgb>>,
}

/// Decodes `bytes` and lays each frame over the picture before it: a frame
/// covers its rectangle at its offsets, except where its pixels carry its
/// transparent index. Every frame of a replay keeps the picture for the next.
fn play(bytes: &[u8]) -> Replay {
    let mut options = DecodeOptions::new();
    options.set_color_output(ColorOutput::Indexed);
    let mut decoder = options.read_info(Cursor::new(bytes)).expect("a GIF header");
    let (width, height) = (u32::from(decoder.width()), u32::from(decoder.height()));
    let palette: Vec<Rgb> = decoder
        .global_palette()
        .expect("a global colour table")
        .chunks_exact(3)
        .map(|c| Rgb(c[0], c[1], c[2]))
        .collect();
    let mut screen = vec![0u8; (width * height) as usize];
    let (mut frames, mut pictures) = (Vec::new(), Vec::new());
    while let Some(frame) = decoder.read_next_frame().expect("GIF frame data") {
        assert!(frame.palette.is_none(), "no frame has its own colour table");
        let (left, top) = (u32::from(frame.left), u32::from(frame.top));
        let frame_width = u32::from(frame.width);
        for (i, &index) in frame.buffer.iter().enumerate() {
            if frame.transparent == Some(index) {
                continue;
            }
            let (x, y) = (left + i as u32 % frame_width, top + i as u32 / frame_width);
            screen[(y * width + x) as usize] = index;
        }
        frames.push(Stored {
            delay: frame.delay,
            dispose: frame.dispose,
            rect: (left, top, frame_width, u32::from(frame.height)),
        });
        pictures.push(screen.iter().map(|&i| palette[usize::from(i)]).collect());
    }
    Replay {
        width,
        height,
        repeat: decoder.repeat(),
        frames,
        pictures,
    }
}

#[test]
fn a_replay_has_one_frame_per_view_and_pauses_on_the_last() {
    let views = game(Variant::Russian, 60, Color::Black);
    assert_eq!(views.len(), 61, "the stride game lasts 60 plies");
    for size in [384, 50] {
        let replay = play(&replay_gif(&views, Theme::default_theme(), size));
        let side = image_size(size);
        assert_eq!((replay.width, replay.height), (side, side), "{size} px");
        assert_eq!(replay.frames.len(), views.len());
        assert_eq!(replay.repeat, Repeat::Infinite);
        let (last, before) = replay.frames.split_last().expect("frames");
        assert_eq!(last.delay, FINAL_DELAY_CS);
        assert!(before.iter().all(|f| f.delay == FRAME_DELAY_CS));
        assert!(
            replay
                .frames
                .iter()
                .all(|f| f.dispose == DisposalMethod::Keep)
        );
    }
}

#[test]
fn every_frame_shows_the_png_board_of_its_view() {
    // Squares with letters (Russian, from Black's side), squares with
    // numbers (English), 12x12 (Canadian), and Alquerque's points.
    let cases = [
        (Variant::Russian, Color::Black, 0),
        (Variant::English, Color::White, 1),
        (Variant::Canadian, Color::White, 2),
        (Variant::Alquerque, Color::Black, 3),
    ];
    for (variant, viewer, theme) in cases {
        let theme = &Theme::ALL[theme];
        let views = game(variant, 40, viewer);
        let replay = play(&replay_gif(&views, theme, 256));
        assert_eq!(replay.pictures.len(), views.len(), "{variant}");
        for (ply, (view, picture)) in views.iter().zip(&replay.pictures).enumerate() {
            let board = decode(&png(view, theme, 256));
            assert_eq!((board.width, board.height), (replay.width, replay.height));
            assert!(
                board.pixels == *picture,
                "{variant} in {theme}: the frame after ply {ply} differs from its PNG board"
            );
        }
    }
}

#[test]
fn frames_after_the_first_cover_only_what_changed() {
    let theme = Theme::default_theme();
    let views = game(Variant::International, 60, Color::White);
    let replay = play(&replay_gif(&views, theme, 384));
    let boards: Vec<Vec<Rgb>> = views
        .iter()
        .map(|view| decode(&png(view, theme, 384)).pixels)
        .collect();
    let (first, later) = replay.frames.split_first().expect("frames");
    assert_eq!(
        first.rect,
        (0, 0, replay.width, replay.height),
        "the first frame is whole"
    );
    for (ply, (frame, pair)) in later.iter().zip(boards.windows(2)).enumerate() {
        // The bounding box of the pixels that differ between the two PNG boards.
        let differing = (0..replay.width * replay.height)
            .filter(|&i| pair[0][i as usize] != pair[1][i as usize])
            .map(|i| (i % replay.width, i / replay.width));
        let (mut x0, mut y0, mut x1, mut y1) = (u32::MAX, u32::MAX, 0, 0);
        for (x, y) in differing {
            (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x + 1), y1.max(y + 1));
        }
        assert!(x0 < x1, "ply {}: a move changes the board", ply + 1);
        assert_eq!(frame.rect, (x0, y0, x1 - x0, y1 - y0), "ply {}", ply + 1);
    }
}

#[test]
fn a_60_ply_game_at_384_px_stays_under_a_megabyte() {
    for variant in [
        Variant::Russian,
        Variant::English,
        Variant::International,
        Variant::Canadian,
        Variant::Alquerque,
    ] {
        let views = game(variant, 60, Color::White);
        for theme in Theme::ALL {
            let bytes = replay_gif(&views, theme, 384);
            println!(
                "replay_384/{variant}/{theme}: {} frames, {} bytes",
                views.len(),
                bytes.len()
            );
            assert!(
                bytes.len() <= 1 << 20,
                "{variant} in {theme}: {} bytes",
                bytes.len()
            );
        }
    }
}

#[test]
fn a_repeated_position_still_gets_its_frame() {
    let view = BoardView::new(&Position::start(Variant::Turkish));
    let replay = play(&replay_gif(
        &[view.clone(), view.clone()],
        Theme::default_theme(),
        200,
    ));
    assert_eq!(replay.frames.len(), 2);
    assert_eq!(replay.pictures[0], replay.pictures[1]);
    assert_eq!(
        replay.pictures[1],
        decode(&png(&view, Theme::default_theme(), 200)).pixels
    );
}

#[test]
fn an_empty_replay_is_one_still_frame_in_the_frame_colour() {
    let theme = &Theme::ALL[2];
    let replay = play(&replay_gif(&[], theme, 384));
    assert_eq!((replay.width, replay.height), (384, 384));
    assert_eq!(replay.frames.len(), 1);
    assert!(replay.pictures[0].iter().all(|&c| c == theme.board.frame));
}
