# expect: fail
# because: measures but prints only text without the number
# says: keine Zahl
from microbit import *
from maqueen import *

if ultrasonic() < 50:
    print("Die Wand ist nah")
else:
    print("Die Wand ist weit weg")
