## Çekirdeğin gündelik sohbet mesajları. Kurallar, ipuçları ve yardım reference.ftl dosyasında.

welcome = damabot'a hoş geldin! İran daması, Türk daması, İngiliz daması, Rus daması, uluslararası dama ve 16 oyun daha burada, sohbetin içinde. Hepsinin listesi: /variants.
error-internal = Kusura bakma, benim tarafımda bir şeyler ters gitti. Yaptığın hiçbir şey kaybolmadı; lütfen tekrar dene.
error-conflict = Oyun tam o anda değişti. Lütfen tahtaya bakıp tekrar dene.
error-kept = Şu anda hiçbir şeyi kaydedemiyorum, bu yüzden bu bekliyor: elimden gelir gelmez yapacağım. Tekrar göndermene gerek yok.

## "{ $color } oynar", "{ $color } kazandı" gibi cümlelerin içinde kullanılır.
color-white = Beyaz
color-black = Siyah

## Oyuncu adları
name-user = { $name }
name-bot = 🤖 Bot (seviye { $level })
name-open-seat = (boş koltuk)

## Tahta başlıkları
caption-players = { $variant }: ⚪ { $white } - ⚫ { $black }
caption-last = Son hamle: { $move }
caption-waiting = Rakip bekleniyor: /join
caption-waiting-inline = Rakip bekleniyor: Katıl'a dokun.
caption-turn = { $color } oynar: { $player }
caption-turn-local = { $color } oynar (cihazı karşı tarafa ver)
caption-aborted = Oyun iptal edildi.
caption-win = 🏆 { $color } kazandı: { $player }. { $reason }
caption-draw = 🤝 Berabere. { $reason }
caption-mars = ⭐ Mars! Kazanan tek bir taş bile kaybetmedi.
caption-mars-anti = ⭐ Mars! Kaybeden tek bir taş bile veremedi.
caption-draw-offer = { $color } beraberlik teklif ediyor: kabul için /draw, reddetmek için hamleni yap.
caption-clock = ⏱ Hamle başına { $secs } sn.
caption-fischer = ⏱ { $minutes }+{ $increment }: ⚪ { $white } · ⚫ { $black }
caption-days = ⏱ Hamle başına { $days } gün.

## Oyun neden bitti
reason-no-pieces = Rakibin hiç taşı kalmadı.
reason-no-moves = Rakibin geçerli hamlesi kalmadı.
reason-resignation = Rakip teslim oldu.
reason-time-forfeit = Rakibin süresi çok kez doldu.
reason-flag-fall = Rakibin süresi doldu.
reason-timeout-draw = Bir tarafın süresi doldu, ama öbür taraf kalan taşlarla kazanamazdı.
reason-agreement = İki oyuncu anlaştı.
reason-repetition = Aynı pozisyon üç kez tekrarlandı.
reason-one-king-each = İki tarafta da yalnız birer dama kaldı.
reason-one-piece-each = İki tarafta da yalnız birer taş kaldı.
reason-no-capture-limit = Çok uzun süre taş yenmeden oynandı.
reason-king-moves-limit = Çok uzun süre yalnız damalarla ve taş yemeden oynandı.
reason-mutual-impotence = İki taraf da 50'şer hamle taş yemeden ve normal taş oynatmadan oynadı.
reason-lone-king-limit = Güçlü taraf yalnız kalan damayı zamanında yakalayamadı.
reason-material-unchanged = Taşlar çok uzun süre hiç değişmedi.
reason-anti-no-pieces = Kazananın hiç taşı kalmadı; Anti damada bu kazandırır.
reason-anti-no-moves = Kazananın geçerli hamlesi kalmadı; Anti damada bu kazandırır.

