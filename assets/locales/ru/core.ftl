## Повседневные сообщения ядра. Правила, советы и справка — в reference.ftl и variants.ftl.

welcome = Добро пожаловать в damabot! Играйте в персидские, турецкие, английские, русские, международные шашки и ещё 16 игр прямо здесь, в чате. Весь список: /variants.
error-internal = Простите, у меня что-то пошло не так. Ваши ходы не потерялись; попробуйте ещё раз.
error-conflict = Партия изменилась в тот же момент. Посмотрите на доску и попробуйте ещё раз.
error-kept = Сейчас я не могу ничего сохранить, поэтому это подождёт: я выполню это, как только смогу. Отправлять ещё раз не нужно.

## Подставляется во фразы вроде «{ $color } ходят», «{ $color } выиграли».
color-white = Белые
color-black = Чёрные

## Имена игроков
name-user = { $name }
name-bot = 🤖 Бот (уровень { $level })
name-open-seat = (свободное место)

## Подписи к доске
caption-players = { $variant }: ⚪ { $white } — ⚫ { $black }
caption-last = Последний ход: { $move }
caption-waiting = Ждём соперника: /join
caption-waiting-inline = Ждём соперника: нажмите «Присоединиться».
caption-turn = Ход: { $color } — { $player }
caption-turn-local = Ход: { $color } (передайте устройство)
caption-aborted = Партия отменена.
caption-win = 🏆 Победа: { $color } — { $player }. { $reason }
caption-draw = 🤝 Ничья. { $reason }
caption-mars = ⭐ Марс! Победитель не потерял ни одной шашки.
caption-mars-anti = ⭐ Марс! Проигравший не отдал ни одной шашки.
caption-draw-offer = { $color } предлагают ничью: /draw — согласиться, ход — отказаться.
caption-clock = ⏱ { $secs } с на ход.
caption-fischer = ⏱ { $minutes }+{ $increment }: ⚪ { $white } · ⚫ { $black }
caption-days = ⏱ { $days ->
    [one] { $days } день
    [few] { $days } дня
   *[other] { $days } дней
} на ход.

## Почему партия закончилась
reason-no-pieces = У соперника не осталось шашек.
reason-no-moves = У соперника нет ходов.
reason-resignation = Соперник сдался.
reason-time-forfeit = Соперник слишком часто не укладывался во время.
reason-flag-fall = У соперника вышло время.
reason-timeout-draw = У одной стороны вышло время, но другая не могла выиграть оставшимся материалом.
reason-agreement = По согласию игроков.
reason-repetition = Одна и та же позиция повторилась три раза.
reason-one-king-each = У каждой стороны осталось по одной дамке.
reason-one-piece-each = У каждой стороны осталось по одной шашке.
reason-no-capture-limit = Слишком много ходов без взятия.
reason-king-moves-limit = Слишком много ходов одними дамками без взятия.
reason-mutual-impotence = По 50 ходов без взятия и без хода простой шашкой.
reason-lone-king-limit = Сильнейшая сторона не успела поймать одинокую дамку.
reason-material-unchanged = Соотношение сил слишком долго не менялось.
reason-anti-no-pieces = У победителя не осталось шашек — в поддавках это победа.
reason-anti-no-moves = У победителя не осталось ходов — в поддавках это победа.

## Ходы и отказы
board-stale = Эта кнопка от старой доски. Используйте самую новую или /board.
move-number-range = Хода номер { $number } нет: выберите от 1 до { $max } (см. /moves).
no-game-here = В этом чате нет партии. Начните её: /new <вариант>, /bot <вариант> или /local <вариант>.
game-not-started = Партия ещё не началась: ждём, когда присоединится второй игрок.
not-your-turn = Сейчас не ваш ход: ходят { $color } ({ $player }).
not-a-player = Вы не участвуете в этой партии. Начните свою: /new <вариант>.
move-syntax = Не могу понять «{ $input }» как ход. Пишите, например, { $example } или выберите ход из /moves.
move-ambiguous = «{ $input }» подходит под несколько путей: { $candidates }. Напишите путь целиком.
capture-required = Бить обязательно. { $count ->
    [one] Возможное взятие: { $captures }
   *[other] Возможные взятия: { $captures }
}
capture-required-many = Бить обязательно: есть { $count ->
    [one] { $count } взятие
    [few] { $count } взятия
   *[other] { $count } взятий
}, смотрите /moves.
capture-unfinished = «{ $input }» обрывается посреди взятия: шашка должна бить дальше. { $count ->
    [1] Напишите весь путь: { $routes }
   *[other] Продолжить можно по-разному; напишите весь путь нужного взятия: { $routes }
}
move-no-piece = На { $square } нет шашки.
move-not-your-piece = Шашка на { $square } не ваша.
move-illegal = «{ $input }» — недопустимый ход. Список разрешённых ходов: /moves.
move-unknown-square = { $square } — не поле этой доски.
move-refused =
    { $reason }
    { $options }
