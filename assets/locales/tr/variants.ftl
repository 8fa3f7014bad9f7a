# İlk dört türden sonraki 17 türün kuralları ve ipuçları (ilk dördü reference.ftl'de).
# Sınırlar aynı: rules-* en çok 1.800, tips-* en çok 1.500 karakter.

## Tam kurallar

rules-international =
    Uluslararası dama (international)
    1. Tahta 10x10, yalnız 50 koyu kare; kareler Siyah'ın tarafından 1-50 numaralıdır: 1 b10, 46 a1, 50 i1.
    2. Herkesin 20 taşı var: Siyah 1-20'de, Beyaz 31-50'de. İlk hamle Beyaz'ın.
    3. Taş çapraz ileri bir kare gider. İleri ve geri yer: yanındaki rakip taşın üstünden arkasındaki boş kareye atlar.
    4. Hamlesi son sırada biten taş dama olur. Dama uçar: çapraz hatta istediği kadar gider, uzaktaki taşı yer ve arkasındaki herhangi bir boş kareye konar.
    5. Taş yemek zorunludur ve en çok taşı yemelisin (dama ve taş aynı sayılır); eşit yollar arasında sen seçersin. Yiyebildiğin sürece devam edersin.
    6. Yenen taşlar ancak hamle bitince kalkar: o zamana kadar yolu kapatırlar ve bir taş iki kez yenmez.
    7. Yeme sırasında son sırayı geçen taş, taş olarak devam eder; yalnız hamlesi orada biterse dama olur.
    8. Rakibin taşı ya da geçerli hamlesi kalmazsa kazanırsın.
    9. Beraberlik: iki taraf 25'er hamle yalnız dama oynar ve taş yenmezse; tek dama, içinde dama olan üç taşa karşı 16 hamle; iki ya da daha az taşa karşı 5 hamle; üç kez aynı konum; anlaşma.
    10. Teslim olan kaybeder; üst üste üç süre aşımı kaybettirir. Mars, taş kaybetmeden kazanmak, puanlı maçta çift sayılır.
    11. Hamleler kare numarasıyla: 32-28; yeme 28x19; birkaç atlayış 28x19x10. Koordinat da olur: d4-e5.

rules-brazilian =
    Brezilya daması (brazilian)
    1. Tahta 8x8, 32 koyu kare; a1 koyudur.
    2. Herkesin 12 taşı var: Beyaz 1-3. sıraların koyu karelerinde, Siyah 6-8. sıralarda. İlk hamle Beyaz'ın.
    3. Küçük tahtada uluslararası dama: taş çapraz ileri bir kare gider, kısa atlayışla ileri ve geri yer.
    4. Hamlesi son sırada biten taş dama olur. Dama uçar: çapraz hatta istediği kadar gider ve yer, yediği taşın arkasındaki herhangi bir boş kareye konar.
    5. Taş yemek zorunludur ve en çok taşı yemelisin (dama ve taş aynı sayılır); eşit yollar arasında sen seçersin. Yiyebildiğin sürece devam edersin.
    6. Yenen taşlar hamle bitince kalkar; bir taş iki kez yenmez.
    7. Yeme sırasında son sırayı geçen taş, taş olarak devam eder; yalnız hamlesi orada biterse dama olur.
    8. Rakibin taşı ya da geçerli hamlesi kalmazsa kazanırsın.
    9. Beraberlik: tek damaya karşı üç ya da daha çok dama 15 hamlede kazanmalı; 15'er hamle yalnız dama oynanır ve taş yenmezse; iki tarafta da dama varken taşlar 30 hamle (tahtada 4-5 taş) ya da 60 hamle (6-7 taş) değişmezse; tek damaya karşı iki ya da daha az taş: 5 hamle; üç kez aynı konum; anlaşma.
    10. Teslim olan kaybeder; üst üste üç süre aşımı kaybettirir. Mars, taş kaybetmeden kazanmak, puanlı maçta çift sayılır.
    11. Hamleler: c3-d4; yeme her iniş karesini yazar, c3xe5xg3, yol tekse kısaca c3xg3.

rules-canadian =
    Kanada daması (canadian)
    1. Tahta 12x12, 72 koyu kare; kareler Siyah'ın tarafından 1-72 numaralıdır: 1 b12, 67 a1, 72 k1.
    2. Herkesin 30 taşı var: Siyah 1-30'da, Beyaz 43-72'de. İlk hamle Beyaz'ın.
    3. Büyük tahtada uluslararası dama: taş çapraz ileri bir kare gider, kısa atlayışla ileri ve geri yer.
    4. Hamlesi son sırada biten taş dama olur. Dama uçar: çapraz hatta istediği kadar gider ve yer, yediği taşın arkasındaki herhangi bir boş kareye konar.
    5. Taş yemek zorunludur ve en çok taşı yemelisin (dama ve taş aynı sayılır); eşit yollar arasında sen seçersin. Yiyebildiğin sürece devam edersin.
    6. Yenen taşlar hamle bitince kalkar; bir taş iki kez yenmez.
    7. Yeme sırasında son sırayı geçen taş, taş olarak devam eder; yalnız hamlesi orada biterse dama olur.
    8. Rakibin taşı ya da geçerli hamlesi kalmazsa kazanırsın.
    9. Beraberlik: iki taraf 25'er hamle yalnız dama oynar ve taş yenmezse; tek dama, içinde dama olan üç taşa karşı 16 hamle; iki ya da daha az taşa karşı 5 hamle; üç kez aynı konum; anlaşma.
    10. Teslim olan kaybeder; üst üste üç süre aşımı kaybettirir. Mars, taş kaybetmeden kazanmak, puanlı maçta çift sayılır.
    11. Hamleler kare numarasıyla: 44-38; yeme 38x27; birkaç atlayış 38x27x16. Koordinat da olur: c5-d6.

