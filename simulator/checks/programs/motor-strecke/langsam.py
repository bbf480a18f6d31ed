# expect: pass
# because: drives slowly for longer, each motor on its own
from microbit import *
from maqueen import *

motor_run(Motor.LEFT, 50)
motor_run(Motor.RIGHT, 50)
sleep(8000)
motor_stop(Motor.LEFT)
motor_stop(Motor.RIGHT)
