# expect: fail
# because: drives 30 cm forward and back twice, turning round on the spot at each end
# says: Jede Ecke soll etwa 90 Grad haben
from microbit import *
from maqueen import *

for strecke in range(4):
    motor_run(Motor.ALL, 100)
    sleep(1800)
    motor_run(Motor.LEFT, 100)
    motor_run(Motor.RIGHT, 100, Direction.BACKWARD)
    sleep(900)
motor_stop()
