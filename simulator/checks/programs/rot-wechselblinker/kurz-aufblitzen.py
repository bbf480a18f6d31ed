# expect: fail
# because: alternates sides, but each LED flashes for only 60 ms, shorter than the 0.1 s asked for
# says: 0,1 s
from microbit import *
from maqueen import *

for i in range(20):
    led_red(True, Led.LEFT)
    sleep(60)
    led_red(False, Led.LEFT)
    sleep(150)
    led_red(True, Led.RIGHT)
    sleep(60)
    led_red(False, Led.RIGHT)
    sleep(150)
