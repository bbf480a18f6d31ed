# expect: pass
# because: turns slowly (speed 35) and stops at 87 degrees, loop written with break
from microbit import *
from maqueen import *

start = mq_heading()
motor_run(Motor.LEFT, 35)
motor_run(Motor.RIGHT, -35)
while True:
    if heading_diff(start, False) >= 87:
        break
    sleep(5)
motor_stop()
