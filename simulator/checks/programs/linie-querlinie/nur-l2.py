# expect: pass
# because: checks only L2, at speed 90, with each motor started on its own
from microbit import *
from maqueen import *

motor_run(Motor.LEFT, 90)
motor_run(Motor.RIGHT, 90)
while not line_sensor(LineSensor.L2):
    pass
motor_stop()
