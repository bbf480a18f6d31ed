# expect: pass
# because: the guide's calibration with four trials, then after the final blind drive has come to a stop it reads the compass once and shows how straight it went
from microbit import *
from maqueen import *

anfang = mq_heading()
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

motor_run(Motor.ALL, 150)
sleep(4500)
motor_stop()
sleep(1000)
display.scroll(heading_diff(anfang, False))
