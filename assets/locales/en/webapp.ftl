## The Mini App: the board page opened from a game's button in Telegram.
## The page fills the placeables itself, so these messages use no selectors.

webapp-loading = Loading the game…
webapp-no-game = This page opens a game from its board in the chat, and no game was named.
webapp-error-network = The bot could not be reached. Check the connection and try again.
webapp-error-status = The bot refused the request (error { $status }).
webapp-live = ● Live
webapp-reconnecting = Connection lost, reconnecting…
webapp-title-clock = { $variant } · { $clock }
webapp-flip = Flip the board
webapp-white = White
webapp-black = Black
webapp-piece-wm = white man
webapp-piece-wk = white king
webapp-piece-wp = white parachutist
webapp-piece-bm = black man
webapp-piece-bk = black king
webapp-piece-bp = black parachutist
webapp-square-piece = { $square }, { $piece }
webapp-square-empty = { $square }, empty
webapp-square-target = { $label }, move here
webapp-your-move = Your move.
webapp-waiting = Waiting for { $name } to move.
webapp-white-to-move = White to move.
webapp-black-to-move = Black to move.
webapp-watching = You are watching.
webapp-choose-landing = Several routes reach { $square }: tap where the piece lands next.
webapp-draw-offered-to-you = { $name } offers a draw.
webapp-draw-offered-by-you = You offered a draw; waiting for the answer.
webapp-draw-offered-by = { $name } has offered a draw.
webapp-offer-draw = Offer a draw
webapp-accept-draw = Accept the draw
webapp-decline-draw = Decline the draw
webapp-resign = Resign
webapp-resign-confirm = Tap again to resign
webapp-result = Game over ({ $score }): { $text }
webapp-clock-days = { $days } d { $hours } h
