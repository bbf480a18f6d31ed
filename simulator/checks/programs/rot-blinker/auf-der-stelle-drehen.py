# expect: pass
# because: stops, turns left on the spot while blinking four times quickly, then drives on
from microbit import *
from maqueen import *

motor_run(Motor.ALL, 120)
sleep(1500)
motor_run(Motor.LEFT, 50, Direction.BACKWARD)
motor_run(Motor.RIGHT, 50)
for i in range(4):
    led_red(True, Led.LEFT)
    sleep(150)
    led_red(False, Led.LEFT)
    sleep(150)
motor_run(Motor.ALL, 120)
sleep(1500)
motor_stop()
