# Rules and tips of the 17 variants after the first four (reference.ftl has
# those). Same limits as reference.ftl: rules-* at most 1,800 characters,
# tips-* at most 1,500. Rules follow /work/shared/rules/VARIANTS.md.

## Full rules

rules-international =
    International draughts (international)
    1. Board 10x10, only the 50 dark squares, numbered 1-50 from Black's side: 1 is b10, 46 is a1, 50 is i1.
    2. 20 men each: Black on 1-20, White on 31-50. White moves first.
    3. A man steps one square diagonally forward. It captures forward and backward, jumping an adjacent enemy piece onto the empty square behind it.
    4. A man whose move ends on the far row becomes a king. The king flies: it moves any distance along a diagonal, and captures a piece at any distance, landing on any free square beyond it.
    5. Capturing is compulsory and you must take the most pieces (kings and men count the same); among equal routes you choose. Keep jumping while you can.
    6. Taken pieces leave the board only when the move is over: meanwhile they block the way, and no piece is jumped twice.
    7. A man that crosses the far row in the middle of a capture goes on as a man; it is crowned only if its move ends there.
    8. You win when your opponent has no piece or no legal move.
    9. Draws: 25 moves each with only kings moving and no capture; a lone king against three pieces including a king: 16 moves each; against two pieces or fewer: 5 moves each; threefold repetition; agreement.
    10. Resigning loses; three time-outs in a row lose. Mars, a win without losing a piece, counts double in rated games.
    11. Moves by square numbers: 32-28; a capture 28x19; several jumps 28x19x10. Coordinates work too: d4-e5.

rules-brazilian =
    Brazilian draughts (brazilian)
    1. Board 8x8, the 32 dark squares; a1 is dark.
    2. 12 men each: White on the dark squares of ranks 1-3, Black on ranks 6-8. White moves first.
    3. International draughts on the small board: a man steps one square diagonally forward and captures forward and backward by the short jump.
    4. A man whose move ends on the far row becomes a king. The king flies: it moves and captures at any distance along a diagonal, landing on any free square beyond the piece it takes.
    5. Capturing is compulsory and you must take the most pieces (kings and men count the same); among equal routes you choose. Keep jumping while you can.
    6. Taken pieces leave the board when the move is over; no piece is jumped twice.
    7. A man that crosses the far row mid-capture goes on as a man; it is crowned only if its move ends there.
    8. You win when your opponent has no piece or no legal move.
    9. Draws: three kings or more against a lone king must win within 15 moves; 15 moves each with only kings moving and no capture; with kings on both sides, 30 moves (4-5 pieces on the board) or 60 moves (6-7 pieces) with no change in material; two pieces or fewer against a lone king: 5 moves; threefold repetition; agreement.
    10. Resigning loses; three time-outs in a row lose. Mars, a win without losing a piece, counts double in rated games.
    11. Moves: c3-d4; a capture lists every landing square, c3xe5xg3, or just c3xg3 when the route is unique.

rules-canadian =
    Canadian draughts (canadian)
    1. Board 12x12, the 72 dark squares, numbered 1-72 from Black's side: 1 is b12, 67 is a1, 72 is k1.
    2. 30 men each: Black on 1-30, White on 43-72. White moves first.
    3. International draughts on the big board: a man steps one square diagonally forward and captures forward and backward by the short jump.
    4. A man whose move ends on the far row becomes a king. The king flies: it moves and captures at any distance along a diagonal, landing on any free square beyond the piece it takes.
    5. Capturing is compulsory and you must take the most pieces (kings and men count the same); among equal routes you choose. Keep jumping while you can.
    6. Taken pieces leave the board when the move is over; no piece is jumped twice.
    7. A man that crosses the far row mid-capture goes on as a man; it is crowned only if its move ends there.
    8. You win when your opponent has no piece or no legal move.
    9. Draws: 25 moves each with only kings moving and no capture; a lone king against three pieces including a king: 16 moves each; against two pieces or fewer: 5 moves each; threefold repetition; agreement.
    10. Resigning loses; three time-outs in a row lose. Mars, a win without losing a piece, counts double in rated games.
    11. Moves by square numbers: 44-38; a capture 38x27; several jumps 38x27x16. Coordinates work too: c5-d6.

