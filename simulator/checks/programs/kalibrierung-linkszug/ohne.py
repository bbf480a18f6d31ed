# expect: fail
# because: no calibration at all, only slower right motor_run
# says: ruft motor_calibration() nicht auf
from microbit import *
from maqueen import *

motor_run(Motor.LEFT, 150)
motor_run(Motor.RIGHT, 140)
sleep(4500)
motor_stop()
