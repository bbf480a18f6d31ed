# expect: pass
# because: turns each corner around the standing right wheel instead of on the spot
from microbit import *
from maqueen import *

for seite in range(4):
    motor_run(Motor.ALL, 100)
    sleep(1600)
    motor_stop(Motor.RIGHT)
    motor_run(Motor.LEFT, 100)
    sleep(850)
motor_stop()
