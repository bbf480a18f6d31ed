# expect: fail
# because: shows yellow up to 40 cm instead of 35 cm
# says: statt grün
from microbit import *
from maqueen import *

while True:
    abstand = ultrasonic()
    if abstand < 15:
        led_rgb(Color.RED)
    elif abstand <= 40:
        led_rgb(Color.YELLOW)
    else:
        led_rgb(Color.GREEN)
    sleep(50)
