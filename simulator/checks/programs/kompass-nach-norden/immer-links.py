# expect: fail
# because: always turns left until it faces north, the long way when north lies to the right
# says: Der kürzere Weg wären
from microbit import *
from maqueen import *

motor_run(Motor.LEFT, 50, Direction.BACKWARD)
motor_run(Motor.RIGHT, 50)
while abs(heading_diff(0, False)) > 2:
    sleep(10)
motor_stop()
