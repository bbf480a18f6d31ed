# expect: fail
# because: switches to red below 20 cm instead of 15 cm
# says: statt gelb
from microbit import *
from maqueen import *

while True:
    abstand = ultrasonic()
    if abstand < 20:
        led_rgb(Color.RED)
    elif abstand <= 35:
        led_rgb(Color.YELLOW)
    else:
        led_rgb(Color.GREEN)
    sleep(50)
