# expect: fail
# because: the 0/1 follower of the ★★ task, fast: on the faded line the 0/1 values never see anything
# says: neben der Linie
from microbit import *
from maqueen import *

while True:
    l2, l1, m, r1, r2 = line_sensor_all()
    if l1 or l2:
        motor_run(Motor.LEFT, 80)
        motor_run(Motor.RIGHT, 160)
    elif r1 or r2:
        motor_run(Motor.LEFT, 160)
        motor_run(Motor.RIGHT, 80)
    else:
        motor_run(Motor.ALL, 160)
    sleep(10)
