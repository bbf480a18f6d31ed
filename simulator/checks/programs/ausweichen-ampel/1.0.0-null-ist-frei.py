# expect: pass
# because: 1.0.0's 0 for "no echo" counts as free; ranges asked largest first, the colour chosen in a variable
# version: 1.0.0
from microbit import *
from maqueen import *

while True:
    cm = ultrasonic()
    farbe = Color.GREEN
    if 0 < cm <= 35:
        farbe = Color.YELLOW
    if 0 < cm < 15:
        farbe = Color.RED
    led_rgb(farbe)
    sleep(40)
