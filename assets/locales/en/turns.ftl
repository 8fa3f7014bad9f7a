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
