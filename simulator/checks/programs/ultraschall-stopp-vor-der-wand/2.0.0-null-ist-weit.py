# expect: pass
# because: 2.0.0's 0 for "no echo" must not stop the robot; it stops only on a real reading of 10 cm or less, found with break
# version: 2.0.0
from microbit import *
from maqueen import *

motor_run(Motor.ALL, 80)
while True:
    abstand = ultrasonic()
    if abstand != 0 and abstand <= 10:
        break
    sleep(25)
motor_stop()
