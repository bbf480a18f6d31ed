# expect: fail
# because: a correct traffic light, but the robot creeps forwards while showing it
# says: hat sich bewegt
from microbit import *
from maqueen import *

motor_run(Motor.ALL, 40)
while True:
    abstand = ultrasonic()
    if abstand < 15:
        led_rgb(Color.RED)
    elif abstand <= 35:
        led_rgb(Color.YELLOW)
    else:
        led_rgb(Color.GREEN)
    sleep(50)
