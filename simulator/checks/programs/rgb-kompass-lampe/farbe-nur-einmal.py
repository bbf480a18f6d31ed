# expect: fail
# because: sets the colour from the compass once before turning and never again
# says: Farbe aller vier LEDs
from microbit import *
from maqueen import *

led_rgb(hsl(mq_heading(), 100, 50))
motor_run(Motor.LEFT, 40)
motor_run(Motor.RIGHT, 40, Direction.BACKWARD)
sleep(8000)
motor_stop()
