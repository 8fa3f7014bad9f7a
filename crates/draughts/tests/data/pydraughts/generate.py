#!/usr/bin/env python3
"""Differential move lists from pydraughts, in damabot's frame.

Usage:  pip install pydraughts==0.6.7
        python3 generate.py [variant ...]     (default: all five)

Writes <variant>.txt next to this script, one position per line:

    <FEN>|<move>;<move>;...

FEN is `W:W<squares>:B<squares>` (side to move first, `K` prefix for kings,
squares sorted by name); a quiet move is `<from>-<to>`, a capture
`<from>x<to>(<c1>,<c2>,...)` with the captured squares sorted by name; the
moves of a line are sorted and unique per (from, to, captured set). All
squares are algebraic in damabot's frame (files a.. from White's left, ranks
1.. from White's side, White's men start on the low ranks; a1 is dark except
in Italian, whose board plays on the file + rank odd squares).

Positions: about half come from random games from the start position, half
are random placements rich in kings. Everything is seeded (SEED below), so a
rerun with the same pydraughts version writes the same files.

Positions where pydraughts disagrees with VARIANTS.md are left out of
<variant>.txt and listed in <variant>.excluded.txt instead (see README.md):
the Frisian capture choice (pydraughts adds king = 1.501 as floats in capture
order and compares with ==) and the fourth step of the Italian hierarchy are
recomputed here from pydraughts' own complete capture sequences and compared
with its legal list; each route is also replayed square by square to catch a
piece passing through an occupied square.

`python3 generate.py --check` only checks the frame on the start positions and
the rulebook positions of VARIANTS.md / reference.md §6.
"""

import random
import sys
from pathlib import Path

from draughts.core.game import Game

SEED = 20261201
OUT = Path(__file__).resolve().parent

# name in damabot -> (pydraughts variant, board size, a1 dark?)
VARIANTS = {
    "international": ("standard", 10, True),
    "russian": ("russian", 8, True),
    "brazilian": ("brazilian", 8, True),
    "italian": ("italian", 8, False),
    "frisian": ("frisian", 10, True),
}
TARGET_GAME = 1000  # positions from random games
TARGET_PLACED = 1000  # random placements


# ---------------------------------------------------------------- squares


