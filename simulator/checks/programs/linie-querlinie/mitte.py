# expect: fail
# because: stops when the middle sensor M sees the line, about 3 cm too early
# says: vor ihrer Mitte
from microbit import *
from maqueen import *

motor_run(Motor.ALL, 60)
while line_sensor(LineSensor.M) == 0:
    sleep(10)
motor_stop()
