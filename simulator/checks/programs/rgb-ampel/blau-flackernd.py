# expect: fail
# because: shows blue for two seconds between yellow and red, switched off for 50 ms after every 100 ms
# says: anderen Farbe
from microbit import *
from maqueen import *

led_rgb(Color.GREEN)
sleep(1200)
led_rgb(Color.YELLOW)
sleep(1200)
for i in range(14):
    led_rgb(Color.BLUE)
    sleep(100)
    led_rgb_off()
    sleep(50)
led_rgb(Color.RED)
sleep(1200)
led_rgb_off()
