# expect: fail
# because: turns right while blinking the left LED
# says: nach rechts abgebogen
from microbit import *
from maqueen import *

motor_run(Motor.ALL, 100)
sleep(1000)
motor_run(Motor.LEFT, 80)
motor_stop(Motor.RIGHT)
for i in range(3):
    led_red(True, Led.LEFT)
    sleep(200)
    led_red(False, Led.LEFT)
    sleep(200)
motor_run(Motor.ALL, 100)
sleep(1000)
motor_stop()
