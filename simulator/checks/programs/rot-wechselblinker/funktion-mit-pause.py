# expect: pass
# because: uses a helper function that lights one side for 300 ms, with a short dark gap before the other side
from microbit import *
from maqueen import *


def leuchte(seite):
    led_red(True, seite)
    sleep(300)
    led_red(False, seite)
    sleep(100)


for i in range(4):
    leuchte(Led.LEFT)
    leuchte(Led.RIGHT)
