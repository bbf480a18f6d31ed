# expect: fail
# because: rounds the distance to tens (15 -> 10, 42 -> 40), off by more than 2 cm
# says: die Wand war aber
from microbit import *
from maqueen import *

print(ultrasonic() // 10 * 10)
