## Everyday chat messages of the core, in Persian. Rules, tips and help are in reference.ftl.
##
## Right-to-left notes for editors of this file (as in reference.ftl):
## - Words use the zero-width non-joiner (U+200C) as Persian spelling wants (می‌شود).
## - An invisible LEFT-TO-RIGHT MARK (U+200E) stands before every /command and
##   before moves, move lists, user input and ratings, so that Persian
##   right-to-left lines show "/new", "11-15", "(-12)" and "1500 ±50" the right way round.
## - Two Latin words (ids, codes, commands) are never separated by punctuation
##   alone: a Persian word stands between them, or they would swap places.

welcome = به damabot خوش آمدی! دامهٔ ایرانی، دامهٔ ترکی، چکرز انگلیسی، دامهٔ روسی، دامهٔ بین‌المللی و ۱۶ بازی دیگر را همین‌جا توی گفتگو بازی کن. فهرست همه: ‎/variants
error-internal = ببخشید، از طرف من مشکلی پیش آمد. چیزی از دست نرفته؛ لطفاً دوباره امتحان کن.
error-conflict = بازی همان لحظه تغییر کرد. لطفاً صفحه را ببین و دوباره امتحان کن.
error-kept = الان نمی‌توانم چیزی را ذخیره کنم، پس این منتظر می‌ماند: هر وقت توانستم انجامش می‌دهم. لازم نیست دوباره بفرستی.

color-white = سفید
color-black = سیاه

## Player names
name-user = { $name }
name-bot = 🤖 ربات (سطح { $level })
name-open-seat = (صندلی خالی)

## Board captions
caption-players = { $variant }: ⚪ { $white } در برابر ⚫ { $black }
caption-last = حرکت آخر: ‎{ $move }
caption-waiting = منتظر حریف: ‎/join
caption-waiting-inline = منتظر حریف: «پیوستن» را بزنید.
caption-turn = نوبت { $color }: { $player }
caption-turn-local = نوبت { $color } (دستگاه را به حریف بده)
caption-aborted = بازی لغو شد.
caption-win = 🏆 { $color } برد: { $player }. { $reason }
caption-draw = 🤝 مساوی. { $reason }
caption-mars = ⭐ مارس! برنده حتی یک مهره هم از دست نداد.
caption-mars-anti = ⭐ مارس! بازنده حتی یک مهره هم نتوانست بدهد.
caption-draw-offer = { $color } پیشنهاد مساوی می‌دهد: برای قبول ‎/draw بزن، برای رد کردن حرکت کن.
caption-clock = ⏱ هر حرکت { $secs } ثانیه.
caption-fischer = ⏱ ‎{ $minutes }+{ $increment }: ⚪ ‎{ $white } · ⚫ ‎{ $black }
caption-days = ⏱ هر حرکت { $days } روز.

## Why a game ended
reason-no-pieces = حریف دیگر مهره‌ای ندارد.
reason-no-moves = حریف هیچ حرکت مجازی ندارد.
reason-resignation = حریف تسلیم شد.
reason-time-forfeit = وقت حریف بارها تمام شد.
reason-flag-fall = وقت حریف تمام شد.
reason-timeout-draw = وقت یک طرف تمام شد، اما طرف دیگر با مهره‌های باقی‌مانده نمی‌توانست ببرد.
reason-agreement = با توافق دو بازیکن.
reason-repetition = یک وضعیت سه بار تکرار شد.
reason-one-king-each = برای هر طرف فقط یک شاه مانده است.
reason-one-piece-each = برای هر طرف فقط یک مهره مانده است.
reason-no-capture-limit = حرکت‌های زیادی بدون گرفتن بازی شد.
reason-king-moves-limit = حرکت‌های زیادی فقط با شاه و بدون گرفتن بازی شد.
reason-mutual-impotence = پنجاه حرکت از هر طرف بدون گرفتن و بدون حرکت مهرهٔ ساده.
reason-lone-king-limit = طرف قوی‌تر نتوانست شاه تنها را به‌موقع بگیرد.
reason-material-unchanged = مهره‌ها در حرکت‌های زیادی هیچ تغییری نکردند.
reason-anti-no-pieces = برنده دیگر مهره‌ای ندارد؛ در آنتی‌چکرز همین یعنی برد.
reason-anti-no-moves = برنده دیگر حرکت مجازی ندارد؛ در آنتی‌چکرز همین یعنی برد.

