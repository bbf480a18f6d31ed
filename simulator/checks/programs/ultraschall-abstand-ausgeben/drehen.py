# expect: fail
# because: turns on the spot by about 50 degrees before measuring (the axle's middle stays put, so the path stays 0), then prints the slanted distance
# says: hat sich bewegt
from microbit import *
from maqueen import *

motor_run(Motor.LEFT, 100)
motor_run(Motor.RIGHT, -100)
sleep(250)
motor_stop()
sleep(300)
print(ultrasonic())
