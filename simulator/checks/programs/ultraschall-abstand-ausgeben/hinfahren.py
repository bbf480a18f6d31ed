# expect: fail
# because: drives 10 cm towards the wall first and prints the (correct) distance from there
# says: hat sich bewegt
from microbit import *
from maqueen import *

motor_run(Motor.ALL, 80)
sleep(800)
motor_stop()
sleep(200)
print(ultrasonic())
