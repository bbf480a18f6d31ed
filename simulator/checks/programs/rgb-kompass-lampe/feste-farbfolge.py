# expect: fail
# because: never reads the compass: plays a colour sequence timed to a robot that starts facing north
# says: Farbe aller vier LEDs
from microbit import *
from maqueen import *

motor_run(Motor.LEFT, 40)
motor_run(Motor.RIGHT, 40, Direction.BACKWARD)
beginn = running_time()
while running_time() - beginn < 12000:
    led_rgb(hsl((running_time() - beginn) * 49 // 1000, 100, 50))
    sleep(50)
motor_stop()
led_rgb_off()
