# expect: fail
# because: stops as soon as the wall is 20 cm away, too early
# says: erlaubt sind 8 bis 12 cm
from microbit import *
from maqueen import *

motor_run(Motor.ALL, 80)
while ultrasonic() > 20:
    sleep(30)
motor_stop()