rules-russian =
    Rus daması, şaşki (russian)
    1. Tahta 8x8, 32 koyu kare; a1 koyudur.
    2. Herkesin 12 taşı var: Beyaz 1-3. sıraların koyu karelerinde, Siyah 6-8. sıralarda. İlk hamle Beyaz'ın.
    3. Taş çapraz ileri bir kare gider; ileri ve geri yer, yanındaki rakip taşın üstünden arkasındaki boş kareye atlar.
    4. Son sıraya ulaşan taş hemen dama olur. Dama uçar: çapraz hatta istediği kadar gider ve yer, yediği taşın arkasındaki herhangi bir boş kareye konar.
    5. Taş yemek zorunludur ama hangi yemeyi yapacağını sen seçersin, en büyüğü olmak zorunda değil. Başladıysan yiyebildiğin sürece devam edersin.
    6. Yeme sırasında son sıraya ulaşan taş orada dama olur ve yiyebiliyorsa aynı hamlede dama olarak yemeye devam eder.
    7. Yenen taşlar hamle bitince kalkar ("Türk vuruşu": o zamana kadar yolu kapatırlar); bir taş iki kez yenmez.
    8. Rakibin taşı ya da geçerli hamlesi kalmazsa kazanırsın.
    9. Beraberlik: tek damaya karşı üç ya da daha çok dama 15 hamlede kazanmalı; 15'er hamle yalnız dama oynanır, taş yenmez ve taş sürülmezse; iki tarafta da dama varken taşlar 30 hamle (4-5 taş) ya da 60 hamle (6-7 taş) değişmezse; tek damaya karşı iki ya da daha az taş: 5 hamle; üç kez aynı konum; anlaşma.
    10. Teslim olan kaybeder; üst üste üç süre aşımı kaybettirir. Mars, taş kaybetmeden kazanmak, puanlı maçta çift sayılır.
    11. Hamleler: c3-d4; yeme iki noktayla, c3:e5:g3, yol tekse kısaca c3:g3 (x de olur).

rules-pool =
    Amerikan pool daması (pool)
    1. Tahta 8x8, 32 koyu kare; İngiliz damasındaki gibi 1-32 numaralı: 1 b8, 29 a1, 32 g1.
    2. Herkesin 12 taşı var: Siyah 1-12'de (üstte), Beyaz 21-32'de. İlk hamle Siyah'ın.
    3. Taş çapraz ileri bir kare gider; ileri ve geri yer, yanındaki rakip taşın üstünden arkasındaki boş kareye atlar.
    4. Hamlesi son sırada biten taş dama olur. Dama uçar: çapraz hatta istediği kadar gider ve yer, yediği taşın arkasındaki herhangi bir boş kareye konar.
    5. Taş yemek zorunludur ama hangi yemeyi yapacağını sen seçersin, en büyüğü olmak zorunda değil. Başladıysan yiyebildiğin sürece devam edersin, dama da.
    6. Yeme sırasında dama sırasına ulaşan taş geriye yiyebiliyorsa yemek zorundadır ve taş olarak kalır; yalnız hamlesi orada biterse dama olur.
    7. Yenen taşlar hamle bitince kalkar; bir taş iki kez yenmez.
    8. Rakibin taşı ya da geçerli hamlesi kalmazsa kazanırsın.
    9. Beraberlik: tek damaya karşı üç dama 13 hamlede kazanmalı; üç kez aynı konum; anlaşma.
    10. Teslim olan kaybeder; üst üste üç süre aşımı kaybettirir. Mars, taş kaybetmeden kazanmak, puanlı maçta çift sayılır.
    11. Hamleler kare numarasıyla: 11-15; yeme 22x15; birkaç atlayış 22x15x8. Koordinat da olur: c3-d4.

rules-czech =
    Çek daması (czech)
    1. Tahta 8x8, 32 koyu kare; a1 koyudur.
    2. Herkesin 12 taşı var: Beyaz 1-3. sıraların koyu karelerinde, Siyah 6-8. sıralarda. İlk hamle Beyaz'ın.
    3. Taş çapraz ileri bir kare gider ve yalnız ileri yer, yanındaki rakip taşın üstünden arkasındaki boş kareye atlar.
    4. Son sıraya ulaşan taş dama (vezir) olur ve hamlesi biter. Dama uçar: çapraz hatta istediği kadar gider ve yer, yediği taşın arkasındaki herhangi bir boş kareye konar.
    5. Taş yemek zorunludur. Damalarından biri yiyebiliyorsa dama ile yemelisin; yoksa istediğin yemeyi seçersin. Başladıysan yiyebildiğin sürece devam edersin.
    6. Yenen taşlar hamle bitince kalkar; bir taş iki kez yenmez.
    7. Rakibin taşı ya da geçerli hamlesi kalmazsa kazanırsın.
    8. Beraberlik: 15'er hamle taş yenmez ve taş sürülmezse; üç kez aynı konum; anlaşma.
    9. Teslim olan kaybeder; üst üste üç süre aşımı kaybettirir. Mars, taş kaybetmeden kazanmak, puanlı maçta çift sayılır.
    10. Hamleler: c3-d4; yeme iki noktayla, c3:e5:g3, yol tekse kısaca c3:g3 (x de olur).

