# expect: pass
# because: first backs off until at least 19 cm, then creeps forward until 21 cm or less, and stops
from microbit import *
from maqueen import *

motor_run(Motor.ALL, -60)
while ultrasonic() < 19:
    sleep(20)
motor_run(Motor.ALL, 70)
while ultrasonic() > 25:
    sleep(20)
motor_run(Motor.ALL, 35)
while ultrasonic() > 20:
    sleep(20)
motor_stop()
