"""International (10x10) draughts rules for the match referee.

Squares 1..50 in the standard numbering (1 = b10, 5 = j10, 46 = a1, 50 = i1).
White men start on 31-50 and move towards 1-5; Black men start on 1-20.

Board: list of 51 one-char strings (index 0 unused): 'w' 'b' 'W' 'B' 'e'.
A move is a Move(frm, to, caps, path): caps a frozenset of captured squares,
path the landing squares (from .. to) of one way of playing it.
Two moves are the same move when (frm, to, caps) are equal.
"""
from collections import namedtuple

Move = namedtuple("Move", "frm to caps path")

WHITE, BLACK = 0, 1


def sq_to_rc(sq):
    r = (sq - 1) // 5
    c = 2 * ((sq - 1) % 5) + (1 if r % 2 == 0 else 0)
    return r, c


def rc_to_sq(r, c):
    if not (0 <= r < 10 and 0 <= c < 10) or (r + c) % 2 == 0:
        return None
    return r * 5 + c // 2 + 1


DIRS = [(-1, -1), (-1, 1), (1, -1), (1, 1)]  # first two: towards row 0 (White's forward)
RAYS = [None] * 51
for _sq in range(1, 51):
    _r, _c = sq_to_rc(_sq)
    rays = []
    for dr, dc in DIRS:
        ray = []
        rr, cc = _r + dr, _c + dc
        while True:
            s = rc_to_sq(rr, cc)
            if s is None:
                break
            ray.append(s)
            rr += dr
            cc += dc
        rays.append(ray)
    RAYS[_sq] = rays
assert rc_to_sq(*sq_to_rc(1)) == 1 and sq_to_rc(1) == (0, 1) and sq_to_rc(46) == (9, 0)

START = ['e'] + ['b'] * 20 + ['e'] * 10 + ['w'] * 20


def own(pc, side):
    return pc in ('w', 'W') if side == WHITE else pc in ('b', 'B')


def opp(pc, side):
    return pc in ('b', 'B') if side == WHITE else pc in ('w', 'W')


def _captures_from(board, frm, side):
    pc = board[frm]
    king = pc in ('W', 'B')
    out = []

    def dfs(cur, captured, path):
        found = False
        for d in range(4):
            ray = RAYS[cur][d]
            if not king:
                if len(ray) >= 2:
                    a, b = ray[0], ray[1]
                    if opp(board[a], side) and a not in captured and (board[b] == 'e' or b == frm):
                        found = True
                        dfs(b, captured + (a,), path + (b,))
            else:
                i = 0
                while i < len(ray) and (board[ray[i]] == 'e' or ray[i] == frm):
                    i += 1
                if i < len(ray) and opp(board[ray[i]], side) and ray[i] not in captured:
                    a = ray[i]
                    j = i + 1
                    while j < len(ray) and (board[ray[j]] == 'e' or ray[j] == frm):
                        found = True
                        dfs(ray[j], captured + (a,), path + (ray[j],))
                        j += 1
        if not found and captured:
            out.append(Move(frm, cur, frozenset(captured), path))

    dfs(frm, (), (frm,))
    return out


def legal_moves(board, side):
    caps = []
    for sq in range(1, 51):
        if own(board[sq], side):
            caps.extend(_captures_from(board, sq, side))
    if caps:
        best = max(len(m.caps) for m in caps)
        seen = {}
        for m in caps:
            if len(m.caps) == best:
                k = (m.frm, m.to, m.caps)
                if k not in seen:
                    seen[k] = m
        return list(seen.values())
    moves = []
    for sq in range(1, 51):
        pc = board[sq]
        if not own(pc, side):
            continue
        if pc in ('w', 'b'):
            dirs = (0, 1) if pc == 'w' else (2, 3)
            for d in dirs:
                ray = RAYS[sq][d]
                if ray and board[ray[0]] == 'e':
                    moves.append(Move(sq, ray[0], frozenset(), (sq, ray[0])))
        else:
            for d in range(4):
                for s in RAYS[sq][d]:
                    if board[s] != 'e':
                        break
                    moves.append(Move(sq, s, frozenset(), (sq, s)))
    return moves


def apply_move(board, side, m):
    b = list(board)
    pc = b[m.frm]
    b[m.frm] = 'e'
    for c in m.caps:
        b[c] = 'e'
    if pc == 'w' and m.to <= 5:
        pc = 'W'
    elif pc == 'b' and m.to >= 46:
        pc = 'B'
    b[m.to] = pc
    return b


def move_to_hub(m):
    """Hub move text: 32-28, or 28x19x23 (from, to, then every captured square, ascending)."""
    if not m.caps:
        return "%d-%d" % (m.frm, m.to)
    return "x".join(str(s) for s in [m.frm, m.to] + sorted(m.caps))


