# expect: fail
# because: turns 90 degrees right correctly, then drives 10 cm forward
# says: nicht auf der Stelle
from microbit import *
from maqueen import *

start = mq_heading()
motor_run(Motor.LEFT, 50)
motor_run(Motor.RIGHT, 50, Direction.BACKWARD)
while heading_diff(start, False) < 87:
    sleep(10)
motor_stop()
sleep(300)
motor_run(Motor.ALL, 60)
sleep(700)
motor_stop()
