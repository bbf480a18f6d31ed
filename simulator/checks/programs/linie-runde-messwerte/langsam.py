# expect: fail
# because: the guide's analog follower, but at speed 70: follows well, too slow for 12 s
# says: der Strecke geschafft
from microbit import *
from maqueen import *

TEMPO = 70
K = 0.1

while True:
    l2, l1, m, r1, r2 = line_sensor_data_all()
    fehler = (l1 + 2 * l2) - (r1 + 2 * r2)
    lenken = int(K * fehler)
    motor_run(Motor.LEFT, TEMPO + lenken)
    motor_run(Motor.RIGHT, TEMPO - lenken)
    sleep(10)
