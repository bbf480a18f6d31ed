# expect: fail
# because: measures while standing, but always turns right, the long way when east lies to the left
# says: Der kürzere Weg wären
from microbit import *
from maqueen import *

ZIEL = 90


def im_stand():
    motor_stop()
    sleep(100)
    return heading_diff(ZIEL, False)


abweichung = im_stand()
while abs(abweichung) > 2:
    motor_run(Motor.LEFT, 50)
    motor_run(Motor.RIGHT, 50, Direction.BACKWARD)
    if abs(abweichung) > 20:
        sleep(200)
    else:
        sleep(abs(abweichung) * 8)
    abweichung = im_stand()
