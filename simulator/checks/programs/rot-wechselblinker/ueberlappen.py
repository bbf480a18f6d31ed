# expect: fail
# because: switches the next LED on 60 ms before the last one goes off, so both shine together at every switch
# says: beide LEDs zugleich
from microbit import *
from maqueen import *

led_red(True, Led.LEFT)
sleep(400)
for i in range(4):
    led_red(True, Led.RIGHT)
    sleep(60)
    led_red(False, Led.LEFT)
    sleep(340)
    led_red(True, Led.LEFT)
    sleep(60)
    led_red(False, Led.RIGHT)
    sleep(340)
led_red(False)
