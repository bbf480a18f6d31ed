# expect: pass
# because: the window is as wide as the tolerance: it stops when the sensor reads 18 cm and rolls on a millimetre, so the sensor still reads 18 cm at rest, which the check judges as the live values show it
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
