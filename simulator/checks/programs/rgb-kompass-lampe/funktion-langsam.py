# expect: pass
# because: turns slowly for 15 s, shows the heading in a helper function and stops the motors before it switches off
from microbit import *
from maqueen import *


def richtung_zeigen():
    richtung = mq_heading()
    led_rgb(hsl(richtung, 100, 50))


motor_run(Motor.LEFT, 35)
motor_run(Motor.RIGHT, 35, Direction.BACKWARD)
beginn = running_time()
while running_time() - beginn < 15000:
    richtung_zeigen()
    sleep(100)
motor_stop()
