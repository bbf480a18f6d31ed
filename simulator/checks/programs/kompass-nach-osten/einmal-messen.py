# expect: fail
# because: measures once while standing, then turns for a time computed from 75 degrees per second
# says: neben 90 Grad
from microbit import *
from maqueen import *

abweichung = heading_diff(90, False)
if abweichung > 0:
    motor_run(Motor.LEFT, 50, Direction.BACKWARD)
    motor_run(Motor.RIGHT, 50)
else:
    motor_run(Motor.LEFT, 50)
    motor_run(Motor.RIGHT, 50, Direction.BACKWARD)
sleep(int(abs(abweichung) * 1000 / 75))
motor_stop()
