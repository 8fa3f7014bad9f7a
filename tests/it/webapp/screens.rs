//! One screenshot of the page per board geometry, 360 px wide, compared
//! with the references under `tests/it/webapp/screens/` with a tolerance
//! (anti-aliasing may differ by a few levels between Chromium builds).
//!
//! Regenerate them with `UPDATE_GOLDENS=1 cargo test --test it webapp::screens`
//! and look at every changed image before committing it. On a mismatch the
//! test writes the actual screenshot beside the reference's name under
//! `<target>/tmp/webapp-diff/` and fails with that path.

use std::io::Cursor;
use std::path::{Path, PathBuf};

use super::{Served, new_game};
use crate::util::browser::WIDTH;
use crate::util::telegram::{Chat, alice};

/// A channel differing by more than this counts as a differing pixel.
const LEVELS: u8 = 40;
/// At most this share of the pixels may differ.
const SHARE: f64 = 0.004;

fn reference(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/it/webapp/screens")
        .join(format!("{name}.png"))
}

/// Width, height and RGBA pixels of a PNG.
fn decode(png_bytes: &[u8]) -> (u32, u32, Vec<u8>) {
    let mut decoder = png::Decoder::new(Cursor::new(png_bytes));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder.read_info().expect("a PNG");
    let mut buf = vec![0; reader.output_buffer_size().expect("a size")];
    let info = reader.next_frame(&mut buf).expect("a frame");
    buf.truncate(info.buffer_size());
    let rgba = match info.color_type {
        png::ColorType::Rgba => buf,
        png::ColorType::Rgb => buf
            .chunks(3)
            .flat_map(|p| [p[0], p[1], p[2], 255])
            .collect(),
        other => panic!("unexpected colour type {other:?}"),
    };
    (info.width, info.height, rgba)
}

/// The share of pixels whose channels differ by more than [`LEVELS`].
fn differing(a: &[u8], b: &[u8]) -> f64 {
    let pixels = a.len() / 4;
    let off = a
        .chunks(4)
        .zip(b.chunks(4))
        .filter(|(p, q)| p.iter().zip(q.iter()).any(|(x, y)| x.abs_diff(*y) > LEVELS))
        .count();
    off as f64 / pixels as f64
}

fn check(name: &str, shot: &[u8]) {
    let path = reference(name);
    if std::env::var_os("UPDATE_GOLDENS").is_some() {
        std::fs::create_dir_all(path.parent().expect("a folder")).expect("the folder");
        std::fs::write(&path, shot).expect("write the reference");
        return;
    }
    let expected = std::fs::read(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (UPDATE_GOLDENS=1 makes it)", path.display()));
    let (w, h, actual) = decode(shot);
    let (ew, eh, wanted) = decode(&expected);
    let share = if (w, h) == (ew, eh) {
        differing(&actual, &wanted)
    } else {
        1.0
    };
    if share > SHARE {
        let target = std::env::var_os("CARGO_TARGET_DIR")
            .map(PathBuf::from)
            .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("target"));
        let dir = target.join("tmp/webapp-diff");
        std::fs::create_dir_all(&dir).expect("the diff folder");
        let out = dir.join(format!("{name}.png"));
        std::fs::write(&out, shot).expect("write the screenshot");
        panic!(
            "{name}: {w}×{h} against {ew}×{eh}, {:.2} % of the pixels differ; see {}",
            share * 100.0,
            out.display()
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_geometry_matches_its_reference_at_360_px() {
    let served = Served::start().await;
    let cases = [
        ("dark8", "/new russian"),
        ("dark10", "/new international"),
        ("dark12", "/new canadian"),
        ("full8", "/new turkish"),
        ("points", "/new alquerque"),
    ];
    for (i, (name, command)) in cases.into_iter().enumerate() {
        let chat = Chat::new(&served.fake, -39_100 - i64::try_from(i).expect("small"));
        let game = new_game(&chat, command).await;
        let page = served.open(&alice(), &game).await;
        page.wait_for("document.getElementById('live').innerText.includes('Live')")
            .await;
        let width = page.eval("document.documentElement.clientWidth").await;
        assert_eq!(width, serde_json::json!(WIDTH));
        let squares = page
            .eval("document.querySelectorAll('[data-square]').length")
            .await;
        let expected = match name {
            "dark8" => 32,
            "dark10" => 50,
            "dark12" => 72,
            "full8" => 64,
            _ => 25,
        };
        assert_eq!(squares, serde_json::json!(expected), "{name}");
        let shot = page.screenshot().await;
        // A user may follow at most 4 streams at once.
        page.close().await;
        check(name, &shot);
    }
}
