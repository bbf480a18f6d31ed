# expect: fail
# because: turns right until it faces east (90), which is 90 degrees only from the first start heading
# says: nicht gedreht
from microbit import *
from maqueen import *

motor_run(Motor.LEFT, 50)
motor_run(Motor.RIGHT, 50, Direction.BACKWARD)
while heading_diff(90, False) < -3:
    sleep(10)
motor_stop()
