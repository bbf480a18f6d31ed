# expect: fail
# because: shows the compass heading, but turns round the standing right wheel instead of on the spot
# says: nicht auf der Stelle
from microbit import *
from maqueen import *

motor_run(Motor.LEFT, 60)
motor_stop(Motor.RIGHT)
beginn = running_time()
while running_time() - beginn < 9000:
    led_rgb(hsl(mq_heading(), 100, 50))
    sleep(50)
motor_stop()
led_rgb_off()