move-options-piece = Шашка на { $square } может пойти: { $moves }
move-options = { $count ->
    [one] Возможный ход: { $moves }
   *[other] Возможные ходы: { $moves }
}
move-options-many = { $count ->
    [one] Есть { $count } возможный ход, например: { $moves }
    [few] Есть { $count } возможных хода, например: { $moves }
   *[other] Есть { $count } возможных ходов, например: { $moves }
}

## Часы
clock-warning = ⏳ { $player }, на ход { $secs ->
    [one] осталась { $secs } секунда
    [few] осталось { $secs } секунды
   *[other] осталось { $secs } секунд
}.
clock-auto-move = ⌛ У игрока { $player } вышло время, поэтому я сходил за него: { $move } (просрочка { $count } из { $max } подряд).
clock-forfeit = ⌛ { $player } { $count ->
    [one] { $count } раз подряд
    [few] { $count } раза подряд
   *[other] { $count } раз подряд
} не уложился во время и проигрывает партию.
clock-flag = ⌛ У игрока { $player } вышло время.
clock-reminder = ⏰ { $player }, ваш ход: до конца времени { $hours ->
    [one] остался { $hours } час
    [few] осталось { $hours } часа
   *[other] осталось { $hours } часов
}; если не сходите, партия будет проиграна по времени.

## Игровой стол
game-exists = В этом чате уже идёт партия. Показать её: /board.
new-in-private = В личном чате никто не сможет присоединиться. Попробуйте /bot { $variant }, /local { $variant }, /play { $variant } или /room { $variant }.
game-full = В этой партии уже два игрока.
join-own-game = Эту партию открыли вы; она начнётся, когда присоединится другой игрок.
draw-local = В партии на одном устройстве обе стороны ваши: просто договоритесь за доской.
draw-bot-declines = 🤖 Бот отказывается от ничьей и играет дальше.
draw-already-offered = Вы уже предложили ничью; соперник может согласиться через /draw.
draw-offered = { $player } предлагает ничью. Согласиться — /draw, отказаться — сделать ход.
abort-too-late = Обе стороны сделали по два хода, партия засчитывается, и отменить её уже нельзя; сдаться можно через /resign.
abort-rated-counts = Эта рейтинговая партия засчитывается (обе стороны сделали по два хода), поэтому её не может отменить даже администратор: она закончится игрой, сдачей, соглашением или по часам.
game-aborted = Партия отменена.
plain-text-hint = Наберите /help, чтобы узнать, что я умею.

## Сведения
variants-line = { $id }: { $name } — { $size }
variants-list =
    Игры, в которые можно сыграть:
    { $lines }
    Начните партию командой /new <вариант>, например /new { $example }. Названия понимаются на любом языке: /new шашки, /new поддавки.
variants-group-classic =
    Классика бота:
    { $lines }
variants-group-international =
    Международные шашки и их родня:
    { $lines }
variants-group-special =
    Особые игры (с BrainKing):
    { $lines }
board-size-dark = { $files }×{ $ranks }, { $count } { $count ->
    [one] тёмное поле
    [few] тёмных поля
   *[other] тёмных полей
}
board-size-all = { $files }×{ $ranks }, все { $count } { $count ->
    [one] поле
    [few] поля
   *[other] полей
}
board-size-points = { $files }×{ $ranks } точек
lang-current = Ваш язык: { $lang }. Сменить: /lang fa, /lang tr, /lang en или /lang ru.
lang-set = Теперь я говорю с вами по-русски.
theme-current = Ваша тема доски: { $theme }. Темы: { $themes }. Выбрать: /theme <название>.
theme-set = Тема доски: { $theme }.
theme-unknown = Темы «{ $theme }» нет. Темы: { $themes }.

