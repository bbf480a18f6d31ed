# expect: pass
# because: creeps slowly, in an endless loop left with break, each motor on its own
from microbit import *
from maqueen import *

motor_run(Motor.LEFT, 45)
motor_run(Motor.RIGHT, 45)
while True:
    if ultrasonic() <= 11:
        break
    sleep(20)
motor_stop(Motor.LEFT)
motor_stop(Motor.RIGHT)
