# expect: fail
# because: measures but never uses the reading; drives one big circle (about 60 cm across) to the right over and over
# says: berührt
from microbit import *
from maqueen import *

motor_run(Motor.LEFT, 150)
motor_run(Motor.RIGHT, 120)
while True:
    abstand = ultrasonic()
    sleep(1000)
