# expect: fail
# because: alternates correctly but only three times per side, which is five switches
# says: 5-mal
from microbit import *
from maqueen import *

for i in range(3):
    led_red(True, Led.LEFT)
    led_red(False, Led.RIGHT)
    sleep(400)
    led_red(False, Led.LEFT)
    led_red(True, Led.RIGHT)
    sleep(400)
led_red(False)
