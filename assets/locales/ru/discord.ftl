# Слэш-команды Discord: описания (dcmd-*, dopt-*) и названия (*-name).
# Английские названия — постоянные имена команд; русским клиентам Discord
# показывает русские.

dcmd-new-name = новая
dcmd-new = Открыть новую партию в этом канале
dcmd-join-name = войти
dcmd-join = Занять свободное место здесь или войти в закрытую комнату по коду
dcmd-move-name = ход
dcmd-move = Сделать ход: выберите его из списка или напишите, например c3-d4
dcmd-board-name = доска
dcmd-board = Показать доску ещё раз внизу
dcmd-resign-name = сдаться
dcmd-resign = Сдать текущую партию
dcmd-draw-name = ничья
dcmd-draw = Предложить ничью или принять предложение соперника
dcmd-abort-name = отмена
dcmd-abort = Отменить партию до второго хода каждой стороны (администраторы: чужие партии здесь)
dcmd-bot-name = бот
dcmd-bot = Сыграть с компьютером
dcmd-play-name = играть
dcmd-play = Найти соперника для рейтинговой партии
dcmd-room-name = комната
dcmd-room = Создать закрытую комнату с кодом для друга
dcmd-local-name = вдвоём
dcmd-local = Играть вдвоём на одном устройстве
dcmd-stats-name = статистика
dcmd-stats = Статистика: ваша, другого игрока или варианта
dcmd-top-name = топ
dcmd-top = Лучшие игроки
dcmd-theme-name = тема
dcmd-theme = Показать или выбрать тему доски
dcmd-rules-name = правила
dcmd-rules = Правила варианта
dcmd-tips-name = советы
dcmd-tips = Советы, как хорошо играть в вариант
dcmd-lang-name = язык
dcmd-lang = Выбрать язык, на котором бот говорит с вами
dcmd-variants-name = варианты
dcmd-variants = Во что можно сыграть
dcmd-help-name = помощь
dcmd-help = Как играть с этим ботом

dcmd-pdn-name = запись
dcmd-pdn = Скачать партию в виде файла PDN
dcmd-replay-name = повтор
dcmd-replay = Посмотреть партию заново в виде анимации
dcmd-history-name = история
dcmd-history = Последние 10 завершённых партий игрока
dcmd-game-name = партия
dcmd-game = Показать итоговую доску завершённой партии
dopt-game-name = партия
dopt-game = Номер партии, как его показывает /history

dopt-variant-name = вариант
dopt-variant = Вариант игры: название на любом языке
dopt-move-name = ход
dopt-move = Ход, например c3-d4
dopt-level-name = уровень
dopt-level = Сила компьютера, от 1 (легко) до 8 (сильно)
dopt-code-name = код
dopt-code = Код комнаты
dopt-user-name = игрок
dopt-user = Игрок
dopt-theme-name = тема
dopt-theme = Название темы
dopt-lang-name = язык
dopt-lang = Язык

dopt-second-name = вторым
dopt-second = Играть за сторону, которая ходит второй
dopt-clock-name = часы
dopt-clock = Секунд на ход; если время выйдет, ход сделают за вас
dopt-rated-name = рейтинг
dopt-rated = Партия в комнате меняет рейтинг
dopt-fen-name = позиция
dopt-fen = Начать с этой позиции (FEN), например W:Wg7:Bd6
