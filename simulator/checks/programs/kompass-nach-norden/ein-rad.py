# expect: fail
# because: takes the shorter way but pivots round one standing wheel
# says: nicht auf der Stelle
from microbit import *
from maqueen import *

while True:
    abweichung = heading_diff(0, False)
    if abweichung > 2:
        motor_stop(Motor.LEFT)
        motor_run(Motor.RIGHT, 60)
    elif abweichung < -2:
        motor_run(Motor.LEFT, 60)
        motor_stop(Motor.RIGHT)
    else:
        break
    sleep(10)
motor_stop()
