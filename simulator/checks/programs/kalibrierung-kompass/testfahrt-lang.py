# expect: pass
# because: three test drives of 1.5 s each (so a third of the turn is the trim), in a helper function
from microbit import *
from maqueen import *

TEMPO = 150


def kalibrieren(trimm):
    if trimm > 0:
        motor_calibration(Motor.LEFT, [(TEMPO, (100 - trimm) / 100)])
        motor_calibration(Motor.RIGHT, [])
    else:
        motor_calibration(Motor.LEFT, [])
        motor_calibration(Motor.RIGHT, [(TEMPO, (100 + trimm) / 100)])


def testfahrt():
    start = mq_heading()
    motor_run(Motor.ALL, TEMPO)
    sleep(1500)
    motor_stop()
    sleep(250)
    drehung = heading_diff(start, False)
    motor_run(Motor.ALL, -TEMPO)
    sleep(1500)
    motor_stop()
    sleep(250)
    return drehung


trimm = 0
for versuch in range(3):
    kalibrieren(trimm)
    trimm += testfahrt() / 3
kalibrieren(trimm)

motor_run(Motor.ALL, TEMPO)
sleep(4500)
motor_stop()
