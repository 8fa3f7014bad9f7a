#!/usr/bin/env python3
"""Match runner for International draughts engines speaking Hub 1 (Scan 2.0) or Hub 2 (damabot).

Engine specs:
  hub2:<binary>[,book=true|false][,tt=22][,<param>=<value>...]   e.g. damabot ("<binary> hub")
  hub1:<scan dir>[,<name>=<value>...]                            e.g. Scan 2.0 ("./scan hub" in that dir;
                                                                   extra options go out as "set <name> <value>")

The referee (rules.py) keeps the game, checks every move and ends the game:
no legal move = loss; threefold repetition, 25-move rule (50 plies of king moves
without capture), FMJD 16-move / 5-move lone-king endgames = draw; --max-plies (400) = draw.
An illegal or unparsable move, a crash or a timeout (10 x move time + 2 s) loses.
"""
import argparse
import datetime
import math
import os
import queue
import shlex
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rules  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OPENINGS_FILE = os.path.join(HERE, "openings.txt")


class EngineError(Exception):
    def __init__(self, kind, msg):
        super().__init__("%s: %s" % (kind, msg))
        self.kind = kind  # 'crash' | 'timeout' | 'protocol'


def kv_parse(line):
    """'done move=32-28 ponder=19-23' -> ('done', {...}, [flags])."""
    try:
        toks = shlex.split(line)
    except ValueError:
        toks = line.split()
    if not toks:
        return '', {}, []
    d, flags = {}, []
    for t in toks[1:]:
        if '=' in t:
            k, v = t.split('=', 1)
            d[k] = v
        else:
            flags.append(t)
    return toks[0], d, flags


class Proc:
    def __init__(self, argv, cwd, label, transcript):
        self.label = label
        self.transcript = transcript
        self.t0 = time.time()
        self.p = subprocess.Popen(argv, cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True, bufsize=1)
        self.q = queue.Queue()
        threading.Thread(target=self._read_out, daemon=True).start()
        threading.Thread(target=self._read_err, daemon=True).start()

    def _log(self, s):
        if self.transcript:
            self.transcript.write("%9.3f %s %s\n" % (time.time() - self.t0, self.label, s))
            self.transcript.flush()

    def _read_out(self):
        for line in self.p.stdout:
            line = line.rstrip('\r\n')
            self._log("< " + line)
            self.q.put(line)
        self.q.put(None)

    def _read_err(self):
        for line in self.p.stderr:
            self._log("! " + line.rstrip('\r\n'))

    def send(self, line):
        self._log("> " + line)
        try:
            self.p.stdin.write(line + "\n")
            self.p.stdin.flush()
        except (BrokenPipeError, OSError) as e:
            raise EngineError('crash', "%s: write failed (%s), exit code %s" % (self.label, e, self.p.poll()))

    def send_many(self, lines, summary):
        self._log("> " + summary)
        try:
            self.p.stdin.write("".join(l + "\n" for l in lines))
            self.p.stdin.flush()
        except (BrokenPipeError, OSError) as e:
            raise EngineError('crash', "%s: write failed (%s), exit code %s" % (self.label, e, self.p.poll()))

    def readline(self, deadline):
        rem = deadline - time.time()
        if rem <= 0:
            raise EngineError('timeout', "%s: no answer in time" % self.label)
        try:
            line = self.q.get(timeout=rem)
        except queue.Empty:
            raise EngineError('timeout', "%s: no answer in time" % self.label)
        if line is None:
            try:
                rc = self.p.wait(timeout=2)
            except subprocess.TimeoutExpired:
                rc = None
            raise EngineError('crash', "%s: output closed, exit code %s" % (self.label, rc))
        return line

    def drain(self):
        """Lines already waiting (e.g. stray output between searches)."""
        out = []
        while True:
            try:
                line = self.q.get_nowait()
            except queue.Empty:
                return out
            if line is None:
                self.q.put(None)
                return out
            out.append(line)

    def close(self):
        if self.p.poll() is None:
            try:
                self.send("quit")
            except EngineError:
                pass
            try:
                self.p.wait(timeout=3)
            except subprocess.TimeoutExpired:
                self.p.kill()
                self.p.wait()

    def kill(self):
        if self.p.poll() is None:
            self.p.kill()
            self.p.wait()


