# expect: fail
# because: drives the oval blindly and fast by timing (straight, half circle, straight, half circle) as measured from the first start place
# says: neben der Linie
from microbit import *
from maqueen import *


def fahre(links, rechts, ms):
    motor_run(Motor.LEFT, links)
    motor_run(Motor.RIGHT, rechts)
    sleep(ms)


fahre(160, 166, 1060)
fahre(136, 186, 3330)
fahre(160, 166, 2120)
fahre(136, 186, 3330)
fahre(160, 166, 1060)
motor_stop()
