# expect: fail
# because: the starter as given: stops in front of the first box and stays there
# says: weit gefahren
from microbit import *
from maqueen import *

while True:
    if ultrasonic() < 40:
        motor_stop()
    else:
        motor_run(Motor.ALL, 80)
    sleep(30)
