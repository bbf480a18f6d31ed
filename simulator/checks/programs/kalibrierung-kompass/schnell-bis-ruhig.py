# expect: pass
# because: test drives of 0.8 s at speed 200 until the robot turns at most 1 degree, then drives at 200
from microbit import *
from maqueen import *

links = 1.0
rechts = 1.0
for versuch in range(6):
    motor_calibration(Motor.LEFT, [(200, links)])
    motor_calibration(Motor.RIGHT, [(200, rechts)])
    start = mq_heading()
    motor_run(Motor.ALL, 200)
    sleep(800)
    motor_stop()
    sleep(200)
    drehung = heading_diff(start, False)
    motor_run(Motor.ALL, -200)
    sleep(800)
    motor_stop()
    sleep(200)
    if drehung == 0:
        break
    # nach rechts gedreht: linker Motor zu schnell
    if drehung > 0:
        if rechts < 1.0:
            rechts = min(1.0, rechts + drehung / 200)
        else:
            links = links - drehung / 200
    else:
        if links < 1.0:
            links = min(1.0, links - drehung / 200)
        else:
            rechts = rechts + drehung / 200

motor_run(Motor.ALL, 200)
sleep(3200)
motor_stop()
