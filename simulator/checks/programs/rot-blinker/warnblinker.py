# expect: fail
# because: blinks both red LEDs during the left turn, like hazard lights
# says: rechte LED
from microbit import *
from maqueen import *

motor_run(Motor.ALL, 100)
sleep(1000)
motor_stop(Motor.LEFT)
motor_run(Motor.RIGHT, 80)
for i in range(3):
    led_red(True)
    sleep(200)
    led_red(False)
    sleep(200)
motor_run(Motor.ALL, 100)
sleep(1000)
motor_stop()
