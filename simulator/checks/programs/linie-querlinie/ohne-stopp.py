# expect: fail
# because: waits for L2 or R2 correctly but never switches the motors off
# says: Motoren laufen
from microbit import *
from maqueen import *

motor_run(Motor.ALL, 60)
while line_sensor(LineSensor.L2) == 0 and line_sensor(LineSensor.R2) == 0:
    sleep(10)