rules-italian =
    İtalyan daması (italian)
    1. Tahta 8x8 ters döner: a1 açıktır ve her oyuncunun sağ alt köşesinde koyu kare vardır. 32 koyu karede oynanır; Beyaz'ın gördüğü sol üstten 1-32 numaralıdır: 1 a8, 4 g8, 29 b1, 32 h1.
    2. Herkesin 12 taşı var: Siyah 1-12'de, Beyaz 21-32'de. İlk hamle Beyaz'ın.
    3. Taş çapraz ileri bir kare gider ve kısa atlayışla yalnız ileri yer. Taş asla damayı yiyemez.
    4. Son sıraya ulaşan taş dama olur ve hamlesi biter. Dama uçmaz: her yöne çapraz bir kare gider, kısa atlayışla ileri ve geri yer.
    5. Taş yemek zorunludur; seçim varsa: (1) en çok taşı ye; (2) eşitse taşla değil dama ile ye; (3) sonra en çok damayı ye; (4) sonra damayı yolda olabildiğince erken ye; gerisini sen seçersin.
    6. Rakibin taşı ya da geçerli hamlesi kalmazsa kazanırsın.
    7. Beraberlik: 40'ar hamle yalnız dama oynanır ve taş yenmezse; üç kez aynı konum; anlaşma.
    8. Teslim olan kaybeder; üst üste üç süre aşımı kaybettirir. Mars, taş kaybetmeden kazanmak, puanlı maçta çift sayılır.
    9. Hamleler kare numarasıyla: 21-17; yeme 22x13; birkaç atlayış 22x13x6. Koordinat da olur: b3-a4.

rules-portuguese =
    Portekiz daması (portuguese)
    1. Tahta 8x8 ters döner: a1 açıktır ve her oyuncunun sağ alt köşesinde koyu kare vardır. 32 koyu karede oynanır; Beyaz'ın sağ alt köşesinden sağdan sola, sıra sıra yukarı 1-32 numaralıdır: 1 h1, 4 b1, 32 a8.
    2. Herkesin 12 taşı var: Beyaz 1-12'de, Siyah 21-32'de. İlk hamle Beyaz'ın.
    3. Taş çapraz ileri bir kare gider ve kısa atlayışla yalnız ileri yer.
    4. Son sıraya ulaşan taş dama olur ve hamlesi biter. Dama uçar: çapraz hatta istediği kadar gider ve yer, yediği taşın arkasındaki herhangi bir boş kareye konar.
    5. Taş yemek zorunludur: en çok taşı, bunlar arasında da en çok damayı yemelisin; eşit yollar arasında sen seçersin. Yiyebildiğin sürece devam edersin.
    6. Yenen taşlar hamle bitince kalkar; bir taş iki kez yenmez.
    7. Rakibin taşı ya da geçerli hamlesi kalmazsa kazanırsın.
    8. Beraberlik: üç kez aynı konum; anlaşma.
    9. Teslim olan kaybeder; üst üste üç süre aşımı kaybettirir. Mars, taş kaybetmeden kazanmak, puanlı maçta çift sayılır.
    10. Hamleler kare numarasıyla: 9-13; yeme 13x22; birkaç atlayış 13x22x31. Koordinat da olur: h3-g4.

rules-thai =
    Tay daması, mak-hos (thai)
    1. Tahta 8x8, 32 koyu kare; a1 koyudur.
    2. Herkesin yalnız 8 taşı var, ilk iki sırada: Beyaz a1-h2, Siyah a7-h8. İlk hamle Beyaz'ın.
    3. Taş çapraz ileri bir kare gider ve kısa atlayışla yalnız ileri yer.
    4. Son sıraya ulaşan taş dama olur ve hamlesi biter. Dama sessiz hamlede çapraz hatta istediği kadar gider.
    5. Dama uzaktaki taşı çapraz hatta yer ama tam arkasındaki kareye konmak zorundadır; sonraki atlayış oradan başlar.
    6. Yenen taşlar hemen kalkar, bu yüzden dama az önce boşalttığı karelerden geri dönebilir.
    7. Taş yemek zorunludur ama hangi yemeyi yapacağını sen seçersin. Başladıysan yiyebildiğin sürece devam edersin.
    8. Rakibin taşı ya da geçerli hamlesi kalmazsa kazanırsın.
    9. Beraberlik: üç kez aynı konum; anlaşma.
    10. Teslim olan kaybeder; üst üste üç süre aşımı kaybettirir. Mars, taş kaybetmeden kazanmak, puanlı maçta çift sayılır.
    11. Hamleler: c3-d4; yeme her iniş karesini yazar, a1xd4xb6, yol tekse yalnız başı ve sonu.

