# expect: fail
# because: a correct 0/1 follower, but so slow that the lap takes longer than 30 s
# says: der Strecke geschafft
from microbit import *
from maqueen import *

while True:
    l2, l1, m, r1, r2 = line_sensor_all()
    if l1 or l2:
        motor_run(Motor.LEFT, 25)
        motor_run(Motor.RIGHT, 50)
    elif r1 or r2:
        motor_run(Motor.LEFT, 50)
        motor_run(Motor.RIGHT, 25)
    else:
        motor_run(Motor.ALL, 50)
    sleep(10)
