# expect: pass
# because: drives fast in a helper function that takes the steering, with half of the deviation added to the steering each time
from microbit import *
from maqueen import *


def stueck(lenken):
    motor_run(Motor.LEFT, 200 - lenken)
    motor_run(Motor.RIGHT, 200 + lenken)
    sleep(300)
    motor_stop()
    sleep(150)


start = mq_heading()
lenken = 0
for i in range(11):
    abweichung = heading_diff(start, False)
    lenken = lenken + abweichung / 2
    stueck(lenken + abweichung)
