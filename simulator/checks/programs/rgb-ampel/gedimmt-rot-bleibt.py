# expect: pass
# because: dims the LEDs with led_brightness(), shows each colour 1.5 s and leaves red on at the end
from microbit import *
from maqueen import *

led_brightness(60)
led_rgb(Color.GREEN)
sleep(1500)
led_rgb(Color.YELLOW)
sleep(1500)
led_rgb(Color.RED)
sleep(1500)
