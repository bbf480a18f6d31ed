# expect: fail
# because: the motor_calibration call sits in a branch that never runs; unequal motor_run speeds drive straight
# says: motor_calibration
from microbit import *
from maqueen import *

if False:
    motor_calibration(Motor.LEFT, [(150, 0.97)])

motor_run(Motor.LEFT, 145)
motor_run(Motor.RIGHT, 150)
sleep(4500)
motor_stop()
