# expect: fail
# because: measures but never uses the reading; drives about 20 cm forwards and back again, over and over
# says: weggekommen
from microbit import *
from maqueen import *

while True:
    abstand = ultrasonic()
    motor_run(Motor.ALL, 100)
    sleep(1200)
    motor_run(Motor.ALL, -100)
    sleep(1200)
