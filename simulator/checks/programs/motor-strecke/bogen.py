# expect: fail
# because: drives a quarter circle that ends about 50 cm from the start
# says: nicht geradeaus
from microbit import *
from maqueen import *

motor_run(Motor.LEFT, 150)
motor_run(Motor.RIGHT, 60)
sleep(4000)
motor_stop()
