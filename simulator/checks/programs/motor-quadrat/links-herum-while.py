# expect: pass
# because: drives the square faster and to the left, counting the sides in a while loop
from microbit import *
from maqueen import *

seiten = 0
while seiten < 4:
    motor_run(Motor.ALL, 150)
    sleep(1100)
    motor_run(Motor.LEFT, 80, Direction.BACKWARD)
    motor_run(Motor.RIGHT, 80)
    sleep(660)
    seiten = seiten + 1
motor_stop()
