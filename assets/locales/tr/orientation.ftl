## /orientation: sohbetteki tahtaların hangi taraftan görüneceği.

cmd-orientation = Tahta yönü: Beyaz altta ya da sırası gelen altta
orientation-auto = otomatik: kendi sohbetinde kendi tarafın, grupta iki oyuncunun paylaştığı tahtada Beyaz altta, yerel oyunda sırası gelen altta
orientation-white = her zaman Beyaz altta
orientation-turn = sırası gelen taraf altta: tahta her hamleden sonra döner
orientation-current = Bu sohbetteki tahtalar: { $orientation }.
    Değiştirmek için /orientation white, /orientation turn ya da /orientation auto yazın.
orientation-set = Tamam. Bu sohbetteki tahtalar: { $orientation }.
orientation-unknown = “{ $word }” bir tahta yönü değil. Şunlardan birini seçin: /orientation white, /orientation turn ya da /orientation auto.
