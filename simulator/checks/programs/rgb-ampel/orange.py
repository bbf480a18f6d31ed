# expect: fail
# because: shows orange instead of yellow
# says: Orange
from microbit import *
from maqueen import *

led_rgb(Color.GREEN)
sleep(2000)
led_rgb(Color.ORANGE)
sleep(1000)
led_rgb(Color.RED)
sleep(2000)
led_rgb_off()
