## The local console (damabot console): what it prints of its own.

console-banner = Консоль damabot: пишите каждую строку как «<имя>: <текст>», например «olga: /new { $example }», затем «ivan: /join»; список команд — /help.
console-bad-line = Пишите строки как «<имя>: <текст>», например «olga: /new { $example }».
console-not-saved = (Ошибка базы данных; ничего не сохранено.)
