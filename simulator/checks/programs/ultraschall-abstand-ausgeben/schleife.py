# expect: pass
# because: prints the distance with a label and unit twice a second until the time is up
from microbit import *
from maqueen import *

while True:
    print("Abstand:", ultrasonic(), "cm")
    sleep(500)