## Hamleler ve retler
board-stale = Bu düğme eski bir tahtaya ait. En yenisini kullan ya da /board yaz.
move-number-range = { $number } numaralı bir hamle yok: 1 ile { $max } arasında seç (bkz. /moves).
no-game-here = Bu sohbette oyun yok. /new <tür>, /bot <tür> ya da /local <tür> ile bir tane başlat.
game-not-started = Oyun henüz başlamadı: ikinci bir oyuncunun katılmasını bekliyor.
not-your-turn = Sıra sende değil: { $color } ({ $player }) oynayacak.
not-a-player = Bu oyunda oyuncu değilsin. Kendi oyununu /new <tür> ile başlat.
move-syntax = "{ $input }" ifadesini hamle olarak anlayamadım. { $example } gibi yaz ya da /moves listesinden birini seç.
move-ambiguous = "{ $input }" birden fazla yola uyuyor: { $candidates }. Yolun tamamını yaz.
capture-required = Taş yemek zorunlu. { $count ->
    [one] Geçerli yeme: { $captures }
   *[other] Geçerli yemeler: { $captures }
}
capture-required-many = Taş yemek zorunlu: { $count } geçerli yeme var, /moves listesine bak.
capture-unfinished = "{ $input }" bir yemenin ortasında bitiyor: taş yemeye devam etmeli. { $count ->
    [one] Yolun tamamını yaz: { $routes }
   *[other] { $count } şekilde devam edebilir; istediğin yolun tamamını yaz: { $routes }
}
move-no-piece = { $square } karesinde taş yok.
move-not-your-piece = { $square } karesindeki taş senin değil.
move-illegal = "{ $input }" burada geçerli bir hamle değil. Geçerli hamleler için /moves.
move-unknown-square = { $square } bu tahtanın bir karesi değil.
move-refused =
    { $reason }
    { $options }
move-options-piece = { $square } karesindeki taşın hamleleri: { $moves }
move-options = { $count ->
    [one] Geçerli hamle: { $moves }
   *[other] Geçerli hamleler: { $moves }
}
move-options-many = { $count } geçerli hamle var, örneğin: { $moves }

## Süre
clock-warning = ⏳ { $player }, hamle için { $secs ->
    [one] son 1 saniyen
   *[other] { $secs } saniyen
} kaldı.
clock-auto-move = ⌛ Süre doldu: { $player } yerine { $move } hamlesini ben oynadım (üst üste süre aşımı: { $count }/{ $max }).
clock-forfeit = ⌛ { $player } üst üste { $count } kez süre aşımına düştü ve oyunu hükmen kaybetti.
clock-flag = ⌛ { $player } için süre doldu.
clock-reminder = ⏰ { $player }, sıra sende: sürenin dolmasına { $hours } saat kaldı; hamle yapmazsan süreden kaybedersin.

## Oyun masası
game-exists = Bu sohbette zaten bir oyun sürüyor. /board ile görebilirsin.
new-in-private = Özel sohbete başka kimse katılamaz. /bot { $variant }, /local { $variant }, /play { $variant } ya da /room { $variant } dene.
game-full = Bu oyunda zaten iki oyuncu var.
join-own-game = Bu oyunu sen açtın; başka bir oyuncu katılınca başlar.
draw-local = Tek cihazlı oyunda iki taraf da sende; beraberliğe masada karar verin.
draw-bot-declines = 🤖 Bot beraberliği kabul etmedi ve oynamaya devam ediyor.
draw-already-offered = Zaten beraberlik teklif ettin; rakip /draw ile kabul edebilir.
draw-offered = { $player } beraberlik teklif ediyor. Kabul için /draw, reddetmek için hamleni yap.
abort-too-late = İki taraf da ikişer hamle yaptı, oyun artık sayılıyor ve iptal edilemez; bunun yerine /resign kullan.
abort-rated-counts = Bu puanlı oyun sayılıyor (iki taraf da ikişer hamle yaptı), bu yüzden bir yönetici bile iptal edemez: oyun hamlelerle, terkle, anlaşmayla ya da saatle biter.
game-aborted = Oyun iptal edildi.
plain-text-hint = Neler yapabildiğimi görmek için /help yaz.

## Bilgi
variants-line = { $id }: { $name } — { $size }
variants-list =
    Sunduğum oyunlar:
    { $lines }
    Birini /new <tür> ile başlat, örneğin /new { $example }. Adlar her dilde anlaşılır: /new rusça, /new brezilya.
variants-group-classic =
    Botun klasikleri:
    { $lines }
variants-group-international =
    Uluslararası dama ve akrabaları:
    { $lines }
