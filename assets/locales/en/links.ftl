# Linked accounts (issue 36): /link and /unlink.

cmd-link = Link your Telegram and Discord accounts: /link, then /link <code> on the other
dcmd-link-name = link
dcmd-link = Link your Telegram and Discord accounts: get a code, or use one
cmd-unlink = Unlink this account from your other accounts
dcmd-unlink-name = unlink
dcmd-unlink = Unlink this account from your accounts on other platforms
platform-telegram = Telegram
platform-discord = Discord
platform-console = the console
link-account = { $name } on { $platform }
link-in-private = Ask me for a link code in a private chat: the code is a key to your account.
link-code = Here is your link code. Within { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}, send the next message as it stands to me from your account on the other platform (Telegram or Discord). It works once.
link-command = /link { $code }
link-status =
    This account is already linked to:
    { $accounts }
link-rate-limited = Too many wrong codes were tried from your account. Please wait a few minutes before trying again.
link-code-wrong = There is no link code { $code }. Check it, or ask for a new one with /link on your other account.
link-code-used = That link code was used already: a code links once. Ask for a new one with /link.
link-code-expired = That link code has expired: a code lasts { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}. Ask for a new one with /link.
link-own-code = That code is this account's own: send it from your account on the other platform.
link-already =
    These accounts are linked already. This account is linked to:
    { $accounts }
link-platform-taken = That would give you two accounts on { $platform }, and a player links one account per platform. Send /unlink from the one you no longer want first.
link-done =
    Linked! This account and
    { $accounts }
    are now one player: /games lists the games of all of them, and a rated game between them changes no rating. /unlink undoes it.
link-none = This account is not linked to any other. /link links it.
unlink-done =
    This account is no longer linked to:
    { $accounts }
unlink-notice = { $account } is no longer linked to this account: /unlink was sent from it. /games here no longer lists its games, and games against it count again.
games-private-on = Board: in your private chat with me on { $platform }.
games-elsewhere-on = Board: in a group on { $platform } that has no message links.
result-linked = { $player }: no coins, no rating change and nothing in /stats or /top, because both sides are accounts of one player (linked with /link).
game-unrated-linked = This game is not rated: both sides are accounts of one player (linked with /link).