rules-russian =
    Russian draughts, shashki (russian)
    1. Board 8x8, the 32 dark squares; a1 is dark.
    2. 12 men each: White on the dark squares of ranks 1-3, Black on ranks 6-8. White moves first.
    3. A man steps one square diagonally forward and captures forward and backward by jumping an adjacent enemy piece onto the empty square behind it.
    4. A man that reaches the far row becomes a king at once. The king flies: it moves and captures at any distance along a diagonal, landing on any free square beyond the piece it takes.
    5. Capturing is compulsory, but you choose which capture, not necessarily the biggest. Once you start, keep jumping while you can.
    6. A man that reaches the far row in the middle of a capture is crowned on the spot and, if it can, goes on capturing as a king in the same move.
    7. Taken pieces leave the board when the move is over ("Turkish strike": they block the way meanwhile); no piece is jumped twice.
    8. You win when your opponent has no piece or no legal move.
    9. Draws: three kings or more against a lone king must win within 15 moves; 15 moves each with only kings moving and no capture; with kings on both sides, 30 moves (4-5 pieces) or 60 moves (6-7 pieces) with no change in material; two pieces or fewer against a lone king: 5 moves; threefold repetition; agreement.
    10. Resigning loses; three time-outs in a row lose. Mars, a win without losing a piece, counts double in rated games.
    11. Moves: c3-d4; captures with a colon, c3:e5:g3, or just c3:g3 when the route is unique (x works too).

rules-pool =
    American pool checkers (pool)
    1. Board 8x8, the 32 dark squares, numbered 1-32 as in English checkers: 1 is b8, 29 is a1, 32 is g1.
    2. 12 men each: Black on 1-12 (the top), White on 21-32. Black moves first.
    3. A man steps one square diagonally forward and captures forward and backward by jumping an adjacent enemy piece onto the empty square behind it.
    4. A man whose move ends on the far row becomes a king. The king flies: it moves and captures at any distance along a diagonal, landing on any free square beyond the piece it takes.
    5. Capturing is compulsory, but you choose which capture, not necessarily the biggest. Once you start, keep jumping while you can, with kings too.
    6. A man that reaches the king row mid-capture and can jump on (backward) must do so and stays a man; it is crowned only if its move ends there.
    7. Taken pieces leave the board when the move is over; no piece is jumped twice.
    8. You win when your opponent has no piece or no legal move.
    9. Draws: three kings against one king must win within 13 moves; threefold repetition; agreement.
    10. Resigning loses; three time-outs in a row lose. Mars, a win without losing a piece, counts double in rated games.
    11. Moves by square numbers: 11-15; a capture 22x15; several jumps 22x15x8. Coordinates work too: c3-d4.

rules-czech =
    Czech draughts (czech)
    1. Board 8x8, the 32 dark squares; a1 is dark.
    2. 12 men each: White on the dark squares of ranks 1-3, Black on ranks 6-8. White moves first.
    3. A man steps one square diagonally forward and captures forward only, jumping an adjacent enemy piece onto the empty square behind it.
    4. A man that reaches the far row becomes a queen (king) and its move ends. The queen flies: it moves and captures at any distance along a diagonal, landing on any free square beyond the piece it takes.
    5. Capturing is compulsory. If any of your queens can capture, you must capture with a queen; otherwise you choose any capture. Once you start, keep jumping while you can.
    6. Taken pieces leave the board when the move is over; no piece is jumped twice.
    7. You win when your opponent has no piece or no legal move.
    8. Draws: 15 moves each with no capture and no man moved; threefold repetition; agreement.
    9. Resigning loses; three time-outs in a row lose. Mars, a win without losing a piece, counts double in rated games.
    10. Moves: c3-d4; captures with a colon, c3:e5:g3, or just c3:g3 when the route is unique (x works too).

rules-italian =
    Italian draughts (italian)
    1. Board 8x8 turned the other way: a1 is light, and each player has a dark square in the bottom right corner. Play is on the 32 dark squares, numbered 1-32 from the top left as White sees it: 1 is a8, 4 is g8, 29 is b1, 32 is h1.
    2. 12 men each: Black on 1-12, White on 21-32. White moves first.
    3. A man steps one square diagonally forward and captures forward only, by the short jump. A man may never capture a king.
    4. A man that reaches the far row becomes a king and its move ends. The king is short: it moves one square diagonally in any direction and captures by the short jump forward or backward.
    5. Capturing is compulsory, and when there is a choice: (1) take the most pieces; (2) if equal, capture with a king rather than a man; (3) then take the most kings; (4) then take a king as early as possible in the route; otherwise you choose.
    6. You win when your opponent has no piece or no legal move.
    7. Draws: 40 moves each with only kings moving and no capture; threefold repetition; agreement.
    8. Resigning loses; three time-outs in a row lose. Mars, a win without losing a piece, counts double in rated games.
    9. Moves by square numbers: 21-17; a capture 22x13; several jumps 22x13x6. Coordinates work too: b3-a4.