## Moves and refusals
board-stale = این دکمه مال صفحه‌ای قدیمی‌تر است. از تازه‌ترین صفحه استفاده کن، یا ‎/board را بزن.
move-number-range = حرکت شمارهٔ { $number } نداریم: شماره‌ای از 1 تا { $max } انتخاب کن (فهرست در ‎/moves).
no-game-here = در این گفتگو بازی‌ای نیست. با ‎/new <نوع>، ‎/bot <نوع> یا ‎/local <نوع> یکی شروع کن.
game-not-started = بازی هنوز شروع نشده: منتظر است نفر دوم بپیوندد.
not-your-turn = نوبت تو نیست: نوبت { $color } ({ $player }) است.
not-a-player = تو در این بازی بازیکن نیستی. بازی خودت را با ‎/new <نوع> شروع کن.
move-syntax = «‎{ $input }» را نمی‌توانم به‌عنوان حرکت بخوانم. آن را مثل ‎{ $example } بنویس، یا یکی را از ‎/moves انتخاب کن.
move-ambiguous = «‎{ $input }» به بیش از یک مسیر می‌خورد: ‎{ $candidates }. مسیر کامل را بنویس.
capture-required = گرفتن اجباری است. { $count ->
    [one] گرفتن مجاز: ‎{ $captures }
   *[other] گرفتن‌های مجاز: ‎{ $captures }
}
capture-required-many = گرفتن اجباری است: { $count } گرفتن مجاز داری، فهرستشان در ‎/moves است.
capture-unfinished = «{ $input }» وسط یک گرفتن تمام می‌شود: مهره باید به گرفتن ادامه دهد. { $count ->
    [one] کل مسیر را بنویس: ‎{ $routes }
   *[other] { $count } راه برای ادامه هست؛ کل مسیر راهی را که می‌خواهی بنویس: ‎{ $routes }
}
move-no-piece = در خانهٔ { $square } مهره‌ای نیست.
move-not-your-piece = مهرهٔ خانهٔ { $square } مال تو نیست.
move-illegal = «‎{ $input }» این‌جا حرکت مجاز نیست. حرکت‌های مجاز را در ‎/moves ببین.
move-unknown-square = ‎{ $square } خانه‌ای از این صفحه نیست.
move-refused =
    { $reason }
    { $options }
move-options-piece = مهرهٔ خانهٔ { $square } می‌تواند این حرکت‌ها را بکند: ‎{ $moves }
move-options = { $count ->
    [one] حرکت مجاز: ‎{ $moves }
   *[other] حرکت‌های مجاز: ‎{ $moves }
}
move-options-many = { $count } حرکت مجاز داری، مثلاً: ‎{ $moves }

## Clocks
clock-warning = ⏳ { $player }، { $secs ->
    [one] فقط یک ثانیه
   *[other] { $secs } ثانیه
} برای حرکت وقت داری.
clock-auto-move = ⌛ وقت { $player } تمام شد، برای همین من به جایش ‎{ $move } را بازی کردم (تمام شدن پیاپی وقت: { $count } از { $max }).
clock-forfeit = ⌛ وقت { $player } پشت سر هم { $count } بار تمام شد و بازی را باخت.
clock-flag = ⌛ وقت { $player } تمام شد.
clock-reminder = ⏰ { $player }، نوبت توست: { $hours } ساعت تا تمام شدن وقتت مانده؛ اگر حرکت نکنی، بازی را به خاطر وقت می‌بازی.

## Game table
game-exists = در این گفتگو یک بازی در جریان است. ‎/board نشانش می‌دهد.
new-in-private = در گفتگوی خصوصی کس دیگری نمی‌تواند به بازی بپیوندد. ‎/bot { $variant } یا ‎/local { $variant } یا ‎/play { $variant } یا ‎/room { $variant } را امتحان کن.
game-full = این بازی دو بازیکنش را دارد.
join-own-game = این بازی را خودت باز کرده‌ای؛ وقتی بازیکن دیگری بپیوندد شروع می‌شود.
draw-local = در بازی روی یک دستگاه هر دو طرف دست خودتان است: همان‌جا با هم توافق کنید.
draw-bot-declines = 🤖 ربات مساوی را نپذیرفت و ادامه می‌دهد.
draw-already-offered = قبلاً پیشنهاد مساوی داده‌ای؛ حریف می‌تواند با ‎/draw قبول کند.
draw-offered = { $player } پیشنهاد مساوی می‌دهد. با ‎/draw قبول کن، یا با حرکت کردن ردش کن.
abort-too-late = هر دو طرف دو حرکت کرده‌اند، پس بازی حساب می‌شود و دیگر لغو نمی‌شود؛ به جایش ‎/resign بزن.
abort-rated-counts = این بازی امتیازی حساب می‌شود (هر دو طرف دو حرکت کرده‌اند)، پس حتی مدیر هم نمی‌تواند لغوش کند: با بازی، تسلیم، توافق یا ساعت تمام می‌شود.
game-aborted = بازی لغو شد.
plain-text-hint = برای دیدن کارهایی که بلدم ‎/help را بنویس.

