# expect: pass
# because: turns left, with its settings in a function and an extra turn computed from the speed
from microbit import *
from maqueen import *

TEMPO = 140
NAH = 45
FREI = 75


def ausweichen():
    motor_run(Motor.LEFT, -90)
    motor_run(Motor.RIGHT, 90)
    while ultrasonic() < FREI:
        sleep(20)
    sleep(250)


while True:
    if ultrasonic() < NAH:
        ausweichen()
    else:
        motor_run(Motor.ALL, TEMPO)
    sleep(20)
