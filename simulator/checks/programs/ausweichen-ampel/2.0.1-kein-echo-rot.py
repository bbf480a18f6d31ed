# expect: fail
# because: before 2.0.2 ultrasonic() gives 0 without an echo; this light takes the 0 for "very near" and shows red when nothing is in sight
# says: statt grün
# version: 2.0.1
from microbit import *
from maqueen import *

while True:
    abstand = ultrasonic()
    if abstand < 15:
        led_rgb(Color.RED)
    elif abstand <= 35:
        led_rgb(Color.YELLOW)
    else:
        led_rgb(Color.GREEN)
    sleep(50)
