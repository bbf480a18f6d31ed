# expect: fail
# because: drives a rhombus (diamond) with 30 cm sides and corners of 65 and 115 degrees in turn
# says: Ecke
from microbit import *
from maqueen import *

for runde in range(2):
    motor_run(Motor.ALL, 100)
    sleep(1800)
    motor_run(Motor.LEFT, 100)
    motor_run(Motor.RIGHT, 100, Direction.BACKWARD)
    sleep(340)
    motor_run(Motor.ALL, 100)
    sleep(1800)
    motor_run(Motor.LEFT, 100)
    motor_run(Motor.RIGHT, 100, Direction.BACKWARD)
    sleep(530)
motor_stop()
