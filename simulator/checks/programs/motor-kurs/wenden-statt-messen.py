# expect: fail
# because: never reads the compass: drives a quarter, spins round, drives half the way backwards, spins back and drives the last quarter, so the pull of a weak motor cancels out
# says: Kompass
from microbit import *
from maqueen import *


def drehen(links, rechts):
    motor_run(Motor.LEFT, links)
    motor_run(Motor.RIGHT, rechts)
    sleep(915)
    motor_stop()
    sleep(200)


motor_run(Motor.ALL, 200)
sleep(760)
motor_stop()
sleep(200)
drehen(100, -100)
motor_run(Motor.ALL, -200)
sleep(1520)
motor_stop()
sleep(200)
drehen(-100, 100)
motor_run(Motor.ALL, 200)
sleep(760)
motor_stop()
