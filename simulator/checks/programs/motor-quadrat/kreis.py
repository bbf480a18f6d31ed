# expect: fail
# because: drives one full circle back to the start instead of a square
# says: Bogen
from microbit import *
from maqueen import *

motor_run(Motor.LEFT, 120)
motor_run(Motor.RIGHT, 60)
sleep(6000)
motor_stop()
