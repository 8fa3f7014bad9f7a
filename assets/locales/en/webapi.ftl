# The Mini App's server: its button under the boards and its API's refusals
# (the page's own words are in webapp.ftl).

webapi-button = 🎮 Play in the app
webapi-unauthorized = Open this board from Telegram: your sign-in could not be checked, or it is more than a day old.
webapi-not-found = There is no such game.
webapi-may-not-watch = Only the players and the members of the game's chat can watch this game.
webapi-rate-limited = Too many requests at once. Wait a moment and try again.
webapi-too-many-streams = Too many boards are open. Close one and try again.
webapi-bad-request = That request could not be read.
webapi-unavailable = The bot cannot answer right now. Try again in a moment.

# The core's answers to the Mini App's Decline button (a chat has no such command).
draw-declined = { $player } declines the draw offer; the game goes on.
draw-no-offer = There is no draw offer to decline.
