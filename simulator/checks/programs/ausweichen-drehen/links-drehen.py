# expect: pass
# because: turns left instead of right, a little faster, with other thresholds and a longer extra turn
from microbit import *
from maqueen import *

NAH = 35
FREI = 65

while True:
    if ultrasonic() < NAH:
        motor_run(Motor.LEFT, -70)
        motor_run(Motor.RIGHT, 70)
        while ultrasonic() < FREI:
            sleep(20)
        sleep(350)
    else:
        motor_run(Motor.ALL, 100)
    sleep(20)
