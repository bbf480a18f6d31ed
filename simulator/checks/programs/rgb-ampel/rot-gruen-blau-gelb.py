# expect: fail
# because: shows red, green, blue, yellow (the sequence that passed before): blue is no traffic-light colour
# says: anderen Farbe
from microbit import *
from maqueen import *

for farbe in [Color.RED, Color.GREEN, Color.BLUE, Color.YELLOW]:
    led_rgb(farbe)
    sleep(1500)
led_rgb_off()
