# expect: pass
# because: drives slower in more, shorter pieces in a while loop, and waits a little longer before each measurement
from microbit import *
from maqueen import *

start = mq_heading()
lenken = 0
stuecke = 0
while stuecke < 15:
    sleep(150)
    fehler = heading_diff(start, False)
    lenken = lenken + fehler
    motor_run(Motor.LEFT, 100 - lenken - fehler)
    motor_run(Motor.RIGHT, 100 + lenken + fehler)
    sleep(500)
    motor_stop()
    stuecke = stuecke + 1