rules-frisian =
    Frizya daması (frisian)
    1. Tahta 10x10, 50 koyu kare, uluslararası damadaki gibi 1-50 numaralı. Herkesin 20 taşı var: Siyah 1-20'de, Beyaz 31-50'de. İlk hamle Beyaz'ın.
    2. Taş çapraz ileri bir kare gider.
    3. Taşlar sekiz yöne yer: çapraz ileri ve geri, bir de dikey ya da yatay düz. Düz yönde yenen taş bir sonraki koyu karedir (iki kare ötede): c3, c5'i yiyip c7'ye konar; a1, c1'i yiyip e1'e konar.
    4. Hamlesi son sırada biten taş dama olur; yeme sırasında geçerse taş olarak devam eder. Dama çapraz hatta istediği kadar gider, sekiz yönün hepsinde uzaktan yer.
    5. Taşın kaldıkça bir dama üst üste en çok üç sessiz hamle yapabilir; sonra yemelisin ya da başka taş oynamalısın.
    6. Taş yemek zorunludur ve en değerli yemeyi yapmalısın: dama bir taştan değerli, iki taştan değersizdir. Değer eşitse mümkünse dama ile ye; yoksa sen seçersin. Yiyebildiğin sürece devam edersin.
    7. Yenen taşlar hamle bitince kalkar; bir taş iki kez yenmez.
    8. Rakibin taşı ya da geçerli hamlesi kalmazsa kazanırsın.
    9. Beraberlik: tek damaya karşı iki dama 7'şer hamleden sonra; birer dama 2'şer hamleden sonra; üç kez aynı konum; anlaşma.
    10. Teslim olan kaybeder; üst üste üç süre aşımı kaybettirir. Mars, taş kaybetmeden kazanmak, puanlı maçta çift sayılır.
    11. Hamleler kare numarasıyla: 32-28; yeme 28x19, düz yemeler de: 28x30. Koordinat da olur: d4-e5.

rules-anti =
    Anti dama (anti)
    1. Tersine çevrilmiş İngiliz daması: amaç kaybetmek. Sıra sendeyken hiç taşın ya da geçerli hamlen kalmazsa kazanırsın.
    2. Tahta, taşlar ve hamleler tam İngiliz damasındaki gibi: 1-32 numaralı 32 koyu kare (1 b8, 32 g1); Siyah 1-12'de, Beyaz 21-32'de; ilk hamle Siyah'ın.
    3. Taş çapraz ileri bir kare gider ve kısa atlayışla yalnız ileri yer.
    4. Son sıraya ulaşan taş dama olur ve hamlesi biter. Dama her yöne çapraz bir kare gider ve yer.
    5. Taş yemek zorunludur ama hangi yemeyi yapacağını sen seçersin. Başladıysan yiyebildiğin sürece devam edersin.
    6. Beraberlik: 40'ar hamle taş yenmezse; üç kez aynı konum; anlaşma.
    7. Teslim olan, her oyunda olduğu gibi kaybeder; üst üste üç süre aşımı kaybettirir.
    8. Burada mars, kaybedenin hiç taş verememesi demektir; puanlı maçta çift sayılır.
    9. Hamleler kare numarasıyla: 11-15; yeme 22x15; birkaç atlayış 22x15x8. Koordinat da olur: c3-d4.

rules-corner =
    Köşe daması (corner)
    1. Tahta 8x8, 32 koyu kare; a1 koyudur. Taşlar köşelerde başlar: Beyaz c1, e1, g1, d2, f2, h2, e3, g3, f4, h4, g5, h6; Siyah a3, b4, a5, c5, b6, d6, a7, c7, e7, b8, d8, f8. Uzun çapraz a1-h8 başta boştur. İlk hamle Beyaz'ın.
    2. Çek damasının kuralları: taş çapraz ileri bir kare gider, kısa atlayışla yalnız ileri yer; dama (vezir) uçar.
    3. Beyaz taş yalnız a7 ya da b8'de, Siyah taş yalnız g1 ya da h2'de dama olur. Son sıranın başka bir karesine varan taş taş kalır ve artık oynayamaz.
    4. Taş yemek zorunludur. Damalarından biri yiyebiliyorsa dama ile yemelisin; yoksa sen seçersin. Yiyebildiğin sürece devam edersin.
    5. Yenen taşlar hamle bitince kalkar; bir taş iki kez yenmez.
    6. Rakibin taşı ya da geçerli hamlesi kalmazsa kazanırsın.
    7. Beraberlik: 15'er hamle taş yenmez ve taş sürülmezse; üç kez aynı konum; anlaşma.
    8. Teslim olan kaybeder; üst üste üç süre aşımı kaybettirir. Mars, taş kaybetmeden kazanmak, puanlı maçta çift sayılır.
    9. Hamleler: c1-b2; yeme her iniş karesini yazar, c3xe5xc7, yol tekse yalnız başı ve sonu.

