// damabot's Mini App: one game's board, played by tap or drag, kept live by
// the server's event stream. The server is the judge: the page only offers
// the moves the GameView lists and shows what the server answers.
// The interface to the server is /work/miniapp-contract.md (GameView, the
// endpoints); every word comes from `api/strings` (webapp-* messages).
'use strict';
(() => {
  const tg = (window.Telegram && window.Telegram.WebApp) || null;
  const $ = (id) => document.getElementById(id);
  const LANGS = ['fa', 'tr', 'en', 'ru'];
  const LEG_MS = 160;
  const PIECE_WORDS = {
    wm: 'webapp-piece-wm',
    wk: 'webapp-piece-wk',
    wp: 'webapp-piece-wp',
    bm: 'webapp-piece-bm',
    bk: 'webapp-piece-bk',
    bp: 'webapp-piece-bp',
  };
  const SIDE_WORDS = { white: 'webapp-white', black: 'webapp-black' };
  const DRAG_PX = 6;

  const S = {
    initData: '',
    game: null,
    lang: 'en',
    strings: {},
    view: null,
    flip: false,
    layoutKey: '',
    cells: new Map(),      // square name -> element
    pos: new Map(),        // square name -> {x, y} in cells, as drawn
    n: 8,                  // cells per side as drawn
    sel: null,             // the selection being made, see select()
    busy: false,
    resignArmed: false,
    es: null,
    retry: 0,
    tick: 0,
    drag: null,            // a piece being dragged: {sq, piece, x, y, moving}
    dropped: null,         // the square a dragged piece was dropped on
    pieceEls: new Map(),   // square name -> its piece's element
    suppressClick: false,
  };

  // ---- words -------------------------------------------------------------

  /** The message `id` with its `{name}` placeables filled from `args`. */
  function t(id, args) {
    const text = Object.prototype.hasOwnProperty.call(S.strings, id) ? S.strings[id] : id;
    return text.replace(/\{\s*\$?([\w-]+)\s*\}/g, (m, k) =>
      args && args[k] !== undefined ? String(args[k]) : m);
  }

  function pickLang(code) {
    const short = String(code || '').toLowerCase().split(/[-_]/)[0];
    return LANGS.includes(short) ? short : 'en';
  }

  async function loadStrings(lang) {
    try {
      const res = await fetch('api/strings?lang=' + encodeURIComponent(lang));
      if (!res.ok) return false;
      const data = await res.json();
      S.strings = data.strings || {};
      S.lang = data.lang || lang;
      document.documentElement.lang = S.lang;
      document.documentElement.dir = data.dir === 'rtl' ? 'rtl' : 'ltr';
      return true;
    } catch (_) {
      return false;
    }
  }

  // ---- the server ----------------------------------------------------------

  class ApiError extends Error {
    constructor(message, status) {
      super(message);
      this.status = status;
    }
  }

  /** Calls `api/<path>` with the initData; resolves to the JSON answer or
   *  throws an ApiError carrying the server's translated reason. */
  async function api(path, body) {
    const headers = { Authorization: 'tma ' + S.initData };
    const init = { method: body ? 'POST' : 'GET', headers };
    if (body) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    let res;
    try {
      res = await fetch('api/' + path, init);
    } catch (_) {
      throw new ApiError(t('webapp-error-network'), 0);
    }
    let data = null;
    try {
      data = await res.json();
    } catch (_) {
      data = null;
    }
    if (!res.ok) {
      const reason = data && typeof data.error === 'string' && data.error
        ? data.error
        : t('webapp-error-status', { status: res.status });
      throw new ApiError(reason, res.status);
    }
    return data;
  }

  function connect() {
    if (S.es) S.es.close();
    const es = new EventSource('api/games/' + S.game + '/events?auth=' + encodeURIComponent(S.initData));
    S.es = es;
    es.addEventListener('state', (ev) => {
      S.retry = 0;
      setLive(true);
      let view = null;
      try {
        view = JSON.parse(ev.data);
      } catch (_) {
        return;
      }
      setView(view, false);
    });
    es.onopen = () => setLive(true);
    es.onerror = () => {
      setLive(false);
      // The browser retries a dropped stream by itself; a refused one
      // (429, 401, a restart between) is closed and retried here.
      if (es.readyState === EventSource.CLOSED && S.es === es) {
        es.close();
        S.es = null;
        const wait = Math.min(30000, 1000 * 2 ** S.retry++);
        setTimeout(() => {
          if (!S.es) connect();
        }, wait);
      }
    };
  }

  function setLive(on) {
    const el = $('live');
    el.textContent = on ? t('webapp-live') : t('webapp-reconnecting');
    el.classList.toggle('off', !on);
  }

  // ---- the view ------------------------------------------------------------

  /** Takes a GameView from the server (an answer or the stream); older
   *  versions than the one shown are dropped. */
  function setView(view, dropped) {
    if (!view || typeof view.version !== 'number') return;
    const old = S.view;
    if (old && view.version <= old.version) return;
    S.view = view;
    S.sel = null;
    S.resignArmed = false;
    if (view.lang && pickLang(view.lang) !== S.lang) {
      loadStrings(pickLang(view.lang)).then(() => render(null, false));
    }
    const moved = old && view.last && JSON.stringify(view.last) !== JSON.stringify(old.last);
    render(moved ? old : null, !!dropped);
    document.getElementById('app').dataset.version = String(view.version);
    if (!old && window.performance && performance.mark) performance.mark('board-drawn');
  }

  function render(old, dropped) {
    const v = S.view;
    if (!v) return;
    document.getElementById('app').removeAttribute('aria-busy');
    $('title').textContent = v.clock && v.clock.label
      ? t('webapp-title-clock', { variant: v.variant_name, clock: v.clock.label })
      : v.variant_name;
    applyBoardTheme(v.theme);
    layoutBoard(v);
    drawPieces(v, old, dropped);
    markSquares();
    drawPlayers(v);
    drawStatus();
    drawActions(v);
    const flip = $('flip');
    flip.hidden = false;
    flip.textContent = '⇅';
    flip.title = t('webapp-flip');
    flip.setAttribute('aria-label', t('webapp-flip'));
  }

  function orientation(v) {
    const o = v.orientation === 'black' ? 'black' : 'white';
    return S.flip ? (o === 'white' ? 'black' : 'white') : o;
  }

  /** Builds the squares (or points) once per geometry and orientation. */
  function layoutBoard(v) {
    const g = v.geometry || { kind: 'dark', files: 8, ranks: 8 };
    const o = orientation(v);
    const key = [g.kind, g.files, g.ranks, o, v.squares.map((s) => s.name).join()].join('|');
    if (key === S.layoutKey) return;
    S.layoutKey = key;
    const board = $('board');
    board.textContent = '';
    board.className = 'board kind-' + g.kind;
    const n = Math.max(g.files, g.ranks);
    S.n = n;
    board.style.setProperty('--n', String(n));
    S.cells.clear();
    S.pos.clear();
    const place = (file, rank) => (o === 'white'
      ? { x: file, y: g.ranks - 1 - rank }
      : { x: g.files - 1 - file, y: rank });
    const playable = new Set(v.squares.map((s) => s.file + ',' + s.rank));
    const dark = (f, r) => (g.kind === 'full' ? (f + r) % 2 === 0 : playable.has(f + ',' + r));

    if (g.kind === 'points') {
      const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      svg.setAttribute('viewBox', '0 0 ' + n + ' ' + n);
      svg.setAttribute('class', 'lines');
      svg.setAttribute('aria-hidden', 'true');
      const at = new Map(v.squares.map((s) => [s.name, place(s.file, s.rank)]));
      for (const [a, b] of v.lines || []) {
        const p = at.get(a);
        const q = at.get(b);
        if (!p || !q) continue;
        const line = document.createElementNS('http://www.w3.org/2000/svg', 'line');
        line.setAttribute('x1', p.x + 0.5);
        line.setAttribute('y1', p.y + 0.5);
        line.setAttribute('x2', q.x + 0.5);
        line.setAttribute('y2', q.y + 0.5);
        svg.appendChild(line);
      }
      board.appendChild(svg);
    }

    const coords = document.createElement('div');
    coords.className = 'coords';
    coords.setAttribute('aria-hidden', 'true');
    for (let f = 0; f < g.files; f++) {
      for (let r = 0; r < g.ranks; r++) {
        const p = place(f, r);
        const onLeft = p.x === 0;
        const onBottom = p.y === g.ranks - 1;
        if (!onLeft && !onBottom) continue;
        const shade = g.kind === 'points' ? 'pt' : dark(f, r) ? 'on-dark' : 'on-light';
        if (onBottom) coords.appendChild(label(String.fromCharCode(97 + f), 'file ' + shade, p));
        if (onLeft) coords.appendChild(label(String(r + 1), 'rank ' + shade, p));
      }
    }

    for (const s of v.squares) {
      const p = place(s.file, s.rank);
      const el = document.createElement('button');
      el.type = 'button';
      el.className = 'sq ' + (dark(s.file, s.rank) ? 'dark' : 'light');
      el.dataset.square = s.name;
      el.style.setProperty('--x', String(p.x));
      el.style.setProperty('--y', String(p.y));
      S.cells.set(s.name, el);
      S.pos.set(s.name, p);
      board.appendChild(el);
    }
    board.appendChild(coords);
    const pieces = document.createElement('div');
    pieces.className = 'pieces';
    pieces.id = 'pieces';
    board.appendChild(pieces);
  }

  function label(text, cls, p) {
    const el = document.createElement('span');
    el.className = 'coord ' + cls;
    el.textContent = text;
    el.style.setProperty('--x', String(p.x));
    el.style.setProperty('--y', String(p.y));
    return el;
  }

  function pieceElement(code, p) {
    const el = document.createElement('div');
    el.className = 'pc ' + (code[0] === 'w' ? 'white' : 'black') + ' ' + code;
    el.style.setProperty('--x', String(p.x));
    el.style.setProperty('--y', String(p.y));
    const disc = document.createElement('div');
    disc.className = 'disc';
    const mark = code[1] === 'k' ? 'crown' : code[1] === 'p' ? 'chute' : null;
    if (mark) {
      const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      svg.setAttribute('class', 'mark');
      svg.setAttribute('viewBox', '0 0 24 24');
      const use = document.createElementNS('http://www.w3.org/2000/svg', 'use');
      use.setAttribute('href', '#' + mark);
      svg.appendChild(use);
      disc.appendChild(svg);
    }
    el.appendChild(disc);
    return el;
  }

  function translate(p) {
    return 'translate(' + p.x * 100 + '%, ' + p.y * 100 + '%)';
  }

  /** Draws the pieces; when `old` is the view before a new move, the moving
   *  piece travels its route and the captured ones fade out. */
  function drawPieces(v, old, dropped) {
    const layer = $('pieces');
    layer.textContent = '';
    const els = new Map();
    for (const [sq, code] of Object.entries(v.pieces || {})) {
      const p = S.pos.get(sq);
      if (!p || !/^[wb][mkp]$/.test(code)) continue;
      const el = pieceElement(code, p);
      els.set(sq, el);
      layer.appendChild(el);
    }
    S.pieceEls = els;
    const last = v.last;
    if (!old || !last || !Array.isArray(last.path) || last.path.length < 2) return;
    const route = last.path.map((sq) => S.pos.get(sq)).filter(Boolean);
    const mover = els.get(last.path[last.path.length - 1]);
    const legs = route.length - 1;
    const reduce = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduce || legs < 1) return;
    if (mover && !dropped && typeof mover.animate === 'function') {
      mover.animate(route.map((p) => ({ transform: translate(p) })), {
        duration: LEG_MS * legs,
        easing: 'ease-in-out',
      });
    }
    for (const [i, sq] of (last.captures || []).entries()) {
      const code = old.pieces && old.pieces[sq];
      const p = S.pos.get(sq);
      if (!code || !p) continue;
      const ghost = pieceElement(code, p);
      ghost.classList.add('ghost');
      layer.appendChild(ghost);
      if (typeof ghost.animate !== 'function') {
        ghost.remove();
        continue;
      }
      const start = Math.min(i + 0.5, legs) * LEG_MS;
      ghost.animate([{ opacity: 1 }, { opacity: 1, offset: start / (LEG_MS * legs + 1) }, { opacity: 0 }], {
        duration: LEG_MS * legs + 1,
        fill: 'forwards',
      }).onfinish = () => ghost.remove();
    }
  }

  // ---- choosing a move -----------------------------------------------------

  /** The legal moves, one per route. */
  function legalMoves() {
    const seen = new Set();
    const out = [];
    for (const m of (S.view && S.view.legal) || []) {
      if (!Array.isArray(m.path) || m.path.length < 2) continue;
      const key = m.path.join();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(m);
    }
    return out;
  }

  function running() {
    return !!S.view && !S.view.result;
  }

  const final = (m) => m.path[m.path.length - 1];
  const stepOf = (m, i) => (i < m.path.length ? m.path[i] : final(m));

  /** The squares a tap may choose now, each with what it leads to. */
  function targets() {
    const s = S.sel;
    const out = new Set();
    if (!s) return out;
    if (s.free) return out;
    for (const m of s.cands) out.add(s.dest ? stepOf(m, s.depth) : final(m));
    return out;
  }

  function select(from) {
    const cands = legalMoves().filter((m) => m.path[0] === from);
    if (cands.length) {
      S.sel = { from, cands, depth: 1, dest: null };
    } else if (running() && legalMoves().length === 0 && S.view.pieces && S.view.pieces[from]) {
      // Not our move (a watcher, or the opponent's turn): the server judges
      // what is tried and says why it refuses.
      S.sel = { from, cands: [], depth: 1, dest: null, free: true };
    } else {
      S.sel = null;
    }
  }

  /** Narrows the candidates until one route is left, asking for each landing
   *  where the routes to the chosen destination differ. */
  function resolve() {
    const s = S.sel;
    while (true) {
      if (s.cands.length === 1) {
        const path = s.cands[0].path;
        S.sel = null;
        send(path);
        return;
      }
      const steps = new Set(s.cands.map((m) => stepOf(m, s.depth)));
      if (steps.size > 1) return;
      s.depth += 1;
      if (s.depth > 64) s.cands = s.cands.slice(0, 1);
    }
  }

  function tap(sq) {
    if (S.busy || !S.view) return;
    setError(null);
    const s = S.sel;
    if (s && s.free && sq !== s.from) {
      S.sel = null;
      send([s.from, sq]);
      markSquares();
      drawStatus();
      return;
    }
    if (s && targets().has(sq)) {
      if (!s.dest) {
        s.dest = sq;
        s.cands = s.cands.filter((m) => final(m) === sq);
      } else {
        s.cands = s.cands.filter((m) => stepOf(m, s.depth) === sq);
        s.depth += 1;
      }
      resolve();
    } else if (s && s.from === sq && !s.dest) {
      S.sel = null;
    } else {
      select(sq);
    }
    markSquares();
    drawStatus();
  }

  async function send(path) {
    S.busy = true;
    const dest = S.cells.get(path[path.length - 1]);
    if (dest) dest.classList.add('pending');
    const dropped = S.dropped === path[path.length - 1];
    S.dropped = null;
    try {
      const answer = await api('games/' + S.game + '/move', { path, version: S.view.version });
      setView(answer && answer.state, dropped);
    } catch (e) {
      setError(e.message);
      if (e.status === 422) refresh();
    } finally {
      S.busy = false;
      if (dest) dest.classList.remove('pending');
      markSquares();
      drawStatus();
    }
  }

  async function act(action) {
    if (S.busy) return;
    S.busy = true;
    setError(null);
    try {
      const answer = await api('games/' + S.game + '/action', { action });
      setView(answer && answer.state, false);
    } catch (e) {
      setError(e.message);
      if (e.status === 422) refresh();
    } finally {
      S.busy = false;
      drawActions(S.view);
    }
  }

  async function refresh() {
    try {
      setView(await api('games/' + S.game), false);
    } catch (_) {
      // the stream brings the next state
    }
  }

  // ---- marks and words on the board ---------------------------------------

  function markSquares() {
    const v = S.view;
    if (!v) return;
    const s = S.sel;
    const aims = targets();
    const movable = new Set(legalMoves().map((m) => m.path[0]));
    const lastPath = new Set((v.last && v.last.path) || []);
    const captured = new Set((v.last && v.last.captures) || []);
    const route = new Set();
    if (s && s.dest && s.cands.length) {
      for (let i = 0; i < s.depth; i++) route.add(s.cands[0].path[i]);
    }
    for (const [sq, el] of S.cells) {
      const code = v.pieces && v.pieces[sq];
      const base = code
        ? t('webapp-square-piece', { square: sq, piece: t(PIECE_WORDS[code]) })
        : t('webapp-square-empty', { square: sq });
      const isTarget = aims.has(sq);
      el.setAttribute('aria-label', isTarget ? t('webapp-square-target', { label: base }) : base);
      if (code) el.dataset.piece = code;
      else delete el.dataset.piece;
      el.classList.toggle('last', lastPath.has(sq));
      el.classList.toggle('captured', captured.has(sq) && !code);
      el.classList.toggle('movable', movable.has(sq));
      el.classList.toggle('selected', !!s && s.from === sq);
      el.classList.toggle('target', isTarget && !(s && s.dest));
      el.classList.toggle('landing', isTarget && !!(s && s.dest));
      el.classList.toggle('route', route.has(sq) || (!!s && s.dest === sq));
      el.setAttribute('aria-pressed', s && s.from === sq ? 'true' : 'false');
      el.tabIndex = movable.has(sq) || isTarget || (s && s.free) ? 0 : -1;
    }
  }

  function sideName(v, colour) {
    const p = v[colour];
    return (p && p.name) || t(SIDE_WORDS[colour]);
  }

  function drawPlayers(v) {
    const o = orientation(v);
    const other = o === 'white' ? 'black' : 'white';
    for (const [id, colour] of [['player-bottom', o], ['player-top', other]]) {
      const row = $(id);
      const p = v[colour] || {};
      row.dataset.side = colour;
      row.querySelector('.name').textContent = sideName(v, colour);
      row.querySelector('.rating').textContent = p.rating ? p.rating : '';
      row.querySelector('.dot').className = 'dot ' + colour;
      row.querySelector('.dot').setAttribute('aria-label', t(SIDE_WORDS[colour]));
      row.classList.toggle('to-move', !v.result && v.to_move === colour);
      row.classList.toggle('you', v.you === colour);
    }
    drawClocks();
  }

  function clockMs(c, colour) {
    const left = colour === 'white' ? c.white_ms : c.black_ms;
    if (c.running === colour && typeof c.deadline_unix_ms === 'number') {
      return Math.max(0, Math.min(left, c.deadline_unix_ms - Date.now()));
    }
    return Math.max(0, left);
  }

  function two(n) {
    return (n < 10 ? '0' : '') + n;
  }

  function formatClock(ms, kind) {
    if (kind === 'days' || ms >= 86400000) {
      const hours = Math.floor(ms / 3600000);
      return t('webapp-clock-days', { days: Math.floor(hours / 24), hours: hours % 24 });
    }
    const total = Math.floor(ms / 1000);
    const h = Math.floor(total / 3600);
    const m = Math.floor((total % 3600) / 60);
    const sec = total % 60;
    if (h > 0) return h + ':' + two(m) + ':' + two(sec);
    if (ms < 10000) return m + ':' + two(sec) + '.' + Math.floor((ms % 1000) / 100);
    return m + ':' + two(sec);
  }

  function drawClocks() {
    const v = S.view;
    const c = v && v.clock;
    for (const id of ['player-top', 'player-bottom']) {
      const row = $(id);
      const el = row.querySelector('.clock');
      if (!c) {
        el.textContent = '';
        el.hidden = true;
        continue;
      }
      const colour = row.dataset.side;
      const ms = clockMs(c, colour);
      el.hidden = false;
      el.textContent = formatClock(ms, c.kind);
      el.classList.toggle('running', !v.result && c.running === colour);
      el.classList.toggle('low', c.kind !== 'days' && ms < 10000);
    }
  }

  function drawStatus() {
    const v = S.view;
    if (!v) return;
    const el = $('status');
    let text;
    if (v.result) {
      text = t('webapp-result', { score: v.result.score, text: v.result.text });
    } else if (S.sel && S.sel.dest) {
      text = t('webapp-choose-landing', { square: S.sel.dest });
    } else if (v.you && v.draw_offer && v.draw_offer !== v.you) {
      text = t('webapp-draw-offered-to-you', { name: sideName(v, v.draw_offer) });
    } else if (v.you && v.draw_offer === v.you) {
      text = t('webapp-draw-offered-by-you');
    } else if (v.you && v.to_move === v.you) {
      text = t('webapp-your-move');
    } else if (v.you) {
      text = t('webapp-waiting', { name: sideName(v, v.to_move) });
    } else {
      text = t(v.to_move === 'white' ? 'webapp-white-to-move' : 'webapp-black-to-move');
      if (v.draw_offer) text += ' ' + t('webapp-draw-offered-by', { name: sideName(v, v.draw_offer) });
    }
    if (!v.you && !v.result) text += ' ' + t('webapp-watching');
    el.textContent = text;
    el.classList.toggle('over', !!v.result);
  }

  function button(action, words, cls, onClick) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = cls;
    b.dataset.action = action;
    b.textContent = t(words);
    b.addEventListener('click', onClick);
    return b;
  }

  function drawActions(v) {
    const box = $('actions');
    box.textContent = '';
    if (!v || !v.you || v.result) return;
    if (v.draw_offer && v.draw_offer !== v.you) {
      box.appendChild(button('accept_draw', 'webapp-accept-draw', 'primary', () => act('accept_draw')));
      box.appendChild(button('decline_draw', 'webapp-decline-draw', '', () => act('decline_draw')));
    } else if (!v.draw_offer) {
      box.appendChild(button('offer_draw', 'webapp-offer-draw', '', () => act('offer_draw')));
    }
    const words = S.resignArmed ? 'webapp-resign-confirm' : 'webapp-resign';
    const resign = button('resign', words, S.resignArmed ? 'danger armed' : 'danger', () => {
      if (!S.resignArmed) {
        S.resignArmed = true;
        drawActions(S.view);
        return;
      }
      S.resignArmed = false;
      act('resign');
    });
    box.appendChild(resign);
    for (const b of box.querySelectorAll('button')) b.disabled = S.busy;
  }

  function setError(text) {
    const el = $('error');
    if (!text) {
      el.hidden = true;
      el.textContent = '';
      return;
    }
    el.hidden = false;
    el.textContent = text;
    if (tg && tg.HapticFeedback && tg.HapticFeedback.notificationOccurred) {
      tg.HapticFeedback.notificationOccurred('error');
    }
  }

  // ---- colours ---------------------------------------------------------------

  const COLOUR = /^#[0-9a-f]{3,8}$/i;

  function applyBoardTheme(theme) {
    const app = $('app');
    for (const k of ['light', 'dark', 'white', 'black', 'accent']) {
      const c = theme && theme[k];
      if (typeof c === 'string' && COLOUR.test(c)) app.style.setProperty('--' + k, c);
    }
  }

  function applyTelegramTheme() {
    const root = document.documentElement;
    if (tg && tg.colorScheme) root.dataset.scheme = tg.colorScheme === 'dark' ? 'dark' : 'light';
    const p = (tg && tg.themeParams) || {};
    const map = {
      bg_color: '--bg',
      text_color: '--text',
      hint_color: '--hint',
      link_color: '--link',
      button_color: '--btn',
      button_text_color: '--btn-text',
      secondary_bg_color: '--bg2',
      destructive_text_color: '--danger',
    };
    for (const [k, css] of Object.entries(map)) {
      if (typeof p[k] === 'string' && COLOUR.test(p[k])) root.style.setProperty(css, p[k]);
    }
  }

  // ---- input -------------------------------------------------------------------

  function squareAt(x, y) {
    const el = document.elementFromPoint(x, y);
    const sq = el && el.closest && el.closest('[data-square]');
    return sq ? sq.dataset.square : null;
  }

  function onPointerDown(ev) {
    S.suppressClick = false;
    if (ev.button !== 0 || S.busy) return;
    const cell = ev.target.closest('[data-square]');
    if (!cell) return;
    const sq = cell.dataset.square;
    const piece = S.pieceEls && S.pieceEls.get(sq);
    const movable = legalMoves().some((m) => m.path[0] === sq);
    if (!piece || !movable) return;
    S.drag = { sq, piece, x: ev.clientX, y: ev.clientY, moving: false };
  }

  function onPointerMove(ev) {
    const d = S.drag;
    if (!d) return;
    const dx = ev.clientX - d.x;
    const dy = ev.clientY - d.y;
    if (!d.moving) {
      if (Math.hypot(dx, dy) < DRAG_PX) return;
      d.moving = true;
      if (!S.sel || S.sel.from !== d.sq || S.sel.dest) {
        select(d.sq);
        markSquares();
        drawStatus();
      }
      d.piece.classList.add('dragging');
    }
    ev.preventDefault();
    const p = S.pos.get(d.sq);
    const size = $('board').getBoundingClientRect().width / S.n;
    d.piece.style.transform = 'translate(' + (p.x * size + dx) + 'px, ' + (p.y * size + dy) + 'px)';
  }

  function onPointerUp(ev) {
    const d = S.drag;
    S.drag = null;
    if (!d || !d.moving) return;
    S.suppressClick = true;
    d.piece.classList.remove('dragging');
    d.piece.style.transform = '';
    const sq = squareAt(ev.clientX, ev.clientY);
    if (sq && sq !== d.sq && targets().has(sq)) {
      S.dropped = sq;
      tap(sq);
    }
  }

  function onClick(ev) {
    if (S.suppressClick) {
      S.suppressClick = false;
      return;
    }
    const cell = ev.target.closest('[data-square]');
    if (cell) tap(cell.dataset.square);
  }

  // ---- start -------------------------------------------------------------------

  function gameName(text) {
    return typeof text === 'string' && /^g\d+$/.test(text) ? text : null;
  }

  async function boot() {
    if (tg) {
      if (tg.ready) tg.ready();
      if (tg.expand) tg.expand();
      S.initData = tg.initData || '';
      if (tg.onEvent) tg.onEvent('themeChanged', applyTelegramTheme);
    }
    applyTelegramTheme();
    const unsafe = (tg && tg.initDataUnsafe) || {};
    S.game = gameName(unsafe.start_param) || gameName(new URLSearchParams(location.search).get('game'));
    const lang = pickLang(unsafe.user && unsafe.user.language_code);
    const board = $('board');
    board.addEventListener('click', onClick);
    board.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('pointermove', onPointerMove, { passive: false });
    window.addEventListener('pointerup', onPointerUp);
    window.addEventListener('pointercancel', () => {
      if (S.drag) {
        S.drag.piece.classList.remove('dragging');
        S.drag.piece.style.transform = '';
      }
      S.drag = null;
    });
    $('flip').addEventListener('click', () => {
      S.flip = !S.flip;
      render(null, false);
    });
    const words = loadStrings(lang);
    const first = S.game ? api('games/' + S.game).then((v) => ({ v }), (e) => ({ e })) : null;
    await words;
    $('status').textContent = t('webapp-loading');
    if (!first) {
      document.getElementById('app').removeAttribute('aria-busy');
      $('status').textContent = '';
      setError(t('webapp-no-game'));
      return;
    }
    const got = await first;
    if (got.v) {
      setView(got.v, false);
    } else {
      document.getElementById('app').removeAttribute('aria-busy');
      $('status').textContent = '';
      setError(got.e.message);
      if (got.e.status === 401 || got.e.status === 403 || got.e.status === 404) return;
    }
    connect();
    // A phone may suspend a hidden page and its stream: catch up on return.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState !== 'visible') return;
      refresh();
      if (!S.es || S.es.readyState === EventSource.CLOSED) connect();
    });
    S.tick = setInterval(() => {
      if (S.view && S.view.clock && S.view.clock.running && !S.view.result) drawClocks();
    }, 200);
  }

  boot();
})();
