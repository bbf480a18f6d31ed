# expect: pass
# because: turns in short bursts and measures while standing after each one, in a helper function
from microbit import *
from maqueen import *


def kurz_rechts(ms):
    motor_run(Motor.LEFT, 60)
    motor_run(Motor.RIGHT, 60, Direction.BACKWARD)
    sleep(ms)
    motor_stop()
    sleep(80)


start = mq_heading()
gedreht = 0
while gedreht < 86:
    if gedreht < 70:
        kurz_rechts(150)
    else:
        kurz_rechts(40)
    gedreht = heading_diff(start, False)
