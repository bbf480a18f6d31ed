# expect: pass
# because: turns the shorter way with a speed that shrinks as north comes closer
from microbit import *
from maqueen import *


def drehen(tempo):
    # positiv = nach rechts, negativ = nach links
    motor_run(Motor.LEFT, tempo)
    motor_run(Motor.RIGHT, -tempo)


abweichung = heading_diff(0, False)
while abs(abweichung) > 2:
    tempo = min(40 + abs(abweichung), 120)
    if abweichung > 0:
        drehen(-tempo)
    else:
        drehen(tempo)
    sleep(20)
    abweichung = heading_diff(0, False)
motor_stop()
