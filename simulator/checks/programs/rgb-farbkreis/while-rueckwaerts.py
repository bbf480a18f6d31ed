# expect: pass
# because: turns the wheel the other way (hue going down) in a while loop, dimmer and slower, with the LEDs in the other order
from microbit import *
from maqueen import *

reihe = [ColorLED.R1, ColorLED.R2, ColorLED.L2, ColorLED.L1]
farbton = 360
while farbton > 0:
    for i in range(4):
        led_rgb(hsl(farbton + 90 * i, 100, 40), reihe[i])
    sleep(150)
    farbton = farbton - 15
led_rgb_off()
