# expect: fail
# because: a no-op calibration (factor 1.0) plus a slower right motor_run does the straightening
# says: behandelt beide Motoren gleich
from microbit import *
from maqueen import *

motor_calibration(Motor.RIGHT, [(150, 1.0)])

motor_run(Motor.LEFT, 150)
motor_run(Motor.RIGHT, 140)
sleep(4500)
motor_stop()
