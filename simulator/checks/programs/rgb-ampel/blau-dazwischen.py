# expect: fail
# because: shows a blue phase between green and yellow
# says: anderen Farbe
from microbit import *
from maqueen import *

led_rgb(Color.GREEN)
sleep(1500)
led_rgb(Color.BLUE)
sleep(1000)
led_rgb(Color.YELLOW)
sleep(1500)
led_rgb(Color.RED)
sleep(1500)
led_rgb_off()
