# expect: fail
# because: never stops the motors
# says: Motoren laufen
from microbit import *
from maqueen import *

motor_run(Motor.ALL, 100)
sleep(3000)
