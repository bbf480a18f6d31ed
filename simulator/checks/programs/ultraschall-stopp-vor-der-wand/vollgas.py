# expect: fail
# because: waits for 10 cm at full speed with a slow loop, so it coasts on below 8 cm
# says: erlaubt sind 8 bis 12 cm
from microbit import *
from maqueen import *

motor_run(Motor.ALL, 255)
while ultrasonic() > 10:
    sleep(100)
motor_stop()
