# expect: fail
# because: drives straight with a slower left motor_run instead of motor_calibration
# says: ruft motor_calibration() nicht auf
from microbit import *
from maqueen import *

motor_run(Motor.LEFT, 145)
motor_run(Motor.RIGHT, 150)
sleep(4500)
motor_stop()
