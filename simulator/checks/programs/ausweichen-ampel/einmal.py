# expect: fail
# because: measures once and shows the colour, then the program ends
# says: Schleife
from microbit import *
from maqueen import *

abstand = ultrasonic()
if abstand < 15:
    led_rgb(Color.RED)
elif abstand <= 35:
    led_rgb(Color.YELLOW)
else:
    led_rgb(Color.GREEN)
