## The tap board (Telegram): the board's squares as buttons.

cmd-tap = Tap board: play by tapping the squares
button-tap = ⌨ Tap board
button-tap-off = 🔢 Normal buttons
tap-on = Tap board on: tap a piece, then where it goes. /tap switches back.
tap-off = Tap board off: the normal buttons are back. /tap switches again.
tap-unavailable = The tap board is not available here (Telegram only).
tap-players-only = Only this game's players or a group admin can switch its board.
tap-too-big = The { $variant } board is too large for the tap board; use the numbered moves (/moves).
tap-cannot-move = No move from { $square } now.

## Inline mode: a game posted into any chat with @bot.
inline-description = Post a game here; the first two to tap Join play it
inline-posted = { $variant }: a new game. Tap Join to play; the first to join plays White, the next Black.
