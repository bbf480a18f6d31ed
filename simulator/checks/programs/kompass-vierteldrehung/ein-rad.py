# expect: fail
# because: pivots round the standing right wheel until the compass says 87 degrees
# says: nicht auf der Stelle
from microbit import *
from maqueen import *

start = mq_heading()
motor_run(Motor.LEFT, 60)
while heading_diff(start, False) < 87:
    sleep(10)
motor_stop()
