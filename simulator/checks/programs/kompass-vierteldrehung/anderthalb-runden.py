# expect: fail
# because: turns 450 degrees to the right (a full circle too many), adding up the turn step by step
# says: Er soll sich um 90 Grad nach rechts drehen
from microbit import *
from maqueen import *

vorher = mq_heading()
gesamt = 0
motor_run(Motor.LEFT, 60)
motor_run(Motor.RIGHT, 60, Direction.BACKWARD)
while gesamt < 447:
    sleep(10)
    jetzt = mq_heading()
    schritt = (jetzt - vorher) % 360
    if schritt > 180:
        schritt -= 360
    gesamt += schritt
    vorher = jetzt
motor_stop()
