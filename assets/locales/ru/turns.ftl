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

# Реванш и возврат хода.

cmd-rematch = Реванш: та же партия снова, цвета меняются
cmd-takeback = Попросить вернуть ваш последний ход
dcmd-rematch-name = реванш
dcmd-rematch = Предложить или принять реванш последней партии здесь, цвета меняются
dcmd-takeback-name = вернуть-ход
dcmd-takeback = Попросить соперника вернуть ваш последний ход
button-rematch = 🔁 Реванш
button-takeback-accept = ✅ Вернуть ход
button-takeback-decline = ❌ Отказать
rematch-offered = { $player } предлагает реванш, цвета меняются. Нажмите «Реванш» или напишите /rematch, чтобы принять.
rematch-already-offered = Вы уже предложили реванш; решает соперник.
rematch-no-game = Здесь нет законченной партии двух игроков, чтобы сыграть её снова.
takeback-offered = { $player } просит вернуть свой последний ход.
takeback-accepted = { $player } согласился: ход возвращён.
takeback-declined = { $player } отказал: ход остаётся.
takeback-two-players = Возврат хода — только в партиях двух игроков.
takeback-nothing = Вам пока нечего возвращать.
takeback-already = Вы уже попросили; решает соперник.
takeback-none = Нет просьбы о возврате хода (сделанный ход её отменяет).
takeback-own = На вашу просьбу отвечает соперник, а не вы.
takeback-rated-off = Рейтинговые партии здесь не разрешают возврат хода: ходы остаются. Администратор может разрешить его командой /takeback on.
takeback-rated-admins = Разрешать ли возврат хода в рейтинговых партиях здесь, решают только администраторы группы.
takeback-rated-allowed = Теперь в рейтинговых партиях этого чата можно вернуть ход, если соперник согласен. /takeback off снова запрещает это.
takeback-rated-forbidden = В рейтинговых партиях этого чата больше нельзя вернуть ход: ходы остаются.

# /games: мои открытые и идущие партии.

cmd-games = Мои идущие партии со ссылками на доски
dcmd-games-name = партии
dcmd-games = Ваши открытые и идущие партии со ссылками на доски
games-none = У вас нет открытых или идущих партий. Начните: /new, /bot или /play.
games-list =
    Ваши партии ({ $count }):
    { $games }
games-line = #{ $id } { $variant }, соперник { $opponent }: { $state }. { $where }
games-your-move = ваш ход
games-their-move = ход соперника
games-waiting = ждёт соперника
games-here = Доска: в этом чате.
games-link = Доска: { $link }
games-private = Доска: в вашем личном чате со мной.
games-elsewhere = Доска: в группе без ссылок на сообщения.

# /challenge: партия для названного игрока.

cmd-challenge = Вызвать игрока: /challenge @имя <вариант> [clock 30|5+3|1d]
dcmd-challenge-name = вызов
dcmd-challenge = Вызвать игрока здесь на партию; он принимает или отклоняет за 10 минут
button-challenge-accept = ✅ Принять
button-challenge-decline = ❌ Отклонить
challenge-made = { $player } вызывает { $opponent } на партию: { $variant }. { $opponent }, примите или отклоните вызов в течение { $minutes } мин.
challenge-in-private = Вызывайте в группе, где вы оба есть.
challenge-busy = { $opponent } сейчас играет в чате, где видит вашу общую комнату; вызовите его снова, когда та партия закончится.
challenge-self = Нельзя вызвать самого себя.
challenge-none = Здесь нет вызова, на который можно ответить.
challenge-not-yours = Этот вызов адресован другому игроку.
challenge-declined = { $player } отклонил вызов.
challenge-lapsed = На вызов не ответили за { $minutes } мин.; он отменён.
