# expect: fail
# because: blinks the left LED while driving straight before the turn, but not during the turn
# says: 0-mal angegangen
from microbit import *
from maqueen import *

motor_run(Motor.ALL, 100)
for i in range(3):
    led_red(True, Led.LEFT)
    sleep(200)
    led_red(False, Led.LEFT)
    sleep(200)
motor_stop(Motor.LEFT)
motor_run(Motor.RIGHT, 80)
sleep(1200)
motor_run(Motor.ALL, 100)
sleep(1000)
motor_stop()
