# expect: fail
# because: the north solution with 90 instead of 0: turns at speed 50 and measures while turning
# says: neben 90 Grad
from microbit import *
from maqueen import *

while True:
    abweichung = heading_diff(90, False)
    if abweichung > 2:
        motor_run(Motor.LEFT, 50, Direction.BACKWARD)
        motor_run(Motor.RIGHT, 50)
    elif abweichung < -2:
        motor_run(Motor.LEFT, 50)
        motor_run(Motor.RIGHT, 50, Direction.BACKWARD)
    else:
        break
    sleep(10)
motor_stop()
