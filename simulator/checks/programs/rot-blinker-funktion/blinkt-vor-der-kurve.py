# expect: fail
# because: blinks before each turn while still driving straight and turns without blinking (the right blink then falls into the end of the left turn)
# says: rechte LED
from microbit import *
from maqueen import *


def abbiegen(seite):
    for i in range(3):
        led_red(True, seite)
        sleep(200)
        led_red(False, seite)
        sleep(200)
    if seite == Led.LEFT:
        motor_stop(Motor.LEFT)
        motor_run(Motor.RIGHT, 80)
    else:
        motor_run(Motor.LEFT, 80)
        motor_stop(Motor.RIGHT)
    sleep(1200)
    motor_run(Motor.ALL, 100)


motor_run(Motor.ALL, 100)
sleep(800)
abbiegen(Led.LEFT)
abbiegen(Led.RIGHT)
abbiegen(Led.LEFT)
sleep(800)
motor_stop()
