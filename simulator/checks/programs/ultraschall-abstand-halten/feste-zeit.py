# expect: fail
# because: drives forward a fixed 1.5 s and stops, without measuring
# says: gegen die Wand
from microbit import *
from maqueen import *

motor_run(Motor.ALL, 100)
sleep(1500)
motor_stop()
