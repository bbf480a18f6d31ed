# expect: fail
# because: a correct traffic light, but on one RGB LED only (the task asks for all four)
# says: alle vier
from microbit import *
from maqueen import *

while True:
    abstand = ultrasonic()
    if abstand < 15:
        led_rgb(Color.RED, ColorLED.L1)
    elif abstand <= 35:
        led_rgb(Color.YELLOW, ColorLED.L1)
    else:
        led_rgb(Color.GREEN, ColorLED.L1)
    sleep(50)
