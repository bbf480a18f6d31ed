# expect: pass
# because: sets the four colours in a helper function and turns the wheel twice round in steps of 20 degrees, leaving the LEDs on at the end
from microbit import *
from maqueen import *

reihe = [ColorLED.L1, ColorLED.L2, ColorLED.R2, ColorLED.R1]


def zeige(farbton):
    for i in range(4):
        led_rgb(hsl(farbton + 90 * i, 100, 50), reihe[i])


for farbton in range(0, 720, 20):
    zeige(farbton)
    sleep(80)
