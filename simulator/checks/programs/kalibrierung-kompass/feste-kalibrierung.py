# expect: fail
# because: a fixed calibration that fits only the robot whose right motor is 4 % weaker
# says: neben der geraden Linie
from microbit import *
from maqueen import *

start = mq_heading()  # measured once, never used

motor_calibration(Motor.LEFT, [(150, 0.965)])
motor_calibration(Motor.RIGHT, [])
motor_run(Motor.ALL, 150)
sleep(4500)
motor_stop()
