//! `damabot render` from the outside: the exact command lines of the spec,
//! the files they write, and one-line errors with exit status 2 on bad input.

use std::io::Cursor;
use std::path::Path;

use crate::util::cli::{assert_usage_error, damabot, stdout_ok};

/// Width and height of the PNG at `path`.
fn png_size(path: &Path) -> (u32, u32) {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let reader = png::Decoder::new(Cursor::new(bytes))
        .read_info()
        .expect("a PNG");
    (reader.info().width, reader.info().height)
}

#[test]
fn renders_the_start_position_at_the_default_size() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("board.png");
    let out = damabot(&[
        "render",
        "turkish",
        "-o",
        file.to_str().expect("utf-8 path"),
    ]);
    stdout_ok(&out);
    assert_eq!(png_size(&file), (512, 512));
}

#[test]
fn renders_a_fen_with_a_last_move_theme_and_size() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("board.png");
    let file = file.to_str().expect("utf-8 path");
    let out = damabot(&[
        "render",
        "turkish",
        "--fen",
        "W:Wd3,a2,h2:Bd4,e5,a7,h7",
        "--last",
        "d3xd5xf5",
        "--theme",
        "night",
        "--size",
        "300",
        "-o",
        file,
    ]);
    stdout_ok(&out);
    assert_eq!(png_size(Path::new(file)), (300, 300));
}

#[test]
fn renders_an_english_opening_move() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("e.png");
    let out = damabot(&[
        "render",
        "english",
        "--last",
        "11-15",
        "-o",
        file.to_str().expect("utf-8 path"),
    ]);
    stdout_ok(&out);
    assert_eq!(png_size(&file), (512, 512));
}

#[test]
fn batch_writes_one_numbered_file_per_fen() {
    let dir = tempfile::tempdir().expect("temp dir");
    let list = dir.path().join("fens.txt");
    std::fs::write(&list, "W:Wa2:Bh7\n\nB:Wc3,Kd4:Ba7,Kh8\nW:Wa3,b3:Bg6\n").expect("write list");
    let out_dir = dir.path().join("boards");
    let out = damabot(&[
        "render",
        "persian",
        "--batch",
        list.to_str().expect("utf-8 path"),
        "--size",
        "200",
        "-o",
        out_dir.to_str().expect("utf-8 path"),
    ]);
    stdout_ok(&out);
    for n in 1..=3 {
        assert_eq!(png_size(&out_dir.join(format!("{n}.png"))), (200, 200));
    }
    assert!(!out_dir.join("4.png").exists());
    assert!(!out_dir.join("0.png").exists());
}

#[test]
fn a_bad_batch_line_fails_before_writing_anything() {
    let dir = tempfile::tempdir().expect("temp dir");
    let list = dir.path().join("fens.txt");
    std::fs::write(&list, "W:Wa2:Bh7\nnot a fen\n").expect("write list");
    let out_dir = dir.path().join("boards");
    let out = damabot(&[
        "render",
        "dameo",
        "--batch",
        list.to_str().expect("utf-8 path"),
        "-o",
        out_dir.to_str().expect("utf-8 path"),
    ]);
    assert_usage_error(&out, "line 2");
    assert!(!out_dir.join("1.png").exists());
}

#[test]
fn bad_input_exits_2_with_one_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("x.png");
    let o = file.to_str().expect("utf-8 path");
    let cases: &[(&[&str], &str)] = &[
        (&["render", "chess", "-o", o], "unknown variant 'chess'"),
        (
            &["render", "english", "--theme", "neon", "-o", o],
            "unknown theme 'neon'",
        ),
        (
            &["render", "english", "--fen", "Z:nonsense", "-o", o],
            "bad FEN",
        ),
        (
            &["render", "english", "--last", "9-5", "-o", o],
            "--last '9-5'",
        ),
        (
            &["render", "turkish", "--last", "a2-a5", "-o", o],
            "--last 'a2-a5'",
        ),
        (&["render", "english", "--size", "big", "-o", o], "--size"),
        (&["render", "english", "--size", "10", "-o", o], "--size"),
        (
            &["render", "english", "--size", "100000", "-o", o],
            "--size",
        ),
        (&["render", "english"], "missing -o"),
        (&["render", "-o", o], "missing <variant>"),
        (&["render", "english", "-o"], "-o needs a value"),
        (
            &["render", "english", "--flip", "-o", o],
            "unexpected argument '--flip'",
        ),
        (
            &["render", "english", "extra", "-o", o],
            "unexpected argument 'extra'",
        ),
        (
            &[
                "render",
                "english",
                "--batch",
                "x.txt",
                "--fen",
                "W:Wa2:Bh7",
                "-o",
                o,
            ],
            "--batch",
        ),
    ];
    for (args, needle) in cases {
        assert_usage_error(&damabot(args), needle);
    }
    assert!(!file.exists(), "nothing is written on a usage error");
}
