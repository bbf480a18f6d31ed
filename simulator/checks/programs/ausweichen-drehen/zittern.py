# expect: fail
# because: never measures; shakes a few centimetres forwards and back at high speed, piling up path length without going anywhere
# says: nie abgefragt
from microbit import *
from maqueen import *

while True:
    motor_run(Motor.ALL, 200)
    sleep(150)
    motor_run(Motor.ALL, -200)
    sleep(150)
