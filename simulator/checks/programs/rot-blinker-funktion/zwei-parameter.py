# expect: pass
# because: the function gets the LED and the motor that stops as two parameters and blinks in a while loop
from microbit import *
from maqueen import *


def abbiegen(seite, innen):
    motor_run(Motor.ALL, 90)
    motor_stop(innen)
    mal = 0
    while mal < 3:
        led_red(True, seite)
        sleep(250)
        led_red(False, seite)
        sleep(150)
        mal = mal + 1
    motor_run(Motor.ALL, 90)
    sleep(700)


abbiegen(Led.LEFT, Motor.LEFT)
abbiegen(Led.RIGHT, Motor.RIGHT)
abbiegen(Led.LEFT, Motor.LEFT)
motor_stop()
