# expect: fail
# because: turns continuously at speed 50 and measures while the motors run (the compass is disturbed)
# says: neben 90 Grad
from microbit import *
from maqueen import *

ZIEL = 90
while True:
    abweichung = heading_diff(ZIEL, False)
    if abweichung > 1:
        motor_run(Motor.LEFT, 50, Direction.BACKWARD)
        motor_run(Motor.RIGHT, 50)
    elif abweichung < -1:
        motor_run(Motor.LEFT, 50)
        motor_run(Motor.RIGHT, 50, Direction.BACKWARD)
    else:
        break
    sleep(10)
motor_stop()
