# expect: pass
# because: helper functions; stops, backs off briefly, then turns right until the way is free
from microbit import *
from maqueen import *


def frei(cm):
    return ultrasonic() >= cm


def ausweichen():
    motor_stop()
    motor_run(Motor.ALL, -60)
    sleep(400)
    motor_run(Motor.LEFT, 70)
    motor_run(Motor.RIGHT, -70)
    while not frei(75):
        sleep(30)
    sleep(250)


while True:
    if frei(40):
        motor_run(Motor.ALL, 90)
    else:
        ausweichen()
    sleep(30)
