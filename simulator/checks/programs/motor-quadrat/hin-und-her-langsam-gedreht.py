# expect: fail
# because: drives 30 cm forward and back twice along one line; each U-turn is a quick 105 degree spin plus a slow 75 degree spin that the check does not see as turning
# says: Ecke
from microbit import *
from maqueen import *

for strecke in range(3):
    motor_run(Motor.ALL, 200)
    sleep(780)
    motor_run(Motor.LEFT, 100)
    motor_run(Motor.RIGHT, 100, Direction.BACKWARD)
    sleep(525)
    motor_run(Motor.LEFT, 27)
    motor_run(Motor.RIGHT, 27, Direction.BACKWARD)
    sleep(4300)
motor_run(Motor.ALL, 200)
sleep(780)
motor_stop()
