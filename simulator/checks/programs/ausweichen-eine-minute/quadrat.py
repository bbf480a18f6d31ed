# expect: fail
# because: measures but never uses the reading; drives squares (about 20 cm sides, turning right on the spot)
# says: weggekommen
from microbit import *
from maqueen import *

while True:
    abstand = ultrasonic()
    motor_run(Motor.ALL, 100)
    sleep(1200)
    motor_run(Motor.LEFT, 100)
    motor_run(Motor.RIGHT, -100)
    sleep(450)
