# expect: pass
# because: moves the wheel once round in twelve steps of 30 degrees, each shown for 0.4 s
from microbit import *
from maqueen import *

reihe = [ColorLED.L1, ColorLED.L2, ColorLED.R2, ColorLED.R1]
for farbton in range(0, 360, 30):
    for i in range(4):
        led_rgb(hsl(farbton + 90 * i, 100, 50), reihe[i])
    sleep(400)
led_rgb_off()
