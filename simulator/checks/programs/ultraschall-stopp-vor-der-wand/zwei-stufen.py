# expect: pass
# because: drives fast while far away, slows down below 30 cm and stops at 10 cm (two stages)
from microbit import *
from maqueen import *


def warte_bis(cm):
    while ultrasonic() > cm:
        sleep(20)


motor_run(Motor.ALL, 200)
warte_bis(30)
motor_run(Motor.ALL, 50)
warte_bis(10)
motor_stop()
