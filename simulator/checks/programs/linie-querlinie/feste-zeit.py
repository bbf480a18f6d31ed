# expect: fail
# because: drives a fixed time (right for the 20 cm line) without looking at the sensors
# says: vor ihrer Mitte
from microbit import *
from maqueen import *

motor_run(Motor.ALL, 60)
sleep(2400)
motor_stop()