## Неверные аргументы
invalid-variant = Я не знаю игру «{ $name }». Выберите одну из: { $variants }.
invalid-variant-guess = Я не знаю игру «{ $name }». Может быть, вы имели в виду { $guess }: { $variant }?
missing-variant = Какую игру? Напишите /{ $command } <вариант>, где вариант — один из: { $variants }.
missing-move = Напишите ход после команды, например /m c3-d4, или выберите его в /moves.
invalid-level = Уровень бота — от 1 до 8, а не «{ $level }». Например: /bot { $example } 4.
invalid-lang = Я говорю на fa, tr, en и ru, но не на «{ $lang }». Например: /lang ru.
invalid-clock = Часы «{ $secs }» невозможны: укажите секунды на ход (от { $min } до { $max }), партийные часы как минуты+добавка (например, 5+3) или дни на ход (от 1d до { $days }d). Например: /new { $example } clock 5+3.
invalid-code = «{ $code }» — не код комнаты. Коды выглядят так: K7MPQ2XH4RT.
invalid-position = «{ $fen }» — не позиция, с которой может начаться партия «{ $variant }» (у каждой стороны должна быть хотя бы одна шашка, а у стороны, чей ход, — ход). Пишите как начальную позицию: { $example }
invalid-position-drawn = «{ $fen }» — в партии «{ $variant }» это уже ничья: { $reason } Партия из этой позиции закончилась бы до первого хода. Начните с позиции, где ещё есть что играть, например с начальной: { $example }
missing-text = Напишите сообщение после /say, например /say удачи!
missing-theme = Какую тему? Напишите /buy <тема>, где тема — одна из: { $themes }.
unknown-command = Я не знаю команду /{ $command }. Список команд: /help.
unknown-command-guess = Я не знаю команду /{ $command }. Может быть, вы имели в виду /{ $guess }? Список команд: /help.

## Пересылка
relay-sticker = { $name } прислал(а) стикер:
relay-reaction = { $name } отреагировал(а): { $emoji }

## Список ходов
moves-header = { $count ->
    [one] { $count } возможный ход
    [few] { $count } возможных хода
   *[other] { $count } возможных ходов
} (страница { $page }/{ $pages }). Нажмите на ход или наберите /m <номер>:
moves-header-typed = { $count ->
    [one] { $count } возможный ход
    [few] { $count } возможных хода
   *[other] { $count } возможных ходов
} (страница { $page }/{ $pages }). Чтобы сыграть ход, наберите /m <номер> (другая страница: /moves <страница>):

## Кнопки
button-join = ✋ Присоединиться
button-moves = 📋 Ходы
button-play = Ходить
button-resign = 🏳 Сдаться
button-offer-draw = 🤝 Предложить ничью
button-accept-draw = 🤝 Принять ничью
button-board = 🔄 Доска
button-rules = 📖 Правила

## Итоги, рейтинг и монеты
result-coins = { $player } получает монеты: { $coins }.
result-rated = { $player }: рейтинг { $old } → { $new } ({ $delta ->
    [0] ±0
   *[other] { $delta }
}), монеты: { $coins }.
rating-provisional = { $rating }?
rating-established = { $rating }

## Статистика и таблицы
stats-unknown-user = Я не знаю здесь игрока «{ $name }».
stats-none = { $player } ещё не доиграл(а) ни одной партии.
stats-user =
    📊 { $player } (🪙 { $coins })
    { $lines }
stats-line = { $variant }: партий { $games }, +{ $wins } −{ $losses } ={ $draws } ({ $winpct }%), серия { $streak } (лучшая { $best }), марсов { $mars }, рейтинг { $rating } ±{ $rd }
stats-variant =
    📊 { $variant }: завершённых партий — { $total }
    ⚪ Побед белых: { $white } ({ $whitepct }%)
    ⚫ Побед чёрных: { $black } ({ $blackpct }%)
    🤝 Ничьих: { $draws } ({ $drawpct }%)
