# expect: fail
# because: never calibrates: measures how far the uncalibrated final drive turns, drives back, turns half that angle the other way on the spot, so the arc ends near the line
# says: behandelt beide Motoren gleich
from microbit import *
from maqueen import *

motor_calibration(Motor.ALL, [])
start = mq_heading()
motor_run(Motor.ALL, 150)
sleep(4500)
motor_stop()
sleep(300)
bogen = heading_diff(start, False)
motor_run(Motor.ALL, -150)
sleep(4500)
motor_stop()
sleep(300)
ziel = (start - bogen / 2) % 360
abweichung = heading_diff(ziel, False)
while abs(abweichung) > 1:
    if abweichung > 0:
        motor_run(Motor.LEFT, -40)
        motor_run(Motor.RIGHT, 40)
    else:
        motor_run(Motor.LEFT, 40)
        motor_run(Motor.RIGHT, -40)
    sleep(30)
    motor_stop()
    sleep(150)
    abweichung = heading_diff(ziel, False)
sleep(300)
motor_run(Motor.ALL, 150)
sleep(4500)
motor_stop()
