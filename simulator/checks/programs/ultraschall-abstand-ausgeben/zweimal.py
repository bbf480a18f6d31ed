# expect: fail
# because: prints the right distance first, then a wrong second value (twice the distance)
# says: die Wand war aber
from microbit import *
from maqueen import *

abstand = ultrasonic()
print(abstand)
sleep(500)
print(abstand * 2)
