# Oyuncuya gösterilen başvuru metinleri: tür adları, kurallar, ipuçları, yardım, yapay zekâ seviyeleri, mars.
# Aynı mesaj kimlikleri en, fa ve tr dosyalarında bulunur. Yalnız düz metin (Markdown ya da HTML yok):
# aynı metin Telegram'a, Discord'a ve terminale gider.
# Sınırlar: rules-*, help-text en çok 1.800 karakter; tips-* en çok 1.500.
# Komut sözcükleri ve tür kimlikleri (persian, turkish, english, dameo) ASCII kalır: oyuncular bunları yazar.

## Tür adları

variant-persian = İran daması
variant-turkish = Türk daması
variant-english = İngiliz daması
variant-dameo = Dameo
variant-international = Uluslararası dama
variant-brazilian = Brezilya daması
variant-canadian = Kanada daması
variant-russian = Rus daması (şaşki)
variant-pool = Amerikan pool daması
variant-czech = Çek daması
variant-italian = İtalyan daması
variant-portuguese = Portekiz daması
variant-thai = Tay daması (mak-hos)
variant-frisian = Frizya daması
variant-anti = Anti dama
variant-corner = Köşe daması
variant-oneway = Tek yön daması
variant-parachute = Paraşüt daması
variant-gothic = Gotik dama
variant-hawaiian = Hawaii daması (Konane)
variant-alquerque = Alquerque

## Kuralların tamamı, her tür için

rules-persian =
    İran daması (persian)
    1. Tahta 8×8, 64 karenin hepsi oynanır; sütunlar a-h, yatay sıralar beyazın tarafından 1-8.
    2. Herkesin 16 taşı var: beyaz a2-h3'te, siyah a6-h7'de; 1. ve 8. sıra boş başlar. İlk hamleyi beyaz yapar.
    3. Normal taş ileri, sağa ya da sola bir kare gider; geri ve çapraz gitmez.
    4. Normal taş, yanındaki (ileri, sağ ya da sol) rakip taşın arkasındaki kare boşsa üzerinden atlayıp arkasına konarak onu yer; geriye doğru yiyemez.
    5. Hamlesini son sırada bitiren taş dama (Farsça "şah") olur. Dama kale gibi, önü boş olduğu sürece dört yönde istediği kadar gider.
    6. Dama uzaktan yer: hattındaki ilk taş rakibinse ve arkası boşsa onu atlar, arkasındaki boş karelerden istediğine konar; yan yana duran iki taşı atlayamaz.
    7. Yeme zorunludur ve en çok taş yediren yolu oynamak zorundasın (dama ile normal taş aynı sayılır); eşit yollar arasında seçim senin. Atlayışlar mümkün olduğu sürece devam eder.
    8. Yenen taş hemen tahtadan kalkar: sonraki atlayışlar onun karesinden geçebilir ama aynı taş iki kez yenemez. Dama iki atlayış arasında 180 derece geri dönemez.
    9. Yeme sırasında son sıraya ulaşan taş, normal taş olarak yemeye devam eder; ancak hamlesi orada biterse dama olur.
    10. Rakibin taşı ya da geçerli hamlesi kalmazsa kazanırsın.
    11. Berabere: iki tarafta da yalnız birer dama kalırsa (tek damaya karşı tek normal taşta oyun sürer); iki taraf da 50'şer hamle yalnız damalarla ve taş yemeden oynarsa; aynı pozisyon üç kez tekrarlanırsa; anlaşmayla.
    12. Teslim olan kaybeder. Hamle süresi dolunca sistem senin yerine geçerli bir hamle oynar; üst üste üçüncüsünde kaybedersin.
    13. Mars: hiç taş kaybetmeden kazanmak; puanlı maçta çift sayılır.
    14. Hamleler: c3-c4; yemede konulan her kare yazılır: c3xc5xe5, yol tekse kısaca c3xe5.

