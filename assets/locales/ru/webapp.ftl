## Мини-приложение: страница с доской, которая открывается кнопкой партии в Telegram.
## Подстановки заполняет сама страница, поэтому в сообщениях нет селекторов.

webapp-loading = Загружаем партию…
webapp-no-game = Эта страница открывает партию с её доски в чате, но партия не указана.
webapp-error-network = Не удалось связаться с ботом. Проверьте соединение и попробуйте ещё раз.
webapp-error-status = Бот отклонил запрос (ошибка { $status }).
webapp-live = ● В эфире
webapp-reconnecting = Связь потеряна, переподключаемся…
webapp-title-clock = { $variant } · { $clock }
webapp-flip = Перевернуть доску
webapp-white = Белые
webapp-black = Чёрные
webapp-piece-wm = белая шашка
webapp-piece-wk = белая дамка
webapp-piece-wp = белый парашютист
webapp-piece-bm = чёрная шашка
webapp-piece-bk = чёрная дамка
webapp-piece-bp = чёрный парашютист
webapp-square-piece = { $square }, { $piece }
webapp-square-empty = { $square }, пусто
webapp-square-target = { $label }, ходить сюда
webapp-your-move = Ваш ход.
webapp-waiting = Ждём хода: { $name }.
webapp-white-to-move = Ход белых.
webapp-black-to-move = Ход чёрных.
webapp-watching = Вы наблюдаете.
webapp-choose-landing = На { $square } ведут несколько путей: нажмите поле, куда шашка встанет дальше.
webapp-draw-offered-to-you = { $name } предлагает ничью.
webapp-draw-offered-by-you = Вы предложили ничью; ждём ответа.
webapp-draw-offered-by = { $name } предложил(а) ничью.
webapp-offer-draw = Предложить ничью
webapp-accept-draw = Принять ничью
webapp-decline-draw = Отклонить ничью
webapp-resign = Сдаться
webapp-resign-confirm = Нажмите ещё раз, чтобы сдаться
webapp-result = Партия окончена ({ $score }): { $text }
webapp-clock-days = { $days } д { $hours } ч
