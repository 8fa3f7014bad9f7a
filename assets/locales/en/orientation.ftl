## /orientation: the side a chat's boards are drawn from.

cmd-orientation = Board orientation: White at the bottom, or the side to move
orientation-auto = automatic: your own side in your own chat, White at the bottom on a board two players share in a group, the side to move in a local game
orientation-white = White at the bottom, always
orientation-turn = the side to move at the bottom: the board turns after every move
orientation-current = Boards in this chat: { $orientation }.
    Change it with /orientation white, /orientation turn or /orientation auto.
orientation-set = Done. Boards in this chat: { $orientation }.
orientation-unknown = “{ $word }” is not an orientation. Choose /orientation white, /orientation turn or /orientation auto.
