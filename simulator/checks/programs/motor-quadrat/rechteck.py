# expect: fail
# because: drives a rectangle with sides of about 22 and 38 cm (clearly no square), each side inside 20 to 40 cm
# says: Seite
from microbit import *
from maqueen import *

for runde in range(2):
    motor_run(Motor.ALL, 100)
    sleep(1400)
    motor_run(Motor.LEFT, 100)
    motor_run(Motor.RIGHT, 100, Direction.BACKWARD)
    sleep(420)
    motor_run(Motor.ALL, 100)
    sleep(2450)
    motor_run(Motor.LEFT, 100)
    motor_run(Motor.RIGHT, 100, Direction.BACKWARD)
    sleep(420)
motor_stop()
