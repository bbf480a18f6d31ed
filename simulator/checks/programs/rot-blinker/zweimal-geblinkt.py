# expect: fail
# because: blinks only twice during the turn
# says: 2-mal
from microbit import *
from maqueen import *

motor_run(Motor.ALL, 100)
sleep(1000)
motor_stop(Motor.LEFT)
motor_run(Motor.RIGHT, 80)
for i in range(2):
    led_red(True, Led.LEFT)
    sleep(300)
    led_red(False, Led.LEFT)
    sleep(300)
motor_run(Motor.ALL, 100)
sleep(1000)
motor_stop()
