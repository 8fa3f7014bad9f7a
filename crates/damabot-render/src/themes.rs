//! The catalogue of cosmetic themes; [`Theme::ALL`](super::Theme::ALL) lists it.
//!
//! Each entry keeps the dark squares dark enough for both piece colours to
//! stand out, and the mark colours far from the square colours.

use super::theme::{BoardColors, MarkColors, PieceColors, PieceSet, PieceStyle, Rgb, Theme};

const fn board(light: u32, dark: u32, frame: u32, label: u32, number: u32) -> BoardColors {
    BoardColors {
        light: Rgb::hex(light),
        dark: Rgb::hex(dark),
        frame: Rgb::hex(frame),
        label: Rgb::hex(label),
        number: Rgb::hex(number),
    }
}

const fn marks(last_move: u32, path: u32, capture: u32, hint: u32) -> MarkColors {
    MarkColors {
        last_move: Rgb::hex(last_move),
        path: Rgb::hex(path),
        capture: Rgb::hex(capture),
        hint: Rgb::hex(hint),
    }
}

const fn side(fill: u32, edge: u32, emblem: u32) -> PieceColors {
    PieceColors {
        fill: Rgb::hex(fill),
        edge: Rgb::hex(edge),
        emblem: Rgb::hex(emblem),
    }
}

const fn pieces(style: PieceStyle, white: PieceColors, black: PieceColors) -> PieceSet {
    PieceSet {
        style,
        white,
        black,
    }
}

/// All themes, the default (`classic`) first.
pub(super) const ALL: [Theme; 8] = [
    Theme {
        id: "classic",
        board: board(0xf0d9b5, 0xb58863, 0x3b2f25, 0xead9c0, 0xf6e9d3),
        marks: marks(0xd7dc5a, 0x8fa32c, 0xd6453d, 0x1e1e1e),
        pieces: pieces(
            PieceStyle::Crown,
            side(0xf7f2e6, 0x857560, 0xb8841f),
            side(0x2a2523, 0x0f0d0c, 0xe7b93e),
        ),
    },
    Theme {
        id: "walnut",
        board: board(0xdcbd8c, 0x6e4a2e, 0x2b1d12, 0xdcbd8c, 0xecd6b1),
        marks: marks(0xe8c95a, 0xc9a23a, 0xd0402f, 0x101010),
        pieces: pieces(
            PieceStyle::Crown,
            side(0xf1e6cf, 0x7a6445, 0xa0742a),
            side(0x3a1f12, 0x160a05, 0xe0b04a),
        ),
    },
    Theme {
        id: "ocean",
        board: board(0xdfe9f1, 0x5d87a8, 0x1d3347, 0xcfe0ee, 0xe8f1f8),
        marks: marks(0xf5d76e, 0xe0b83c, 0xe2574c, 0x0b1c2c),
        pieces: pieces(
            PieceStyle::Star,
            side(0xffffff, 0x6d8296, 0x2f78b8),
            side(0x16314a, 0x08182a, 0xf2c14e),
        ),
    },
    Theme {
        id: "forest",
        board: board(0xe6ebd1, 0x6f8f4e, 0x22331a, 0xdfe8c8, 0xf0f4e2),
        marks: marks(0xf1d35c, 0xd9a521, 0xc0392b, 0x15210f),
        pieces: pieces(
            PieceStyle::Ring,
            side(0xfbf8ee, 0x7d7a62, 0xb5542f),
            side(0x3b2a1c, 0x1c130b, 0xe6c15a),
        ),
    },
    Theme {
        id: "rose",
        board: board(0xf6e4e6, 0xc07a86, 0x4a2430, 0xf3dade, 0xfcf1f3),
        marks: marks(0xf3d36b, 0xd9a62e, 0x6e0f26, 0x3a1020),
        pieces: pieces(
            PieceStyle::Crown,
            side(0xfffaf5, 0x9c7c7c, 0xbf8526),
            side(0x5a1f2e, 0x2d0c15, 0xf1c56a),
        ),
    },
    Theme {
        id: "slate",
        board: board(0xd5d9de, 0x7a8491, 0x262b31, 0xd5d9de, 0xe9ecef),
        marks: marks(0x7fb3e0, 0x3f86cf, 0xd9534f, 0x111418),
        pieces: pieces(
            PieceStyle::Star,
            side(0xf5f6f8, 0x6c737c, 0xc28a25),
            side(0x24282d, 0x0c0e10, 0xe9c45a),
        ),
    },
    Theme {
        id: "sand",
        board: board(0xf3e7c4, 0xc9a56b, 0x5a4424, 0xf3e7c4, 0xfbf3dc),
        marks: marks(0xa9cf6a, 0x6f9f35, 0xc2452d, 0x2a1f12),
        pieces: pieces(
            PieceStyle::Ring,
            side(0xfffdf6, 0x9a8a6a, 0x2f7d6d),
            side(0x4a3a2a, 0x221a12, 0xf0d27a),
        ),
    },
    Theme {
        id: "night",
        board: board(0x5b6472, 0x2f3541, 0x15181e, 0x9aa3b2, 0xb3bccb),
        marks: marks(0x5f8fd6, 0x7aa7ea, 0xff6b5e, 0xe6e9ee),
        pieces: pieces(
            PieceStyle::Crown,
            side(0xe6e9ee, 0x8b93a1, 0xc99a2e),
            side(0x0d0f13, 0x9aa3b2, 0xf0c04a),
        ),
    },
];
