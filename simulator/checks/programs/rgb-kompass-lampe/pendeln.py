# expect: fail
# because: shows the compass heading, but swings back and forth: 150 degrees right, 100 left, and so on until it has turned round
# says: in eine Richtung
from microbit import *
from maqueen import *


def zeigen(zeit):
    beginn = running_time()
    while running_time() - beginn < zeit:
        led_rgb(hsl(mq_heading(), 100, 50))
        sleep(50)


for i in range(7):
    motor_run(Motor.LEFT, 60)
    motor_run(Motor.RIGHT, 60, Direction.BACKWARD)
    zeigen(1500)
    motor_run(Motor.LEFT, 60, Direction.BACKWARD)
    motor_run(Motor.RIGHT, 60)
    zeigen(1000)
motor_stop()
led_rgb_off()
