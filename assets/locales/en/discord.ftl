# Discord slash commands: descriptions (dcmd-*, dopt-*) and names (*-name).
# English names are the commands' stable names; Discord shows the Turkish
# ones to Turkish clients. Discord has no Persian locale: the Persian texts
# below are kept for completeness and for a Persian-speaking maintainer.

dcmd-new-name = new
dcmd-new = Open a new game in this channel
dcmd-join-name = join
dcmd-join = Join the open game here, or a private room by its code
dcmd-move-name = move
dcmd-move = Play a move: pick it from the list or type it, e.g. c3-d4
dcmd-board-name = board
dcmd-board = Show the board again at the bottom
dcmd-resign-name = resign
dcmd-resign = Resign the current game
dcmd-draw-name = draw
dcmd-draw = Offer a draw, or accept your opponent's offer
dcmd-abort-name = abort
dcmd-abort = Call the game off before each side's second move (administrators: others' games here)
dcmd-bot-name = bot
dcmd-bot = Play against the computer
dcmd-play-name = play
dcmd-play = Find an opponent for a rated game
dcmd-room-name = room
dcmd-room = Create a private room with a code to share
dcmd-local-name = local
dcmd-local = Two people play on one device
dcmd-stats-name = stats
dcmd-stats = Statistics: yours, another player's or a variant's
dcmd-top-name = top
dcmd-top = The best players
dcmd-theme-name = theme
dcmd-theme = Show or choose your board theme
dcmd-orientation-name = orientation
dcmd-orientation = Show or choose which side this chat's boards show at the bottom
dcmd-rules-name = rules
dcmd-rules = The rules of a variant
dcmd-tips-name = tips
dcmd-tips = Tips for playing a variant well
dcmd-lang-name = lang
dcmd-lang = Choose the language the bot speaks to you
dcmd-variants-name = variants
dcmd-variants = The variants the bot plays
dcmd-help-name = help
dcmd-help = How to play with this bot

dcmd-pdn-name = pdn
dcmd-pdn = Download a game as a PDN file
dcmd-replay-name = replay
dcmd-replay = Watch a game again as an animation
dcmd-history-name = history
dcmd-history = A player's last 10 finished games
dcmd-game-name = game
dcmd-game = Show a finished game's final board
dcmd-load-name = load
dcmd-load = Play on from a PDN record, its moves replayed, or from a position
dopt-game-name = game
dopt-game = The game's number, as /history shows it

dopt-variant-name = variant
dopt-variant = The variant
dopt-move-name = move
dopt-move = The move, e.g. c3-d4
dopt-level-name = level
dopt-level = The computer's strength, from 1 (easy) to 8 (strong)
dopt-code-name = code
dopt-code = The room code
dopt-user-name = user
dopt-user = The player
dopt-theme-name = theme
dopt-theme = The theme's name
dopt-side-name = side
dopt-side = auto, white (White at the bottom) or turn (the side to move)
dopt-lang-name = lang
dopt-lang = The language
dopt-topic-name = topic
dopt-topic = A part of the help

dopt-second-name = second
dopt-second = Take the side that moves second
dopt-clock-name = clock
dopt-clock = Seconds per move (30), a game clock (5+3) or days per move (1d)
dopt-rated-name = rated
dopt-rated = Make the room's game change ratings
dopt-fen-name = fen
dopt-fen = Start from this position (FEN), e.g. W:Wg7:Bd6
dopt-record-name = record
dopt-record = A PDN record (tags and moves), or a position (FEN) after a variant
