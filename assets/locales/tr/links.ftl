# Bağlı hesaplar (issue 36): /link ve /unlink.

cmd-link = Telegram ve Discord hesaplarını bağla: /link, sonra diğerinde /link <kod>
dcmd-link-name = bağla
dcmd-link = Telegram ve Discord hesaplarını bağla: bir kod al ya da kullan
cmd-unlink = Bu hesabın diğer hesaplarına bağını kaldır
dcmd-unlink-name = bağı-kaldır
dcmd-unlink = Bu hesabın diğer platformlardaki hesaplarına bağını kaldır
platform-telegram = Telegram
platform-discord = Discord
platform-console = konsol
link-account = { $name } ({ $platform })
link-in-private = Bağlantı kodunu benden özel sohbette iste: kod hesabının anahtarıdır.
link-code = Bağlantı kodun aşağıda. { $minutes } dakika içinde, sonraki mesajı olduğu gibi diğer platformdaki (Telegram ya da Discord) hesabından bana gönder. Kod bir kez çalışır.
link-command = /link { $code }
link-status =
    Bu hesap zaten şunlara bağlı:
    { $accounts }
link-rate-limited = Hesabından çok fazla yanlış kod denendi. Lütfen tekrar denemeden önce birkaç dakika bekle.
link-code-wrong = { $code } diye bir bağlantı kodu yok. Kodu kontrol et ya da diğer hesabından /link ile yenisini iste.
link-code-used = Bu bağlantı kodu zaten kullanıldı: bir kod bir kez bağlar. /link ile yenisini iste.
link-code-expired = Bu bağlantı kodunun süresi doldu: bir kod { $minutes } dakika geçerlidir. /link ile yenisini iste.
link-own-code = Bu kod bu hesabın kendi kodu: onu diğer platformdaki hesabından gönder.
link-already =
    Bu hesaplar zaten bağlı. Bu hesap şunlara bağlı:
    { $accounts }
link-platform-taken = Böylece { $platform } üzerinde iki hesabın olurdu; bir oyuncu her platformda bir hesap bağlar. Önce istemediğin hesaptan /unlink gönder.
link-done =
    Bağlandı! Bu hesap ve
    { $accounts }
    artık tek oyuncu: /games hepsinin oyunlarını listeler ve aralarındaki puanlı bir oyun puanı değiştirmez. /unlink bunu geri alır.
link-none = Bu hesap başka bir hesaba bağlı değil. /link ile bağlayabilirsin.
unlink-done =
    Bu hesabın artık şunlara bağı yok:
    { $accounts }
unlink-notice = { $account } artık bu hesaba bağlı değil: oradan /unlink gönderildi. Buradaki /games artık onun oyunlarını listelemez ve ona karşı oynanan oyunlar yeniden sayılır.
games-private-on = Tahta: { $platform } üzerinde benimle özel sohbetinde.
games-elsewhere-on = Tahta: { $platform } üzerinde mesaj bağlantısı olmayan bir grupta.
result-linked = { $player }: jeton yok, puan değişmedi ve oyun /stats ile /top içinde sayılmaz, çünkü iki taraf da aynı oyuncunun hesapları (/link ile bağlı).
game-unrated-linked = Bu oyun puanlı değil: iki taraf da aynı oyuncunun hesapları (/link ile bağlı).
