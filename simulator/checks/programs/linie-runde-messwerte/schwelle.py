# expect: fail
# because: turns the readings into 0/1 with its own threshold (below 800 = line) and steers bang-bang, no proportional steering
# says: Lenkstärken
from microbit import *
from maqueen import *

while True:
    l2, l1, m, r1, r2 = line_sensor_data_all()
    if l1 < 800 or l2 < 800:
        motor_run(Motor.LEFT, 90)
        motor_run(Motor.RIGHT, 170)
    elif r1 < 800 or r2 < 800:
        motor_run(Motor.LEFT, 170)
        motor_run(Motor.RIGHT, 90)
    else:
        motor_run(Motor.ALL, 170)
    sleep(5)
