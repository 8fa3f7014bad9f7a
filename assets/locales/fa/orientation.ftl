## /orientation: صفحه‌های این گفتگو از کدام طرف دیده شوند.

cmd-orientation = جهت صفحه: سفید پایین، یا نوبتی پایین
orientation-auto = خودکار: در گفتگوی خودت طرف خودت، در صفحه‌ای که دو بازیکن در گروه با هم دارند سفید پایین، و در بازی محلی طرفِ نوبت پایین
orientation-white = همیشه سفید پایین
orientation-turn = طرفِ نوبت پایین: صفحه پس از هر حرکت برمی‌گردد
orientation-current = صفحه‌های این گفتگو: { $orientation }.
    برای تغییر: ‏‎/orientation white‎‏ یا ‏‎/orientation turn‎‏ یا ‏‎/orientation auto‎‏
orientation-set = انجام شد. صفحه‌های این گفتگو: { $orientation }.
orientation-unknown = «{ $word }» جهت صفحه نیست. یکی را انتخاب کنید: ‏‎/orientation white‎‏ یا ‏‎/orientation turn‎‏ یا ‏‎/orientation auto‎‏
