# expect: fail
# because: the four spread colours stand still for 8 s; then all four LEDs run through the rainbow together, the same colour on each, for 1.8 s
# says: wandern
from microbit import *
from maqueen import *

reihe = [ColorLED.L1, ColorLED.L2, ColorLED.R2, ColorLED.R1]
for i in range(4):
    led_rgb(hsl(90 * i, 100, 50), reihe[i])
sleep(8000)
for farbton in range(0, 360, 20):
    led_rgb(hsl(farbton, 100, 50))
    sleep(100)
led_rgb_off()
