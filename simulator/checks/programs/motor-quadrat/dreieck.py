# expect: fail
# because: drives a triangle with three sides of 30 cm and corners of 120 degrees
# says: 3 gerade Seiten
from microbit import *
from maqueen import *

for seite in range(3):
    motor_run(Motor.ALL, 100)
    sleep(1800)
    motor_run(Motor.LEFT, 100)
    motor_run(Motor.RIGHT, 100, Direction.BACKWARD)
    sleep(600)
motor_stop()
