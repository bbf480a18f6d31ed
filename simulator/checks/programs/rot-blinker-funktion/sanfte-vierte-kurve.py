# expect: fail
# because: turns left, right, left with the blinker and then drives another, wide right curve of about 90 degrees without blinking
# says: außerhalb der Kurven
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
        led_red(True, seite)
        sleep(200)
        led_red(False, seite)
        sleep(200)
    motor_run(Motor.ALL, 100)
    sleep(500)


motor_run(Motor.ALL, 100)
sleep(500)
abbiegen(Led.LEFT)
abbiegen(Led.RIGHT)
abbiegen(Led.LEFT)
motor_run(Motor.LEFT, 100)
motor_run(Motor.RIGHT, 90)
sleep(5500)
motor_stop()