class Geometry:
    """pydraughts' internal numbering (row by row from Black's side, left to
    right) <-> damabot's algebraic squares."""

    def __init__(self, size, a1_dark):
        self.size = size
        per = size // 2
        self.num2xy = {}
        for n in range(1, size * size // 2 + 1):
            row, idx = divmod(n - 1, per)
            rank = size - row
            if a1_dark:
                f = 2 * idx + (2 if row % 2 == 0 else 1)
            else:
                f = 2 * idx + (1 if row % 2 == 0 else 2)
            self.num2xy[n] = (f, rank)
        self.xy2num = {xy: n for n, xy in self.num2xy.items()}

    def name(self, n):
        f, r = self.num2xy[n]
        return "abcdefghijkl"[f - 1] + str(r)


def fen_ours(geo, turn, pieces):
    """pieces: {num: (colour 'W'/'B', king bool)}"""
    parts = []
    for col in "WB":
        sq = sorted(
            ((geo.name(n), k) for n, (c, k) in pieces.items() if c == col),
            key=lambda t: t[0],
        )
        parts.append(col + ",".join(("K" if k else "") + s for s, k in sq))
    return turn + ":" + ":".join(parts)


def li_fen(turn, pieces):
    parts = []
    for col in "WB":
        parts.append(col + ",".join(("K" if k else "") + str(n)
                                    for n, (c, k) in sorted(pieces.items()) if c == col))
    return turn + ":" + ":".join(parts)


def parse_li_fen(fen):
    turn, *sides = fen.split(":")
    pieces = {}
    for s in sides:
        col, body = s[0], s[1:]
        for t in filter(None, body.split(",")):
            k = t[0] == "K"
            pieces[int(t[1:] if k else t)] = (col, k)
    return turn, pieces


# ---------------------------------------------------------------- checks


def piece_at(game, n):
    return game.board.searcher.get_piece_by_position(n)


def frisian_ours(game, seqs):
    """VARIANTS.md: max M + 2K, on a tie fewer kings, then by a king."""
    def key(s):
        caps = s[1]
        if caps[0] is None:
            return (0, 0)
        k = sum(1 for c in caps if piece_at(game, c).king)
        return (len(caps) + k, -k)

    best = max(key(s) for s in seqs)
    keep = [s for s in seqs if key(s) == best]
    if best != (0, 0) and any(piece_at(game, s[0][0][0]).king for s in keep):
        keep = [s for s in keep if piece_at(game, s[0][0][0]).king]
    return keep


def italian_ours(game, seqs):
    """VARIANTS.md §2: pieces, by a king, most kings, K/M string greatest."""
    if seqs[0][1][0] is None:
        return seqs

    def key(s):
        caps = s[1]
        kings = tuple(piece_at(game, c).king for c in caps)  # K > M: the king met earliest wins
        return (len(caps), piece_at(game, s[0][0][0]).king, sum(kings), kings)

    best = max(key(s) for s in seqs)
    return [s for s in seqs if key(s) == best]


def route_ok(geo, pieces, turn, seq, orthogonal):
    """Replay one capture route (deferred removal): every crossed square empty
    except the one enemy piece taken on that leg."""
    steps, caps = seq
    start = steps[0][0]
    occupied = {n for n in pieces if n != start}
    taken = set()
    for (a, b), c in zip(steps, caps):
        (fa, ra), (fb, rb) = geo.num2xy[a], geo.num2xy[b]
        df, dr = fb - fa, rb - ra
        if df and dr and abs(df) != abs(dr):
            return False
        if (not df or not dr) and not orthogonal:
            return False
        n_steps = max(abs(df), abs(dr))
        sf, sr = (df > 0) - (df < 0), (dr > 0) - (dr < 0)
        crossed = []
        for i in range(1, n_steps):
            xy = (fa + i * sf, ra + i * sr)
            if xy in geo.xy2num and geo.xy2num[xy] in occupied:
                crossed.append(geo.xy2num[xy])
        if b in occupied:
            return False
        if c is None:
            if crossed:
                return False
            continue
        if crossed != [c] or c in taken or pieces[c][0] == turn:
            return False
        taken.add(c)
    return True


# ---------------------------------------------------------------- moves


def moves_of(variant, geo, turn, pieces, stats):
    """Unique move strings, or None if the position is excluded."""
    game = Game(variant, li_fen(turn, pieces))
    legal = list(zip(*game.legal_moves())) if True else []
    pseudo = list(zip(*game.get_moves()))
    key = lambda s: (s[0][0][0], s[0][-1][1], frozenset(c for c in s[1] if c is not None))
    if variant == "frisian" and pseudo:
        ours = {key(s) for s in frisian_ours(game, pseudo)}
        if ours != {key(s) for s in legal}:
            stats["frisian capture value"] += 1
            stats["excluded"].append((turn, pieces, {key(s) for s in legal}, ours, "frisian capture value"))
            return None
    if variant == "italian" and pseudo:
        ours = {key(s) for s in italian_ours(game, pseudo)}
        if ours != {key(s) for s in legal}:
            stats["italian hierarchy step 4"] += 1
            stats["excluded"].append((turn, pieces, {key(s) for s in legal}, ours, "italian hierarchy step 4"))
            return None
    for s in legal:
        if not route_ok(geo, pieces, turn, s, variant == "frisian"):
            stats["route through an occupied square"] += 1
            stats["excluded"].append((turn, pieces, {key(s) for s in legal}, None, "route through an occupied square"))
            return None
    return move_strings(geo, {key(s) for s in legal}), legal, game


def move_strings(geo, keys):
    out = set()
    for (frm, to, caps) in keys:
        if caps:
            cs = ",".join(sorted(geo.name(c) for c in caps))
            out.add(f"{geo.name(frm)}x{geo.name(to)}({cs})")
        else:
            out.add(f"{geo.name(frm)}-{geo.name(to)}")
    return sorted(out)


# ---------------------------------------------------------------- positions


def placement(rng, geo):
    size = geo.size
    cap = 20 if size == 10 else 12
    squares = list(geo.num2xy)
    rng.shuffle(squares)
    crowded = rng.random() < 0.4
    counts = [rng.randint(4, cap) if crowded else rng.randint(1, 7) for _ in "WB"]
    king_p = rng.choice([0.3, 0.5, 0.7, 0.9])
    pieces = {}
    for col, cnt in zip("WB", counts):
        placed = 0
        for n in squares:
            if placed == cnt:
                break
            if n in pieces:
                continue
            king = rng.random() < king_p
            rank = geo.num2xy[n][1]
            if not king and ((col == "W" and rank == size) or (col == "B" and rank == 1)):
                continue  # no man on its own promotion rank
            pieces[n] = (col, king)
            placed += 1
    return rng.choice("WB"), pieces


def generate(name):
    variant, size, a1_dark = VARIANTS[name]
    geo = Geometry(size, a1_dark)
    rng = random.Random(f"{SEED}-{name}")
    stats = {"frisian capture value": 0, "italian hierarchy step 4": 0,
             "route through an occupied square": 0, "excluded": []}
    lines, seen = [], set()

    def record(turn, pieces):
        fen = fen_ours(geo, turn, pieces)
        if fen in seen:
            return None
        seen.add(fen)
        r = moves_of(variant, geo, turn, pieces, stats)
        if r is None:
            return None
        ms, legal, game = r
        lines.append(fen + "|" + ";".join(ms))
        return legal, game

    n_game = 0
    while n_game < TARGET_GAME:
        turn, pieces = parse_li_fen(Game(variant, "startpos").get_li_fen())
        take = rng.choice([0.15, 0.3, 0.5])
        for ply in range(200):
            game = Game(variant, li_fen(turn, pieces))
            legal = list(zip(*game.legal_moves()))
            if not legal:
                break
            if rng.random() < take and n_game < TARGET_GAME:
                if record(turn, pieces) is not None:
                    n_game += 1
            steps, _ = rng.choice(legal)
            game.push([list(s) for s in steps])
            turn, pieces = parse_li_fen(game.get_li_fen())
            if not any(c == "W" for c, _ in pieces.values()) or not any(c == "B" for c, _ in pieces.values()):
                break
    n_placed = 0
    while n_placed < TARGET_PLACED:
        turn, pieces = placement(rng, geo)
        if record(turn, pieces) is not None:
            n_placed += 1
    (OUT / f"{name}.txt").write_text("\n".join(lines) + "\n")
    excluded = stats.pop("excluded")
    if excluded:
        # FEN|pydraughts' moves|the moves by VARIANTS.md's rule|reason
        (OUT / f"{name}.excluded.txt").write_text("".join(
            f"{fen_ours(geo, t, p)}|{';'.join(move_strings(geo, py))}|"
            f"{';'.join(move_strings(geo, ours)) if ours is not None else '-'}|{why}\n"
            for t, p, py, ours, why in excluded))
    print(name, len(lines), "positions written;", "excluded:", stats, flush=True)


def self_check():
    """The frame: start positions and rulebook positions of VARIANTS.md / reference.md."""
    expect = {
        "international": [
            ("W:W15:B9,10", ["j8xf8(g9,i9)"]),
            ("B:W27,28,38,39,42:BK25", ["j6xf4(c5,d2,e5,g3)"]),
            ("W:WK48:B7,8,31,34,K42,44", ["e1xi1(c9,e9,h2,h4)"]),
            ("W:W26:B12,K21,31,32", ["a5xe5(b4,d4)", "a5xe9(b6,d8)"]),
            ("W:WK41,49:B9,10,12,19,38", ["b2xf2(d8,e3,g7,g9)"]),
        ],
        "italian": [
            ("W:W30:B27", ["d1xf3(e2)"]),
            # step (4): K-K-M (d1xf7) beats K-M-K (d1xb7); pydraughts keeps both, so this
            # position is excluded from italian.txt by design (moves_of returns None)
            ("W:WK30:BK10,12,19,K20,K27", None),
        ],
        "frisian": [("W:W28:BK29,18", ["e5xi5(g5)"]), ("W:W28:B29,18", ["e5xe9(e7)", "e5xi5(g5)"])],
    }
    for name, cases in expect.items():
        variant, size, a1_dark = VARIANTS[name]
        geo = Geometry(size, a1_dark)
        for fen, want in cases:
            turn, pieces = parse_li_fen(fen)
            st = {"frisian capture value": 0, "italian hierarchy step 4": 0,
                  "route through an occupied square": 0, "excluded": []}
            r = moves_of(variant, geo, turn, pieces, st)
            if r is None:
                t, p, py, ours, why = st["excluded"][0]
                ms = ("excluded", why, "pydraughts", move_strings(geo, py), "ours", move_strings(geo, ours))
                assert name == "italian" and move_strings(geo, ours) == ["d1xf7(e2,g4,g6)"], ms
            else:
                ms = r[0]
            print(name, fen, "->", fen_ours(geo, turn, pieces), ms)
            assert want is None or ms == want, (fen, ms, want)
    starts = {
        "international": "W:Wa1,a3,b2,b4,c1,c3,d2,d4,e1,e3,f2,f4,g1,g3,h2,h4,i1,i3,j2,j4:"
                         "Ba7,a9,b10,b8,c7,c9,d10,d8,e7,e9,f10,f8,g7,g9,h10,h8,i7,i9,j10,j8",
        "russian": "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8",
        "italian": "W:Wa2,b1,b3,c2,d1,d3,e2,f1,f3,g2,h1,h3:Ba6,a8,b7,c6,c8,d7,e6,e8,f7,g6,g8,h7",
    }
    starts["brazilian"] = starts["russian"]
    starts["frisian"] = starts["international"]
    for name, want in starts.items():
        variant, size, a1_dark = VARIANTS[name]
        turn, pieces = parse_li_fen(Game(variant, "startpos").get_li_fen())
        got = fen_ours(Geometry(size, a1_dark), turn, pieces)
        print(name, "start", got)
        assert got == want, (name, got)
    # pydraughts' own algebraic names for Russian agree with this frame
    from draughts.convert import fen_to_variant
    geo = Geometry(8, True)
    for n in range(1, 33):
        alg = fen_to_variant(f"W:W{n}:B{33 - n if n != 16 else 1}", "russian").split(":")[1][1:]
        assert alg == geo.name(n), (n, alg, geo.name(n))


if __name__ == "__main__":
    args = sys.argv[1:]
    if args == ["--check"]:
        self_check()
    else:
        for name in args or list(VARIANTS):
            generate(name)