rules-oneway =
    Tek yön daması (oneway)
    1. Tahta 8x8, 32 koyu kare; a1 koyudur. İki oyuncu da tahtaya Beyaz'ın tarafından bakar.
    2. Herkesin 12 taşı 1-6. sıralarda: Beyaz sol yarıda (a1, c1, b2, d2, a3, c3, b4, d4, a5, c5, b6, d6), Siyah sağ yarıda (e1'den h6'ya). 7. ve 8. sıralar boştur. İlk hamle Beyaz'ın.
    3. Beyaz da Siyah da bütün taşlar yukarı, 8. sıraya doğru gider: çapraz yukarı bir kare ilerler ve kısa atlayışla yalnız yukarı yer.
    4. 8. sıraya ulaşan her renkten taş dama (vezir) olur ve hamlesi biter. Dama her yöne uçar.
    5. Taş yemek zorunludur. Damalarından biri yiyebiliyorsa dama ile yemelisin; yoksa sen seçersin. Yiyebildiğin sürece devam edersin.
    6. Yenen taşlar hamle bitince kalkar; bir taş iki kez yenmez.
    7. Rakibin taşı ya da geçerli hamlesi kalmazsa kazanırsın.
    8. Beraberlik: 15'er hamle taş yenmez ve taş sürülmezse; üç kez aynı konum; anlaşma.
    9. Teslim olan kaybeder; üst üste üç süre aşımı kaybettirir. Mars, taş kaybetmeden kazanmak, puanlı maçta çift sayılır.
    10. Hamleler: b6-c7; yeme her iniş karesini yazar, e5xc7, yol tekse yalnız başı ve sonu.

rules-parachute =
    Paraşüt daması (parachute)
    1. Tahta 8x8, 32 koyu kare; a1 koyudur.
    2. Her tarafın kendi 2. ve 3. sırasında 8 taşı, rakibin son sırasında 4 paraşütçüsü var: Beyaz taşlar b2-g3, Beyaz paraşütçüler b8, d8, f8, h8; Siyah taşlar b6-g7, Siyah paraşütçüler a1, c1, e1, g1. İlk hamle Beyaz'ın.
    3. Paraşütçü asla sessiz hamle yapmaz. Yalnız yer: hemen önündeki sırada duran rakip taşın üstünden atlar (Beyaz: 8. sıradan 7. sıranın üstünden 6. sıraya) ve sıradan bir taş olur; hamle orada biter. Paraşütçüler yenemez.
    4. Gerisi Çek daması: taşlar çapraz ileri gider ve yalnız ileri yer; son sıraya ulaşan taş uçan dama (vezir) olur ve hamlesi biter.
    5. Taş yemek zorunludur, paraşütçü atlayışları da. Damalarından biri yiyebiliyorsa dama ile yemelisin; yoksa sen seçersin. Yiyebildiğin sürece devam edersin.
    6. Yenen taşlar hamle bitince kalkar; bir taş iki kez yenmez.
    7. Rakibin taşı ya da geçerli hamlesi kalmazsa kazanırsın; yiyecek taşı olmayan paraşütçüler hamle sayılmaz.
    8. Beraberlik: 15'er hamle taş yenmez ve taş sürülmezse; üç kez aynı konum; anlaşma.
    9. Teslim olan kaybeder; üst üste üç süre aşımı kaybettirir. Mars, taş kaybetmeden kazanmak, puanlı maçta çift sayılır.
    10. Hamleler: c3-d4; paraşütçü atlayışı d8xb6; yeme her iniş karesini yazar.

rules-gothic =
    Gotik dama (gothic)
    1. Tahta 8x8, 64 karenin hepsi. Herkesin 16 taşı var: Beyaz 1. ve 2. sıralarda, Siyah 7. ve 8. sıralarda. İlk hamle Beyaz'ın.
    2. Taş beş yöne bir kare gider: düz ileri, çapraz ileri ya da yana. Aynı beş yöne kısa atlayışla yer, asla geri yemez.
    3. Son sıraya ulaşan taş dama olur ve hamlesi biter. Dama sekiz yönün birine bir kare gider ve sekiz yönde de kısa atlayışla yer.
    4. Taş yemek zorunludur ama hangi yemeyi yapacağını sen seçersin. Başladıysan yiyebildiğin sürece devam edersin; bir taş iki kez yenmez.
    5. Rakibin taşı ya da geçerli hamlesi kalmazsa kazanırsın.
    6. Beraberlik: 40'ar hamle taş yenmezse; üç kez aynı konum; anlaşma.
    7. Teslim olan kaybeder; üst üste üç süre aşımı kaybettirir. Mars, taş kaybetmeden kazanmak, puanlı maçta çift sayılır.
    8. Hamleler: c2-c3, c2-d3; yeme her iniş karesini yazar, c3xc5xe5, yol tekse yalnız başı ve sonu.

rules-hawaiian =
    Hawaii daması, Konane (hawaiian)
    1. Tahta 8x8, tamamen dolu: Beyaz her koyu karede (a1, c1, ... b2, ...), Siyah her açık karede.
    2. Açılış: Siyah kendi taşlarından birini a8, h1, d5 ya da e4'ten alarak başlar. Sonra Beyaz o deliğin hemen solundaki, sağındaki, üstündeki ya da altındaki kendi taşlarından birini alır.
    3. Bundan sonra her hamle bir yemedir: taş düz (satır ya da sütun boyunca, asla çapraz değil) yanındaki rakip taşın üstünden arkasındaki boş kareye atlar ve atlanan taş kalkar.
    4. Aynı taş yeniden atlayabilir, ama yalnız aynı yönde, ve herhangi bir atlayıştan sonra durabilir. Hangi yemeyi yapacağını sen seçersin.
    5. Dama ve terfi yoktur.
    6. Sırası geldiğinde atlayışı olmayan kaybeder. Her hamle bir taş kaldırdığı için anlaşma dışında beraberlik olmaz.
    7. Teslim olan kaybeder; üst üste üç süre aşımı kaybettirir. Mars, taş kaybetmeden kazanmak, puanlı maçta çift sayılır.
    8. Hamleler: açılıştaki taş alma karenin adıyla yazılır, örneğin d5; atlayış d3xd5; düz çift atlayış d1xd3xd5.

