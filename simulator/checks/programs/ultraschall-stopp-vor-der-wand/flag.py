# expect: pass
# because: a while loop on a flag variable that measures, drives at 120 and stops below 11 cm
from microbit import *
from maqueen import *

faehrt = True
while faehrt:
    abstand = ultrasonic()
    if abstand < 11:
        motor_stop()
        faehrt = False
    else:
        motor_run(Motor.ALL, 120)
    sleep(10)
