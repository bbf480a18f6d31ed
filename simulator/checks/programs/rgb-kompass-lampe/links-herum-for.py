# expect: pass
# because: turns to the left, a little faster, with a counting for loop, and shows the heading dimmer
from microbit import *
from maqueen import *

motor_run(Motor.LEFT, 50, Direction.BACKWARD)
motor_run(Motor.RIGHT, 50)
for i in range(100):
    led_rgb(hsl(mq_heading(), 100, 30))
    sleep(60)
motor_stop()
led_rgb_off()
