# expect: fail
# because: blinks the left LED on and off, the right one never lights
# says: 0-mal
from microbit import *
from maqueen import *

for i in range(8):
    led_red(True, Led.LEFT)
    sleep(400)
    led_red(False, Led.LEFT)
    sleep(400)
