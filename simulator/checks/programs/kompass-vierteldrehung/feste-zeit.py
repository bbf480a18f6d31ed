# expect: fail
# because: turns for a fixed time that gives 90 degrees with normal motors only
# says: Er soll sich um 90 Grad nach rechts drehen
from microbit import *
from maqueen import *

motor_run(Motor.LEFT, 50)
motor_run(Motor.RIGHT, 50, Direction.BACKWARD)
sleep(1200)
motor_stop()
