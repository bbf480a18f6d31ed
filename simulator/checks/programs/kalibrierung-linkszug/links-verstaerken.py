# expect: pass
# because: speeds up the weaker left motor by 7.5 % instead of braking the right one
from microbit import *
from maqueen import *

motor_calibration(Motor.LEFT, [(150, 1.075)])

motor_run(Motor.ALL, 150)
sleep(4500)
motor_stop()
