# expect: fail
# because: measures but never uses the reading; drives one big circle to the left over and over
# says: berührt
from microbit import *
from maqueen import *

motor_run(Motor.LEFT, 120)
motor_run(Motor.RIGHT, 150)
while True:
    abstand = ultrasonic()
    sleep(1000)
