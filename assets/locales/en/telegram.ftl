## Telegram command menu (setMyCommands): one short line per command.

cmd-new = New game: /new <variant> [second]
cmd-join = Take the open seat, or join a room by its code
cmd-move = Play a move: /move c3-c4, or /m with a number from /moves
cmd-moves = Numbered list of the legal moves
cmd-board = Post the board again at the bottom
cmd-resign = Resign the game
cmd-draw = Offer a draw, or accept the offer
cmd-abort = Cancel the game before the first move
cmd-bot = Play the AI: /bot <variant> [level 1-8]
cmd-local = Two players on one device: /local <variant>
cmd-play = Join the rated queue: /play <variant>
cmd-cancel = Leave the rated queue
cmd-room = Create a private room: /room <variant> [rated]
cmd-watch = Watch a room's game: /watch <code>
cmd-say = Send a message to your room: /say <text>
cmd-mute = Stop or resume a room's relayed messages
cmd-stats = Your statistics, or another player's
cmd-top = Rating tables
cmd-theme = Choose a board theme: /theme <name>
cmd-shop = Board and piece themes with their prices
cmd-buy = Buy a theme: /buy <theme>
cmd-lang = Language: /lang fa, tr, en or ru
cmd-rules = Full rules: /rules <variant>
cmd-tips = Playing tips: /tips <variant>
cmd-variants = The variants you can play
cmd-help = All commands
