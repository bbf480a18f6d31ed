# expect: fail
# because: measures but never uses the reading; turns right by about 90 degrees first, then drives straight on
# says: berührt
from microbit import *
from maqueen import *

motor_run(Motor.LEFT, 100)
motor_run(Motor.RIGHT, -100)
sleep(450)
motor_run(Motor.ALL, 100)
while True:
    abstand = ultrasonic()
    sleep(1000)
