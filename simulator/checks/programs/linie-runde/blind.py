# expect: fail
# because: drives the oval blindly by timing (straight, half circle, straight, half circle) as measured from the first start place
# says: neben der Linie
from microbit import *
from maqueen import *


def fahre(links, rechts, ms):
    motor_run(Motor.LEFT, links)
    motor_run(Motor.RIGHT, rechts)
    sleep(ms)


fahre(90, 93, 2000)
fahre(79, 105, 6280)
fahre(90, 93, 4000)
fahre(79, 105, 6280)
fahre(90, 93, 2000)
motor_stop()
