# expect: fail
# because: shows red, yellow, green (the wrong way round)
# says: Zuerst soll Grün
from microbit import *
from maqueen import *

led_rgb(Color.RED)
sleep(2000)
led_rgb(Color.YELLOW)
sleep(1000)
led_rgb(Color.GREEN)
sleep(2000)
led_rgb_off()