rules-turkish =
    Türk daması (turkish)
    1. Tahta 8×8, 64 karenin hepsi oynanır; sütunlar a-h, yatay sıralar beyazın tarafından 1-8.
    2. Herkesin 16 taşı var: beyaz a2-h3'te, siyah a6-h7'de; 1. ve 8. sıra boş başlar. İlk hamleyi beyaz yapar.
    3. Normal taş ileri, sağa ya da sola bir kare gider; geri ve çapraz gitmez.
    4. Normal taş, yanındaki (ileri, sağ ya da sol) rakip taşın arkasındaki kare boşsa üzerinden atlayıp arkasına konarak onu yer; geriye doğru yiyemez.
    5. Son sıraya ulaşan taş dama olur. Dama ileri, geri, sağa ve sola, önü boş olduğu sürece istediği kadar gider.
    6. Dama uzaktan yer: hattındaki ilk taş rakibinse ve arkası boşsa onu atlar, arkasındaki boş karelerden istediğine konar; yan yana duran iki taşı atlayamaz.
    7. Yeme zorunludur ve en çok taş yediren yolu oynamak zorundasın (dama ile normal taş aynı sayılır); eşit yollar arasında seçim senin. Aynı taşla yemeye devam edebiliyorsan sıra karşıya geçmez.
    8. Yenen taş hemen tahtadan kalkar: sonraki atlayışlar onun karesinden geçebilir ama aynı taş iki kez yenemez. Dama iki atlayış arasında 180 derece geri dönemez.
    9. Yeme zinciri sırasında son sıraya ulaşan taş dama olur ve hamlesi orada biter; dama olarak yemeye devam etmez. En çok taş kuralı da buna göre sayılır.
    10. Rakibin taşı ya da geçerli hamlesi kalmazsa kazanırsın; pas geçmek yoktur.
    11. Berabere: iki taraf da 50'şer hamle taş yemeden oynarsa; iki tarafta da birer taş kalırsa (biri dama olsa bile); aynı pozisyon üç kez tekrarlanırsa; anlaşmayla.
    12. Teslim olan kaybeder. Hamle süresi dolunca sistem senin yerine geçerli bir hamle oynar; üst üste üçüncüsünde kaybedersin.
    13. Mars: hiç taş kaybetmeden kazanmak; puanlı maçta çift sayılır.
    14. Hamleler: c3-c4; yemede konulan her kare yazılır: c3xc5xe5, yol tekse kısaca c3xe5.

rules-english =
    İngiliz daması (english)
    1. Tahta 8×8, yalnız 32 koyu kare kullanılır (a1 koyudur). Kareler, beyazın gördüğü gibi üstten başlayıp sıra sıra, soldan sağa 1-32 numaralıdır: 1 b8, 4 h8, 29 a1, 32 g1'dir.
    2. Herkesin 12 taşı var: siyah 1-12'de (üstte), beyaz 21-32'de (altta). İlk hamleyi siyah yapar.
    3. Normal taş çapraz ileri bir kare gider.
    4. Normal taş yalnız çapraz ileri yer: yanındaki rakip taşın arkasındaki kare boşsa üzerinden atlayıp arkasına konar.
    5. Son sıraya ulaşan taş dama olur. Dama her yöne çapraz bir kare gider ve aynı biçimde, kısa atlayışla, ileri ya da geri yer.
    6. Yeme zorunludur ama en uzununu değil, istediğin yemeyi seçebilirsin. Seçtiğin yemeyi bitirmelisin: aynı taş yiyebildiği sürece atlamaya devam eder. Hiçbir taş iki kez atlanamaz.
    7. Yeme ile son sıraya ulaşan taş dama olur ve hamlesi orada biter.
    8. Rakibin taşı ya da geçerli hamlesi kalmazsa kazanırsın.
    9. Berabere: iki taraf da 40'ar hamle taş yemeden oynarsa; aynı pozisyon üç kez tekrarlanırsa; anlaşmayla.
    10. Teslim olan kaybeder. Hamle süresi dolunca sistem senin yerine geçerli bir hamle oynar; üst üste üçüncüsünde kaybedersin.
    11. Mars: hiç taş kaybetmeden kazanmak; puanlı maçta çift sayılır.
    12. Hamleler kare numarasıyla: 11-15; yeme 22x15; çoklu yemede konulan her kare yazılır: 22x15x8. Koordinat da olur: c3-d4.

