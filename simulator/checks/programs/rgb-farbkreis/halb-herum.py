# expect: fail
# because: the wheel moves only half way round and then stands still
# says: wandern zu wenig
from microbit import *
from maqueen import *

reihe = [ColorLED.L1, ColorLED.L2, ColorLED.R2, ColorLED.R1]
for farbton in range(0, 180, 10):
    for i in range(4):
        led_rgb(hsl(farbton + 90 * i, 100, 50), reihe[i])
    sleep(100)
sleep(2000)
led_rgb_off()