class Engine:
    """Common part: stats and loud reporting of protocol errors."""

    def __init__(self, spec, label, transcript, warn):
        self.spec = spec
        self.label = label
        self.transcript = transcript
        self.warn = warn
        self.proc = None

    def init_until_ready(self, timeout_s):
        """Sends `init` (both protocols) and waits for `ready`, reporting any error line."""
        self.proc.send("init")
        dl = time.time() + timeout_s
        while True:
            line = self.proc.readline(dl)
            if line.startswith('error'):
                self.warn("%s: ERROR during init: %r" % (self.label, line))
            if line == 'ready':
                break

    def check_stray(self):
        for line in self.proc.drain():
            self.warn("%s: unexpected output between searches: %r" % (self.label, line))

    def close(self):
        if self.proc:
            self.proc.close()
            self.proc = None

    def kill(self):
        if self.proc:
            self.proc.kill()
            self.proc = None


class Hub2Engine(Engine):
    def start(self):
        self.proc = Proc([self.spec['path'], 'hub'], None, self.label, self.transcript)
        dl = time.time() + 30
        self.proc.send("hub")
        self.id = {}
        while True:
            line = self.proc.readline(dl)
            cmd, d, _ = kv_parse(line)
            if cmd == 'id':
                self.id.update(d)
            elif cmd == 'wait':
                break
        for k, v in self.spec['opts'].items():
            name = {'tt': 'tt-size'}.get(k, k)
            self.proc.send("set-param name=%s value=%s" % (name, v))
        self.init_until_ready(120)

    def new_game(self):
        self.check_stray()
        self.proc.send("new-game")

    def search(self, moves, movetime_ms, nodes, timeout_s):
        self.check_stray()
        mv = ' '.join(moves)
        self.proc.send('pos start moves="%s"' % mv if moves else 'pos start')
        if nodes:
            self.proc.send("level nodes=%d" % nodes)
        else:
            self.proc.send("level move-time=%g" % (movetime_ms / 1000.0))
        t0 = time.time()
        self.proc.send("go think")
        dl = t0 + timeout_s
        info = {}
        while True:
            line = self.proc.readline(dl)
            cmd, d, _ = kv_parse(line)
            if cmd == 'info':
                info = d
            elif cmd == 'done':
                el = time.time() - t0
                if 'move' not in d:
                    raise EngineError('protocol', "%s: done without move: %r" % (self.label, line))
                st = {'time': el}
                if info:
                    try:
                        st['depth'] = int(info.get('depth', 0))
                        st['nodes'] = int(info.get('nodes', 0))
                    except ValueError:
                        pass
                return d['move'], st
            elif cmd == 'error':
                self.warn("%s: PROTOCOL ERROR line %r (moves=%r)" % (self.label, line, mv))


class Hub1Engine(Engine):
    """Scan 2.0's Hub protocol (version 1)."""

    def start(self):
        d = self.spec['path']
        self.proc = Proc(['./scan', 'hub'], d, self.label, self.transcript)
        dl = time.time() + 30
        self.proc.send("hub")
        self.id = {}
        while True:
            line = self.proc.readline(dl)
            if line == 'wait':
                break
            if line.startswith('name '):
                self.id['name'] = line[5:]
        for k, v in self.spec['opts'].items():
            self.proc.send("set %s %s" % (k, v))
        self.init_until_ready(300)

    def new_game(self):
        self.check_stray()
        self.proc.send("new")

    def search(self, moves, movetime_ms, nodes, timeout_s):
        if nodes:
            raise EngineError('protocol', "%s: Hub 1 (Scan 2.0) has no node limit" % self.label)
        self.check_stray()
        # 'start' and 'pos' reset Scan's search settings, so 'time' comes after them.
        # The position is re-sent from the start every move: Scan's 'go' may leave its
        # own move played on its board, and move-by-move history gives it repetitions.
        self.proc.send_many(["start"] + ["move " + m for m in moves],
                            "start + %d x move (%s)" % (len(moves), ' '.join(moves)))
        self.proc.send("time %d" % movetime_ms)
        t0 = time.time()
        self.proc.send("go")
        dl = t0 + timeout_s
        last = None
        while True:
            line = self.proc.readline(dl)
            if line.startswith('info '):
                last = line.split()
            elif line.startswith('move '):
                el = time.time() - t0
                parts = line.split()
                if len(parts) < 2:
                    raise EngineError('protocol', "%s: bad move line %r" % (self.label, line))
                st = {'time': el}
                if last and len(last) >= 5:
                    try:
                        dep, nod = int(last[1]), int(last[4])
                        if dep > 0:
                            st['depth'], st['nodes'] = dep, nod
                    except ValueError:
                        pass
                return parts[1], st
            elif line.startswith('error'):
                self.warn("%s: PROTOCOL ERROR line %r (moves=%r)" % (self.label, line, ' '.join(moves)))


