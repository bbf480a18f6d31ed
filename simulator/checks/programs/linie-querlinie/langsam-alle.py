# expect: pass
# because: drives slowly, reads all five sensors with line_sensor_all() and leaves the loop with break
from microbit import *
from maqueen import *

motor_run(Motor.ALL, 40)
while True:
    l2, l1, m, r1, r2 = line_sensor_all()
    if l2 == 1 or r2 == 1:
        break
    sleep(5)
motor_stop()