rules-alquerque =
    Alquerque (alquerque)
    1. Tahta, a1'den e5'e 5x5 noktadır ve noktalar çizgilerle bağlıdır. Her nokta satır ve sütundaki komşularına bağlıdır; a1, c1, e1, b2, d2, a3, c3, e3, b4, d4, a5, c5, e5 noktalarında çapraz çizgiler de vardır.
    2. Herkesin 12 taşı var: Beyaz 1. ve 2. sıralarda ve d3, e3'te; Siyah 4. ve 5. sıralarda ve a3, b3'te. Yalnız c3 boştur. İlk hamle Beyaz'ın.
    3. Taş bir çizgi boyunca yandaki boş noktaya gider: ileri, çapraz ileri (çizgi varsa) ya da yana; asla geri. Son sıradaki taş artık sessiz hamle yapamaz.
    4. Taş, çizgi boyunca yanındaki rakip taşın üstünden arkasındaki boş noktaya atlayarak yer. İlk atlayış ileri, çapraz ileri ya da yana olur; aynı hamledeki sonraki atlayışlar her yöne, geriye de gidebilir.
    5. Taş yemek zorunludur ama hangi yemeyi yapacağını sen seçersin. Başladıysan yiyebildiğin sürece devam edersin.
    6. Terfi yoktur.
    7. Rakibin taşı ya da geçerli hamlesi kalmazsa kazanırsın.
    8. Beraberlik: üç kez aynı konum; anlaşma.
    9. Teslim olan kaybeder; üst üste üç süre aşımı kaybettirir. Mars, taş kaybetmeden kazanmak, puanlı maçta çift sayılır.
    10. Hamleler: c2-c3; yeme c4xc2; birkaç atlayış b4xd2xd4.

## Strateji ipuçları

tips-international =
    Uluslararası dama için ipuçları
    1. Merkez için savaş: 22-24 ve 27-29 kareleri. Oradaki taşlar rakibin ordusunu ikiye böler.
    2. Taşlarını zincirler ve üçgenler hâlinde bir arada tut. Yalnız bir taş önden ve arkadan kolayca saldırıya uğrar.
    3. En çok taşı yemek zorunludur: bir taş feda edip rakibin taşlarını, senin iki üç taş geri alacağın karelere yönlendir. Her hamleden önce iki taraf için de bu vuruşları ara.
    4. Son sıraya acele etme. Yeme sırasında orayı geçen taş taş kalır; atılımını hamle orada bitecek şekilde zamanla.
    5. Dama bütün çaprazları tutar. Damaya karşı uzun çaprazın iki yanını da kapalı tut.
    6. Kilitli konumlarda tempo önemlidir: arka sıralarında yedek hamleler sakla.
    7. Tek dama üç taşa karşı 16 hamle sonra berabere kalır: öndeysen zamanında kazan.

tips-brazilian =
    Brezilya daması için ipuçları
    1. Kurallar uluslararası, ama 8x8 tahtada her şey daha hızlı: korumasız tek bir taş çoğu zaman hemen gider.
    2. Merkezi tut (c5, d4, e5, f4) ve arka sıranı bir süre koru: c1 ya da e1'deki taş birçok atılımı durdurur.
    3. En çok taşı yemek zorunludur: bir feda, rakibin taşını senin iki ya da daha fazla taş alacağın yere sürükleyebilir.
    4. Yeme sırasında son sırayı geçen taş taş kalır; atılımlarını son sırada bitecek şekilde planla.
    5. Küçük tahtada uçan dama çok güçlüdür: bir dama çoğu zaman birkaç taştan üstündür. İlk damanı iyi kullan.
    6. Tek damaya karşı üç damayla yalnız 15 hamlen var: uzun çaprazı a1-h8 erken tut, yoksa tek dama orada direnir.

tips-canadian =
    Kanada daması için ipuçları
    1. Tahta kocaman: 30'ar taş ve uzun çaprazlar. Önceden plan yap, düzen kurmaya bolca vakit var.
    2. Merkezi birbirini koruyan taş zincirleriyle al; kanatlar sonra gelir.
    3. En çok taşı yemek zorunludur ve bu kadar taşla kombinezonlar uzundur: rakibin yapmak zorunda kalacağı her yemeyi say.
    4. Yeme sırasında son sırayı geçen taş taş kalır. Atılımlar tam son sırada bitmeli.
    5. 12x12 tahtada uçan dama çok kare tarar: ilk dama çoğu zaman oyunu belirler.
    6. Kilitli orta oyun için arka sıralarında yedek tempo hamleleri tut.

