# expect: pass
# because: 1.0.0 has no hsl(); the colours are mixed between the six corners of the colour wheel from a table, turned by 15 degrees a step
# version: 1.0.0
from microbit import *
from maqueen import *

ECKEN = [(255, 0, 0), (255, 255, 0), (0, 255, 0), (0, 255, 255), (0, 0, 255), (255, 0, 255)]


def mischen(winkel):
    winkel = winkel % 360
    a = ECKEN[winkel // 60]
    b = ECKEN[(winkel // 60 + 1) % 6]
    t = (winkel % 60) / 60
    return rgb(a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t)


leds = [ColorLED.L1, ColorLED.L2, ColorLED.R2, ColorLED.R1]
winkel = 0
while winkel < 720:
    for nummer in range(4):
        led_rgb(mischen(winkel + 90 * nummer), leds[nummer])
    winkel += 15
    sleep(80)
led_rgb_off()
