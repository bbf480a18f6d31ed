# expect: fail
# because: switches sides every 20 ms, a flicker nobody can see as alternating lights
# says: 0,1 s
from microbit import *
from maqueen import *

for i in range(100):
    led_red(True, Led.LEFT)
    led_red(False, Led.RIGHT)
    sleep(20)
    led_red(False, Led.LEFT)
    led_red(True, Led.RIGHT)
    sleep(20)
led_red(False)
