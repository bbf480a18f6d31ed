# expect: fail
# because: treats the no-echo value 100000 as an error and shows red when nothing is in sight
# says: statt grün
from microbit import *
from maqueen import *

while True:
    abstand = ultrasonic()
    if abstand < 15 or abstand > 400:
        led_rgb(Color.RED)
    elif abstand <= 35:
        led_rgb(Color.YELLOW)
    else:
        led_rgb(Color.GREEN)
    sleep(50)
