# expect: fail
# because: calibrated correctly, but drives backwards
# says: hinter seinem Start
from microbit import *
from maqueen import *

motor_calibration(Motor.LEFT, [(80, 0.98), (200, 0.96)])
motor_calibration(Motor.RIGHT, [(80, 1.0), (200, 1.0)])

motor_run(Motor.ALL, -150)
sleep(4500)
motor_stop()
