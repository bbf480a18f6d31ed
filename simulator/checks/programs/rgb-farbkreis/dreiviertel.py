# expect: fail
# because: the wheel moves only three quarters round (base hue 0 to 260), so no LED shows every colour
# says: wandern zu wenig
from microbit import *
from maqueen import *

reihe = [ColorLED.L1, ColorLED.L2, ColorLED.R2, ColorLED.R1]
for farbton in range(0, 270, 10):
    for i in range(4):
        led_rgb(hsl(farbton + 90 * i, 100, 50), reihe[i])
    sleep(100)
led_rgb_off()
