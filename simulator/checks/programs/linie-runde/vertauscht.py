# expect: fail
# because: left and right swapped: steers away from the line
# says: neben der Linie
from microbit import *
from maqueen import *

while True:
    l2, l1, m, r1, r2 = line_sensor_all()
    if l1 or l2:
        motor_run(Motor.LEFT, 100)
        motor_run(Motor.RIGHT, 30)
    elif r1 or r2:
        motor_run(Motor.LEFT, 30)
        motor_run(Motor.RIGHT, 100)
    else:
        motor_run(Motor.ALL, 100)
    sleep(10)
