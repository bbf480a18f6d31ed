# expect: fail
# because: no real calibration: turns 15 degrees left on the spot, then drives the uncalibrated arc, which ends near the line
# says: behandelt beide Motoren gleich
from microbit import *
from maqueen import *

motor_calibration(Motor.ALL, [])
start = mq_heading()
motor_run(Motor.LEFT, -40)
motor_run(Motor.RIGHT, 40)
while heading_diff(start, False) > -14:
    sleep(10)
motor_stop()
sleep(300)
motor_run(Motor.ALL, 150)
sleep(4500)
motor_stop()