variants-group-special =
    Özel oyunlar (BrainKing'den):
    { $lines }
board-size-dark = { $files }×{ $ranks }, { $count } koyu kare
board-size-all = { $files }×{ $ranks }, { $count } karenin hepsi
board-size-points = { $files }×{ $ranks } nokta
lang-current = Dilin: { $lang }. Değiştirmek için /lang fa, /lang tr, /lang en ya da /lang ru.
lang-set = Artık seninle Türkçe konuşacağım.
theme-current = Tahta teman: { $theme }. Temalar: { $themes }. Seçmek için /theme <ad>.
theme-set = Tahta teması { $theme } olarak ayarlandı.
theme-unknown = "{ $theme }" diye bir tema yok. Temalar: { $themes }.

## Hatalı argümanlar
invalid-variant = "{ $name }" diye bir oyun bilmiyorum. Şunlardan birini seç: { $variants }.
invalid-variant-guess = "{ $name }" diye bir oyun bilmiyorum. Bunu mu demek istedin? { $guess }: { $variant }
missing-variant = Hangi oyun? /{ $command } <tür> yaz; <tür> yerine şunlardan biri: { $variants }.
missing-move = Hamleyi komuttan sonra yaz, örneğin /m c3-c4, ya da /moves listesinden birini seç.
invalid-level = Botun seviyesi 1 ile 8 arasında, "{ $level }" değil. Örneğin: /bot { $example } 4.
invalid-lang = Farsça (fa), Türkçe (tr), İngilizce (en) ve Rusça (ru) konuşuyorum, "{ $lang }" değil. Örneğin: /lang tr.
invalid-clock = "{ $secs }" süresi olmaz: hamle başına saniye ({ $min } ile { $max } arası), dakika+artış olarak oyun saati (5+3 gibi) ya da hamle başına gün (1d ile { $days }d arası) yaz. Örneğin: /new { $example } clock 5+3.
invalid-code = "{ $code }" bir oda kodu değil. Kodlar K7MPQ2XH4RT gibi olur.
invalid-position = "{ $fen }", bir { $variant } oyununun başlayabileceği bir konum değil (her tarafın en az bir taşı, sırası gelen tarafın da yasal bir hamlesi olmalı). Başlangıç konumu gibi yaz: { $example }
invalid-position-drawn = "{ $fen }", { $variant } oyununda zaten berabere: { $reason } Bu konumdan başlayan bir oyun ilk hamleden önce biterdi. Oynanacak bir şey kalan bir konumdan başla, örneğin başlangıç konumundan: { $example }
missing-text = Mesajını /say komutundan sonra yaz, örneğin /say iyi şanslar!
missing-theme = Hangi tema? /buy <tema> yaz; <tema> yerine şunlardan biri: { $themes }.
unknown-command = /{ $command } diye bir komut bilmiyorum. Komut listesi için /help yaz.
unknown-command-guess = /{ $command } diye bir komut bilmiyorum. Bunu mu demek istedin: /{ $guess }? Komut listesi için /help yaz.

## Aktarımlar
relay-sticker = { $name } bir çıkartma gönderdi:
relay-reaction = { $name } { $emoji } ile tepki verdi

## Hamle listesi
moves-header = { $count ->
    [one] 1 geçerli hamle
   *[other] { $count } geçerli hamle
} (sayfa { $page }/{ $pages }). Birine dokun ya da /m <numara> yaz:
moves-header-typed = { $count ->
    [one] 1 geçerli hamle
   *[other] { $count } geçerli hamle
} (sayfa { $page }/{ $pages }). Birini oynamak için /m <numara> yaz (başka sayfa: /moves <sayfa>):

## Düğmeler
button-join = ✋ Katıl
button-moves = 📋 Hamleler
button-play = Oyna
button-resign = 🏳 Teslim ol
button-offer-draw = 🤝 Beraberlik teklif et
button-accept-draw = 🤝 Beraberliği kabul et
button-board = 🔄 Tahta
button-rules = 📖 Kurallar

## Sonuçlar, puanlar ve jetonlar
result-coins = { $player } { $coins } jeton kazandı.
result-rated = { $player }: puan { $old } → { $new } ({ $delta ->
    [0] ±0
   *[other] { $delta }
}), { $coins } jeton.
rating-provisional = { $rating }?
rating-established = { $rating }

## İstatistikler ve sıralamalar
stats-unknown-user = Burada "{ $name }" adında bir oyuncu tanımıyorum.
stats-none = { $player } henüz hiç oyun bitirmedi.
stats-user =
    📊 { $player } (🪙 { $coins })
    { $lines }
stats-line = { $variant }: { $games } oyun, { $wins } G / { $losses } M / { $draws } B (%{ $winpct }), seri { $streak } (rekor { $best }), mars { $mars }, puan { $rating } ±{ $rd }
stats-variant =
    📊 { $variant }: { $total } bitmiş oyun
    ⚪ Beyaz kazandı: { $white } (%{ $whitepct })
    ⚫ Siyah kazandı: { $black } (%{ $blackpct })
    🤝 Berabere: { $draws } (%{ $drawpct })
top =
    🏆 { $variant }
    Bu sohbette:
    { $here }
    Genel:
    { $global }
    { $mine }
top-line = { $rank }. { $name }: { $rating } ±{ $rd }
top-empty = (henüz puanı olan kimse yok)
top-your-rank = Sıralamadaki yerin: { $rank }.
top-unranked = Henüz sıralamada değilsin: /play { $variant } ile puanlı bir oyun oyna.

## Puanlı sıra
queue-joined = { $variant } sırasındasın ({ $clock }). { $secs } saniye içinde oyuncu gelmezse karşına bir bot oturur. Çıkmak için /cancel.
time-control-move = hamle başına { $secs } sn
time-control-fischer = { $minutes }+{ $increment }
time-control-days = hamle başına { $days } gün
queue-left = { $variant } sırasından çıktın.
queue-not-in = Hiçbir sırada beklemiyorsun.
match-found = ⚔️ Puanlı { $variant }: ⚪ { $white } - ⚫ { $black }. Bol şans!

## Odalar ve aktarımlar
room-created = Özel { $variant } odan hazır. Bu kodu bir arkadaşına gönder; herhangi bir sohbetten, hatta başka bir platformdan /join <kod> ile katılabilir:
room-created-rated = Puanlı özel { $variant } odan hazır. Bu kodu bir arkadaşına gönder; herhangi bir sohbetten, hatta başka bir platformdan /join <kod> ile katılabilir:
room-code = { $code }
room-rate-limited = Çok fazla yanlış kod girildi. Lütfen tekrar denemeden önce birkaç dakika bekle.
room-not-found = { $code } kodlu açık bir oda yok. Kodu arkadaşınla kontrol et.
room-full = { $code } odasında zaten iki oyuncu var. /watch { $code } ile izleyebilirsin.
room-over = { $code } odasındaki oyun bitti. /room <tür> ile yeni bir oda aç.
room-watching = { $code } odasını izliyorsun. Çıkartmalar, tepkiler ve /say mesajları oyunculara ulaşır.
room-player-joined = { $name } odaya katıldı. Oyun başlıyor!
room-spectator-joined = { $name } odayı izliyor.
relay-say = 💬 { $name }: { $text }
relay-sticker-emoji = { $name } bir { $emoji } çıkartması gönderdi
relay-throttled = Biraz yavaş: odaya gönderdiğin mesajlar bir dakikalığına durduruldu.
say-no-room = Bir odada değilsin. /room <tür> ile oda kur ya da /join <kod> ile katıl.
relay-muted = Oda mesajları kapatıldı. Yeniden açmak için tekrar /mute.
relay-unmuted = Oda mesajları yeniden açık.
relay-failed = { $name } artık oda mesajlarını alamıyor (botu engellemiş olabilir). Oyun devam ediyor.

## Mağaza
shop-list =
    🛍 Tahta temaları (jetonun: 🪙 { $coins }):
    { $lines }
    /buy <tema> ile satın al, /theme <tema> ile kullan. Temalar yalnızca görünüşü değiştirir.
shop-line-free = { $theme }: ücretsiz
shop-line-owned = { $theme }: sende var
shop-line-price = { $theme }: 🪙 { $price }
shop-owned = { $theme } teması zaten sende: /theme { $theme } ile kullan.
shop-poor = { $theme } teması { $price } jeton; sende { $coins } jeton var. Daha fazlası için oyun kazan.
shop-bought = { $theme } temasını satın aldın! { $coins } jetonun kaldı. /theme { $theme } ile kullan.
theme-locked = { $theme } teması { $price } jeton: önce /buy { $theme }.

## Limits, the busy bot and games closed without a result
slow-down = ⏸ Aynı anda çok fazla komut: bunu YERİNE GETİRMEDİM. { $secs } saniye sonra yeniden gönder; o zamana kadar buradaki komutlar da yerine getirilmez (kendi oyunlarındaki hamlelerin yine oynanır).
bot-busy = 🤖 Botun şu anda düşünmesi gereken çok fazla oyunu var. Birazdan /board yaz, hamlesini yapsın.
local-owner-only = Bu tek cihazlı oyun { $player } oyuncusuna ait: yalnızca o hamle yapabilir, terk edebilir ya da oyunu iptal edebilir.
room-join-by-code = Bu oyun özel bir oda: kurucusunun verdiği kodla /join <kod> yazarak katıl.
game-aborted-by-admin = Oyun, bu sohbetin yöneticilerinden { $name } tarafından iptal edildi. Hiçbir puan değişmedi.
game-aborted-early = Oyun, iki taraf da ikişer hamle yapmadan bitti, bu yüzden iptal edildi: sonuç yok, puan değişmedi, mars ve jeton yok.
game-abandoned = Oyun kapatıldı, çünkü { $days } gündür kimse hamle yapmadı. Hiçbir puan değişmedi.
result-too-short = { $player } jeton kazanmadı: bir oyun ancak en az { $moves } hamle sürerse jeton verir.
result-coins-capped = { $player } bu oyundan jeton kazanmadı: herhangi bir 24 saat içinde en fazla { $games } oyun için jeton verilir.
result-unrated-pair = { $player }: puan değişmedi, çünkü aynı iki oyuncu herhangi bir 24 saat içinde birbirinin puanını en fazla { $games } oyunda değiştirebilir.
stats-other =
    📊 { $player }
    { $lines }

## Game records
record-caption = 📜 Oyun #{ $id }: { $variant }, ⚪ { $white } - ⚫ { $black }, { $result }, { $moves } hamle
record-none = Bu sohbette henüz oyun oynanmadı. Bir oyunu numarasıyla iste, örneğin /pdn 12; oyunlarını /history listeler.
record-unknown = #{ $id } numaralı bir oyun yok. Oyunlarını numaralarıyla birlikte /history listeler.
record-running = #{ $id } numaralı oyun hâlâ sürüyor. Bitene kadar kaydı yalnızca kendi sohbetinde gösterilir.
load-missing = /load sonrasına bir oyun yapıştır: bir PDN kaydı (etiketleri ve hamleleri) ya da bir tür ve bir konum, örneğin /load russian W:Wg7:Bd6. Ya da /load'a bir .pdn dosyası ekle veya böyle bir dosyası olan mesaja /load ile yanıt ver.
load-not-pdn = Bunu PDN kaydı olarak okuyamadım: bir etiket, yorum ya da varyant kapanmamış. Kaydın tamamını ya da bir tür ve bir konum yapıştır, örneğin /load russian W:Wg7:Bd6.
load-game-type = Kaydın oyun türü (GameType "{ $type }") oynadığım bir oyun değil; /variants hepsini listeler.
load-fen = Kaydın başlangıç konumu "{ $fen }" bu oyunun bir konumu değil.
load-move = Kaydın { $ply }. hamlesi "{ $move }" orada geçerli değil; kayıt yeniden oynanamıyor.
load-over = Bu oyun zaten bitmiş: oynanacak bir şey kalmadı.
load-file-too-large = Bu dosya çok büyük: /load en fazla { $kib } KiB'lık kayıtları okur. Daha kısa bir kayıt gönder ya da oyunu /load sonrasına yapıştır.
load-file-unavailable = Ekteki dosyayı alamadım, bu yüzden hiçbir şey yüklenmedi. Yeniden gönder ya da oyunu /load sonrasına yapıştır.
load-file-not-text = Ekteki dosya metin değil, bu yüzden bir PDN kaydı olamaz. Bir .pdn dosyası ekle ya da oyunu /load sonrasına yapıştır.
invalid-game-id = "{ $id }" bir oyun numarası değil. Şöyle yaz: /game 12; oyunlarını /history listeler.
missing-game-id = Hangi oyun? Numarasını yaz, örneğin /game 12; oyunlarını /history listeler.
history =
    📜 { $player }: biten son oyunlar
    { $lines }
history-line = #{ $id } · { $date } · { $variant } · rakip { $opponent } · { $result } ({ $reason })
history-won = ✅ galibiyet
history-lost = ❌ mağlubiyet
history-draw = 🤝 beraberlik
history-local = aynı cihazda iki oyuncu
history-local-win = { $color } kazandı
why-no-pieces = taş kalmadı
why-no-moves = hamle kalmadı
why-resignation = teslim
why-time-forfeit = süre bitti
why-timeout-draw = süre bitti, kazanacak taş yok
why-agreement = anlaşmalı beraberlik
why-repetition = konum tekrarı
why-one-king-each = iki tarafta birer dama
why-one-piece-each = iki tarafta birer taş
why-no-capture-limit = uzun süre taş alınmadı
why-king-moves-limit = çok fazla dama hamlesi
why-mutual-impotence = ilerleme yok
why-lone-king-limit = yalnız dama zamanında yakalanmadı
why-material-unchanged = taşlar uzun süre değişmedi
button-pdn = 📄 PDN
button-replay = 🎞 Tekrar izle
