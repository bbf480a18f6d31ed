# expect: fail
# because: moves only two opposite colours round, each shown on two LEDs
# says: Viertel des Farbkreises
from microbit import *
from maqueen import *

reihe = [ColorLED.L1, ColorLED.L2, ColorLED.R2, ColorLED.R1]
for farbton in range(0, 360, 10):
    for i in range(4):
        led_rgb(hsl(farbton + 180 * i, 100, 50), reihe[i])
    sleep(100)
led_rgb_off()