rules-dameo =
    Dameo (dameo)
    1. Tahta 8×8, 64 karenin hepsi oynanır; sütunlar a-h, yatay sıralar beyazın tarafından 1-8.
    2. Herkese 18 taş, piramit biçiminde: beyaz a1-h1, b2-g2, c3-f3; siyah a8-h8, b7-g7, c6-f6. İlk hamleyi beyaz yapar.
    3. Normal taş düz ileri ya da çapraz ileri bir kare gider.
    4. Doğrusal hamle: gidiş yönünde (ileri ya da çapraz ileri) uzanan kesintisiz bir normal taş dizisi bir kare ilerler: en arkadaki taş dizinin üzerinden atlayıp hemen önündeki kareye konar (o kare boş olmalı). Tek taş da bir dizidir; dama diziye katılmaz.
    5. Hamlesini son sırada bitiren taş dama olur. Dama satrançtaki vezir gibi sekiz yönde istediği kadar gider.
    6. Bütün yemeler dikey ya da yataydır, çapraz yeme yoktur. Normal taş ileri, geri ve yana, yanındaki rakip taşın üzerinden arkasındaki boş kareye atlayarak yer. Dama kale gibi uzaktan yer, arkadaki boş karelerden istediğine konar.
    7. Yenen taşlar hamle bitene kadar tahtada kalır: yolu kapatırlar ve hiçbir taş iki kez atlanamaz (boş karelerden yeniden geçilebilir).
    8. Yeme zorunludur; en çok taş yediren yol oynanır (dama ile normal taş aynı sayılır), eşitler arasında seçim senin.
    9. Taş ancak bütün hamlesi son sırada biterse dama olur; yemede oradan geçip devam eden taş normal kalır.
    10. Rakibin taşı ya da geçerli hamlesi kalmazsa kazanırsın.
    11. Berabere: aynı pozisyon üç kez tekrarlanırsa; iki taraf da 50'şer hamle taş yemeden ve normal taş oynatmadan oynarsa; anlaşmayla.
    12. Teslim olan kaybeder. Hamle süresi dolunca sistem senin yerine geçerli bir hamle oynar; üst üste üçüncüsünde kaybedersin.
    13. Mars: hiç taş kaybetmeden kazanmak; puanlı maçta çift sayılır.
    14. Hamleler: d2-d3; doğrusal hamle en arkadaki taşın nereden nereye gittiğiyle yazılır: c1-e3, c1 ve d2 dizisini çapraz bir kare ilerletir. Yeme: d4xd6xf6, yol tekse d4xf6.

## Strateji ipuçları, her tür için

tips-persian =
    İran damasında kazanmak için ipuçları
    1. Taşlarının arkasını boş bırakma. Rakip bir taşını ancak arkasındaki kare boşsa yiyebilir. Arkası ya da yanı dolu taşlar rakibin önünde bir duvardır.
    2. Yeme zorunluluğundan yararlan. Rakip en çok taş yediren yemeyi yapmak zorunda olduğu için, bazen bir taş feda ederek onu bir kareye çekersin ve ardından onun iki üç taşını yersin.
    3. Her hamleden önce rakibin yemelerini say. Atlayışlar art arda devam eder; zamansız bırakılmış tek bir boş kare rakibe bütün bir yeme zinciri açabilir.
    4. Sütun açık bırakma. Normal taş geri gitmez; rakibin bir taşı senin taş sıranı geçerse artık onun dama olmasını hiçbir şey durduramaz.
    5. İlk dama çok değerlidir. Dama uzaktan yer ve bütün tahtayı kontrol eder. Bir taşı son sıraya ulaştırmak için bir taş vermeye bile değer.
    6. Öndeyken taş değiş. Taşın fazlayken değişim senin lehinedir; yalnız işin bir damaya karşı bir dama kalmasına varmamasına dikkat et, o berabere biter.

tips-turkish =
    Türk daması için ipuçları
    1. Taşlarını sağlam bloklar hâlinde tut. Bir taş ancak arkasındaki ya da yanındaki boş kareye atlanarak yenir; arkasında kendi taşı ya da tahta kenarı olan taş o yönden güvendedir.
    2. En çok taş kuralını kullan: rakip en büyük yemeyi yapmak zorundadır, bu yüzden bir fedayla onun taşını, senin iki üç taş geri yiyeceğin bir kareye çekebilirsin. Her hamleden önce aynı tuzağın sana kurulup kurulmadığına da bak.
    3. Yenen taş hemen kalktığı için zincir, az önce boşalan karelerden geçerek sürebilir. Özellikle dama için bütün zinciri say.
    4. Yeme sırasında son sıraya ulaşan taş dama olur ve orada durur. Kombinasyonlarını buna göre kur: hiçbir zincir dama olunan kareden öteye gitmez.
    5. Sütunlarını kapalı tut: normal taş geri gitmez, hattını geçen rakip taş dama olur.
    6. Dama açık ara en güçlü taştır. Yan yana duran iki taşı atlayamaz ve yeme ortasında 180 derece dönemez: ikili taşlar ve taş duvarları onu durdurur.
    7. Pas yoktur; hamlesi kalmayan kaybeder. Kilitli pozisyonlarda yedek hamle (tempo) sakla; yedek hamlesi önce biten taraf bir boşluk açmak zorunda kalır.
    8. Birer taş kalırsa, biri dama olsa bile oyun berabere biter. Öndeyken değiş ama en az iki taşın kalsın; gerideyken bire bir oyuna in. 50'şer hamle taş yenmezse de berabere olur.

