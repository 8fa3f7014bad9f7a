## /orientation: с какой стороны показывать доски в этом чате.

cmd-orientation = Поворот доски: белые внизу или внизу тот, чей ход
orientation-auto = автоматически: в своём чате своя сторона, на доске, общей для двух игроков в группе, белые внизу, в игре на одном устройстве внизу тот, чей ход
orientation-white = всегда белые внизу
orientation-turn = внизу тот, чей ход: доска поворачивается после каждого хода
orientation-current = Доски в этом чате: { $orientation }.
    Изменить: /orientation white, /orientation turn или /orientation auto.
orientation-set = Готово. Доски в этом чате: { $orientation }.
orientation-unknown = «{ $word }» — не вариант поворота. Выберите /orientation white, /orientation turn или /orientation auto.
