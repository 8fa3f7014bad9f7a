# Player-facing reference texts: variant names, rules, tips, help, AI levels, mars.
# The same message ids exist in en, fa and tr. Plain text only (no Markdown or
# HTML): the same text goes to Telegram, Discord and a terminal.
# Limits: rules-*, help-text at most 1,800 characters; tips-* at most 1,500.
# Rules follow /work/shared/rules/SPEC.md.

## Variant display names

variant-persian = Persian dameh
variant-turkish = Turkish dama
variant-english = English checkers
variant-dameo = Dameo
variant-international = International draughts
variant-brazilian = Brazilian draughts
variant-canadian = Canadian draughts
variant-russian = Russian draughts (shashki)
variant-pool = American pool checkers
variant-czech = Czech draughts
variant-italian = Italian draughts
variant-portuguese = Portuguese draughts
variant-thai = Thai draughts (mak-hos)
variant-frisian = Frisian draughts
variant-anti = Anti checkers
variant-corner = Corner checkers
variant-oneway = One-way checkers
variant-parachute = Parachute checkers
variant-gothic = Gothic checkers
variant-hawaiian = Hawaiian checkers (Konane)
variant-alquerque = Alquerque

## Full rules, one per variant

rules-persian =
    Persian dameh (persian)
    1. Board 8x8, all 64 squares; files a-h, ranks 1-8 from White's side.
    2. 16 men each: White on a2-h3, Black on a6-h7; ranks 1 and 8 start empty. White moves first.
    3. A man steps one square forward, left or right; never backward or diagonally.
    4. A man captures forward, left or right by jumping an adjacent enemy piece onto the empty square behind it; never backward.
    5. A man that ends its move on the last rank becomes a king (shah). A king moves like a rook, any number of empty squares.
    6. A king captures from afar: it jumps the first piece on its line, if that is an enemy with an empty square behind it, and lands on any empty square beyond; never two pieces standing together.
    7. Capturing is compulsory and you must take the most pieces (kings and men count the same); among equal routes you choose. Jumps go on while possible.
    8. A captured piece leaves the board at once: later jumps may cross its square, but no piece is taken twice. A king may not turn back 180 degrees between two jumps.
    9. A man that reaches the last rank mid-capture goes on capturing as a man; it is crowned only if its move ends there.
    10. You win when your opponent has no piece or no legal move.
    11. Draws: one king each and nothing else (a king against a lone man plays on); 50 moves each with only kings moving and no capture; threefold repetition; agreement.
    12. Resigning loses; with a per-move clock, a time-out plays a legal move for you, and three in a row lose.
    13. Mars: a win without losing a single piece; it counts double in rated games.
    14. Moves: c3-c4; a capture lists every landing square, c3xc5xe5, or just c3xe5 when the route is unique.

rules-turkish =
    Turkish dama (turkish)
    1. Board 8x8, all 64 squares; files a-h, ranks 1-8 from White's side.
    2. 16 men each: White on a2-h3, Black on a6-h7; ranks 1 and 8 start empty. White moves first.
    3. A man steps one square forward, left or right; never backward or diagonally.
    4. A man captures forward, left or right by jumping an adjacent enemy piece onto the empty square behind it; never backward.
    5. A man that reaches the last rank becomes a dama (king). A dama moves like a rook, any number of empty squares.
    6. A dama captures from afar: it jumps the first piece on its line, if that is an enemy with an empty square behind it, and lands on any empty square beyond; never two pieces standing together.
    7. Capturing is compulsory and you must take the most pieces (damas and men count the same); among equal routes you choose. Jumps go on while possible.
    8. A captured piece leaves the board at once: later jumps may cross its square, but no piece is taken twice. A dama may not turn back 180 degrees between two jumps.
    9. A man that reaches the last rank during a capture becomes a dama and its move ends there; it does not capture on. The most-pieces rule counts routes with this stop.
    10. You win when your opponent has no piece or no legal move; there is no passing.
    11. Draws: 50 moves each without a capture; one piece each, of any kind (a dama against a man too); threefold repetition; agreement.
    12. Resigning loses; with a per-move clock, a time-out plays a legal move for you, and three in a row lose.
    13. Mars: a win without losing a single piece; it counts double in rated games.
    14. Moves: c3-c4; a capture lists every landing square, c3xc5xe5, or just c3xe5 when the route is unique.

rules-english =
    English checkers (english)
    1. Board 8x8, only the 32 dark squares (a1 is dark). They are numbered 1-32 row by row from the top, left to right as White sees them: 1 is b8, 4 is h8, 29 is a1, 32 is g1.
    2. 12 men each: Black on 1-12 (the top), White on 21-32 (the bottom). Black moves first.
    3. A man moves one square diagonally forward onto an empty square.
    4. A man captures diagonally forward only, by jumping an adjacent enemy piece onto the empty square behind it.
    5. A man that reaches the far row becomes a king. A king moves one square diagonally in any direction and captures the same way, forward or backward, by the short jump.
    6. Capturing is compulsory, but you may choose any capture, not only the longest. The chosen capture must be completed: keep jumping with the same piece while you can. No piece is jumped twice.
    7. A man that reaches the king row by a capture is crowned and its move ends there.
    8. You win when your opponent has no piece or no legal move.
    9. Draws: 40 moves each without a capture; threefold repetition; agreement.
    10. Resigning loses; with a per-move clock, a time-out plays a legal move for you, and three in a row lose.
    11. Mars: a win without losing a single piece; it counts double in rated games.
    12. Moves by square numbers: 11-15; a capture 22x15; a multiple capture lists every landing square, 22x15x8. Coordinates work too: c3-d4.