tips-english =
    İngiliz daması için ipuçları
    1. Merkezi tut: 14, 15, 18 ve 19 numaralı kareler taşlarına alan açar, rakibi sıkıştırır.
    2. Arka sıranı olabildiğince uzun koru: siyah için 1 ve 3, beyaz için 30 ve 32'deki taşlar ("köprü") rakibin dama çıkarmasını çok zorlaştırır.
    3. Grup hâlinde ilerle, boşluk bırakma: çaprazda hemen arkasında kendi taşı olan taş önden yenemez.
    4. Kombinasyon ara. Yeme zorunlu olduğu için bir feda, rakibin taşını senin iki üç taş yiyeceğin bir kareye zorlayabilir. Her hamleden önce neyi yemek zorunda kalacağını düşün.
    5. En uzununu değil, istediğin yemeyi seçebilirsin: taşlarını güvende bırakanı seç.
    6. Erken dama çıkar. Dama geri de gider, geri de yer; ilk dama çoğu zaman oyunu belirler.
    7. Kenardaki taşlar güvenlidir ama pasiftir; kenara çok taş yığma.
    8. Öndeyken taş değiş. İki dama, tek damayı çift köşeden (1 ve 5 ya da 28 ve 32) çıkararak yener.
    9. Oyun sonunda hamle sırası (opozisyon) çok şeyi belirler: güvenli hamlesi önce kimin biteceğini say. 40'ar hamle taş yenmezse oyun berabere biter.

tips-dameo =
    Dameo için ipuçları
    1. Doğrusal hamleleri kullan: bir sütun ya da çapraz dolusu taş tek hamlede bir kare ilerler. Taşlarını dizi hâlinde tut; hızlı ve birlikte ilerlerler.
    2. Çapraz temas güvenlidir, çünkü bütün yemeler düzdür. Bir taş ancak kendi sütunu ya da yatay sırası boyunca, arkasındaki boş kareye atlanarak yenir; o hatta arkasındaki kendi taşı ya da kenar onu korur.
    3. Normal taşlar geriye ve yana da yer: hattını geçen rakip taş güvende değildir, öndeki taşların da geri vurabilir.
    4. Dama vezir gibi gider ama kale gibi yer: taşlarına yalnız çaprazdan bakan bir dama onları yiyemez. Taşlarını rakip damaya göre çapraz diz.
    5. Yenen taşlar hamle bitene kadar tahtada kalır ve yiyen taşın yolunu keser. Türk vuruşu (Coup Turc) budur: taş vererek rakip damanın zorunlu en büyük yemesini, yediği taşların onu sıkıştırdığı bir karede bitirmesini sağla, sonra damayı ye.
    6. En çok taş kuralı fedaları zorlayıcı yapar: rakibin yapmak zorunda kalacağı her yemeyi, kendi yapacaklarını da say.
    7. Taş ancak hamlesi son sırada biterse dama olur: son sırayı geçip devam eden bir yeme, taşı normal bırakır.
    8. Hatlar açılana kadar ön dizilerinin arkasında sağlam bir piramit tut. 50'şer hamle taş yenmez ve normal taş oynanmazsa oyun berabere biter.

## Komutlar, yapay zekâ seviyeleri, mars

help-text =
    /new <tür> ile oyun aç, arkadaşın /join ile katılsın; /bot <tür> ile bota karşı, /play <tür> ile puanlı oyna. <tür> yerine /variants listesinden bir ad yaz: persian, turkish, english, dameo, russian, international gibi; Türkçe adlar da olur (rusça, brezilya).
    Hamleni düz metin (c3-c4), /m c3-c4 ya da /moves listesinden /m <numara> olarak yaz; tahta mesajına yanıt da olur.
    Konulara göre yardım:
    /help games - insanlarla oyun
    /help bot - bot ve seviyeleri
    /help rated - puanlı oyun
    /help rooms - özel odalar, Telegram ile Discord arasında da
    /help profile - sonuçların, sıralamalar, temalar ve dil
    /help records - biten oyunlar
    /help reference - kurallar, ipuçları ve oyun türleri

