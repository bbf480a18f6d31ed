# expect: fail
# because: the calibration lines are only in a comment, the robot drives uncalibrated
# says: ruft motor_calibration() nicht auf
from microbit import *
from maqueen import *

# motor_calibration(Motor.LEFT, [(80, 0.98), (200, 0.96)])
# motor_calibration(Motor.RIGHT, [(80, 1.0), (200, 1.0)])

motor_run(Motor.ALL, 150)
sleep(4500)
motor_stop()
