# expect: fail
# because: measures only once at the start, shows that colour and just waits (no loop, the light never follows the distance)
# says: statt rot
from microbit import *
from maqueen import *

abstand = ultrasonic()
if abstand < 15:
    led_rgb(Color.RED)
elif abstand <= 35:
    led_rgb(Color.YELLOW)
else:
    led_rgb(Color.GREEN)
sleep(5000)