def parse_spec(s):
    if ':' not in s:
        raise SystemExit("bad engine spec %r (hub1:<dir> or hub2:<binary>[,k=v...])" % s)
    kind, rest = s.split(':', 1)
    parts = rest.split(',')
    opts = {}
    for p in parts[1:]:
        if '=' not in p:
            raise SystemExit("bad option %r in %r" % (p, s))
        k, v = p.split('=', 1)
        opts[k] = v
    if kind not in ('hub1', 'hub2'):
        raise SystemExit("unknown protocol %r" % kind)
    path = os.path.abspath(parts[0])
    if kind == 'hub2' and not os.access(path, os.X_OK):
        raise SystemExit("not an executable: %s" % path)
    if kind == 'hub1' and not os.access(os.path.join(path, 'scan'), os.X_OK):
        raise SystemExit("no executable 'scan' in %s" % path)
    return {'kind': kind, 'path': path, 'opts': opts, 'text': s}


def make_engine(spec, label, transcript, warn):
    cls = Hub2Engine if spec['kind'] == 'hub2' else Hub1Engine
    return cls(spec, label, transcript, warn)


def load_openings():
    if not os.path.exists(OPENINGS_FILE):
        ops = []
        for m1 in rules.legal_moves(rules.START, rules.WHITE):
            b = rules.apply_move(rules.START, rules.WHITE, m1)
            for m2 in rules.legal_moves(b, rules.BLACK):
                ops.append("%s %s" % (rules.move_to_hub(m1), rules.move_to_hub(m2)))
        ops.sort(key=lambda s: [int(x) for x in s.replace('-', ' ').split()])
        import random
        random.Random(20261207).shuffle(ops)
        with open(OPENINGS_FILE, 'w') as f:
            f.write("# International draughts two-ply openings (all 81), shuffled with random.Random(20261207)\n")
            for o in ops:
                f.write(o + "\n")
    with open(OPENINGS_FILE) as f:
        return [l.strip() for l in f if l.strip() and not l.startswith('#')]


