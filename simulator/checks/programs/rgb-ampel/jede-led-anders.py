# expect: fail
# because: shows green, yellow and red at the same time on different LEDs
# says: verschiedene Farben
from microbit import *
from maqueen import *

led_rgb(Color.GREEN, ColorLED.L1)
led_rgb(Color.YELLOW, ColorLED.L2)
led_rgb(Color.RED, ColorLED.R2)
led_rgb(Color.RED, ColorLED.R1)
sleep(4000)
led_rgb_off()
