# expect: fail
# because: stops at 10 cm by setting the speed to 0 on one motor only, the other keeps turning
# says: Motoren laufen
from microbit import *
from maqueen import *

motor_run(Motor.ALL, 80)
while ultrasonic() > 10:
    sleep(30)
motor_stop(Motor.LEFT)
