# expect: fail
# because: steers against the compass reading every 80 ms while the motors keep running, so the disturbed compass misleads it
# says: neben der geraden Linie
from microbit import *
from maqueen import *

start = mq_heading()
for i in range(60):
    abweichung = heading_diff(start, False)
    motor_run(Motor.LEFT, 150 - 3 * abweichung)
    motor_run(Motor.RIGHT, 150 + 3 * abweichung)
    sleep(80)
motor_stop()
