# expect: fail
# because: uses the guide's function but turns right, left, left
# says: nach rechts, dann nach links, dann nach links
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
    sleep(800)


motor_run(Motor.ALL, 100)
sleep(800)
abbiegen(Led.RIGHT)
abbiegen(Led.LEFT)
abbiegen(Led.LEFT)
motor_stop()
