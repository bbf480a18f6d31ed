# expect: pass
# because: a proportional controller that leaves its loop once inside the window and ends with motor_stop()
from microbit import *
from maqueen import *

ZIEL = 20
while True:
    fehler = ultrasonic() - ZIEL
    if abs(fehler) <= 1:
        break
    tempo = 3 * fehler
    if tempo > 0:
        tempo = min(max(tempo, 32), 120)
    else:
        tempo = max(min(tempo, -32), -120)
    motor_run(Motor.ALL, tempo)
    sleep(20)
motor_stop()
