# expect: fail
# because: the function turns to the right side, but always blinks the left LED
# says: linke LED
from microbit import *
from maqueen import *


def abbiegen(seite):
    if seite == Led.LEFT:
        motor_stop(Motor.LEFT)
        motor_run(Motor.RIGHT, 80)
    else:
        motor_run(Motor.LEFT, 80)
        motor_stop(Motor.RIGHT)
    for i in range(3):
        led_red(True, Led.LEFT)
        sleep(200)
        led_red(False, Led.LEFT)
        sleep(200)
    motor_run(Motor.ALL, 100)
    sleep(800)


motor_run(Motor.ALL, 100)
sleep(800)
abbiegen(Led.LEFT)
abbiegen(Led.RIGHT)
abbiegen(Led.LEFT)
motor_stop()