help-games =
    Oyun:
    /new <tür> [second] [clock 30|5+3|1d] - yeni oyun aç; second yazmazsan ilk hamle senin
    /challenge @ad <tür> [clock 30|5+3|1d] - bir oyuncuya meydan oku
    /join - boş koltuğa otur
    /m <hamle> (ya da /move) - hamle oyna, ör. /m c3-c4 ya da /moves listesinden /m <numara>
    /moves - geçerli hamlelerin numaralı listesi
    /board - tahtayı sohbetin en altına yeniden gönder
    /tap - dokunmatik tahta: karelere dokunarak oyna (Telegram)
    /orientation - tahtada hangi taraf altta
    /draw - beraberlik teklif et ya da teklifi kabul et
    /resign - teslim ol
    /abort - iki taraf da ikinci hamlesini yapmadan oyunu iptal et
    /notify on|off - sıra sana gelince seni anayım mı
    /takeback (/undo) - hamleni geri almayı iste
    /takeback on|off - buradaki puanlı oyunlarda hamle geri almaya izin ver (yöneticiler)
    /rematch - aynı oyun yeniden, renkler değişik
    /games - süren oyunların, bağlantılarıyla
    /local <tür> - tek cihazda iki kişi
    Saatler: 30 = hamle başına saniye (süre biterse senin yerine bir hamle oynanır); 5+3 = herkese 5 dakika, her hamleden sonra 3 saniye eklenir; 1d = hamle başına gün, hatırlatmayla. Süresi biten kaybeder; rakibi kalan taşlarla kazanamıyorsa oyun berabere biter.

help-bot =
    Bota karşı:
    /bot <tür> [seviye] - yapay zekâya karşı oyna; seviye 1-8, varsayılan 4

help-rated =
    Puanlı oyun:
    /play <tür> [clock 30|5+3|1d] - puanlı sıraya gir; yalnızca aynı saati seçenlerle eşleşirsin (saat yoksa: olağan hamle başına süre); kimse gelmezse adının yanında "bot" yazan bir bot oturur
    /cancel - sıradan çık

help-rooms =
    Odalar:
    /room <tür> [rated] [clock 30|5+3|1d] - kodlu özel oda (rated: puanlı)
    /join <kod> - kodla odaya katıl
    /watch <kod> - odadaki oyunu izle
    /say <metin> - odadakilere mesaj gönder
    /mute - odadan gelen mesajları kapat ya da aç

help-profile =
    Sen:
    /stats [kullanıcı|tür] - senin, başka bir oyuncunun istatistikleri ya da bir türün genel sonuçları
    /top [tür] - sıralama tabloları
    /shop, /buy <tema>, /theme <ad> - temalar: gör, satın al, kullan
    /lang fa|tr|en|ru - dil: Farsça, Türkçe, İngilizce ya da Rusça
    /link [kod] - Telegram ve Discord hesaplarını tek oyuncu olarak bağla: /games ikisinin oyunlarını gösterir, birbirleriyle puansız oynarlar
    /unlink - bu hesabın bağını kaldır

help-records =
    Kayıtlar:
    /pdn, /replay [oyun] - oyun PDN dosyası, animasyon olarak
    /history [oyuncu] - biten son 10 oyun
    /game <numara> - biten bir oyunun tahtası
    /load <PDN|tür FEN> - bir kayıttan devam et (ya da bir .pdn dosyası ekle)

help-reference =
    Yardım:
    /rules [tür] - kuralların tamamı
    /tips [tür] - oyun ipuçları
    /variants - oyun türleri
    /help [konu] - bu yardım ya da bir konusu

levels-text =
    Yapay zekâ seviyeleri, /bot <tür> [seviye] için; varsayılan 4:
    1-4, acemiden kulüp oyuncusuna: bot her hamlede yalnız 50, 120, 400 ya da 1200 pozisyona bakar ve en iyiye yakın hamleler arasından rastgele seçer; bu yüzden insan gibi hata yapar.
    5-8, daha güçlü: daha çok düşünme süresi (hamle başına en fazla 1 saniye) ve daha derin arama; en güçlüsü 8.

mars-text =
    Mars: kazananın hiç taş kaybetmediği galibiyet (Anti damada: kaybedenin hiç taş veremediği). Puanlı maçta mars çift, yani iki galibiyet sayılır ve fazladan jeton kazandırır.
