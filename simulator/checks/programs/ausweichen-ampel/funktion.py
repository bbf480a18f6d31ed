# expect: pass
# because: a helper returns the colour (own rgb() mixes, largest range first), each LED set in a for loop
from microbit import *
from maqueen import *

ROT = rgb(255, 0, 0)
GELB = rgb(255, 220, 0)
GRUEN = rgb(0, 200, 0)


def farbe(abstand):
    if abstand > 35:
        return GRUEN
    if abstand >= 15:
        return GELB
    return ROT


while True:
    f = farbe(ultrasonic())
    for led in (ColorLED.L1, ColorLED.L2, ColorLED.R2, ColorLED.R1):
        led_rgb(f, led)
    sleep(100)
