## Everyday chat messages of the core. Rules, tips and help are in reference.ftl.

welcome = Welcome to damabot! Play Persian dameh, Turkish dama, English checkers, Russian shashki, International draughts and 16 more games right here in the chat. /variants lists them all.
error-internal = Sorry, something went wrong on my side. Nothing you did was lost; please try again.
error-conflict = The game changed at the same moment. Please look at the board and try again.
error-kept = I can't save anything just now, so this waits: I'll carry it out as soon as I can. No need to send it again.

color-white = White
color-black = Black

## Player names
name-user = { $name }
name-bot = 🤖 Bot (level { $level })
name-open-seat = (open seat)

## Board captions
caption-players = { $variant }: ⚪ { $white } vs ⚫ { $black }
caption-last = Last move: { $move }
caption-waiting = Waiting for an opponent: /join
caption-waiting-inline = Waiting for an opponent: tap Join.
caption-turn = { $color } to move: { $player }
caption-turn-local = { $color } to move (pass the device)
caption-aborted = The game was aborted.
caption-win = 🏆 { $color } wins: { $player }. { $reason }
caption-draw = 🤝 Draw. { $reason }
caption-mars = ⭐ Mars! The winner did not lose a single piece.
caption-mars-anti = ⭐ Mars! The loser did not give away a single piece.
caption-draw-offer = { $color } offers a draw: /draw to accept, or move to decline.
caption-clock = ⏱ { $secs } s per move.
caption-fischer = ⏱ { $minutes }+{ $increment }: ⚪ { $white } · ⚫ { $black }
caption-days = ⏱ { $days ->
    [one] 1 day
   *[other] { $days } days
} per move.

## Why a game ended
reason-no-pieces = The opponent has no pieces left.
reason-no-moves = The opponent has no legal move.
reason-resignation = The opponent resigned.
reason-time-forfeit = The opponent ran out of time too often.
reason-flag-fall = The opponent ran out of time.
reason-timeout-draw = One side ran out of time, but the other could not win with the material left.
reason-agreement = Agreed by both players.
reason-repetition = The same position occurred three times.
reason-one-king-each = Only one king is left on each side.
reason-one-piece-each = Only one piece is left on each side.
reason-no-capture-limit = Too many moves without a capture.
reason-king-moves-limit = Too many moves with only kings and no capture.
reason-mutual-impotence = Fifty moves each without a capture or a man move.
reason-lone-king-limit = The stronger side did not catch the lone king in time.
reason-material-unchanged = The material did not change for too many moves.
reason-anti-no-pieces = The winner has no pieces left, and in Anti checkers that wins.
reason-anti-no-moves = The winner has no legal move left, and in Anti checkers that wins.

## Moves and refusals
board-stale = That button belongs to an older board. Use the newest one, or /board.
move-number-range = There is no move { $number }: choose 1 to { $max } (see /moves).
no-game-here = There is no game in this chat. Start one with /new <variant>, /bot <variant> or /local <variant>.
game-not-started = The game has not started yet: it waits for a second player to join.
not-your-turn = It is not your turn: { $color } ({ $player }) is to move.
not-a-player = You are not playing in this game. Start your own with /new <variant>.
move-syntax = I can't read "{ $input }" as a move. Write it like { $example }, or pick one from /moves.
move-ambiguous = "{ $input }" fits more than one route: { $candidates }. Write the full route.
capture-required = Capture is compulsory. { $count ->
    [one] The legal capture is: { $captures }
   *[other] The legal captures are: { $captures }
}
capture-required-many = Capture is compulsory: there are { $count } legal captures, see /moves.
capture-unfinished = "{ $input }" stops in the middle of a capture: the piece must go on capturing. { $count ->
    [one] Type the whole route: { $routes }
   *[other] It can go on in { $count } ways; type the whole route of the one you want: { $routes }
}
move-no-piece = There is no piece on { $square }.
move-not-your-piece = The piece on { $square } is not yours.
move-illegal = "{ $input }" is not a legal move here. See /moves for the legal ones.
move-unknown-square = { $square } is not a square of this board.
move-refused =
    { $reason }
    { $options }
move-options-piece = The piece on { $square } can play: { $moves }
move-options = { $count ->
    [one] The legal move is: { $moves }
   *[other] The legal moves are: { $moves }
}
move-options-many = There are { $count } legal moves, for example: { $moves }

