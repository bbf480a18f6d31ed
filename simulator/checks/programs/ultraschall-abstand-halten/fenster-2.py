# expect: fail
# because: the window is as wide as the tolerance: it stops at a measured 18 cm and rolls on past the limit (the task warns that the robot rolls on)
# says: 17,9 cm
from microbit import *
from maqueen import *

ZIEL = 20
while True:
    fehler = ultrasonic() - ZIEL
    if fehler > 2:
        motor_run(Motor.ALL, min(35 + 4 * fehler, 150))
    elif fehler < -2:
        motor_run(Motor.ALL, max(-35 + 4 * fehler, -150))
    else:
        motor_stop()
    sleep(30)
