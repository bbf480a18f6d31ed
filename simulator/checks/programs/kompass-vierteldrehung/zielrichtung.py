# expect: pass
# because: computes the target heading first and turns until heading_diff to the target is nearly 0
from microbit import *
from maqueen import *

ziel = (mq_heading() + 90) % 360
motor_run(Motor.LEFT, 45)
motor_run(Motor.RIGHT, 45, Direction.BACKWARD)
while heading_diff(ziel, False) < -3:
    sleep(20)
motor_stop()
