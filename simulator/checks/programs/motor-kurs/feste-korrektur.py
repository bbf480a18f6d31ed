# expect: fail
# because: drives with a fixed correction that fits only the robot whose right motor is 10 % weaker
# says: neben der geraden Linie
from microbit import *
from maqueen import *

start = mq_heading()  # measured once, never used

motor_run(Motor.LEFT, 150)
motor_run(Motor.RIGHT, 164)
sleep(4000)
motor_stop()
