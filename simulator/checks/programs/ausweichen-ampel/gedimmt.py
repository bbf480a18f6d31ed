# expect: pass
# because: dimmed LEDs, compares with "not <" conditions and only updates when the colour changes
from microbit import *
from maqueen import *

led_brightness(60)
zuletzt = None
while True:
    abstand = ultrasonic()
    if not abstand >= 15:
        farbe = Color.RED
    elif not abstand > 35:
        farbe = Color.YELLOW
    else:
        farbe = Color.GREEN
    if farbe != zuletzt:
        led_rgb(farbe)
        zuletzt = farbe
    sleep(20)
