# expect: fail
# because: keeps the four colours 90 degrees apart, but the whole wheel jumps to a random place every 100 ms instead of moving on
# says: wandern
from microbit import *
from maqueen import *
import random

reihe = [ColorLED.L1, ColorLED.L2, ColorLED.R2, ColorLED.R1]
for schritt in range(80):
    farbton = random.randint(0, 359)
    for i in range(4):
        led_rgb(hsl(farbton + 90 * i, 100, 50), reihe[i])
    sleep(100)
led_rgb_off()
