# expect: fail
# because: measures but never uses the reading; only the left motor runs, so the robot circles round its right wheel on the spot
# says: weggekommen
from microbit import *
from maqueen import *

motor_run(Motor.LEFT, 150)
while True:
    abstand = ultrasonic()
    sleep(1000)
