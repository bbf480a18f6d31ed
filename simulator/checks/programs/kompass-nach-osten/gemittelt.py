# expect: pass
# because: bursts of abs(deviation)*6 ms at speed 70 (at most 400 ms), then the mean of three readings taken standing
from microbit import *
from maqueen import *

ZIEL = 90


def messen():
    motor_stop()
    sleep(120)
    summe = 0
    for i in range(3):
        summe += heading_diff(ZIEL, False)
        sleep(20)
    return summe / 3


abweichung = messen()
while abs(abweichung) > 1.5:
    if abweichung > 0:
        motor_run(Motor.LEFT, 70, Direction.BACKWARD)
        motor_run(Motor.RIGHT, 70)
    else:
        motor_run(Motor.LEFT, 70)
        motor_run(Motor.RIGHT, 70, Direction.BACKWARD)
    sleep(int(min(abs(abweichung) * 6, 400)))
    abweichung = messen()
