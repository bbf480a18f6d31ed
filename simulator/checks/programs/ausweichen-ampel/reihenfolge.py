# expect: fail
# because: asks the widest range first (abstand > 15 -> green), so it is green for yellow distances
# says: statt gelb
from microbit import *
from maqueen import *

while True:
    abstand = ultrasonic()
    if abstand > 15:
        led_rgb(Color.GREEN)
    elif abstand > 35:
        led_rgb(Color.YELLOW)
    else:
        led_rgb(Color.RED)
    sleep(50)
