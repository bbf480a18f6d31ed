# expect: pass
# because: the function turns on the spot, choosing the motor directions with if/else, and blinks four times quickly
from microbit import *
from maqueen import *


def abbiegen(seite):
    motor_stop()
    if seite == Led.LEFT:
        motor_run(Motor.LEFT, 60, Direction.BACKWARD)
        motor_run(Motor.RIGHT, 60)
    else:
        motor_run(Motor.LEFT, 60)
        motor_run(Motor.RIGHT, 60, Direction.BACKWARD)
    for i in range(4):
        led_red(True, seite)
        sleep(120)
        led_red(False, seite)
        sleep(120)
    motor_run(Motor.ALL, 150)
    sleep(600)


motor_run(Motor.ALL, 150)
sleep(600)
abbiegen(Led.LEFT)
abbiegen(Led.RIGHT)
abbiegen(Led.LEFT)
motor_stop()
