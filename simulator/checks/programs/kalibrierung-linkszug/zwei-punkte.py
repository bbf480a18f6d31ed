# expect: pass
# because: two calibration points for the right motor (0.91 at 100, 0.95 at 200), driving in a for loop
from microbit import *
from maqueen import *

motor_calibration(Motor.RIGHT, [(100, 0.91), (200, 0.95)])
motor_calibration(Motor.LEFT, [])

for sekunde in range(5):
    motor_run(Motor.ALL, 150)
    sleep(1000)
motor_stop()