## Clocks
clock-warning = ⏳ { $player }, { $secs ->
    [one] 1 second left
   *[other] { $secs } seconds left
} to move.
clock-auto-move = ⌛ { $player } ran out of time, so I played { $move } for them ({ $count } of { $max } time-outs in a row).
clock-forfeit = ⌛ { $player } ran out of time { $count ->
    [one] once
   *[other] { $count } times in a row
} and forfeits the game.
clock-flag = ⌛ { $player } ran out of time.
clock-reminder = ⏰ { $player }, your move: { $hours ->
    [one] 1 hour
   *[other] { $hours } hours
} left before you lose on time.

## Game table
game-exists = A game is already running in this chat. /board shows it.
new-in-private = Nobody else can join in a private chat. Try /bot { $variant }, /local { $variant }, /play { $variant } or /room { $variant }.
game-full = This game already has two players.
join-own-game = You opened this game; it starts when another player joins.
draw-local = Both sides are yours in a local game: just agree at the table.
draw-bot-declines = 🤖 The bot declines the draw and plays on.
draw-already-offered = You already offered a draw; the opponent can accept with /draw.
draw-offered = { $player } offers a draw. Accept with /draw, or decline by moving.
abort-too-late = Both sides have made two moves, so the game counts and can no longer be aborted: use /resign instead.
abort-rated-counts = This rated game counts (both sides have made two moves), so not even an administrator can call it off: it ends by play, resignation, agreement or the clock.
game-aborted = The game was aborted.
plain-text-hint = Type /help to see what I can do.

## Information
variants-line = { $id }: { $name } — { $size }
variants-list =
    The games I host:
    { $lines }
    Start one with /new <variant>, for example /new { $example }. Names in any language work too: /new шашки, /new rusça.
variants-group-classic =
    Classics:
    { $lines }
variants-group-international =
    International draughts and its family:
    { $lines }
variants-group-special =
    Specials (from BrainKing):
    { $lines }
board-size-dark = { $files }×{ $ranks }, { $count } dark squares
board-size-all = { $files }×{ $ranks }, all { $count } squares
board-size-points = { $files }×{ $ranks } points
lang-current = Your language: { $lang }. Change it with /lang fa, /lang tr, /lang en or /lang ru.
lang-set = I will speak English with you.
theme-current = Your board theme: { $theme }. Themes: { $themes }. Choose with /theme <name>.
theme-set = Board theme set to { $theme }.
theme-unknown = There is no theme "{ $theme }". Themes: { $themes }.

## Bad arguments
invalid-variant = I don't know the game "{ $name }". Choose one of: { $variants }.
invalid-variant-guess = I don't know the game "{ $name }". Did you mean { $guess }: { $variant }?
missing-variant = Which game? Write /{ $command } <variant>, with one of: { $variants }.
missing-move = Write the move after the command, for example /m c3-c4, or pick one from /moves.
invalid-level = The bot's level is 1 to 8, not "{ $level }". For example: /bot { $example } 4.
invalid-lang = I speak fa, tr, en and ru, not "{ $lang }". For example: /lang fa.
invalid-clock = A clock of "{ $secs }" is not possible: give seconds per move ({ $min } to { $max }), a game clock as minutes+increment (like 5+3), or days per move (1d to { $days }d). For example: /new { $example } clock 5+3.
invalid-code = "{ $code }" is not a room code. Codes look like K7MPQ2XH4RT.
invalid-position = "{ $fen }" is not a position a { $variant } game can start from (each side needs a piece, and the side to move a legal move). Write it like the start position: { $example }
invalid-position-drawn = "{ $fen }" is already a draw in { $variant }: { $reason } A game from it would be over before its first move. Start from a position with play left in it, for example the start position: { $example }
missing-text = Write the message after /say, for example /say good luck!
missing-theme = Which theme? Write /buy <theme>, with one of: { $themes }.
unknown-command = I don't know /{ $command }. Type /help for the list of commands.
unknown-command-guess = I don't know /{ $command }. Did you mean /{ $guess }? Type /help for the list of commands.

## Relays
relay-sticker = { $name } sent a sticker:
relay-reaction = { $name } reacted { $emoji }

