# expect: fail
# because: shows orange instead of yellow in the middle range
# says: anderen Farbe
from microbit import *
from maqueen import *

while True:
    abstand = ultrasonic()
    if abstand < 15:
        led_rgb(Color.RED)
    elif abstand <= 35:
        led_rgb(Color.ORANGE)
    else:
        led_rgb(Color.GREEN)
    sleep(50)
