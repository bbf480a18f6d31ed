# expect: pass
# because: 1.0.0 has no line_sensor_all(); line_sensor(LineSensor.ALL) gives the same tuple, unpacked and asked for L2 or R2
# version: 1.0.0
from microbit import *
from maqueen import *

motor_run(Motor.ALL, 60)
while True:
    l2, l1, m, r1, r2 = line_sensor(LineSensor.ALL)
    if l2 or r2:
        break
    sleep(10)
motor_stop()
