# expect: fail
# because: never drives: only spins on the spot to the left while blinking
# says: fahren
from microbit import *
from maqueen import *

motor_run(Motor.LEFT, 60, Direction.BACKWARD)
motor_run(Motor.RIGHT, 60)
for i in range(3):
    led_red(True, Led.LEFT)
    sleep(200)
    led_red(False, Led.LEFT)
    sleep(200)
motor_stop()