top =
    🏆 { $variant }
    В этом чате:
    { $here }
    Везде:
    { $global }
    { $mine }
top-line = { $rank }. { $name }: { $rating } ±{ $rd }
top-empty = (пока никого в рейтинге)
top-your-rank = Ваше место: { $rank }.
top-unranked = У вас ещё нет рейтинга: сыграйте рейтинговую партию, /play { $variant }.

## Рейтинговая очередь
queue-joined = Вы в очереди на { $variant } ({ $clock }). Если за { $secs } с соперник не найдётся, место займёт бот. Выйти: /cancel.
time-control-move = { $secs } с на ход
time-control-fischer = { $minutes }+{ $increment }
time-control-days = { $days ->
    [one] { $days } день
    [few] { $days } дня
   *[other] { $days } дней
} на ход
queue-left = Вы вышли из очереди на { $variant }.
queue-not-in = Вы не стоите ни в одной очереди.
match-found = ⚔️ Рейтинговая партия, { $variant }: ⚪ { $white } — ⚫ { $black }. Удачи!

## Комнаты и пересылка
room-created = Ваша закрытая комната ({ $variant }) готова. Отправьте этот код другу; он войдёт командой /join <код> из любого чата, даже на другой платформе:
room-created-rated = Ваша закрытая рейтинговая комната ({ $variant }) готова. Отправьте этот код другу; он войдёт командой /join <код> из любого чата, даже на другой платформе:
room-code = { $code }
room-rate-limited = Слишком много неверных кодов. Подождите несколько минут и попробуйте снова.
room-not-found = Открытой комнаты с кодом { $code } нет. Сверьте код с другом.
room-full = В комнате { $code } уже два игрока. Следить за партией: /watch { $code }.
room-over = Партия в комнате { $code } закончена. Новая комната: /room <вариант>.
room-watching = Вы наблюдаете за комнатой { $code }. Стикеры, реакции и /say доходят до игроков.
room-player-joined = { $name } вошёл(а) в комнату. Партия начинается!
room-spectator-joined = { $name } наблюдает за комнатой.
relay-say = 💬 { $name }: { $text }
relay-sticker-emoji = { $name } прислал(а) стикер { $emoji }
relay-throttled = Помедленнее: ваши сообщения в комнату приостановлены на минуту.
say-no-room = Вы не в комнате. Создайте её (/room <вариант>) или войдите по коду (/join <код>).
relay-muted = Сообщения комнаты отключены. Включить снова: /mute.
relay-unmuted = Сообщения комнаты снова включены.
relay-failed = { $name } больше не получает сообщения комнаты (возможно, бот заблокирован). Партия продолжается.

## Магазин
shop-list =
    🛍 Темы доски (у вас 🪙 { $coins }):
    { $lines }
    Купить: /buy <тема>, надеть: /theme <тема>. Темы меняют только внешний вид.
shop-line-free = { $theme }: бесплатно
shop-line-owned = { $theme }: куплена
shop-line-price = { $theme }: 🪙 { $price }
shop-owned = Тема { $theme } у вас уже есть: /theme { $theme } включит её.
shop-poor = Тема { $theme } стоит { $price ->
    [one] { $price } монету
    [few] { $price } монеты
   *[other] { $price } монет
}, а у вас { $coins }. Выигрывайте партии, чтобы заработать ещё.
shop-bought = Вы купили тему { $theme }! Осталось монет: { $coins }. /theme { $theme } включит её.
theme-locked = Тема { $theme } стоит { $price ->
    [one] { $price } монету
    [few] { $price } монеты
   *[other] { $price } монет
}: сначала /buy { $theme }.

