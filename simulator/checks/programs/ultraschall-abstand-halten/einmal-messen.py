# expect: fail
# because: measures once and drives a time computed from a wrong speed guess (no feedback)
# says: erlaubt sind 18 bis 22 cm
from microbit import *
from maqueen import *

fehler = ultrasonic() - 20
if fehler > 0:
    motor_run(Motor.ALL, 100)
else:
    motor_run(Motor.ALL, -100)
sleep(abs(fehler) * 100)
motor_stop()
