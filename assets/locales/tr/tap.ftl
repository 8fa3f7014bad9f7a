## Dokunmatik tahta (Telegram): tahtanın kareleri düğme olarak.

cmd-tap = Dokunmatik tahta: karelere dokunarak oyna
button-tap = ⌨ Dokunmatik tahta
button-tap-off = 🔢 Normal düğmeler
tap-on = Dokunmatik tahta açık: bir taşa, sonra gideceği kareye dokun. /tap ile geri dönersin.
tap-off = Dokunmatik tahta kapalı: normal düğmeler geri geldi. /tap ile yeniden açılır.
tap-unavailable = Dokunmatik tahta burada kullanılamaz (yalnızca Telegram'da).
tap-players-only = Bu oyunun tahtasını yalnızca oyuncuları ya da bir grup yöneticisi değiştirebilir.
tap-too-big = { $variant } tahtası dokunmatik tahta için fazla büyük; numaralı hamle listesini (/moves) kullan.
tap-cannot-move = { $square } karesinden şu an hamle yok.

## Satır içi mod: @bot ile herhangi bir sohbete gönderilen oyun.
inline-description = Buraya bir oyun gönder; Katıl'a ilk dokunan iki kişi oynar
inline-posted = { $variant }: yeni oyun. Oynamak için Katıl'a dokun; ilk katılan Beyaz, sonraki Siyah oynar.