rules-portuguese =
    Portuguese draughts (portuguese)
    1. Board 8x8 turned the other way: a1 is light, and each player has a dark square in the bottom right corner. Play is on the 32 dark squares, numbered 1-32 from White's bottom right, right to left, row by row up: 1 is h1, 4 is b1, 32 is a8.
    2. 12 men each: White on 1-12, Black on 21-32. White moves first.
    3. A man steps one square diagonally forward and captures forward only, by the short jump.
    4. A man that reaches the far row becomes a king and its move ends. The king flies: it moves and captures at any distance along a diagonal, landing on any free square beyond the piece it takes.
    5. Capturing is compulsory: take the most pieces and, among those routes, the most kings; among equal routes you choose. Keep jumping while you can.
    6. Taken pieces leave the board when the move is over; no piece is jumped twice.
    7. You win when your opponent has no piece or no legal move.
    8. Draws: threefold repetition; agreement.
    9. Resigning loses; three time-outs in a row lose. Mars, a win without losing a piece, counts double in rated games.
    10. Moves by square numbers: 9-13; a capture 13x22; several jumps 13x22x31. Coordinates work too: h3-g4.

rules-thai =
    Thai draughts, mak-hos (thai)
    1. Board 8x8, the 32 dark squares; a1 is dark.
    2. Only 8 men each, on the first two rows: White on a1-h2, Black on a7-h8. White moves first.
    3. A man steps one square diagonally forward and captures forward only, by the short jump.
    4. A man that reaches the far row becomes a king and its move ends. The king flies when it moves quietly, any distance along a diagonal.
    5. A king captures a piece at any distance along a diagonal, but must land on the square right behind it; the next jump starts from there.
    6. Taken pieces leave the board at once, so a king may turn back over squares it has just emptied.
    7. Capturing is compulsory, but you choose which capture. Once you start, keep jumping while you can.
    8. You win when your opponent has no piece or no legal move.
    9. Draws: threefold repetition; agreement.
    10. Resigning loses; three time-outs in a row lose. Mars, a win without losing a piece, counts double in rated games.
    11. Moves: c3-d4; captures list every landing square, a1xd4xb6, or just the start and end when the route is unique.

rules-frisian =
    Frisian draughts (frisian)
    1. Board 10x10, the 50 dark squares, numbered 1-50 as in International draughts. 20 men each: Black on 1-20, White on 31-50. White moves first.
    2. A man steps one square diagonally forward.
    3. Men capture in eight directions: diagonally forward and backward, and straight along the file or rank. Straight, the piece taken is the next dark square (two squares away): c3 takes c5 and lands on c7; a1 takes c1 and lands on e1.
    4. A man whose move ends on the far row becomes a king; crossing it mid-capture, it goes on as a man. The king moves diagonally at any distance and captures at any distance in all eight directions.
    5. While you still have a man, one king may make at most three quiet moves in a row; then capture or move another piece.
    6. Capturing is compulsory and you must take the most value: a king counts more than a man but less than two men. On equal value, capture with a king if you can; otherwise you choose. Keep jumping while you can.
    7. Taken pieces leave the board when the move is over; no piece is jumped twice.
    8. You win when your opponent has no piece or no legal move.
    9. Draws: two kings against one king after 7 moves each; one king each after 2 moves each; threefold repetition; agreement.
    10. Resigning loses; three time-outs in a row lose. Mars, a win without losing a piece, counts double in rated games.
    11. Moves by square numbers: 32-28; a capture 28x19, straight ones too: 28x30. Coordinates work too: d4-e5.

