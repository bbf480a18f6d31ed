# expect: fail
# because: drives a spiral whose sides grow from about 21 to 39 cm, so it ends far from the start
# says: verschieden lang
from microbit import *
from maqueen import *

zeit = 1350
for seite in range(4):
    motor_run(Motor.ALL, 100)
    sleep(zeit)
    motor_run(Motor.LEFT, 100)
    motor_run(Motor.RIGHT, 100, Direction.BACKWARD)
    sleep(450)
    zeit = zeit + 330
motor_stop()
