# expect: fail
# because: shows green, yellow, red correctly, then a 4-second light show of colours from cyan over blue to pink, a new colour every 160 ms, the front left LED flashing green in between
# says: anderen Farbe
from microbit import *
from maqueen import *

led_rgb(Color.GREEN)
sleep(1200)
led_rgb(Color.YELLOW)
sleep(1200)
led_rgb(Color.RED)
sleep(1200)
for schritt in range(25):
    led_rgb(hsl(180 + schritt * 23 % 150, 100, 50))
    sleep(80)
    led_rgb(Color.GREEN, ColorLED.L1)
    sleep(80)
led_rgb_off()
