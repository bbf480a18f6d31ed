# expect: fail
# because: turns continuously but slowly (speed 30) and measures while the motors run
# says: neben 90 Grad
from microbit import *
from maqueen import *

ZIEL = 90
while True:
    abweichung = heading_diff(ZIEL, False)
    if abweichung > 1:
        motor_run(Motor.LEFT, 30, Direction.BACKWARD)
        motor_run(Motor.RIGHT, 30)
    elif abweichung < -1:
        motor_run(Motor.LEFT, 30)
        motor_run(Motor.RIGHT, 30, Direction.BACKWARD)
    else:
        break
    sleep(10)
motor_stop()
