# expect: fail
# because: gives every LED a random colour, a new one every 100 ms
# says: Viertel des Farbkreises
from microbit import *
from maqueen import *
import random

reihe = [ColorLED.L1, ColorLED.L2, ColorLED.R2, ColorLED.R1]
for schritt in range(60):
    for i in range(4):
        led_rgb(hsl(random.randint(0, 359), 100, 50), reihe[i])
    sleep(100)
led_rgb_off()
