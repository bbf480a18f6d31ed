# expect: fail
# because: measures but never uses the reading; zigzags (1 s ahead, turn left, 1 s ahead, turn right)
# says: berührt
from microbit import *
from maqueen import *

while True:
    abstand = ultrasonic()
    motor_run(Motor.ALL, 100)
    sleep(1000)
    motor_run(Motor.LEFT, -100)
    motor_run(Motor.RIGHT, 100)
    sleep(300)
    motor_run(Motor.ALL, 100)
    sleep(1000)
    motor_run(Motor.LEFT, 100)
    motor_run(Motor.RIGHT, -100)
    sleep(300)
