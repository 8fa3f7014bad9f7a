## The local console (damabot console): what it prints of its own.

console-banner = damabot console: write each line as "<name>: <text>", for example "alice: /new { $example }", then "bob: /join"; /help lists the commands.
console-bad-line = Write lines as "<name>: <text>", for example "alice: /new { $example }".
console-not-saved = (The database failed; nothing was saved.)
