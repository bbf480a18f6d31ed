# expect: pass
# because: asks each sensor with line_sensor(), steers harder with the outer ones, other speeds
from microbit import *
from maqueen import *


def fahre(links, rechts):
    motor_run(Motor.LEFT, links)
    motor_run(Motor.RIGHT, rechts)


while True:
    if line_sensor(LineSensor.L2):
        fahre(0, 110)
    elif line_sensor(LineSensor.L1):
        fahre(50, 110)
    elif line_sensor(LineSensor.R2):
        fahre(110, 0)
    elif line_sensor(LineSensor.R1):
        fahre(110, 50)
    else:
        fahre(110, 110)
    sleep(5)