def move_to_pdn(m, legal):
    """Standard PDN notation; the full path is written when from/to alone is ambiguous."""
    if not m.caps:
        return "%d-%d" % (m.frm, m.to)
    same = [x for x in legal if x.frm == m.frm and x.to == m.to]
    if len(same) > 1:
        return "x".join(str(s) for s in m.path)
    return "%dx%d" % (m.frm, m.to)


def parse_move(text, legal):
    """Match an engine's move text against the legal moves; returns the Move or None.

    Accepts 32-28, 28x19, 28x19x23 (Hub: from, to, captured squares in any order)
    and, failing that, a full path 28x19x10 (from, landing squares.., to)."""
    t = text.strip()
    if not t:
        return None
    sep = 'x' if 'x' in t else '-'
    try:
        nums = [int(p) for p in t.replace('X', 'x').split(sep)]
    except ValueError:
        return None
    if len(nums) < 2 or any(not (1 <= n <= 50) for n in nums):
        return None
    if sep == '-':
        if len(nums) != 2:
            return None
        c = [m for m in legal if m.frm == nums[0] and m.to == nums[1] and not m.caps]
        return c[0] if len(c) == 1 else None
    frm, to, rest = nums[0], nums[1], set(nums[2:])
    c = [m for m in legal if m.caps and m.frm == frm and m.to == to]
    if rest:
        c2 = [m for m in c if set(m.caps) == rest]
        if len(c2) == 1:
            return c2[0]
        # full path form
        c3 = [m for m in legal if m.caps and tuple(m.path) == tuple(nums)]
        return c3[0] if len(c3) == 1 else None
    return c[0] if len(c) == 1 else None


def hub_pos(board, side):
    return ('W' if side == WHITE else 'B') + ''.join(board[1:])


class Game:
    """Game state with the end-of-game rules used by the referee."""

    def __init__(self, max_plies=400):
        self.board = list(START)
        self.side = WHITE
        self.moves = []          # Move objects
        self.pdn = []            # PDN texts
        self.keys = [self.key()]
        self.kings_only = 0      # plies of king moves without capture (25-move rule)
        self.eg_plies = 0        # plies in a 16-move / 5-move endgame configuration
        self.eg_sig = None
        self.max_plies = max_plies

    def key(self):
        return (''.join(self.board), self.side)

    def legal(self):
        return legal_moves(self.board, self.side)

    def play(self, m, legal=None):
        if legal is None:
            legal = self.legal()
        self.pdn.append(move_to_pdn(m, legal))
        pc = self.board[m.frm]
        self.board = apply_move(self.board, self.side, m)
        self.side ^= 1
        self.moves.append(m)
        if m.caps or pc in ('w', 'b'):
            self.kings_only = 0
            self.keys = [self.key()]  # irreversible: earlier positions cannot recur
        else:
            self.kings_only += 1
            self.keys.append(self.key())
        sig = self._endgame_sig()
        if sig is None:
            self.eg_sig, self.eg_plies = None, 0
        elif sig != self.eg_sig:
            self.eg_sig, self.eg_plies = sig, 0
        else:
            self.eg_plies += 1

    def _endgame_sig(self):
        """FMJD art. 6.3/6.4: one lone king against 3 pieces with at least one king
        (16 moves each) or against <= 2 pieces with at least one king (5 moves each).
        Returns (limit in plies, piece counts) or None."""
        wm = self.board.count('w'); wk = self.board.count('W')
        bm = self.board.count('b'); bk = self.board.count('B')
        for (m1, k1, m2, k2) in ((wm, wk, bm, bk), (bm, bk, wm, wk)):
            if m2 == 0 and k2 == 1 and k1 >= 1:
                n = m1 + k1
                if n == 3:
                    return (32, wm + wk, bm + bk)
                if n <= 2:
                    return (10, wm + wk, bm + bk)
        return None

    def status(self, legal=None):
        """None while the game goes on, else (result, reason): result '1-0', '0-1' or '1/2'."""
        if legal is None:
            legal = self.legal()
        if not legal:
            return ('0-1' if self.side == WHITE else '1-0', 'no-moves')
        if self.keys.count(self.key()) >= 3:
            return ('1/2', 'threefold')
        if self.kings_only >= 50:
            return ('1/2', '25-move')
        if self.eg_sig is not None and self.eg_plies >= self.eg_sig[0]:
            return ('1/2', '16-move' if self.eg_sig[0] == 32 else '5-move')
        if len(self.moves) >= self.max_plies:
            return ('1/2', 'ply-cap')
        return None


def perft(board, side, depth):
    if depth == 0:
        return 1
    ms = legal_moves(board, side)
    if depth == 1:
        return len(ms)
    return sum(perft(apply_move(board, side, m), side ^ 1, depth - 1) for m in ms)
