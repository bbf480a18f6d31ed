# expect: pass
# because: starts on the right, switches faster (250 ms) and counts the lights in a while loop
from microbit import *
from maqueen import *

lichter = 0
while lichter < 8:
    led_red(False, Led.LEFT)
    led_red(True, Led.RIGHT)
    sleep(250)
    led_red(False, Led.RIGHT)
    led_red(True, Led.LEFT)
    sleep(250)
    lichter = lichter + 2
led_red(False)
