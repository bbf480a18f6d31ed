# expect: fail
# because: only drives forwards until 20 cm, never backs off from the 6 cm wall
# says: erlaubt sind 18 bis 22 cm
from microbit import *
from maqueen import *

motor_run(Motor.ALL, 60)
while ultrasonic() > 20:
    sleep(30)
motor_stop()
