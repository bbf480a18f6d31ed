# expect: fail
# because: reads the compass only once at the start and then computes the colour from the time, timed to this robot's turning speed
# says: passte die Farbe aller vier LEDs
from microbit import *
from maqueen import *

start = mq_heading()
motor_run(Motor.LEFT, 40)
motor_run(Motor.RIGHT, 40, Direction.BACKWARD)
beginn = running_time()
while running_time() - beginn < 12000:
    led_rgb(hsl(start + (running_time() - beginn) * 49 // 1000, 100, 50))
    sleep(50)
motor_stop()
led_rgb_off()
