# expect: fail
# because: brakes the left (already weaker) motor, so the arc to the left gets stronger
# says: Er soll geradeaus fahren
from microbit import *
from maqueen import *

motor_calibration(Motor.LEFT, [(150, 0.93)])

motor_run(Motor.ALL, 150)
sleep(4500)
motor_stop()
