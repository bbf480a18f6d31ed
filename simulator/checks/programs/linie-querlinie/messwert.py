# expect: pass
# because: watches the reading of R2 (dark = small number) instead of its 0/1 value
from microbit import *
from maqueen import *

motor_run(Motor.ALL, 70)
while line_sensor_data(LineSensor.R2) > 500:
    sleep(5)
motor_stop()
