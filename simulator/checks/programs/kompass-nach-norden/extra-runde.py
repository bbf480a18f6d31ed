# expect: fail
# because: first spins a full circle to the right, then turns the shorter way to north
# says: Der kürzere Weg wären
from microbit import *
from maqueen import *

vorher = mq_heading()
gesamt = 0
motor_run(Motor.LEFT, 70)
motor_run(Motor.RIGHT, 70, Direction.BACKWARD)
while gesamt < 360:
    sleep(10)
    jetzt = mq_heading()
    schritt = (jetzt - vorher) % 360
    if schritt > 180:
        schritt -= 360
    gesamt += schritt
    vorher = jetzt
while True:
    abweichung = heading_diff(0, False)
    if abweichung > 2:
        motor_run(Motor.LEFT, 50, Direction.BACKWARD)
        motor_run(Motor.RIGHT, 50)
    elif abweichung < -2:
        motor_run(Motor.LEFT, 50)
        motor_run(Motor.RIGHT, 50, Direction.BACKWARD)
    else:
        break
    sleep(10)
motor_stop()
