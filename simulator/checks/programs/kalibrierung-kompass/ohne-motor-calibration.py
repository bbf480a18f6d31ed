# expect: fail
# because: calibrates with compass test drives like the solution, but straightens the final drive with unequal motor_run speeds instead of motor_calibration
# says: motor_calibration
from microbit import *
from maqueen import *

trimm = 0


def fahren(tempo):
    links = tempo
    rechts = tempo
    if trimm > 0:
        links = tempo * (100 - trimm) / 100
    else:
        rechts = tempo * (100 + trimm) / 100
    motor_run(Motor.LEFT, links)
    motor_run(Motor.RIGHT, rechts)


for versuch in range(5):
    start = mq_heading()
    fahren(150)
    sleep(1000)
    motor_stop()
    sleep(200)
    drehung = heading_diff(start, False)
    fahren(-150)
    sleep(1000)
    motor_stop()
    sleep(200)
    trimm = trimm + drehung / 2

fahren(150)
sleep(4500)
motor_stop()
