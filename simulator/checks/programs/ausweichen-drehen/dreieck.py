# expect: fail
# because: measures but never uses the reading; drives small triangles fast (short sides, turning 120 degrees right)
# says: weggekommen
from microbit import *
from maqueen import *

while True:
    abstand = ultrasonic()
    motor_run(Motor.ALL, 150)
    sleep(700)
    motor_run(Motor.LEFT, 100)
    motor_run(Motor.RIGHT, -100)
    sleep(600)
