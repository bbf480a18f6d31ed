# expect: pass
# because: turns each reading into "how dark" (900 minus reading), weights the sensors by their place and divides by the total
from microbit import *
from maqueen import *

HELL = 900
ORT = (-4, -1, 0, 1, 4)  # wie weit links (-) oder rechts (+) jeder Sensor sitzt

while True:
    werte = line_sensor_data_all()
    dunkel = [max(0, HELL - w) for w in werte]
    summe = sum(dunkel)
    if summe > 20:
        lage = sum(d * o for d, o in zip(dunkel, ORT)) / summe
    else:
        lage = 0
    lenken = int(60 * lage)
    motor_run(Motor.LEFT, 155 + lenken)
    motor_run(Motor.RIGHT, 155 - lenken)
    sleep(5)
