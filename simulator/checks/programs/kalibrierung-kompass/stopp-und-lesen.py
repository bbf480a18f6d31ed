# expect: fail
# because: calibrates like the guide, then during the final drive cuts the motors for a moment every half second to read the undisturbed compass and nudges the motors, without coming to a standstill
# says: Kompass oder Beschleunigungssensor gelesen
from microbit import *
from maqueen import *

trimm = 0
for versuch in range(4):
    if trimm > 0:
        motor_calibration(Motor.LEFT, [(150, (100 - trimm) / 100)])
        motor_calibration(Motor.RIGHT, [])
    else:
        motor_calibration(Motor.LEFT, [])
        motor_calibration(Motor.RIGHT, [(150, (100 + trimm) / 100)])
    start = mq_heading()
    motor_run(Motor.ALL, 150)
    sleep(1000)
    motor_stop()
    sleep(200)
    drehung = heading_diff(start, False)
    motor_run(Motor.ALL, -150)
    sleep(1000)
    motor_stop()
    sleep(200)
    trimm = trimm + drehung / 2

links = 150
rechts = 150
for schritt in range(9):
    motor_run(Motor.LEFT, links)
    motor_run(Motor.RIGHT, rechts)
    sleep(500)
    motor_stop()
    abweichung = heading_diff(start, False)
    if abweichung > 3:
        links -= 1
    elif abweichung < -3:
        rechts -= 1
motor_stop()