rules-dameo =
    Dameo (dameo)
    1. Board 8x8, all 64 squares; files a-h, ranks 1-8 from White's side.
    2. 18 men each, in a pyramid: White on a1-h1, b2-g2, c3-f3; Black on a8-h8, b7-g7, c6-f6. White moves first.
    3. A man moves one square straight forward or diagonally forward.
    4. Linear move: an unbroken line of your own men along the way it moves (forward or diagonally forward) advances one square: its rear man jumps onto the square just beyond the line, which must be empty. A single man is a line of one; kings never join a line.
    5. A man that ends its move on the last rank becomes a king. A king moves like a chess queen, any distance in eight directions.
    6. All captures go along files and ranks, never diagonally. A man captures forward, backward and sideways by jumping an adjacent enemy piece onto the empty square behind it. A king captures like a rook from afar, landing on any empty square beyond.
    7. Captured pieces stay on the board until the move is over: they block, and no piece is jumped twice (empty squares may be crossed again).
    8. Capturing is compulsory and you must take the most pieces (kings and men count the same); among equal routes you choose.
    9. A man is crowned only if its whole move ends on the last rank; one that only passes it mid-capture stays a man.
    10. You win when your opponent has no piece or no legal move.
    11. Draws: threefold repetition; 50 moves each with no capture and no man moved; agreement.
    12. Resigning loses; with a per-move clock, a time-out plays a legal move for you, and three in a row lose.
    13. Mars: a win without losing a single piece; it counts double in rated games.
    14. Moves: d2-d3; a linear move is written rear man from-to: c1-e3 moves the line c1, d2 one square diagonally. Captures: d4xd6xf6, or d4xf6 when the route is unique.

## Strategy tips, one per variant

tips-persian =
    Tips for winning at Persian dameh
    1. Don't leave the squares behind your pieces empty. Your opponent can take a piece only when the square behind it is empty; pieces backed up behind or beside are a wall against your opponent.
    2. Use the compulsory capture. Since your opponent must make the biggest capture, sacrificing one piece can sometimes lure them to a square after which you take two or three of theirs.
    3. Before every move, count your opponent's captures. Jumps chain one after another; one badly timed empty square can open a whole chain of captures for your opponent.
    4. Don't leave a file open. Men never go back, so once an enemy man gets past your line of pieces, nothing can stop it from becoming a king.
    5. The first king is worth a lot. A king captures from afar and controls the whole board. To bring a man to the last row, even giving up a piece is worth it.
    6. When you are ahead, trade pieces. With more pieces, exchanges favour you; just make sure it doesn't come down to one king against one king, which is a draw.

tips-turkish =
    Tips for Turkish dama
    1. Keep your men in solid blocks. A man can be taken only by a jump onto the empty square behind or beside it, so a man backed by a friend or by the board's edge is safe from that side.
    2. Use the most-pieces rule: your opponent must take the biggest capture, so a sacrifice can drag their piece onto a square from which you take two or three back. Check the same trick against yourself before every move.
    3. Jumped pieces leave the board at once, so a chain can run on through squares it has just emptied. Count the whole chain, above all for a dama.
    4. A man that reaches the last rank during a capture is crowned and stops there. Plan combinations with it: no chain goes on past the crowning square.
    5. Keep your files closed: men never go back, so an enemy man that slips past your line will crown.
    6. The dama is by far the strongest piece. It cannot jump two pieces standing together, nor turn back 180 degrees mid-capture: pairs and walls of men hold it off.
    7. There is no passing, and a player with no legal move loses. In locked positions keep spare moves in reserve; whoever runs out must open a gap.
    8. One piece each is a draw, even a dama against a man. When ahead, trade but keep at least two pieces; when behind, aim for one against one. 50 moves each without a capture is a draw too.

tips-english =
    Tips for English checkers
    1. Hold the centre: squares 14, 15, 18 and 19 give your men room and cramp your opponent.
    2. Keep your back row as long as you can: men on 1 and 3 for Black, 30 and 32 for White (the bridge) make it very hard for your opponent to crown.
    3. Move in groups and leave no holes: a man with a friend right behind it on the diagonal cannot be jumped from the front.
    4. Look for shots. Capturing is compulsory, so a sacrifice can force your opponent's man onto a square from which you jump two or three back. Before every move, ask what you would be forced to take.
    5. You may choose any capture, not only the longest: pick the one that leaves your pieces safe.
    6. Crown early. A king moves and captures backward too, and the first king often decides the game.
    7. Pieces on the side edges are safe but passive; don't park too many there.
    8. When ahead, trade pieces. Two kings beat one by driving it out of the double corner (1 and 5, or 28 and 32).
    9. In the endgame, having the move (the opposition) decides a lot: count who runs out of safe moves first. 40 moves each without a capture is a draw.

