## Telegram komut menüsü (setMyCommands): her komut için kısa bir satır.

cmd-new = Yeni oyun: /new <tür> [second]
cmd-join = Boş koltuğa otur ya da kodla odaya katıl
cmd-move = Hamle oyna: /move c3-c4 ya da /moves listesinden numarayla /m
cmd-moves = Geçerli hamlelerin numaralı listesi
cmd-board = Tahtayı sohbetin en altına yeniden gönder
cmd-resign = Teslim ol
cmd-draw = Beraberlik teklif et ya da teklifi kabul et
cmd-abort = İlk hamleden önce oyunu iptal et
cmd-bot = Yapay zekâya karşı oyna: /bot <tür> [seviye 1-8]
cmd-local = Tek cihazda iki kişi: /local <tür>
cmd-play = Puanlı sıraya gir: /play <tür>
cmd-cancel = Puanlı sıradan çık
cmd-room = Özel oda kur: /room <tür> [rated]
cmd-watch = Bir odanın oyununu izle: /watch <kod>
cmd-say = Odadakilere mesaj gönder: /say <metin>
cmd-mute = Odadan gelen mesajları kapat ya da aç
cmd-stats = Senin ya da başka bir oyuncunun istatistikleri
cmd-top = Sıralama tabloları
cmd-theme = Tahta teması seç: /theme <ad>
cmd-shop = Tahta ve taş temaları, fiyatlarıyla
cmd-buy = Tema satın al: /buy <tema>
cmd-lang = Dil: /lang fa, tr, en ya da ru
cmd-rules = Kuralların tamamı: /rules <tür>
cmd-tips = Oyun ipuçları: /tips <tür>
cmd-variants = Oynanabilen oyun türleri
cmd-help = Bütün komutlar
