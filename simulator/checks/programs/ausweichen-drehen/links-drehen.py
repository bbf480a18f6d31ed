# expect: pass
# because: turns left instead of right, more slowly, with other thresholds and a longer extra turn (0.35 s at speed 50 is about the guide's extra angle)
from microbit import *
from maqueen import *

NAH = 35
FREI = 65

while True:
    if ultrasonic() < NAH:
        motor_run(Motor.LEFT, -50)
        motor_run(Motor.RIGHT, 50)
        while ultrasonic() < FREI:
            sleep(20)
        sleep(350)
    else:
        motor_run(Motor.ALL, 100)
    sleep(20)
