# expect: fail
# because: turns 270 degrees to the left, which ends facing the same way as 90 degrees right
# says: nach links gedreht
from microbit import *
from maqueen import *

start = mq_heading()
motor_run(Motor.LEFT, 50, Direction.BACKWARD)
motor_run(Motor.RIGHT, 50)
# erst ein Stück nach links, dann weiter, bis die Abweichung wieder bei +87 liegt
while heading_diff(start, False) > -45:
    sleep(10)
while not (0 < heading_diff(start, False) <= 87):
    sleep(10)
motor_stop()