## Information
variants-line = { $name }: { $id } — { $size }
variants-list =
    بازی‌هایی که این‌جا برگزار می‌کنم:
    { $lines }
    با ‎/new <نوع> یکی را شروع کن، مثلاً ‎/new { $example }. اسم فارسی هم کار می‌کند: ‎/new روسی
variants-group-classic =
    بازی‌های اصلی این ربات:
    { $lines }
variants-group-international =
    دامهٔ بین‌المللی و خویشاوندانش:
    { $lines }
variants-group-special =
    بازی‌های ویژه (از BrainKing):
    { $lines }
board-size-dark = { $files }×{ $ranks }، { $count } خانهٔ تیره
board-size-all = { $files }×{ $ranks }، هر { $count } خانه
board-size-points = { $files }×{ $ranks } نقطه
lang-current = زبان تو: { $lang }. با ‎/lang fa (فارسی)، ‎/lang tr (ترکی)، ‎/lang en (انگلیسی) یا ‎/lang ru (روسی) عوضش کن.
lang-set = از این به بعد با تو فارسی حرف می‌زنم.
theme-current = ظاهر صفحهٔ تو: { $theme }. ظاهرها: { $themes }. با ‎/theme <نام> انتخاب کن.
theme-set = ظاهر صفحه‌ات حالا { $theme } است.
theme-unknown = ظاهری به اسم «{ $theme }» نداریم. ظاهرها: { $themes }.

## Bad arguments
invalid-variant = بازی «{ $name }» را نمی‌شناسم. یکی از این‌ها را انتخاب کن: { $variants }.
invalid-variant-guess = بازی «{ $name }» را نمی‌شناسم. منظورت ‎{ $guess }: { $variant } بود؟
missing-variant = کدام بازی؟ بنویس ‎/{ $command } <نوع> و به جای <نوع> یکی از این‌ها: { $variants }.
missing-move = حرکت را بعد از فرمان بنویس، مثلاً ‎/m c3-c4، یا یکی را از ‎/moves انتخاب کن.
invalid-level = سطح ربات از ۱ تا ۸ است، نه «{ $level }». مثلاً: ‎/bot { $example } 4.
invalid-lang = من فارسی (fa)، ترکی (tr)، انگلیسی (en) و روسی (ru) حرف می‌زنم، نه «{ $lang }». مثلاً: ‎/lang fa.
invalid-clock = ساعت «{ $secs }» ممکن نیست: ثانیه برای هر حرکت ({ $min } تا { $max })، ساعت بازی به شکل دقیقه+افزایش (مثل 5+3) یا روز برای هر حرکت (1d تا { $days }d) بنویس. مثلاً: ‎/new { $example } clock 5+3.
invalid-code = «{ $code }» کد اتاق نیست. کدها این شکلی‌اند: K7MPQ2XH4RT.
invalid-position = «{ $fen }» وضعیتی نیست که بازی { $variant } بتواند از آن شروع شود (هر طرف باید دست‌کم یک مهره داشته باشد و طرفی که نوبتش است یک حرکت مجاز). مثل وضعیت شروع بنویس: { $example }
invalid-position-drawn = «{ $fen }» در { $variant } همین حالا مساوی است: { $reason } بازی از این وضعیت پیش از اولین حرکت تمام می‌شد. از وضعیتی شروع کن که هنوز بازی در آن باشد، مثلاً وضعیت شروع: { $example }
missing-text = پیامت را بعد از ‎/say بنویس، مثلاً ‎/say موفق باشی!
missing-theme = کدام ظاهر؟ بنویس ‎/buy <ظاهر> و به جای <ظاهر> یکی از این‌ها: { $themes }.
unknown-command = فرمان ‎/{ $command } را نمی‌شناسم. برای دیدن فهرست فرمان‌ها ‎/help را بنویس.
unknown-command-guess = فرمان ‎/{ $command } را نمی‌شناسم. منظورت ‎/{ $guess } بود؟ برای دیدن فهرست فرمان‌ها ‎/help را بنویس.

