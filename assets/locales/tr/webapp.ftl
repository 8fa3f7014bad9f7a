## Mini App: Telegram'da bir oyunun düğmesiyle açılan tahta sayfası.
## Yer tutucuları sayfa kendisi doldurur; bu yüzden iletilerde seçici yok.

webapp-loading = Oyun yükleniyor…
webapp-no-game = Bu sayfa bir oyunu sohbetteki tahtasından açar, ama hiçbir oyun belirtilmedi.
webapp-error-network = Bota ulaşılamadı. Bağlantını kontrol edip yeniden dene.
webapp-error-status = Bot isteği reddetti (hata { $status }).
webapp-live = ● Canlı
webapp-reconnecting = Bağlantı koptu, yeniden bağlanılıyor…
webapp-title-clock = { $variant } · { $clock }
webapp-flip = Tahtayı çevir
webapp-white = Beyaz
webapp-black = Siyah
webapp-piece-wm = beyaz taş
webapp-piece-wk = beyaz dama
webapp-piece-wp = beyaz paraşütçü
webapp-piece-bm = siyah taş
webapp-piece-bk = siyah dama
webapp-piece-bp = siyah paraşütçü
webapp-square-piece = { $square }, { $piece }
webapp-square-empty = { $square }, boş
webapp-square-target = { $label }, buraya oyna
webapp-your-move = Sıra sende.
webapp-waiting = { $name } oynayacak, bekleniyor.
webapp-white-to-move = Sıra Beyaz'da.
webapp-black-to-move = Sıra Siyah'ta.
webapp-watching = İzliyorsun.
webapp-choose-landing = { $square } karesine birden çok yol var: taşın sıradaki konacağı kareye dokun.
webapp-draw-offered-to-you = { $name } beraberlik teklif ediyor.
webapp-draw-offered-by-you = Beraberlik teklif ettin; yanıt bekleniyor.
webapp-draw-offered-by = { $name } beraberlik teklif etti.
webapp-offer-draw = Beraberlik teklif et
webapp-accept-draw = Beraberliği kabul et
webapp-decline-draw = Beraberliği reddet
webapp-resign = Terk et
webapp-resign-confirm = Terk etmek için yeniden dokun
webapp-result = Oyun bitti ({ $score }): { $text }
webapp-clock-days = { $days } g { $hours } sa
