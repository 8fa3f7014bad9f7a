# یادآوری نوبت (issue 36) و ‎/notify.

turn-ping = { $player }، در { $variant } نوبت توست.
cmd-notify = یادآوری نوبت: ‎/notify on یا off
dcmd-notify-name = یادآوری
dcmd-notify = وقتی نوبت توست نامت را بیاورم (از مدیر: برای همه‌ی این‌جا)
dopt-on-name = روشن
dopt-on = بله: یادآوری روشن؛ نه: خاموش
notify-status = یادآوری نوبت: برای تو { $you }، در این گفتگو { $chat }. با ‎/notify on یا ‎/notify off عوضش کن.
notify-state-on = روشن
notify-state-off = خاموش
notify-you-on = یادآوری نوبت برای تو روشن است: وقتی نوبت تو شد نامت را می‌آورم.
notify-you-off = یادآوری نوبت برای تو در همه‌ی گفتگوها خاموش است. با ‎/notify on دوباره روشنش کن.
notify-chat-on = یادآوری نوبت در این گفتگو روشن است: نوبت هر بازیکن که شد نامش را می‌آورم.
notify-chat-off = یادآوری نوبت در این گفتگو برای همه خاموش است. با ‎/notify on دوباره روشن می‌شود.
