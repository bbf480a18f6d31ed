# expect: fail
# because: calibrates like the guide, but then drives the 100 cm in four hops and straightens the heading on the spot with the compass between them
# says: Die letzte Fahrt war nur
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

for hopser in range(4):
    motor_run(Motor.ALL, 150)
    sleep(1100)
    motor_stop()
    sleep(200)
    abweichung = heading_diff(start, False)
    while abs(abweichung) > 0:
        if abweichung > 0:
            motor_run(Motor.LEFT, -40)
            motor_run(Motor.RIGHT, 40)
        else:
            motor_run(Motor.LEFT, 40)
            motor_run(Motor.RIGHT, -40)
        sleep(30)
        motor_stop()
        sleep(150)
        abweichung = heading_diff(start, False)
