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

# بازی دوباره و پس گرفتن حرکت.

cmd-rematch = بازی دوباره: همان بازی، با رنگ‌های جابه‌جا
cmd-takeback = درخواست پس گرفتن آخرین حرکتت
dcmd-rematch-name = دوباره
dcmd-rematch = پیشنهاد یا پذیرفتن بازی دوباره‌ی آخرین بازی این‌جا، با رنگ‌های جابه‌جا
dcmd-takeback-name = پس-گرفتن
dcmd-takeback = از حریف بخواه آخرین حرکتت را پس بگیری
button-rematch = 🔁 بازی دوباره
button-takeback-accept = ✅ قبول پس گرفتن
button-takeback-decline = ❌ رد
rematch-offered = { $player } بازی دوباره با رنگ‌های جابه‌جا پیشنهاد می‌دهد. برای پذیرفتن «بازی دوباره» را بزن یا ‎/rematch بنویس.
rematch-already-offered = بازی دوباره را پیشنهاد داده‌ای؛ تصمیم با حریف است.
rematch-no-game = این‌جا بازی تمام‌شده‌ای میان دو نفر نیست که دوباره بازی شود.
takeback-offered = { $player } می‌خواهد آخرین حرکتش را پس بگیرد.
takeback-accepted = { $player } پذیرفت: حرکت پس گرفته شد.
takeback-declined = { $player } نپذیرفت: حرکت سر جایش می‌ماند.
takeback-two-players = پس گرفتن حرکت فقط در بازی‌های میان دو نفر است.
takeback-nothing = هنوز حرکتی نداری که پس بگیری.
takeback-already = درخواست داده‌ای؛ تصمیم با حریف است.
takeback-none = درخواست پس گرفتنی برای جواب دادن نیست (حرکت بعدی آن را از بین می‌برد).
takeback-own = به درخواست تو حریف جواب می‌دهد، نه خودت.
takeback-rated-off = بازی‌های امتیازی این‌جا پس گرفتن حرکت را اجازه نمی‌دهند: حرکت‌هایشان می‌ماند. یک مدیر می‌تواند با ‎/takeback on اجازه‌اش را بدهد.
takeback-rated-admins = فقط مدیران گروه می‌توانند انتخاب کنند که بازی‌های امتیازی این‌جا پس گرفتن حرکت را اجازه بدهند یا نه.
takeback-rated-allowed = از حالا بازی‌های امتیازی این گفتگو پس گرفتن حرکت را، اگر حریف بپذیرد، اجازه می‌دهند. ‎/takeback off دوباره منعش می‌کند.
takeback-rated-forbidden = بازی‌های امتیازی این گفتگو دیگر پس گرفتن حرکت را اجازه نمی‌دهند: حرکت‌هایشان می‌ماند.

# ‎/games: بازی‌های باز و در جریان من.

cmd-games = بازی‌های در جریان من، با پیوند صفحه‌شان
dcmd-games-name = بازی‌ها
dcmd-games = بازی‌های باز و در جریان تو، با پیوند صفحه‌شان
games-none = بازی باز یا در جریانی نداری. با ‎/new، ‎/bot یا ‎/play شروع کن.
games-list =
    بازی‌های تو ({ $count }):
    { $games }
games-line = #{ $id } { $variant } در برابر { $opponent }: { $state }. { $where }
games-your-move = نوبت توست
games-their-move = نوبت حریف است
games-waiting = در انتظار حریف
games-here = صفحه: در همین گفتگو.
games-link = صفحه: { $link }
games-private = صفحه: در گفتگوی خصوصی‌ات با من.
games-elsewhere = صفحه: در گروهی که پیوند پیام ندارد.

# ‎/challenge: بازی برای یک بازیکن به نام.

cmd-challenge = دعوت یک بازیکن: ‎/challenge @نام <نوع> [clock 30|5+3|1d]
dcmd-challenge-name = دعوت
dcmd-challenge = یک بازیکن این‌جا را به بازی دعوت کن؛ تا ۱۰ دقیقه می‌پذیرد یا رد می‌کند
button-challenge-accept = ✅ قبول
button-challenge-decline = ❌ رد
challenge-made = { $player }، { $opponent } را به { $variant } دعوت می‌کند. { $opponent }: تا { $minutes } دقیقه بپذیر یا رد کن.
challenge-in-private = دعوت را در گروهی بفرست که هر دو در آن هستید.
challenge-busy = { $opponent } در گفتگویی که اتاقتان را در آن می‌بیند مشغول بازی است؛ وقتی آن بازی تمام شد دوباره دعوتش کن.
challenge-self = نمی‌توانی خودت را دعوت کنی.
challenge-none = این‌جا دعوتی برای جواب دادن نیست.
challenge-not-yours = این دعوت برای کس دیگری است.
challenge-declined = { $player } دعوت را رد کرد.
challenge-lapsed = کسی تا { $minutes } دقیقه به دعوت جواب نداد؛ لغو شد.
