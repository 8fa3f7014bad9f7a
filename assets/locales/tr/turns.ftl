# Sıra bildirimleri (issue 36) ve /notify.

turn-ping = { $player }, { $variant } oyununda sıra sende.
cmd-notify = Sıra bildirimleri: /notify on ya da off
dcmd-notify-name = bildirim
dcmd-notify = Sıra sana geldiğinde seni (yöneticiden gelirse buradaki herkesi) an
dopt-on-name = açık
dopt-on = Evet: bildirimleri aç; hayır: kapat
notify-status = Sıra bildirimleri: senin için { $you }, bu sohbette { $chat }. /notify on ya da /notify off ile değiştir.
notify-state-on = açık
notify-state-off = kapalı
notify-you-on = Sıra bildirimleri senin için açık: sıra sana gelince seni anacağım.
notify-you-off = Sıra bildirimleri senin için her sohbette kapalı. /notify on ile yeniden açarsın.
notify-chat-on = Bu sohbette sıra bildirimleri açık: sırası gelen her oyuncuyu anacağım.
notify-chat-off = Bu sohbette sıra bildirimleri herkes için kapalı. /notify on ile yeniden açılır.

# Rövanş ve hamle geri alma.

cmd-rematch = Rövanş: aynı oyun yeniden, renkler değişik
cmd-takeback = Son hamleni geri almayı iste
dcmd-rematch-name = rövanş
dcmd-rematch = Buradaki son oyunun rövanşını teklif et ya da kabul et, renkler değişir
dcmd-takeback-name = geri-al
dcmd-takeback = Rakibinden son hamleni geri almayı iste
button-rematch = 🔁 Rövanş
button-takeback-accept = ✅ Geri almayı kabul et
button-takeback-decline = ❌ Reddet
rematch-offered = { $player } renkler değişik bir rövanş teklif ediyor. Kabul için Rövanş'a bas ya da /rematch yaz.
rematch-already-offered = Rövanşı zaten teklif ettin; karar rakibinde.
rematch-no-game = Burada yeniden oynanacak, iki kişi arasında bitmiş bir oyun yok.
takeback-offered = { $player } son hamlesini geri almak istiyor.
takeback-accepted = { $player } kabul etti: hamle geri alındı.
takeback-declined = { $player } geri almayı reddetti: hamle geçerli.
takeback-two-players = Hamle geri alma yalnızca iki kişi arasındaki oyunlarda olur.
takeback-nothing = Henüz geri alınacak bir hamlen yok.
takeback-already = Zaten istedin; karar rakibinde.
takeback-none = Yanıtlanacak bir geri alma isteği yok (araya giren hamle isteği bitirir).
takeback-own = Geri alma isteğini sen değil, rakibin yanıtlar.
takeback-rated-off = Buradaki puanlı oyunlar hamle geri almaya izin vermiyor: hamleleri geçerli. Bir yönetici /takeback on ile izin verebilir.
takeback-rated-admins = Buradaki puanlı oyunlarda hamle geri almaya izin verilip verilmeyeceğini yalnızca grubun yöneticileri seçebilir.
takeback-rated-allowed = Bu sohbetteki puanlı oyunlar artık rakip kabul ederse hamle geri almaya izin veriyor. /takeback off yeniden yasaklar.
takeback-rated-forbidden = Bu sohbetteki puanlı oyunlar artık hamle geri almaya izin vermiyor: hamleleri geçerli.

# /games: açık ve süren oyunlarım.

cmd-games = Süren oyunlarım, tahtalarının bağlantılarıyla
dcmd-games-name = oyunlar
dcmd-games = Açık ve süren oyunların, tahtalarının bağlantılarıyla
games-none = Açık ya da süren oyunun yok. /new, /bot ya da /play ile başla.
games-list =
    Oyunların ({ $count }):
    { $games }
games-line = #{ $id } { $variant }, rakip { $opponent }: { $state }. { $where }
games-your-move = sıra sende
games-their-move = sıra rakipte
games-waiting = rakip bekleniyor
games-here = Tahta: bu sohbette.
games-link = Tahta: { $link }
games-private = Tahta: benimle özel sohbetinde.
games-elsewhere = Tahta: mesaj bağlantısı olmayan bir grupta.

# /challenge: adı verilen bir oyuncuya oyun.

cmd-challenge = Bir oyuncuya meydan oku: /challenge @ad <tür> [clock 30|5+3|1d]
dcmd-challenge-name = meydan-oku
dcmd-challenge = Buradaki bir oyuncuya meydan oku; 10 dakika içinde kabul eder ya da reddeder
button-challenge-accept = ✅ Kabul et
button-challenge-decline = ❌ Reddet
challenge-made = { $player }, { $opponent } adlı oyuncuya { $variant } için meydan okuyor. { $opponent }: { $minutes } dakika içinde kabul et ya da reddet.
challenge-in-private = Meydan okumayı ikinizin de bulunduğu bir grupta yap.
challenge-busy = { $opponent } odanızı gördüğü sohbette şu an oynuyor; o oyun bitince onu yeniden davet et.
challenge-self = Kendine meydan okuyamazsın.
challenge-none = Burada yanıtlanacak bir meydan okuma yok.
challenge-not-yours = Bu meydan okuma başkası için.
challenge-declined = { $player } meydan okumayı reddetti.
challenge-lapsed = Meydan okumaya { $minutes } dakika içinde yanıt gelmedi; iptal edildi.