## Move list
moves-header = { $count ->
    [one] 1 legal move
   *[other] { $count } legal moves
} (page { $page }/{ $pages }). Tap one, or type /m <number>:
moves-header-typed = { $count ->
    [one] 1 legal move
   *[other] { $count } legal moves
} (page { $page }/{ $pages }). Type /m <number> to play one (/moves <page> turns the page):

## Buttons
button-join = ✋ Join
button-moves = 📋 Moves
button-play = Play
button-resign = 🏳 Resign
button-offer-draw = 🤝 Offer draw
button-accept-draw = 🤝 Accept draw
button-board = 🔄 Board
button-rules = 📖 Rules

## Results, ratings and coins
result-coins = { $player } earns { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
}.
result-rated = { $player }: rating { $old } → { $new } ({ $delta ->
    [0] ±0
   *[other] { $delta }
}), { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
}.
rating-provisional = { $rating }?
rating-established = { $rating }

## Statistics and leaderboards
stats-unknown-user = I don't know a player called "{ $name }" here.
stats-none = { $player } has not finished a game yet.
stats-user =
    📊 { $player } (🪙 { $coins })
    { $lines }
stats-line = { $variant }: { $games ->
    [one] 1 game
   *[other] { $games } games
}, { $wins } W / { $losses } L / { $draws } D ({ $winpct }%), streak { $streak } (best { $best }), mars { $mars }, rating { $rating } ±{ $rd }
stats-variant =
    📊 { $variant }: { $total ->
        [one] 1 finished game
       *[other] { $total } finished games
    }
    ⚪ White wins: { $white } ({ $whitepct }%)
    ⚫ Black wins: { $black } ({ $blackpct }%)
    🤝 Draws: { $draws } ({ $drawpct }%)
top =
    🏆 { $variant }
    In this chat:
    { $here }
    Everywhere:
    { $global }
    { $mine }
top-line = { $rank }. { $name }: { $rating } ±{ $rd }
top-empty = (nobody rated yet)
top-your-rank = Your rank: { $rank }.
top-unranked = You are not ranked yet: play a rated game with /play { $variant }.

## Rated queue
queue-joined = You are in the { $variant } queue ({ $clock }). If no player comes within { $secs ->
    [one] a second
   *[other] { $secs } seconds
}, a bot takes the seat. /cancel to leave.
time-control-move = { $secs } s per move
time-control-fischer = { $minutes }+{ $increment }
time-control-days = { $days ->
    [one] 1 day
   *[other] { $days } days
} per move
queue-left = You left the { $variant } queue.
queue-not-in = You are not waiting in any queue.
match-found = ⚔️ Rated { $variant }: ⚪ { $white } vs ⚫ { $black }. Good luck!

## Rooms and relays
room-created = Your private { $variant } room is ready. Send this code to a friend; they join with /join <code> from any chat, even on another platform:
room-created-rated = Your rated private { $variant } room is ready. Send this code to a friend; they join with /join <code> from any chat, even on another platform:
room-code = { $code }
room-rate-limited = Too many wrong codes were tried. Please wait a few minutes before trying again.
room-not-found = There is no open room with the code { $code }. Check the code with your friend.
room-full = Room { $code } already has two players. You can follow it with /watch { $code }.
room-over = The game of room { $code } is over. Start a new room with /room <variant>.
room-watching = You are watching room { $code }. Stickers, reactions and /say reach the players.
room-player-joined = { $name } joined the room. The game begins!
room-spectator-joined = { $name } is watching the room.
relay-say = 💬 { $name }: { $text }
relay-sticker-emoji = { $name } sent a sticker { $emoji }
relay-throttled = Slow down a little: your messages to the room are paused for a minute.
say-no-room = You are not in a room. Create one with /room <variant> or join with /join <code>.
relay-muted = Room messages are muted. /mute again to hear them.
relay-unmuted = Room messages are on again.
relay-failed = { $name } can no longer receive room messages (the bot may be blocked). The game goes on.

## Shop
shop-list =
    🛍 Board themes (you have 🪙 { $coins }):
    { $lines }
    Buy with /buy <theme>, wear with /theme <theme>. Themes only change the looks.
