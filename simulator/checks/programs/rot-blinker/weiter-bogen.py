# expect: pass
# because: drives a wide left curve with both motors running and blinks slowly (300 ms on, 200 ms off)
from microbit import *
from maqueen import *

motor_run(Motor.ALL, 150)
sleep(800)
motor_run(Motor.LEFT, 100)
motor_run(Motor.RIGHT, 150)
for i in range(3):
    led_red(True, Led.LEFT)
    sleep(300)
    led_red(False, Led.LEFT)
    sleep(200)
motor_run(Motor.ALL, 150)
sleep(800)
motor_stop()
