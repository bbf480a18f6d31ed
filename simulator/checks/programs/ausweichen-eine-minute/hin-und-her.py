# expect: fail
# because: measures but never uses the reading; drives about 25 cm forwards and back again at speed 150, over and over
# says: weggekommen
from microbit import *
from maqueen import *

while True:
    abstand = ultrasonic()
    motor_run(Motor.ALL, 150)
    sleep(900)
    motor_run(Motor.ALL, -150)
    sleep(900)