shop-line-free = { $theme }: free
shop-line-owned = { $theme }: owned
shop-line-price = { $theme }: 🪙 { $price }
shop-owned = You already have the { $theme } theme: /theme { $theme } puts it on.
shop-poor = The { $theme } theme costs { $price ->
    [one] 1 coin
   *[other] { $price } coins
}; you have { $coins }. Win games to earn more.
shop-bought = You bought the { $theme } theme! { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
} left. /theme { $theme } puts it on.
theme-locked = The { $theme } theme costs { $price ->
    [one] 1 coin
   *[other] { $price } coins
}: /buy { $theme } first.

## Limits, the busy bot and games closed without a result
slow-down = ⏸ Too many commands at once: I did NOT carry this one out. Send it again in { $secs ->
    [one] 1 second
   *[other] { $secs } seconds
}; until then, commands here are not carried out either (moves in your own games still are).
bot-busy = 🤖 The bot has too many games to think about right now. Send /board in a moment and it will move.
local-owner-only = This local game belongs to { $player }: only they can move, resign or abort it.
room-join-by-code = This game is a private room: join it with /join <code>, using the code from its creator.
game-aborted-by-admin = The game was called off by { $name }, an administrator of this chat. No rating changed.
game-aborted-early = The game ended before each side had made two moves, so it is aborted: no result, no rating change, no mars and no coins.
game-abandoned = The game was closed because nobody moved for { $days ->
    [one] a day
   *[other] { $days } days
}. No rating changed.
result-too-short = { $player } earns no coins: a game pays only after at least { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}.
result-coins-capped = { $player } earns no coins for this game: coins are paid for at most { $games ->
    [one] 1 game
   *[other] { $games } games
} in any 24 hours.
result-unrated-pair = { $player }: no rating change, because the same two players change each other's ratings in at most { $games ->
    [one] 1 game
   *[other] { $games } games
} in any 24 hours.
stats-other =
    📊 { $player }
    { $lines }

## Game records
record-caption = 📜 Game #{ $id }: { $variant }, ⚪ { $white } vs ⚫ { $black }, { $result }, { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}
record-none = No game has been played in this chat yet. Name one by its number, for example /pdn 12; /history lists your games.
record-unknown = There is no game #{ $id }. /history lists your games with their numbers.
record-running = Game #{ $id } is still being played. Until it ends, its record is shown only in its own chat.
load-missing = Paste a game after /load: a PDN record (its tags and moves), or a variant and a position, for example /load russian W:Wg7:Bd6. Or attach a .pdn file to /load, or answer a message that has one with /load.
load-not-pdn = I could not read that as a PDN record: a tag, a comment or a variation is not closed. Paste the whole record, or a variant and a position, for example /load russian W:Wg7:Bd6.
load-game-type = The record's GameType "{ $type }" is not a game I play; /variants lists them.
load-fen = The record's start position "{ $fen }" is not a position of its game.
load-move = Move { $ply } of the record, "{ $move }", is not legal there, so the record cannot be replayed.
load-over = That game is already over: there is nothing left to play.
load-file-too-large = That file is too large: /load reads records of up to { $kib } KiB. Send a shorter record, or paste the game after /load.
load-file-unavailable = I could not fetch the attached file, so nothing was loaded. Send it again, or paste the game after /load.
load-file-not-text = The attached file is not text, so it cannot be a PDN record. Attach a .pdn file, or paste the game after /load.
invalid-game-id = "{ $id }" is not a game number. Write it like this: /game 12; /history lists your games.
missing-game-id = Which game? Write its number, for example /game 12; /history lists your games.
history =
    📜 { $player }: the last finished games
    { $lines }
history-line = #{ $id } · { $date } · { $variant } · vs { $opponent } · { $result } ({ $reason })
history-won = ✅ won
history-lost = ❌ lost
history-draw = 🤝 draw
history-local = two players on one device
history-local-win = { $color } won
why-no-pieces = no pieces left
why-no-moves = no moves left
why-resignation = resignation
why-time-forfeit = time ran out
why-timeout-draw = time ran out, no winning material
why-agreement = draw agreed
why-repetition = repetition
why-one-king-each = one king each
why-one-piece-each = one piece each
why-no-capture-limit = too long without a capture
why-king-moves-limit = too many king moves
why-mutual-impotence = no progress
why-lone-king-limit = lone king not caught in time
why-material-unchanged = material unchanged too long
button-pdn = 📄 PDN
button-replay = 🎞 Replay