rules-anti =
    Anti checkers (anti)
    1. English checkers turned upside down: the goal is to lose. You win when you have no piece left or no legal move on your turn.
    2. Board, pieces and moves exactly as English checkers: the 32 dark squares numbered 1-32 (1 is b8, 32 is g1); Black on 1-12, White on 21-32; Black moves first.
    3. A man steps one square diagonally forward and captures forward only, by the short jump.
    4. A man that reaches the far row becomes a king and its move ends. A king moves and captures one square diagonally in any direction.
    5. Capturing is compulsory, but you choose which capture. Once you start, keep jumping while you can.
    6. Draws: 40 moves each without a capture; threefold repetition; agreement.
    7. Resigning loses, as in any game; three time-outs in a row lose.
    8. Mars here means the loser gave away no piece at all; it counts double in rated games.
    9. Moves by square numbers: 11-15; a capture 22x15; several jumps 22x15x8. Coordinates work too: c3-d4.

rules-corner =
    Corner checkers (corner)
    1. Board 8x8, the 32 dark squares; a1 is dark. The men start in the corners: White on c1, e1, g1, d2, f2, h2, e3, g3, f4, h4, g5, h6; Black on a3, b4, a5, c5, b6, d6, a7, c7, e7, b8, d8, f8. The long diagonal a1-h8 starts empty. White moves first.
    2. The rules of Czech draughts: a man steps one square diagonally forward and captures forward only by the short jump; the queen (king) flies.
    3. A White man is crowned only on a7 or b8, a Black man only on g1 or h2. A man that reaches another square of the last row stays a man and can no longer move.
    4. Capturing is compulsory. If any of your queens can capture, you must capture with a queen; otherwise you choose. Keep jumping while you can.
    5. Taken pieces leave the board when the move is over; no piece is jumped twice.
    6. You win when your opponent has no piece or no legal move.
    7. Draws: 15 moves each with no capture and no man moved; threefold repetition; agreement.
    8. Resigning loses; three time-outs in a row lose. Mars, a win without losing a piece, counts double in rated games.
    9. Moves: c1-b2; captures list every landing square, c3xe5xc7, or just the start and end when the route is unique.

rules-oneway =
    One-way checkers (oneway)
    1. Board 8x8, the 32 dark squares; a1 is dark. Both players see the board from White's side.
    2. 12 men each on ranks 1-6: White on the left half (a1, c1, b2, d2, a3, c3, b4, d4, a5, c5, b6, d6), Black on the right half (e1 to h6). Ranks 7 and 8 start empty. White moves first.
    3. All men, White and Black, move up the board toward rank 8: a man steps one square diagonally up and captures diagonally up only, by the short jump.
    4. A man of either colour that reaches rank 8 becomes a queen (king) and its move ends. The queen flies in every direction.
    5. Capturing is compulsory. If any of your queens can capture, you must capture with a queen; otherwise you choose. Keep jumping while you can.
    6. Taken pieces leave the board when the move is over; no piece is jumped twice.
    7. You win when your opponent has no piece or no legal move.
    8. Draws: 15 moves each with no capture and no man moved; threefold repetition; agreement.
    9. Resigning loses; three time-outs in a row lose. Mars, a win without losing a piece, counts double in rated games.
    10. Moves: b6-c7; captures list every landing square, e5xc7, or just the start and end when the route is unique.

rules-parachute =
    Parachute checkers (parachute)
    1. Board 8x8, the 32 dark squares; a1 is dark.
    2. Each side has 8 men on its second and third rows and 4 parachutists on the opponent's back row: White men b2-g3, White parachutists b8, d8, f8, h8; Black men b6-g7, Black parachutists a1, c1, e1, g1. White moves first.
    3. A parachutist never makes a quiet move. It only captures: it jumps an enemy piece standing right in front of it on the next row (White: from rank 8 over rank 7 onto rank 6) and then becomes an ordinary man; the move ends there. Parachutists cannot be captured.
    4. Everything else is Czech draughts: men step diagonally forward and capture forward only; a man reaching the far row becomes a flying queen (king) and its move ends.
    5. Capturing is compulsory, parachutist jumps too. If any of your queens can capture, you must capture with a queen; otherwise you choose. Keep jumping while you can.
    6. Taken pieces leave the board when the move is over; no piece is jumped twice.
    7. You win when your opponent has no piece or no legal move; parachutists that cannot capture do not count as moves.
    8. Draws: 15 moves each with no capture and no man moved; threefold repetition; agreement.
    9. Resigning loses; three time-outs in a row lose. Mars, a win without losing a piece, counts double in rated games.
    10. Moves: c3-d4; a parachutist's jump d8xb6; captures list every landing square.