## Relays
relay-sticker = { $name } یک استیکر فرستاد:
relay-reaction = { $name } با { $emoji } واکنش نشان داد

## Move list
moves-header = { $count ->
    [one] یک حرکت مجاز
   *[other] { $count } حرکت مجاز
} (صفحهٔ { $page } از { $pages }). یکی را بزن، یا بنویس ‎/m <شماره>:
moves-header-typed = { $count ->
    [one] یک حرکت مجاز
   *[other] { $count } حرکت مجاز
} (صفحهٔ { $page } از { $pages }). یکی را با ‎/m <شماره> بازی کن (صفحهٔ دیگر: ‎/moves <صفحه>):

## Buttons
button-join = ✋ پیوستن
button-moves = 📋 حرکت‌ها
button-play = بازی کن
button-resign = 🏳 تسلیم
button-offer-draw = 🤝 پیشنهاد مساوی
button-accept-draw = 🤝 قبول مساوی
button-board = 🔄 صفحه
button-rules = 📖 قانون‌ها

## Results, ratings and coins
result-coins = { $coins } سکه به { $player } رسید.
result-rated = امتیاز { $player } از ‎{ $old } به ‎{ $new } رسید (‎{ $delta ->
    [0] ±0
   *[other] { $delta }
}) و { $coins } سکه گرفت.
rating-provisional = { $rating }?
rating-established = { $rating }

## Statistics and leaderboards
stats-unknown-user = این‌جا بازیکنی به اسم «{ $name }» نمی‌شناسم.
stats-none = { $player } هنوز هیچ بازی‌ای را تمام نکرده است.
stats-user =
    📊 { $player } (🪙 { $coins })
    { $lines }
stats-line = { $variant }: { $games } بازی، { $wins } برد، { $losses } باخت، { $draws } مساوی ({ $winpct }% برد)، برد پیاپی { $streak } (رکورد { $best })، مارس { $mars }، امتیاز ‎{ $rating } ±{ $rd }
stats-variant =
    📊 { $variant }: { $total } بازی تمام‌شده
    ⚪ برد سفید: { $white } ({ $whitepct }%)
    ⚫ برد سیاه: { $black } ({ $blackpct }%)
    🤝 مساوی: { $draws } ({ $drawpct }%)
top =
    🏆 { $variant }
    در این گفتگو:
    { $here }
    در همهٔ گفتگوها:
    { $global }
    { $mine }
top-line = { $rank }. { $name }: ‎{ $rating } ±{ $rd }
top-empty = (هنوز کسی امتیاز ندارد)
top-your-rank = رتبهٔ تو: { $rank }.
top-unranked = هنوز رتبه نداری: با ‎/play { $variant } یک بازی رتبه‌ای انجام بده.

## Rated queue
queue-joined = در صف { $variant } ({ $clock }) هستی. اگر تا { $secs } ثانیه بازیکنی نیاید، یک ربات روی صندلی حریف می‌نشیند. برای بیرون آمدن ‎/cancel بزن.
time-control-move = هر حرکت { $secs } ثانیه
time-control-fischer = ‎{ $minutes }+{ $increment }
time-control-days = هر حرکت { $days } روز
queue-left = از صف { $variant } بیرون آمدی.
queue-not-in = در هیچ صفی منتظر نیستی.
match-found = ⚔️ { $variant }، رتبه‌ای: ⚪ { $white } در برابر ⚫ { $black }. موفق باشید!

