# expect: fail
# because: blinks both LEDs together instead of one after the other
# says: beide LEDs zugleich
from microbit import *
from maqueen import *

for i in range(8):
    led_red(True)
    sleep(400)
    led_red(False)
    sleep(400)
