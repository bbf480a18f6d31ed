# expect: fail
# because: drives 50 cm backwards instead of forwards
# says: rückwärts
from microbit import *
from maqueen import *

motor_run(Motor.ALL, -100)
sleep(3000)
motor_stop()
