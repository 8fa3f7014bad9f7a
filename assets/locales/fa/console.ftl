## The local console (damabot console): what it prints of its own.

console-banner = کنسول damabot: هر خط را به شکل «<نام>: <متن>» بنویس، مثلاً «‎alice: /new { $example }» و بعد «‎bob: /join»؛ ‎/help فهرست فرمان‌ها را نشان می‌دهد.
console-bad-line = خط‌ها را به شکل «<نام>: <متن>» بنویس، مثلاً «‎alice: /new { $example }».
console-not-saved = (پایگاه داده خطا داد؛ چیزی ذخیره نشد.)
