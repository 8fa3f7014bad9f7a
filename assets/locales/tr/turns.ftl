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
