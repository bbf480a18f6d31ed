# expect: fail
# because: bang-bang without a window, in short pulses with a pause after each: it never settles but rocks around 20 cm until the time is up
# says: nicht zur Ruhe
from microbit import *
from maqueen import *

while True:
    if ultrasonic() > 20:
        motor_run(Motor.ALL, 150)
    else:
        motor_run(Motor.ALL, -150)
    sleep(120)
    motor_stop()
    sleep(600)