rules-gothic =
    Gothic checkers (gothic)
    1. Board 8x8, all 64 squares. 16 men each: White on ranks 1 and 2, Black on ranks 7 and 8. White moves first.
    2. A man moves one square in five directions: straight forward, diagonally forward, or sideways. It captures by the short jump in the same five directions, never backward.
    3. A man that reaches the last rank becomes a king and its move ends. The king moves one square in any of the eight directions and captures by the short jump in all eight.
    4. Capturing is compulsory, but you choose which capture. Once you start, keep jumping while you can; no piece is jumped twice.
    5. You win when your opponent has no piece or no legal move.
    6. Draws: 40 moves each without a capture; threefold repetition; agreement.
    7. Resigning loses; three time-outs in a row lose. Mars, a win without losing a piece, counts double in rated games.
    8. Moves: c2-c3, c2-d3; captures list every landing square, c3xc5xe5, or just the start and end when the route is unique.

rules-hawaiian =
    Hawaiian checkers, Konane (hawaiian)
    1. Board 8x8, completely full: White on every dark square (a1, c1, ... b2, ...), Black on every light square.
    2. Opening: Black starts by taking one of its own pieces off the board, from a8, h1, d5 or e4. White then takes off one of its own pieces next to that hole, left, right, above or below it.
    3. From then on every move is a capture: a piece jumps straight (along a row or column, never diagonally) over an adjacent enemy piece onto the empty square behind it, and the jumped piece is removed.
    4. The same piece may jump again, but only in the same direction, and may stop after any jump. You choose which capture to make.
    5. There are no kings and no promotion.
    6. Whoever has no jump on their turn loses. Every move removes a piece, so there are no draws except by agreement.
    7. Resigning loses; three time-outs in a row lose. Mars, a win without losing a piece, counts double in rated games.
    8. Moves: an opening removal is typed as the square, such as d5; a jump d3xd5; a straight double jump d1xd3xd5.

rules-alquerque =
    Alquerque (alquerque)
    1. The board is 5x5 points, a1 to e5, joined by lines. Every point is joined to its neighbours along the rows and columns; the points a1, c1, e1, b2, d2, a3, c3, e3, b4, d4, a5, c5, e5 also have diagonal lines.
    2. 12 pieces each: White on rows 1-2 plus d3 and e3, Black on rows 4-5 plus a3 and b3. Only c3 is empty. White moves first.
    3. A piece steps along a line onto the next empty point: forward, diagonally forward (where a line goes) or sideways, never backward. A piece on the far row cannot step any more.
    4. A piece captures by jumping along a line over an adjacent enemy piece onto the empty point behind it. The first jump goes forward, diagonally forward or sideways; later jumps in the same move may go in any direction, backward too.
    5. Capturing is compulsory, but you choose which capture. Once you start, keep jumping while you can.
    6. There is no promotion.
    7. You win when your opponent has no piece or no legal move.
    8. Draws: threefold repetition; agreement.
    9. Resigning loses; three time-outs in a row lose. Mars, a win without losing a piece, counts double in rated games.
    10. Moves: c2-c3; a capture c4xc2; several jumps b4xd2xd4.

## Strategy tips

