# expect: fail
# because: bang-bang control at full speed without a window: oscillates forever, never stops
# says: Motoren laufen
from microbit import *
from maqueen import *

while True:
    if ultrasonic() > 20:
        motor_run(Motor.ALL, 150)
    else:
        motor_run(Motor.ALL, -150)
    sleep(30)
