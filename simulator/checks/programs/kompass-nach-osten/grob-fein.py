# expect: pass
# because: coarse bursts of 250 ms while far off, then fixed 30 ms taps, measuring while standing
from microbit import *
from maqueen import *

ZIEL = 90


def stoss(richtung, ms):
    # richtung 1 = nach rechts, -1 = nach links
    motor_run(Motor.LEFT, 60 * richtung)
    motor_run(Motor.RIGHT, -60 * richtung)
    sleep(ms)
    motor_stop()
    sleep(150)


while True:
    abweichung = heading_diff(ZIEL, False)
    if abs(abweichung) <= 2:
        break
    richtung = -1 if abweichung > 0 else 1
    if abs(abweichung) > 25:
        stoss(richtung, 250)
    else:
        stoss(richtung, 30)