## Rooms and relays
room-created = اتاق خصوصی‌ات برای { $variant } آماده است. این کد را برای یک دوست بفرست؛ او از هر گفتگویی، حتی در پیام‌رسانی دیگر، با ‎/join <کد> وارد می‌شود:
room-created-rated = اتاق خصوصی رتبه‌ای‌ات برای { $variant } آماده است. این کد را برای یک دوست بفرست؛ او از هر گفتگویی، حتی در پیام‌رسانی دیگر، با ‎/join <کد> وارد می‌شود:
room-code = { $code }
room-rate-limited = کدهای اشتباه زیادی امتحان شده است. لطفاً چند دقیقه صبر کن و بعد دوباره امتحان کن.
room-not-found = اتاق بازی با کد { $code } پیدا نشد. کد را دوباره از دوستت بپرس.
room-full = اتاق { $code } دو بازیکنش را دارد. می‌توانی با ‎/watch { $code } تماشایش کنی.
room-over = بازی اتاق ‎{ $code } تمام شده است. با ‎/room <نوع> اتاق تازه‌ای بساز.
room-watching = داری اتاق { $code } را تماشا می‌کنی. استیکرها، واکنش‌ها و ‎/say به بازیکن‌ها می‌رسد.
room-player-joined = { $name } وارد اتاق شد. بازی شروع می‌شود!
room-spectator-joined = { $name } دارد اتاق را تماشا می‌کند.
relay-say = 💬 { $name }: { $text }
relay-sticker-emoji = { $name } یک استیکر { $emoji } فرستاد
relay-throttled = کمی آهسته‌تر! پیام‌هایت به اتاق یک دقیقه متوقف می‌شود.
say-no-room = در هیچ اتاقی نیستی. با ‎/room <نوع> یکی بساز یا با ‎/join <کد> وارد شو.
relay-muted = پیام‌های اتاق بی‌صدا شد. برای شنیدنشان دوباره ‎/mute بزن.
relay-unmuted = پیام‌های اتاق دوباره روشن شد.
relay-failed = { $name } دیگر پیام‌های اتاق را نمی‌گیرد (شاید ربات را مسدود کرده است). بازی ادامه دارد.

## Shop
shop-list =
    🛍 ظاهرهای صفحه (🪙 { $coins } سکه داری):
    { $lines }
    با ‎/buy <ظاهر> بخر و با ‎/theme <ظاهر> بگذار. ظاهرها فقط شکل صفحه را عوض می‌کنند.
shop-line-free = { $theme }: رایگان
shop-line-owned = { $theme }: مال توست
shop-line-price = { $theme }: 🪙 { $price }
shop-owned = ظاهر { $theme } را داری: با ‎/theme { $theme } بگذارش.
shop-poor = ظاهر { $theme } قیمتش { $price } سکه است و تو { $coins } سکه داری. برای سکهٔ بیشتر بازی ببر.
shop-bought = ظاهر { $theme } را خریدی! { $coins } سکه برایت ماند. با ‎/theme { $theme } بگذارش.
theme-locked = ظاهر { $theme } قیمتش { $price } سکه است: اول ‎/buy { $theme } بزن.

## Limits, the busy bot and games closed without a result
slow-down = ⏸ فرمان‌ها پشت‌سرهم زیاد شد: این یکی را انجام ندادم. { $secs } ثانیهٔ دیگر دوباره بفرستش؛ تا آن موقع فرمان‌های این‌جا هم انجام نمی‌شوند (حرکت‌هایت در بازی‌های خودت انجام می‌شوند).
bot-busy = 🤖 ربات الان بازی‌های زیادی برای فکر کردن دارد. کمی بعد ‎/board را بزن تا حرکتش را بکند.
local-owner-only = این بازیِ روی یک دستگاه مال { $player } است: فقط او می‌تواند حرکت کند، تسلیم شود یا بازی را لغو کند.
room-join-by-code = این بازی یک اتاق خصوصی است: با ‎/join <کد> و کدی که سازنده‌اش به تو می‌دهد وارد شو.
game-aborted-by-admin = { $name }، یکی از مدیران این گفت‌وگو، بازی را لغو کرد. امتیازی تغییر نکرد.
game-aborted-early = بازی پیش از آن‌که هر طرف دو حرکت کرده باشد تمام شد، پس لغو شد: بی‌نتیجه، بی‌تغییر امتیاز، بی‌مارس و بی‌سکه.
game-abandoned = بازی بسته شد، چون { $days } روز کسی حرکتی نکرد. امتیازی تغییر نکرد.
result-too-short = به { $player } سکه‌ای نرسید: بازی فقط وقتی سکه می‌دهد که دست‌کم { $moves } حرکت داشته باشد.
result-coins-capped = به { $player } برای این بازی سکه‌ای نرسید: در هر ۲۴ ساعت فقط برای حداکثر { $games } بازی سکه داده می‌شود.
result-unrated-pair = امتیاز { $player } تغییر نکرد، چون دو بازیکن یکسان در هر ۲۴ ساعت حداکثر در { $games } بازی امتیاز یکدیگر را تغییر می‌دهند.
stats-other =
    📊 { $player }
    { $lines }

