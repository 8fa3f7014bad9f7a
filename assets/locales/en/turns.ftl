# Turn pings (issue 36) and /notify.

turn-ping = { $player }, your move in { $variant }.
cmd-notify = Turn pings: /notify on or off
dcmd-notify-name = notify
dcmd-notify = Mention you (or, from an admin, everyone here) when it is your move
dopt-on-name = on
dopt-on = Yes to turn pings on, no to turn them off
notify-status = Turn pings: for you { $you }, in this chat { $chat }. Change them with /notify on or /notify off.
notify-state-on = on
notify-state-off = off
notify-you-on = Turn pings are on for you: I will mention you when it is your move.
notify-you-off = Turn pings are off for you, in every chat. /notify on turns them back on.
notify-chat-on = Turn pings are on in this chat: I will mention each player when it is their move.
notify-chat-off = Turn pings are off in this chat, for everyone. /notify on turns them back on.

# Rematch and takeback.

cmd-rematch = Rematch: the same game again, colours swapped
cmd-takeback = Ask to take back your last move
dcmd-rematch-name = rematch
dcmd-rematch = Offer or accept a rematch of your last game here, colours swapped
dcmd-takeback-name = takeback
dcmd-takeback = Ask your opponent to take back your last move
button-rematch = 🔁 Rematch
button-takeback-accept = ✅ Accept takeback
button-takeback-decline = ❌ Decline
rematch-offered = { $player } offers a rematch with colours swapped. Press Rematch or write /rematch to accept.
rematch-already-offered = You offered a rematch already; your opponent decides.
rematch-no-game = There is no finished game between two people here to play again.
takeback-offered = { $player } asks to take back their last move.
takeback-accepted = { $player } agreed: the move is taken back.
takeback-declined = { $player } declined the takeback: the move stands.
takeback-two-players = Takebacks are only for games between two people.
takeback-nothing = You have no move to take back yet.
takeback-already = You asked already; your opponent decides.
takeback-none = There is no takeback request to answer (a move since ends it).
takeback-own = Your opponent answers your takeback request, not you.
takeback-rated-off = Rated games here do not allow takebacks: their moves stand. An administrator can allow them with /takeback on.
takeback-rated-admins = Only the group's administrators can choose whether rated games here allow takebacks.
takeback-rated-allowed = Rated games in this chat now allow takebacks, when the opponent accepts. /takeback off forbids them again.
takeback-rated-forbidden = Rated games in this chat no longer allow takebacks: their moves stand.

# /games: my open and running games.

cmd-games = My running games, with links to their boards
dcmd-games-name = games
dcmd-games = Your open and running games, with links to their boards
games-none = You have no open or running game. Start one with /new, /bot or /play.
games-list =
    Your games ({ $count }):
    { $games }
games-line = #{ $id } { $variant } against { $opponent }: { $state }. { $where }
games-your-move = your move
games-their-move = their move
games-waiting = waiting for an opponent
games-here = Board: in this chat.
games-link = Board: { $link }
games-private = Board: in your private chat with me.
games-elsewhere = Board: in a group that has no message links.

# /challenge: a game for one named player.

cmd-challenge = Challenge a player: /challenge @name <variant> [clock 30|5+3|1d]
dcmd-challenge-name = challenge
dcmd-challenge = Challenge a player here to a game; they accept or decline within 10 minutes
button-challenge-accept = ✅ Accept
button-challenge-decline = ❌ Decline
challenge-made = { $player } challenges { $opponent } to { $variant }. { $opponent }: accept or decline within { $minutes } minutes.
challenge-in-private = Challenge people in a group, where you both are.
challenge-busy = { $opponent } is playing in the chat where you share a room; challenge them again when that game ends.
challenge-self = You cannot challenge yourself.
challenge-none = There is no challenge here to answer.
challenge-not-yours = This challenge is for someone else.
challenge-declined = { $player } declined the challenge.
challenge-lapsed = Nobody answered the challenge within { $minutes } minutes; it is called off.
