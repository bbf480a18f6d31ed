# expect: fail
# because: calls motor_calibration with an empty list (no effect) and drives straight with unequal motor_run speeds
# says: behandelt beide Motoren gleich
from microbit import *
from maqueen import *

motor_calibration(Motor.ALL, [])

motor_run(Motor.LEFT, 145)
motor_run(Motor.RIGHT, 150)
sleep(4500)
motor_stop()
