# expect: pass
# because: speeds up the weaker right motor instead of braking the left one, drives at 200
from microbit import *
from maqueen import *

motor_calibration(Motor.RIGHT, [(100, 1.05), (200, 1.04)])

motor_run(Motor.ALL, 200)
sleep(3200)
motor_stop()
