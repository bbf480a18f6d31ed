# expect: fail
# because: uses 2.0.0's short names (LineSensor.L2), which 1.0.0 does not know: the program ends with an AttributeError
# says: mit einem Fehler abgebrochen
# version: 1.0.0
from microbit import *
from maqueen import *

motor_run(Motor.ALL, 60)
while line_sensor(LineSensor.L2) == 0 and line_sensor(LineSensor.R2) == 0:
    sleep(10)
motor_stop()