tips-russian =
    Rus daması için ipuçları
    1. Hangi yemeyi yapacağını sen seçersin: en uzununu değil, seni en iyi konumda bırakanı seç.
    2. Merkezi tut: c5, d4, e5 ve f4 taşlarına alan açar, rakibi sıkıştırır.
    3. e1'deki "altın taşı" (Siyah için d8) olabildiğince uzun koru: arka sıranı atılımlara karşı bekler.
    4. Yeme sırasında dama sırasına ulaşan taş dama olur ve dama olarak yemeye devam eder. Bu kombinezonları kendin için de rakip için de ara.
    5. Yenen taşlar hamle bitene kadar tahtada kalır (Türk vuruşu): dama kendi kurbanlarının arkasında sıkışabilir. Damayı böyle tuzağa düşür.
    6. Uzun çaprazı a1-h8 kontrol et: üç dama bire karşı ancak orayı tutarsa ve yalnız 15 hamlede kazanır.
    7. Oyun sonunda tempoları say: güvenli hamlesi önce biten genellikle kaybeder.

tips-pool =
    Amerikan pool daması için ipuçları
    1. Pool'da taşlar ileri de geri de yer: hatlarının arkasına sızan rakip taşı güvende değildir, seninki de.
    2. Hangi yemeyi yapacağını sen seçersin. En uzununu değil, taşlarını güvende bırakanı seç.
    3. Yeme sırasında dama sırasına ulaşıp geriye yiyebilen taş yemek zorundadır ve taş kalır. Kombinezon sayarken buna dikkat et.
    4. Damalar uçar, bu yüzden ilk dama güçlü bir silahtır. Rakibinkini geciktirmek için arka sıranı koru.
    5. Taşlarını çiftler ve üçgenler hâlinde tut; yalnız taşlar geri yemeye kolay hedeftir.
    6. Bire karşı üç dama 13 hamlede kazanmalı: tek damayı uzun çaprazdan çabuk çıkar.

tips-czech =
    Çek daması için ipuçları
    1. Taşlar yalnız ileri yer; seninkilerin yanından geçen taşı artık yiyemezler: geçmeden önce durdur.
    2. Dama önceliği: damalarından biri yiyebiliyorsa yemek zorundadır. Damayı istediğin yere çekmek için ona taş ver.
    3. İlk dama çok değerlidir: rakip erken dama çıkarmasın diye arka sıranı kapalı tut.
    4. Yenen taşlar hamle bitene kadar tahtada kalır, bu yüzden uzun bir dama yemesi onların arasında sıkışarak bitebilir.
    5. Merkezi tut ve taşlarını bağlı tut; boşluklar rakip taşlara yol açar.
    6. 15'er hamle taş yenmez ve taş sürülmezse berabere: öndeysen konumu hareketli tut.

tips-italian =
    İtalyan daması için ipuçları
    1. Taşlar damayı yiyemez: bir daman olunca rakibin taşları ona zarar veremez. Olabildiğince erken dama çıkar.
    2. Damalar uçmaz: dama güçlüdür ama desteğe ihtiyaç duyar.
    3. Yeme sırasını bil: en çok taş, sonra dama ile, sonra en çok dama. Rakibin zorunlu yemeleri tahmin edilebilir, vuruş hazırla.
    4. Taşlar yalnız ileri yer, bu yüzden atılımlara karşı arka sıranı koru.
    5. Taşları çaprazlar boyunca çiftler hâlinde tut; kenardaki yalnız taşa saldırmak kolaydır.
    6. Oyun sonunda tempo belirler: güvenli hamlesi önce kimin biteceğini say.

tips-portuguese =
    Portekiz daması için ipuçları
    1. Damalar uçar ve taşlar geri yiyemez: tek bir dama çoğu zaman oyunu belirler. Arka sıranı kapalı tut.
    2. En çok taşı, sonra en çok damayı yemek zorunludur. Rakibin zorunlu yemeleri tahmin edilebilir: fedalarla onu yönlendir.
    3. Merkezi ve uzun çaprazı (1-32, h1'den a8'e) tut.
    4. Taşlarını bağlı gruplar hâlinde tut; bir boşluk rakip taşı son sıraya koşturur.
    5. Yenen taşlar hamle bitene kadar tahtada kalır: uzun bir dama yemesi onlara takılıp bitebilir.
    6. Hamle sayısıyla beraberlik yok: taş üstünlüğünü acele etmeden kazanca çevirebilirsin.

tips-thai =
    Tay daması için ipuçları
    1. Herkesin yalnız 8 taşı var, her taş önemlidir: tek bir kayıp çoğu zaman oyunu belirler.
    2. Dama uzaktan yer ama kurbanının hemen arkasına konar. Taşlarının arkasındaki kareyi dolu tut, dama onları yiyemez.
    3. Yenen taşlar hemen kalkar, bu yüzden dama kendi yolundan geri dönebilir. Hamleden önce bütün yolu say.
    4. Taşlar yalnız ileri yer: seninkilerin yanından geçen taş onlardan güvendedir. Son sıraya onunla yarış ya da yolunu kes.
    5. Hangi yemeyi yapacağını sen seçersin: seni güvende bırakanı seç.
    6. Erken dama çıkar; dama her taştan çok daha güçlüdür.

