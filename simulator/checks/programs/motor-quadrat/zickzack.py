# expect: fail
# because: turns right and left in turn (a zigzag), never closing a square
# says: mal nach links, mal nach rechts
from microbit import *
from maqueen import *

for seite in range(2):
    motor_run(Motor.ALL, 100)
    sleep(1800)
    motor_run(Motor.LEFT, 100)
    motor_run(Motor.RIGHT, 100, Direction.BACKWARD)
    sleep(450)
    motor_run(Motor.ALL, 100)
    sleep(1800)
    motor_run(Motor.LEFT, 100, Direction.BACKWARD)
    motor_run(Motor.RIGHT, 100)
    sleep(450)
motor_stop()
