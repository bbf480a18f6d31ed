# expect: fail
# because: copies the solution of a newer version: hsl() does not exist in 1.0.0, so the program ends with a NameError
# says: mit einem Fehler abgebrochen
# version: 1.0.0
from microbit import *
from maqueen import *

reihe = [ColorLED.L1, ColorLED.L2, ColorLED.R2, ColorLED.R1]
for farbton in range(0, 360, 10):
    for i in range(4):
        led_rgb(hsl(farbton + 90 * i, 100, 50), reihe[i])
    sleep(100)
led_rgb_off()
