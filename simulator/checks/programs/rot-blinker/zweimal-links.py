# expect: fail
# because: turns left twice, blinking both times
# says: nach links, dann nach links
from microbit import *
from maqueen import *

motor_run(Motor.ALL, 100)
sleep(1000)
for kurve in range(2):
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