tips-dameo =
    Tips for Dameo
    1. Use linear moves: a whole column or diagonal of men advances a square in one turn. Keep your men in lines and they travel fast and together.
    2. Diagonal contact is safe, since every capture is straight. A man can only be taken along its file or rank onto an empty square behind it; a friend or the edge on that line protects it.
    3. Men also capture backward and sideways: an enemy man that slipped past your line is not safe, and your advanced men can strike back.
    4. Kings move like queens but capture like rooks: a king that meets your pieces only diagonally cannot take them. Place your men diagonally to an enemy king.
    5. Captured pieces stay on the board until the move ends and block the capturer. That is the Coup Turc: offer men so that the enemy king's compulsory biggest capture ends on a square where the pieces it took hem it in, then capture the king.
    6. The most-pieces rule makes sacrifices forcing: count every capture your opponent will be obliged to make, and every one you will.
    7. A man is crowned only if its move ends on the last rank: a capture that crosses it and goes on leaves a man.
    8. Keep a solid pyramid behind your front lines until files open. 50 moves each with no capture and no man moved is a draw.

## Commands, AI levels, mars

help-text =
    Start a game with /new <variant> and a friend joins with /join; play the bot with /bot <variant>, or a rated game with /play <variant>. For <variant> write a name from /variants, such as persian, turkish, english, dameo, russian or international, in any language.
    Move by typing it as plain text (c3-c4), as /m c3-c4, or as /m <number> from /moves; a reply to the board works too.
    More help, by topic:
    /help games - playing a game with people
    /help bot - the bot and its levels
    /help rated - rated play
    /help rooms - private rooms, also between Telegram and Discord
    /help profile - your results, leaderboards, themes and language
    /help records - finished games
    /help reference - rules, tips and the variants

help-games =
    Games:
    /new <variant> [second] [clock 30|5+3|1d] - open a game; you move first unless you add second
    /challenge @name <variant> [clock 30|5+3|1d] - challenge a player
    /join - take the free seat
    /m <move> (also /move) - play a move, e.g. /m c3-c4, or /m <number> from /moves
    /moves - numbered list of the legal moves
    /board - post the board again at the bottom of the chat
    /tap - the tap board: play by tapping the squares (Telegram)
    /orientation - which side is at the bottom
    /draw - offer a draw, or accept the one offered
    /resign - give up the game
    /abort - call the game off before each side's second move
    /notify on|off - pings when it is your move
    /takeback (/undo) - ask to take your move back
    /takeback on|off - allow takebacks in rated games here (administrators)
    /rematch - the same game again, colours swapped
    /games - your running games, with links
    /local <variant> - two players on one device
    Clocks: 30 = seconds per move (a time-out plays a move for you); 5+3 = 5 minutes each plus 3 seconds after every move; 1d = days per move, with a reminder. Out of time loses, or draws when the opponent cannot win with the material left.

help-bot =
    Play the bot:
    /bot <variant> [level] - play the AI, level 1-8 (default 4)

help-rated =
    Rated play:
    /play <variant> [clock 30|5+3|1d] - join the rated queue; you meet only players who chose the same clock (none: the usual per-move clock); if nobody comes, a bot marked "bot" takes the seat
    /cancel - leave the queue

help-rooms =
    Rooms:
    /room <variant> [rated] [clock 30|5+3|1d] - a private room with a code
    /join <code> - join a room by its code
    /watch <code> - watch a room's game
    /say <text> - send a message to the room
    /mute - stop or resume the room messages relayed to you

help-profile =
    You:
    /stats [user|variant] - your results, another player's, or a variant's totals
    /top [variant] - leaderboards
    /shop - board and piece themes with their prices
    /buy <theme> - buy a theme
    /theme <name> - use a theme
    /lang fa|tr|en|ru - language: Persian, Turkish, English or Russian
    /link [code] - link your Telegram and Discord accounts as one player: /games shows the games of both, and they play each other unrated
    /unlink - undo the link of this account

help-records =
    Records:
    /pdn, /replay [game] - the game as a PDN file, as an animation
    /history [user] - the last 10 finished games
    /game <number> - a finished game's board
    /load <PDN|variant FEN> - play on from a record (or attach a .pdn file)

help-reference =
    Help:
    /rules [variant] - the full rules
    /tips [variant] - strategy tips
    /variants - the variants
    /help [topic] - this help, or one topic of it

levels-text =
    AI levels for /bot <variant> [level], default 4:
    1-4, beginner to club player: the bot looks at only 50, 120, 400 or 1200 positions per move and picks at random among nearly best moves, so it makes human mistakes.
    5-8, stronger: more thinking time (up to 1 second per move) and a deeper search; level 8 is the strongest.

mars-text =
    Mars: a win in which the winner lost no piece (in Anti checkers: the loser gave away none). In rated games a mars counts double, as two wins, and it earns extra coins.
