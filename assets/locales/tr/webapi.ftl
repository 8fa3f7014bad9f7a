# Mini Uygulama sunucusu: tahtaların altındaki düğmesi ve API'nin retleri
# (sayfanın kendi sözleri webapp.ftl dosyasında).

webapi-button = 🎮 Uygulamada oyna
webapi-unauthorized = Bu tahtayı Telegram'dan açın: girişiniz doğrulanamadı ya da bir günden eski.
webapi-not-found = Böyle bir oyun yok.
webapi-may-not-watch = Bu oyunu yalnızca oyuncular ve oyunun sohbetinin üyeleri izleyebilir.
webapi-rate-limited = Aynı anda çok fazla istek var. Biraz bekleyip yeniden deneyin.
webapi-too-many-streams = Çok fazla tahta açık. Birini kapatıp yeniden deneyin.
webapi-bad-request = Bu istek okunamadı.
webapi-unavailable = Bot şu anda yanıt veremiyor. Biraz sonra yeniden deneyin.

# Çekirdeğin Mini Uygulama'daki Reddet düğmesine yanıtları (sohbette böyle bir komut yok).
draw-declined = { $player } beraberlik teklifini reddetti; oyun sürüyor.
draw-no-offer = Reddedilecek bir beraberlik teklifi yok.
