# expect: fail
# because: shows each colour for only half a second
# says: leuchtete nur
from microbit import *
from maqueen import *

for runde in range(3):
    led_rgb(Color.GREEN)
    sleep(500)
    led_rgb(Color.YELLOW)
    sleep(500)
    led_rgb(Color.RED)
    sleep(500)
led_rgb_off()
