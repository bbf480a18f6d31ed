# expect: fail
# because: brakes both motors by the same factor, which changes nothing about the arc
# says: behandelt beide Motoren gleich
from microbit import *
from maqueen import *

motor_calibration(Motor.ALL, [(150, 0.93)])

motor_run(Motor.ALL, 150)
sleep(4500)
motor_stop()