## Ограничения, занятый бот и партии, закрытые без результата
slow-down = ⏸ Слишком много команд сразу: эту я НЕ выполнил. Отправьте её снова через { $secs ->
    [one] { $secs } секунду
    [few] { $secs } секунды
   *[other] { $secs } секунд
}; до тех пор команды здесь тоже не выполняются (ходы в ваших собственных партиях проходят).
bot-busy = 🤖 Сейчас боту нужно обдумать слишком много партий. Отправьте /board чуть позже, и он сходит.
local-owner-only = Эта партия на одном устройстве принадлежит игроку { $player }: только он может ходить, сдаться или отменить её.
room-join-by-code = Эта партия — закрытая комната: войдите в неё командой /join <код> с кодом от её создателя.
game-aborted-by-admin = Партию отменил { $name }, администратор этого чата. Рейтинг не изменился.
game-aborted-early = Партия закончилась раньше, чем каждая сторона сделала по два хода, поэтому она отменена: без результата, рейтинг не меняется, ни марса, ни монет.
game-abandoned = Партия закрыта: никто не ходил { $days ->
    [one] { $days } день
    [few] { $days } дня
   *[other] { $days } дней
}. Рейтинг не изменился.
result-too-short = { $player } не получает монет: партия приносит монеты, только если в ней не меньше { $moves ->
    [one] { $moves } хода
   *[other] { $moves } ходов
}.
result-coins-capped = { $player } не получает монет за эту партию: монеты даются не более чем за { $games ->
    [one] { $games } партию
    [few] { $games } партии
   *[other] { $games } партий
} за любые 24 часа.
result-unrated-pair = { $player }: рейтинг не изменился, потому что одни и те же двое игроков меняют рейтинги друг друга не более чем в { $games ->
    [one] { $games } партии
   *[other] { $games } партиях
} за любые 24 часа.
stats-other =
    📊 { $player }
    { $lines }

## Game records
record-caption = 📜 Партия №{ $id }: { $variant }, ⚪ { $white } — ⚫ { $black }, { $result }, { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[other] { $moves } ходов
}
record-none = В этом чате ещё не было партий. Укажите номер партии, например /pdn 12; список ваших партий — /history.
record-unknown = Партии №{ $id } нет. Ваши партии с номерами показывает /history.
record-running = Партия №{ $id } ещё идёт. До её окончания запись показывается только в её собственном чате.
load-missing = Вставьте партию после /load: запись PDN (теги и ходы) или вариант и позицию, например /load russian W:Wg7:Bd6. Или приложите файл .pdn к /load, или ответьте /load на сообщение с таким файлом.
load-not-pdn = Не удалось прочитать это как запись PDN: тег, комментарий или вариант не закрыт. Вставьте запись целиком или вариант и позицию, например /load russian W:Wg7:Bd6.
load-game-type = Тип игры в записи («{ $type }») — не та игра, в которую я играю; список — в /variants.
load-fen = Начальная позиция записи «{ $fen }» — не позиция этой игры.
load-move = Ход { $ply } записи, «{ $move }», там невозможен, поэтому запись не воспроизвести.
load-over = Эта партия уже окончена: играть больше нечего.
load-file-too-large = Файл слишком большой: /load читает записи размером до { $kib } КиБ. Пришлите запись покороче или вставьте партию после /load.
load-file-unavailable = Не удалось получить приложенный файл, поэтому ничего не загружено. Пришлите его ещё раз или вставьте партию после /load.
load-file-not-text = Приложенный файл — не текст, поэтому это не может быть запись PDN. Приложите файл .pdn или вставьте партию после /load.
invalid-game-id = «{ $id }» — не номер партии. Пишите так: /game 12; список ваших партий — /history.
missing-game-id = Какая партия? Укажите её номер, например /game 12; список ваших партий — /history.
history =
    📜 { $player }: последние завершённые партии
    { $lines }
history-line = №{ $id } · { $date } · { $variant } · против { $opponent } · { $result } ({ $reason })
history-won = ✅ победа
history-lost = ❌ поражение
history-draw = 🤝 ничья
history-local = двое на одном устройстве
history-local-win = победа: { $color }
why-no-pieces = не осталось шашек
why-no-moves = не осталось ходов
why-resignation = сдача
why-time-forfeit = истекло время
why-timeout-draw = время вышло, нечем выиграть
why-agreement = ничья по согласию
why-repetition = повторение позиции
why-one-king-each = по одной дамке
why-one-piece-each = по одной шашке
why-no-capture-limit = долго без взятий
why-king-moves-limit = слишком много ходов дамками
why-mutual-impotence = нет продвижения
why-lone-king-limit = одинокую дамку не поймали вовремя
why-material-unchanged = материал долго не менялся
button-pdn = 📄 PDN-файл
button-replay = 🎞 Повтор
