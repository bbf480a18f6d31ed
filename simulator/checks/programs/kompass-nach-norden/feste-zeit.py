# expect: fail
# because: turns left for a fixed time that fits only a start facing 70 degrees
# says: Der Roboter schaut am Ende nach
from microbit import *
from maqueen import *

motor_run(Motor.LEFT, 50, Direction.BACKWARD)
motor_run(Motor.RIGHT, 50)
sleep(930)
motor_stop()
