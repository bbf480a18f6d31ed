# expect: pass
# because: decides the direction once at the start, then turns that way until north is within 3 degrees
from microbit import *
from maqueen import *

if heading_diff(0, False) > 0:
    motor_run(Motor.LEFT, -60)
    motor_run(Motor.RIGHT, 60)
    while heading_diff(0, False) > 3:
        sleep(10)
else:
    motor_run(Motor.LEFT, 60)
    motor_run(Motor.RIGHT, -60)
    while heading_diff(0, False) < -3:
        sleep(10)
motor_stop()
