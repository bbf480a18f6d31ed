# expect: fail
# because: first drives a wide right curve of about 90 degrees without blinking, then turns left with the blinker, so it turns twice
# says: nach rechts
from microbit import *
from maqueen import *

motor_run(Motor.LEFT, 100)
motor_run(Motor.RIGHT, 90)
sleep(5500)
motor_stop(Motor.LEFT)
motor_run(Motor.RIGHT, 80)
for i in range(3):
    led_red(True, Led.LEFT)
    sleep(200)
    led_red(False, Led.LEFT)
    sleep(200)
motor_run(Motor.ALL, 100)
sleep(1000)
motor_stop()
