# expect: fail
# because: drives into the wall and prints 0
# says: hat sich bewegt
from microbit import *
from maqueen import *

motor_run(Motor.ALL, 200)
sleep(4000)
motor_stop()
print(0)
