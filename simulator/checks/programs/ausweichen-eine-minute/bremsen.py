# expect: pass
# because: slows down when something comes near and turns right only when it is close
from microbit import *
from maqueen import *

while True:
    abstand = ultrasonic()
    if abstand < 35:
        motor_run(Motor.LEFT, 80)
        motor_run(Motor.RIGHT, -80)
        while ultrasonic() < 80:
            sleep(30)
        sleep(300)
    elif abstand < 70:
        motor_run(Motor.ALL, 90)
    else:
        motor_run(Motor.ALL, 180)
    sleep(30)
