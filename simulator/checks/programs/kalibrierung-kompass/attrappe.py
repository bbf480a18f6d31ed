# expect: fail
# because: calibrates with compass test drives, but the result goes into unequal motor_run speeds; motor_calibration is only called with an empty list
# says: behandelt beide Motoren gleich
from microbit import *
from maqueen import *

motor_calibration(Motor.ALL, [])
faktor_links = 1.0
faktor_rechts = 1.0
for versuch in range(5):
    start = mq_heading()
    motor_run(Motor.LEFT, 150 * faktor_links)
    motor_run(Motor.RIGHT, 150 * faktor_rechts)
    sleep(1000)
    motor_stop()
    sleep(200)
    drehung = heading_diff(start, False)
    motor_run(Motor.LEFT, -150 * faktor_links)
    motor_run(Motor.RIGHT, -150 * faktor_rechts)
    sleep(1000)
    motor_stop()
    sleep(200)
    # nach rechts gedreht: links zu schnell
    if drehung > 0:
        if faktor_rechts < 1:
            faktor_rechts = min(1.0, faktor_rechts + drehung / 200)
        else:
            faktor_links -= drehung / 200
    elif drehung < 0:
        if faktor_links < 1:
            faktor_links = min(1.0, faktor_links - drehung / 200)
        else:
            faktor_rechts += drehung / 200

motor_run(Motor.LEFT, 150 * faktor_links)
motor_run(Motor.RIGHT, 150 * faktor_rechts)
sleep(4500)
motor_stop()