class Match:
    def __init__(self, args):
        self.args = args
        self.spec = {'A': parse_spec(args.engine_a), 'B': parse_spec(args.engine_b)}
        self.name = {'A': args.name_a or self._default_name(self.spec['A']),
                     'B': args.name_b or self._default_name(self.spec['B'])}
        if self.name['A'] == self.name['B']:
            self.name['A'] += '-A'
            self.name['B'] += '-B'
        self.nodes = {'A': args.nodes_a, 'B': args.nodes_b}
        for s in 'AB':
            if self.nodes[s] and self.spec[s]['kind'] == 'hub1':
                raise SystemExit("--nodes-%s: Hub 1 (Scan 2.0) has no node limit" % s.lower())
        self.timeout = args.timeout_s if args.timeout_s else 10 * args.movetime_ms / 1000.0 + 2.0
        if not args.timeout_s and (args.nodes_a or args.nodes_b):
            # a node limit is not a time limit: don't forfeit a slow search on a loaded machine
            self.timeout = max(self.timeout, 30.0)
        stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
        self.out = args.out or os.path.join(HERE, 'runs', "%s-%s-vs-%s" % (stamp, self.name['A'], self.name['B']))
        os.makedirs(os.path.join(self.out, 'transcripts'), exist_ok=True)
        self.lock = threading.Lock()
        self.logf = open(os.path.join(self.out, 'match.log'), 'a')
        self.pdnf = open(os.path.join(self.out, 'games.pdn'), 'a')
        self.tsvf = open(os.path.join(self.out, 'games.tsv'), 'a')
        self.tsvf.write("game\topening\twhite\tblack\tresult\tscore_A\tplies\treason\tdetail\n")
        ops = load_openings()
        if args.openings > len(ops):
            raise SystemExit("only %d openings" % len(ops))
        self.jobs = []
        for i in range(args.openings):
            for g in range(args.games_per_opening):
                white = 'A' if g % 2 == 0 else 'B'
                self.jobs.append((len(self.jobs) + 1, i + 1, ops[i], white))
        self.results = []
        self.stats = {'A': [], 'B': []}

    @staticmethod
    def _default_name(spec):
        return os.path.basename(spec['path'].rstrip('/'))

    def log(self, s):
        with self.lock:
            print(s, flush=True)
            self.logf.write(s + "\n")
            self.logf.flush()

    def warn(self, s):
        self.log("!!!!! " + s)

    def write_pdn(self, gno, opening, white, black, res, reason, game, comment):
        r = {'1-0': '2-0', '0-1': '0-2', '1/2': '1-1'}[res]
        hdr = [("Event", "%s vs %s" % (self.name['A'], self.name['B'])),
               ("Date", datetime.date.today().strftime("%Y.%m.%d")),
               ("Round", str(gno)), ("White", white), ("Black", black), ("Result", r),
               ("GameType", "20"), ("Opening", opening), ("Termination", reason),
               ("PlyCount", str(len(game.pdn))), ("TimeControl", self.tc_text())]
        lines = ['[%s "%s"]' % kv for kv in hdr]
        toks = []
        for i, m in enumerate(game.pdn):
            if i % 2 == 0:
                toks.append("%d." % (i // 2 + 1))
            toks.append(m)
        if comment:
            toks.append("{%s}" % comment.replace('}', ')'))
        toks.append(r)
        cur = ''
        body = []
        for t in toks:
            if cur and len(cur) + 1 + len(t) > 79:
                body.append(cur)
                cur = t
            else:
                cur = (cur + ' ' + t) if cur else t
        body.append(cur)
        with self.lock:
            self.pdnf.write("\n".join(lines) + "\n\n" + "\n".join(body) + "\n\n")
            self.pdnf.flush()

    def tc_text(self):
        a = self.args
        parts = []
        for s in 'AB':
            parts.append("%s:%s" % (s, ("nodes=%d" % self.nodes[s]) if self.nodes[s] else ("%dms" % a.movetime_ms)))
        return ' '.join(parts)

    def play_game(self, engines, job, wid):
        gno, oi, opening, white_side = job
        black_side = 'B' if white_side == 'A' else 'A'
        side_of = {rules.WHITE: white_side, rules.BLACK: black_side}
        game = rules.Game(self.args.max_plies)
        for t in opening.split():
            legal = game.legal()
            m = rules.parse_move(t, legal)
            if m is None:
                raise SystemExit("bad opening %r" % opening)
            game.play(m, legal)
        for s in 'AB':
            if engines[s] is None:
                e = make_engine(self.spec[s], "%s[w%d]" % (s, wid), self.transcripts[wid], self.warn)
                try:
                    e.start()
                except EngineError as ex:
                    e.kill()
                    raise SystemExit("engine %s failed to start: %s" % (s, ex))
                engines[s] = e
            engines[s].new_game()
        hub_moves = [rules.move_to_hub(m) for m in game.moves]
        res = reason = None
        comment = ''
        while True:
            legal = game.legal()
            st = game.status(legal)
            if st:
                res, reason = st
                break
            s = side_of[game.side]
            try:
                text, stt = engines[s].search(hub_moves, self.args.movetime_ms, self.nodes[s], self.timeout)
            except EngineError as ex:
                self.warn("game %d: engine %s (%s) %s -> loses; position %s after %r" % (
                    gno, s, self.name[s], ex, rules.hub_pos(game.board, game.side), ' '.join(hub_moves)))
                engines[s].kill()
                engines[s] = None
                res = '0-1' if game.side == rules.WHITE else '1-0'
                reason = ex.kind
                comment = "%s %s" % (self.name[s], ex)
                break
            m = rules.parse_move(text, legal)
            if m is None:
                self.warn("game %d: ILLEGAL/UNPARSABLE move %r by %s (%s) -> loses; position %s after %r; legal: %s" % (
                    gno, text, s, self.name[s], rules.hub_pos(game.board, game.side), ' '.join(hub_moves),
                    ' '.join(rules.move_to_hub(x) for x in legal)))
                res = '0-1' if game.side == rules.WHITE else '1-0'
                reason = 'illegal'
                comment = "%s played illegal %r" % (self.name[s], text)
                break
            if m.caps and 'x' in text and text.count('x') >= 2 and \
                    sorted(int(x) for x in text.split('x')[2:]) != sorted(m.caps):
                # accepted as a full path, not in Hub form (from, to, captured squares)
                self.warn("game %d: %s wrote move %r, canonical %r" % (gno, s, text, rules.move_to_hub(m)))
            stt['ply'] = len(game.moves)
            with self.lock:
                self.stats[s].append(stt)
            game.play(m, legal)
            hub_moves.append(rules.move_to_hub(m))
        score_a = {'1-0': 1.0, '0-1': 0.0, '1/2': 0.5}[res]
        if white_side == 'B':
            score_a = 1.0 - score_a
        wname, bname = self.name[white_side], self.name[black_side]
        rtext = {'1-0': '1-0', '0-1': '0-1', '1/2': '1/2-1/2'}[res]
        winner = '' if res == '1/2' else ' (%s wins)' % (wname if res == '1-0' else bname)
        self.log("game %3d/%d  opening %2d [%s]  White=%s(%s) Black=%s(%s)  %s%s  plies=%d  end=%s" % (
            gno, len(self.jobs), oi, opening, white_side, wname, black_side, bname, rtext, winner,
            len(game.moves), reason))
        self.write_pdn(gno, opening, wname, bname, res, reason, game, comment)
        with self.lock:
            self.tsvf.write("%d\t%s\t%s\t%s\t%s\t%.1f\t%d\t%s\t%s\n" % (
                gno, opening, wname, bname, rtext, score_a, len(game.moves), reason, comment))
            self.tsvf.flush()
            self.results.append({'game': gno, 'score': score_a, 'plies': len(game.moves), 'reason': reason,
                                 'white': white_side})

    def worker(self, wid, jq):
        engines = {'A': None, 'B': None}
        try:
            while True:
                try:
                    job = jq.get_nowait()
                except queue.Empty:
                    break
                self.play_game(engines, job, wid)
        except SystemExit as ex:
            self.warn("worker %d stopped: %s" % (wid, ex))
        finally:
            for e in engines.values():
                if e:
                    e.close()

    def run(self):
        a = self.args
        la0 = os.getloadavg()
        self.log("match %s vs %s  started %s" % (self.name['A'], self.name['B'], datetime.datetime.now().isoformat(' ', 'seconds')))
        self.log("  A = %s\n  B = %s" % (self.spec['A']['text'], self.spec['B']['text']))
        self.log("  limits %s; timeout %.1f s/move; %d openings x %d games = %d games; parallel %d; max plies %d" % (
            self.tc_text(), self.timeout, a.openings, a.games_per_opening, len(self.jobs), a.parallel, a.max_plies))
        self.log("  command: %s" % ' '.join(shlex.quote(x) for x in sys.argv))
        self.log("  output: %s" % self.out)
        self.log("  load average at start: %.2f %.2f %.2f" % la0)
        jq = queue.Queue()
        for j in self.jobs:
            jq.put(j)
        self.transcripts = [open(os.path.join(self.out, 'transcripts', 'worker%d.log' % w), 'a')
                            for w in range(a.parallel)]
        t0 = time.time()
        ths = [threading.Thread(target=self.worker, args=(w, jq), daemon=True) for w in range(a.parallel)]
        for t in ths:
            t.start()
        try:
            for t in ths:
                while t.is_alive():
                    t.join(0.5)
        except KeyboardInterrupt:
            self.warn("interrupted")
        self.summary(time.time() - t0, la0)

    def summary(self, elapsed, la0):
        r = self.results
        n = len(r)
        self.log("")
        self.log("=" * 78)
        if n == 0:
            self.log("no games finished")
            return
        w = sum(1 for x in r if x['score'] == 1.0)
        d = sum(1 for x in r if x['score'] == 0.5)
        l = sum(1 for x in r if x['score'] == 0.0)
        pts = sum(x['score'] for x in r)
        mean = pts / n
        var = sum((x['score'] - mean) ** 2 for x in r) / (n - 1) if n > 1 else 0.0
        sd = math.sqrt(var)
        margin = 1.96 * sd / math.sqrt(n)

        def elo(p):
            p = min(max(p, 1e-3), 1 - 1e-3)
            return -400 * math.log10(1 / p - 1) + 0.0
        self.log("%s (A) vs %s (B): %d games" % (self.name['A'], self.name['B'], n))
        self.log("A: +%d =%d -%d   %.1f/%d = %.1f%% +- %.1f%% (95%%, per-game sd %.3f)" % (
            w, d, l, pts, n, 100 * mean, 100 * margin, sd))
        self.log("Elo A-B: %+.0f  [%+.0f, %+.0f]" % (elo(mean), elo(mean - margin), elo(mean + margin)))
        for col in 'AB':
            sub = [x for x in r if x['white'] == col]
            if sub:
                self.log("  with %s as White: %.1f/%d for A" % (col, sum(x['score'] for x in sub), len(sub)))
        plies = [x['plies'] for x in r]
        self.log("game length: mean %.1f plies, min %d, max %d" % (sum(plies) / n, min(plies), max(plies)))
        for lab, val in (('A wins', 1.0), ('draws', 0.5), ('A losses', 0.0)):
            reasons = {}
            for x in r:
                if x['score'] == val:
                    reasons[x['reason']] = reasons.get(x['reason'], 0) + 1
            if reasons:
                self.log("  %s by: %s" % (lab, ', '.join("%s %d" % kv for kv in sorted(reasons.items()))))
        for s in 'AB':
            st = self.stats[s]
            if not st:
                continue
            srch = [x for x in st if 'depth' in x]
            ts = [x['time'] for x in st]
            line = "%s (%s): %d moves, think time mean %.3f s max %.3f s" % (
                s, self.name[s], len(st), sum(ts) / len(ts), max(ts))
            if srch:
                line += "; %d searched: mean depth %.1f, mean nodes %.0f" % (
                    len(srch), sum(x['depth'] for x in srch) / len(srch), sum(x['nodes'] for x in srch) / len(srch))
            self.log(line)
        self.log("elapsed %.0f s; load average at start %.2f %.2f %.2f, at end %.2f %.2f %.2f" % (
            (elapsed,) + la0 + os.getloadavg()))
        self.log("files: %s/{match.log,games.pdn,games.tsv,transcripts/}" % self.out)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('engine_a', help="engine A spec (scores are A's)")
    ap.add_argument('engine_b', help="engine B spec")
    ap.add_argument('--movetime-ms', type=int, default=100, help="time per move for both (default 100)")
    ap.add_argument('--nodes-a', type=int, default=0, help="node limit per move for A (hub2 only)")
    ap.add_argument('--nodes-b', type=int, default=0, help="node limit per move for B (hub2 only)")
    ap.add_argument('--openings', type=int, default=10, help="use the first K openings of openings.txt")
    ap.add_argument('--games-per-opening', type=int, default=2, help="colours alternate (default 2)")
    ap.add_argument('--parallel', type=int, default=1)
    ap.add_argument('--max-plies', type=int, default=400)
    ap.add_argument('--timeout-s', type=float, default=0, help="per-move timeout (default 10 x move time + 2 s; at least 30 s with a node limit)")
    ap.add_argument('--name-a')
    ap.add_argument('--name-b')
    ap.add_argument('--out', help="output directory (default runs/<stamp>-<A>-vs-<B>)")
    args = ap.parse_args()
    Match(args).run()


if __name__ == '__main__':
    main()
