# expect: fail
# because: just drives straight ahead along the first piece of line
# says: neben der Linie
from microbit import *
from maqueen import *

motor_run(Motor.ALL, 100)
sleep(30000)
