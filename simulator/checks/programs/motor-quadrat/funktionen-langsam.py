# expect: pass
# because: drives slowly with two helper functions, stops after each piece, and leaves out the last corner
from microbit import *
from maqueen import *


def seite():
    motor_run(Motor.ALL, 60)
    sleep(3500)
    motor_stop()
    sleep(200)


def ecke():
    motor_run(Motor.LEFT, 60)
    motor_run(Motor.RIGHT, 60, Direction.BACKWARD)
    sleep(900)
    motor_stop()
    sleep(200)


seite()
for i in range(3):
    ecke()
    seite()
