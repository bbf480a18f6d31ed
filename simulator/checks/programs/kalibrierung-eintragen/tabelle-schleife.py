# expect: pass
# because: sets the calibration from a table in a loop and drives in ten short pieces without stopping
from microbit import *
from maqueen import *

werte = [
    (Motor.LEFT, [(80, 0.98), (200, 0.96)]),
    (Motor.RIGHT, [(80, 1.0), (200, 1.0)]),
]
for motor, punkte in werte:
    motor_calibration(motor, punkte)

for stueck in range(10):
    motor_run(Motor.ALL, 150)
    sleep(450)
motor_stop()
