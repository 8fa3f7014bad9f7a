# Уведомления о ходе (issue 36) и /notify.

turn-ping = { $player }, ваш ход: { $variant }.
cmd-notify = Уведомления о ходе: /notify on или off
dcmd-notify-name = уведомления
dcmd-notify = Упоминать вас (а от админа — всех здесь), когда ваш ход
dopt-on-name = вкл
dopt-on = Да — включить уведомления, нет — выключить
notify-status = Уведомления о ходе: для вас { $you }, в этом чате { $chat }. Изменить: /notify on или /notify off.
notify-state-on = вкл.
notify-state-off = выкл.
notify-you-on = Уведомления о ходе для вас включены: я упомяну вас, когда будет ваш ход.
notify-you-off = Уведомления о ходе для вас выключены во всех чатах. Включить снова: /notify on.
notify-chat-on = Уведомления о ходе в этом чате включены: я упомяну каждого игрока, когда его ход.
notify-chat-off = Уведомления о ходе в этом чате выключены для всех. Включить снова: /notify on.
