# expect: fail
# because: follows the line correctly, but stops after 10 s, half a lap
# says: der Strecke geschafft
from microbit import *
from maqueen import *

start = running_time()
while running_time() - start < 10000:
    l2, l1, m, r1, r2 = line_sensor_all()
    if l1 or l2:
        motor_run(Motor.LEFT, 30)
        motor_run(Motor.RIGHT, 100)
    elif r1 or r2:
        motor_run(Motor.LEFT, 100)
        motor_run(Motor.RIGHT, 30)
    else:
        motor_run(Motor.ALL, 100)
    sleep(10)
motor_stop()
