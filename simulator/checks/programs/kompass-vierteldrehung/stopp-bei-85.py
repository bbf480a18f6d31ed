# expect: pass
# because: stops at 85 degrees as the hint suggests and lets the robot coast the rest
from microbit import *
from maqueen import *

start = mq_heading()
motor_run(Motor.LEFT, 50)
motor_run(Motor.RIGHT, 50, Direction.BACKWARD)
while heading_diff(start, False) < 85:
    sleep(10)
motor_stop()
