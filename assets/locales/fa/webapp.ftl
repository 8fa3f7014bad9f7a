## مینی‌اپ: صفحهٔ بازی که با دکمهٔ بازی در تلگرام باز می‌شود.
## جاهای خالی را خود صفحه پر می‌کند، پس این پیام‌ها گزینش‌گر ندارند.

webapp-loading = در حال بارکردن بازی…
webapp-no-game = این صفحه بازی را از صفحهٔ آن در گفتگو باز می‌کند، ولی نام هیچ بازی‌ای داده نشده است.
webapp-error-network = به ربات دسترسی نیست. اتصال را بررسی کن و دوباره امتحان کن.
webapp-error-status = ربات درخواست را نپذیرفت (خطای { $status }).
webapp-live = ● زنده
webapp-reconnecting = اتصال قطع شد، در حال وصل شدن دوباره…
webapp-title-clock = { $variant } · { $clock }
webapp-flip = چرخاندن صفحه
webapp-white = سفید
webapp-black = سیاه
webapp-piece-wm = مهرهٔ سادهٔ سفید
webapp-piece-wk = شاه سفید
webapp-piece-wp = چترباز سفید
webapp-piece-bm = مهرهٔ سادهٔ سیاه
webapp-piece-bk = شاه سیاه
webapp-piece-bp = چترباز سیاه
webapp-square-piece = { $square }، { $piece }
webapp-square-empty = { $square }، خالی
webapp-square-target = { $label }، حرکت به اینجا
webapp-your-move = نوبت توست.
webapp-waiting = در انتظار حرکت { $name }.
webapp-white-to-move = نوبت سفید است.
webapp-black-to-move = نوبت سیاه است.
webapp-watching = تو تماشاگری.
webapp-choose-landing = چند مسیر به { $square } می‌رسد: خانه‌ای را بزن که مهره بعد از آن فرود می‌آید.
webapp-draw-offered-to-you = { $name } پیشنهاد مساوی می‌دهد.
webapp-draw-offered-by-you = پیشنهاد مساوی دادی؛ در انتظار پاسخ.
webapp-draw-offered-by = { $name } پیشنهاد مساوی داده است.
webapp-offer-draw = پیشنهاد مساوی
webapp-accept-draw = قبول مساوی
webapp-decline-draw = رد پیشنهاد مساوی
webapp-resign = تسلیم
webapp-resign-confirm = برای تسلیم دوباره بزن
webapp-result = پایان بازی ({ $score }): { $text }
webapp-clock-days = { $days } روز و { $hours } ساعت