## Game records
record-caption = 📜 بازی شمارهٔ ‎{ $id }: { $variant }، ⚪ { $white } در برابر ⚫ { $black }، نتیجه ‎{ $result }، { $moves } حرکت
record-none = هنوز هیچ بازی‌ای در این گفتگو انجام نشده. شمارهٔ یک بازی را بنویس، مثلاً ‎/pdn 12؛ فهرست بازی‌هایت را ‎/history نشان می‌دهد.
record-unknown = بازی‌ای با شمارهٔ ‎{ $id } وجود ندارد. فهرست بازی‌هایت را با شماره‌شان ‎/history نشان می‌دهد.
record-running = بازی شمارهٔ ‎{ $id } هنوز در جریان است. تا تمام نشده، پرونده‌اش فقط در گفتگوی خودش نشان داده می‌شود.
load-missing = بعد از ‎/load یک بازی بچسبان: یک پروندهٔ PDN (برچسب‌ها و حرکت‌هایش)، یا نوع بازی و یک وضعیت، مثلاً ‎/load russian W:Wg7:Bd6. یا یک پروندهٔ ‎.pdn به ‎/load پیوست کن، یا با ‎/load به پیامی که چنین پرونده‌ای دارد پاسخ بده.
load-not-pdn = نتوانستم این را به شکل پروندهٔ PDN بخوانم: یک برچسب، توضیح یا شاخه بسته نشده است. کل پرونده را بچسبان، یا نوع بازی و یک وضعیت، مثلاً ‎/load russian W:Wg7:Bd6.
load-game-type = نوع بازی این پرونده (GameType «{ $type }») بازی‌ای نیست که من بازی کنم؛ فهرستشان را ‎/variants نشان می‌دهد.
load-fen = وضعیت آغازین پرونده، «{ $fen }»، وضعیتی از این بازی نیست.
load-move = حرکت { $ply } پرونده، «{ $move }»، آن‌جا مجاز نیست، پس پرونده را نمی‌شود دوباره بازی کرد.
load-over = این بازی تمام شده است: چیزی برای بازی کردن نمانده.
load-file-too-large = این پرونده خیلی بزرگ است: ‎/load پرونده‌هایی تا { $kib } کیلوبایت را می‌خواند. پروندهٔ کوتاه‌تری بفرست، یا بازی را بعد از ‎/load بچسبان.
load-file-unavailable = نتوانستم پروندهٔ پیوست را بگیرم، پس چیزی بارگذاری نشد. دوباره بفرستش، یا بازی را بعد از ‎/load بچسبان.
load-file-not-text = پروندهٔ پیوست متن نیست، پس نمی‌تواند پروندهٔ PDN باشد. یک پروندهٔ ‎.pdn پیوست کن، یا بازی را بعد از ‎/load بچسبان.
invalid-game-id = «{ $id }» شمارهٔ بازی نیست. این‌طور بنویس: ‎/game 12؛ فهرست بازی‌هایت را ‎/history نشان می‌دهد.
missing-game-id = کدام بازی؟ شماره‌اش را بنویس، مثلاً ‎/game 12؛ فهرست بازی‌هایت را ‎/history نشان می‌دهد.
history =
    📜 { $player }: آخرین بازی‌های تمام‌شده
    { $lines }
history-line = { $variant } در برابر { $opponent }: { $result } ({ $reason }) · تاریخ ‎{ $date } · شمارهٔ ‎#{ $id }
history-won = ✅ برد
history-lost = ❌ باخت
history-draw = 🤝 مساوی
history-local = دو نفر روی یک دستگاه
history-local-win = { $color } برد
why-no-pieces = مهره‌ای نماند
why-no-moves = حرکتی نماند
why-resignation = تسلیم
why-time-forfeit = وقت تمام شد
why-timeout-draw = وقت تمام شد، بی مهرهٔ کافی برای برد
why-agreement = مساوی با توافق
why-repetition = تکرار وضعیت
why-one-king-each = هر طرف یک شاه
why-one-piece-each = هر طرف یک مهره
why-no-capture-limit = زمان زیادی بی‌گرفتن مهره
why-king-moves-limit = حرکت‌های زیاد با شاه
why-mutual-impotence = پیشرفتی نبود
why-lone-king-limit = شاه تنها به‌موقع گرفته نشد
why-material-unchanged = مهره‌ها مدت زیادی تغییر نکردند
button-pdn = 📄 فایل PDN
button-replay = 🎞 بازپخش
