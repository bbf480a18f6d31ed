# expect: pass
# because: steers only with L1 and R1 (the outer sensors are ignored), with another gain and base speed
from microbit import *
from maqueen import *

TEMPO = 160
K = 0.5

while True:
    l2, l1, m, r1, r2 = line_sensor_data_all()
    lenken = int(K * (l1 - r1))
    motor_run(Motor.LEFT, TEMPO + lenken)
    motor_run(Motor.RIGHT, TEMPO - lenken)
    sleep(5)
