# expect: fail
# because: corrects with the compass like the guide, but drives backwards
# says: hinter seinem Start
from microbit import *
from maqueen import *

start = mq_heading()
lenken = 0
for abschnitt in range(12):
    abweichung = heading_diff(start, False)
    lenken = lenken + abweichung
    motor_run(Motor.LEFT, -150 - lenken - abweichung)
    motor_run(Motor.RIGHT, -150 + lenken + abweichung)
    sleep(400)
    motor_stop()
    sleep(100)
