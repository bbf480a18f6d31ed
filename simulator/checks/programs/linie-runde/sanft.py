# expect: pass
# because: steers gently (slower wheel at 60 instead of 30) at base speed 90, straight only when M sees the line
from microbit import *
from maqueen import *

while True:
    l2, l1, m, r1, r2 = line_sensor_all()
    if l2 or l1:
        motor_run(Motor.LEFT, 40)
        motor_run(Motor.RIGHT, 95)
    elif r2 or r1:
        motor_run(Motor.LEFT, 95)
        motor_run(Motor.RIGHT, 40)
    elif m:
        motor_run(Motor.ALL, 95)
    sleep(5)
