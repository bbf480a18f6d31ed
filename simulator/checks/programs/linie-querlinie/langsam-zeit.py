# expect: fail
# because: creeps slowly for a fixed 10 s without looking at the sensors
# says: hinter ihrer Mitte
from microbit import *
from maqueen import *

motor_run(Motor.ALL, 35)
sleep(10000)
motor_stop()
