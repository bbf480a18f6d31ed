# expect: fail
# because: shows the compass heading, but only wiggles 100 degrees right and left instead of turning round
# says: einmal im Kreis
from microbit import *
from maqueen import *


def zeigen(zeit):
    beginn = running_time()
    while running_time() - beginn < zeit:
        led_rgb(hsl(mq_heading(), 100, 50))
        sleep(50)


for i in range(3):
    motor_run(Motor.LEFT, 40)
    motor_run(Motor.RIGHT, 40, Direction.BACKWARD)
    zeigen(2000)
    motor_run(Motor.LEFT, 40, Direction.BACKWARD)
    motor_run(Motor.RIGHT, 40)
    zeigen(2000)
motor_stop()
led_rgb_off()
