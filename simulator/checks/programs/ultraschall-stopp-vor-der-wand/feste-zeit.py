# expect: fail
# because: drives a fixed time (right for the 45 cm wall) instead of measuring
# says: bis zur Wand
from microbit import *
from maqueen import *

motor_run(Motor.ALL, 80)
sleep(2500)
motor_stop()
