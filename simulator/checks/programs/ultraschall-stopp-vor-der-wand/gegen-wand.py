# expect: fail
# because: drives into the wall and stops only after a long fixed time
# says: gegen die Wand
from microbit import *
from maqueen import *

motor_run(Motor.ALL, 150)
sleep(12000)
motor_stop()
