## The local console (damabot console): what it prints of its own.

console-banner = damabot konsolu: her satırı "<ad>: <metin>" biçiminde yaz, örneğin "alice: /new { $example }", sonra "bob: /join"; komutların listesi için /help.
console-bad-line = Satırları "<ad>: <metin>" biçiminde yaz, örneğin "alice: /new { $example }".
console-not-saved = (Veritabanı hata verdi; hiçbir şey kaydedilmedi.)
