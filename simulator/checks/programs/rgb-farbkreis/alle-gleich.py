# expect: fail
# because: moves one colour round the circle, all four LEDs showing the same hue
# says: Viertel des Farbkreises
from microbit import *
from maqueen import *

for farbton in range(0, 360, 10):
    led_rgb(hsl(farbton, 100, 50))
    sleep(100)
led_rgb_off()
