# expect: pass
# because: reaches the asked end position another way: M sees the line about 3 cm early and the robot, at full speed, coasts that far, so L2 and R2 stand on the line
from microbit import *
from maqueen import *

motor_run(Motor.ALL, 255)
while line_sensor(LineSensor.M) == 0:
    sleep(10)
motor_stop()