tips-frisian =
    Frizya daması için ipuçları
    1. Taşlar çaprazın yanında dikey ve yatay da düz yer: her hamleden önce sekiz yöne bak.
    2. En değerli yeme zorunludur ve dama iki taştan değersizdir. Rakibin taşlarını yerinden çekmek için taş ver.
    3. Taşın varken dama üst üste yalnız üç sessiz hamle yapabilir: taşlarını oynamaya hazır tut, yoksa daman donar.
    4. Damalar sekiz yönde uzaktan yer: taşlarını dikey ve yatayda da korumaya al.
    5. Bire karşı iki dama 7 hamle sonra berabere: erken iki dama çıkar ya da tahtada taş tut.
    6. Düzenini sıkı tut; düz yemeler iki kare aralıklı boşlukları cezalandırır.

tips-anti =
    Anti dama için ipuçları
    1. Her şeyi kaybederek kazanırsın, o yüzden tersinden düşün: taş ver, zorunda değilsen yeme.
    2. Taş yemek zorunludur: taşlarını rakibin yemek zorunda kalacağı yerlere koy, özellikle yedikten sonra onun daha çok taşı kalacaksa.
    3. Damalar senin için tehlikelidir: onları vermek zordur. Taş vermene yardım etmiyorsa dama çıkarma.
    4. Kilitlenmek de kazandırır: geçerli hamlen yoksa kazanırsın. Taşlarını rakibin taşlarına dayayıp sıkıştır.
    5. Rakibin taşlarını canlı ve hareketli bırak; yiyen o olsun, sen değil.
    6. Sona doğru dikkat: son taşlarını saklamak değil, vermek gerekir.

tips-corner =
    Köşe daması için ipuçları
    1. Yalnız iki kare dama yapar: Beyaz için a7 ve b8, Siyah için g1 ve h2. Taşlarını oraya yönelt; son sıranın geri kalanı çıkmaz sokaktır.
    2. Rakibin dama karelerini koru: tek bir engel taşı bütün terfileri durdurabilir.
    3. Uzun çapraz a1-h8 başta boştur: oradaki dama tahtaya hükmeder.
    4. Dama önceliği: dama yiyebiliyorsa yemek zorundadır. Rakibin damasını uzaklaştırmak için bunu kullan.
    5. Taşlar yalnız ileri yer, bu yüzden taşlarını yanından kayabilecek rakip taşların önünde tut.

tips-oneway =
    Tek yön daması için ipuçları
    1. Herkes 8. sıraya koşar. Beyaz solda, Siyah sağda oturur: savaş iki yarının sınırında geçer.
    2. Taşlar yalnız yukarı yer; bir rakip taşın altındaki taşı o yiyemez, üstündekiler tehlikededir.
    3. 8. sıraya yarış çok şey belirler: ilk dama tahtayı süpürür.
    4. Dama önceliği: damalarından biri yiyebiliyorsa yemek zorundadır.
    5. Tırmanırken taşlarını grup hâlinde tut, böylece birinin üstünden atlayan dolu bir kareye çarpar.

tips-parachute =
    Paraşüt daması için ipuçları
    1. Rakibin paraşütçüleri senin arka sıranda bekler: 2. sıranda arkası boş bir taş bırakma, yoksa üstüne bir paraşütçü iner.
    2. Kendi paraşütçülerin yenemez. Onlara hedef vermek için rakibin taşlarını önlerindeki sıraya sür.
    3. Senin dama karelerindeki paraşütçü kendi taşlarının dama olmasını engeller: onu erken kullan.
    4. Dama önceliği: dama yiyebiliyorsa yemek zorundadır; paraşütçülerin önceliği yoktur.
    5. Elinde yalnız yiyemeyen paraşütçüler kalan tarafın hamlesi yoktur ve kaybeder.

tips-gothic =
    Gotik dama için ipuçları
    1. Taşlar yana da gider ve yer: bir taş ancak iki yanı ve önü korunuyorsa güvendedir.
    2. Dolu tahtada 16'şar taşla her hamle bir hat açar: sıralarını sıkı tut.
    3. Hangi yemeyi yapacağını sen seçersin: en uzununu değil, seni güvende bırakanı seç.
    4. Damalar sekiz yöne birer kare gider: birlikte çalışan iki dama çok güçlüdür.
    5. Erken dama çıkar ve rakibin taşlarını durdurmak için arka sırada taş tut.

tips-hawaiian =
    Hawaii daması (Konane) için ipuçları
    1. Son atlayan kazanır: kalan atlayışlarını rakibinkilerle karşılaştır.
    2. Herhangi bir atlayıştan sonra durabilirsin. Bazen kısa bir atlayış rakibe daha az hamle bırakır.
    3. Kenardaki taşlar yalnız kenar boyunca yenebilir; köşeler en güvenli karelerdir.
    4. Rakibine hat açma: açtığın her boşluk bir iniş karesi olabilir.
    5. Sona doğru rakibin taşlarını, yanlarında senin taşın olmadan yalnız bırakmaya çalış.

tips-alquerque =
    Alquerque için ipuçları
    1. Tahta minicik ve dolu: ilk yemeler çok şey belirler. Oynamadan önce her atlayışı say.
    2. Çapraz çizgili noktalar (a1, c1, e1, b2, d2, a3, c3, e3, b4, d4, a5, c5, e5) diğerlerinden güçlüdür.
    3. Son sıradaki taşlar artık ileri gidemez; onları yana yemek için sakla.
    4. Çoklu atlayışta ilk atlayıştan sonra geri dönülebilir: taşlarının arkasına da bak.
    5. Terfi yok: oynayacak kadar taş tut, çünkü hamlesi olmayan kaybeder.