tips-international =
    Tips for International draughts
    1. Fight for the centre: squares 22-24 and 27-29 for White (the other side's 22-29 for Black). Pieces there split the opponent's army.
    2. Keep your pieces together in chains and triangles. A lone man is easy to attack from in front and behind.
    3. The majority capture is compulsory: sacrifice one piece to steer your opponent's men onto squares where you take two or three back. Look for these shots on both sides before every move.
    4. Don't rush to the far row. A man that crosses it mid-capture stays a man; time your breakthrough so that the move ends there.
    5. A king controls whole diagonals. Against a king, keep your men on both sides of the long diagonal covered.
    6. Tempo counts in locked positions: keep a few spare moves on your back rows.
    7. A lone king against three pieces is a draw after 16 moves each: when ahead, win it in time.

tips-brazilian =
    Tips for Brazilian draughts
    1. The rules are International ones, but the 8x8 board makes everything faster: a single loose piece is often lost at once.
    2. Occupy the centre (c5, d4, e5, f4) and keep your back row for a while: a man on c1 or e1 stops many breakthroughs.
    3. The majority capture is compulsory: a sacrifice can force your opponent's piece where you take back two or more.
    4. A man crossing the far row mid-capture stays a man, so plan your breakthroughs to end on the last row.
    5. Flying kings are very strong on a small board: one king often beats several men. Make the first king count.
    6. With three kings against one, you have only 15 moves: aim for the long diagonal a1-h8 early, or the lone king will hold it.

tips-canadian =
    Tips for Canadian draughts
    1. The board is huge: 30 men each and long diagonals. Plan ahead, there is plenty of time to build a formation.
    2. Take the centre with chains of men that protect each other; the flanks come later.
    3. The majority capture is compulsory, and with so many pieces the combinations are long: count every capture your opponent will be forced to make.
    4. A man crossing the far row mid-capture stays a man. Breakthroughs have to end exactly on the last row.
    5. A flying king on a 12x12 board sweeps a lot of squares: the first king often decides the game.
    6. Keep spare tempo moves on your back rows for the locked middle game.

tips-russian =
    Tips for Russian draughts
    1. You choose which capture to take: pick the one that leaves you best placed, not the longest.
    2. Hold the centre: c5, d4, e5 and f4 give your men room and cramp your opponent.
    3. Keep the "golden piece" on e1 (for Black, d8) as long as you can: it guards your back row against breakthroughs.
    4. A man reaching the far row during a capture becomes a king and keeps capturing as a king. Look for these combinations, for you and against you.
    5. Taken pieces stay on the board until the move ends (Turkish strike): a king can get stuck behind its own victims. Use it to trap a king.
    6. Control the long diagonal a1-h8 ("the big road"): three kings against one win only if they hold it, and only within 15 moves.
    7. In the endgame, count tempi: whoever runs out of safe moves first usually loses.

tips-pool =
    Tips for American pool checkers
    1. Pool men jump backward as well as forward: a man that slipped behind your lines is not safe, and neither is yours.
    2. You choose which capture to take. Pick the one that leaves your pieces safe, not the longest.
    3. A man reaching the king row mid-capture that can jump on backward must do so, and stays a man. Watch for it when you count combinations.
    4. Kings fly, so the first king is a powerful weapon. Guard your back row to delay the opponent's.
    5. Keep your men in pairs and triangles; single men are easy targets for the backward jump.
    6. Three kings against one must win within 13 moves: drive the lone king off the long diagonal quickly.

tips-czech =
    Tips for Czech draughts
    1. Men capture only forward, so a man that has passed your pieces cannot be taken by them: stop it before it gets through.
    2. Queen priority: if one of your queens can capture, it must. Offer a piece to a queen to pull it where you want it.
    3. The first queen is worth a lot: keep your back row closed so the opponent can't crown early.
    4. Taken pieces stay on the board until the move ends, so a long queen capture can end trapped among them.
    5. Hold the centre and keep your men connected; gaps open lanes for enemy men.
    6. 15 moves each with no capture and no man moved is a draw: with more material, keep the position moving.

tips-italian =
    Tips for Italian draughts
    1. Men cannot capture kings: once you have a king, the enemy men are harmless to it. Crown as soon as you can.
    2. Kings are short, not flying: a king is a strong piece, but it needs support.
    3. Know the capture order: most pieces, then with a king, then the most kings. Your opponent's forced captures are predictable, so set up shots.
    4. Men only capture forward, so guard your back row to stop breakthroughs.
    5. Keep pieces in pairs along the diagonals; a lone man on the edge is easy to attack.
    6. In the endgame, tempo decides: count who runs out of safe moves first.

tips-portuguese =
    Tips for Portuguese draughts
    1. Kings fly and men cannot capture backward: a single king often decides the game. Keep your back row closed.
    2. You must take the most pieces and then the most kings. Your opponent's forced captures are predictable: use sacrifices to lead them.
    3. Hold the centre and the long diagonal (1-32, from h1 to a8).
    4. Keep your men in connected groups; a gap lets an enemy man run to the last row.
    5. Taken pieces stay on the board until the move ends: a long king capture can end blocked among them.
    6. There is no move-count draw: a material advantage can be converted at leisure.

tips-thai =
    Tips for Thai draughts
    1. With only 8 men each, every piece counts: one lost man often decides the game.
    2. The king captures at a distance but lands right behind its victim. Keep the square behind your pieces occupied and the king can't take them.
    3. Taken pieces disappear at once, so a king may turn back across its own path. Count the whole route before you move.
    4. Men capture forward only: a man that got past yours is safe from them. Race it to the last row or block it.
    5. You choose which capture to take: pick the one that leaves you safe.
    6. Promote early; a king is by far the strongest piece.

tips-frisian =
    Tips for Frisian draughts
    1. Men capture straight along files and ranks as well as diagonally: look in eight directions before every move.
    2. The capture of most value is compulsory, a king counting less than two men. Offer pieces to pull your opponent's men out of position.
    3. A king may make only three quiet moves in a row while you have men: keep men ready to move, or your king is frozen.
    4. Kings capture in eight directions at a distance: keep your pieces covered on files and ranks too.
    5. Two kings against one is a draw after 7 moves: promote twice early or keep men on the board.
    6. Keep your formation compact; the straight captures punish gaps two squares apart.

tips-anti =
    Tips for Anti checkers
    1. You win by losing everything, so think backward: offer pieces, and avoid capturing unless you must.
    2. Capturing is compulsory: place men where your opponent must take them, especially where their captures leave them with more pieces.
    3. Kings are dangerous for you: they are hard to give away. Don't crown unless it helps you lose pieces.
    4. Blocking also wins: if you have no legal move, you win. Get your men stuck against the opponent's.
    5. Keep your opponent's men alive and free; make them capture, never you.
    6. Be careful near the end: your last pieces must be given away, not hidden.

tips-corner =
    Tips for Corner checkers
    1. Only two squares crown: a7 and b8 for White, g1 and h2 for Black. Aim your men there; the rest of the last row is a dead end.
    2. Guard your opponent's crowning squares (your own a7/b8 corner for Black, g1/h2 for White): one blocker can stop every promotion.
    3. The long diagonal a1-h8 starts empty: a queen there rules the board.
    4. Queen priority: if a queen can capture, it must. Use it to lure an enemy queen away.
    5. Men capture only forward, so keep your men ahead of enemy men that could slip by.

tips-oneway =
    Tips for One-way checkers
    1. Everyone runs to rank 8. White's men sit on the left, Black's on the right: the fight is on the border between the two halves.
    2. Men capture only upward, so a piece below an enemy man can never be taken by it; pieces above it are in danger.
    3. The race to rank 8 decides a lot: the first queen sweeps the board.
    4. Queen priority: if one of your queens can capture, it must.
    5. Keep your men in groups as they climb, so a jump over one lands on an occupied square.

tips-parachute =
    Tips for Parachute checkers
    1. The enemy's parachutists wait on your back row: never leave a man on your second row with an empty square behind it, or a parachutist will land on it.
    2. Your own parachutists cannot be captured. Drive enemy men onto your parachutists' row to give them a target.
    3. A parachutist on your crowning squares blocks your own men from being crowned: use it early.
    4. Queen priority: if a queen can capture, it must; parachutists have no priority.
    5. A side left only with parachutists that cannot capture has no move and loses.

tips-gothic =
    Tips for Gothic checkers
    1. Men move and capture sideways too: a man is safe only when the squares on both sides and in front are covered.
    2. With 16 men each on a full board, every move opens a line: keep your rows compact.
    3. You choose which capture to take: pick the one that leaves you safe, not the longest.
    4. Kings move in all eight directions, one square at a time: two kings working together are very strong.
    5. Crown early and keep pieces on your back rank to stop the opponent's men.

tips-hawaiian =
    Tips for Hawaiian checkers (Konane)
    1. The last player able to jump wins: count your remaining jumps against your opponent's.
    2. You may stop after any jump. Sometimes a shorter jump leaves your opponent with fewer moves.
    3. Pieces on the edge can only be jumped along the edge; corners are the safest squares.
    4. Avoid opening lines for your opponent: every gap you make can become a landing square.
    5. Towards the end, try to leave your opponent's pieces isolated, with no enemy piece next to them.

tips-alquerque =
    Tips for Alquerque
    1. The board is tiny and full: the very first captures decide a lot. Count every jump before moving.
    2. Points with diagonal lines (a1, c1, e1, b2, d2, a3, c3, e3, b4, d4, a5, c5, e5) are stronger than the others.
    3. Pieces on the far row can no longer step forward; keep them to capture sideways.
    4. Multi-jumps may turn backward after the first jump: look behind your pieces too.
    5. There is no promotion: keep enough pieces to move, since a player with no move loses.
