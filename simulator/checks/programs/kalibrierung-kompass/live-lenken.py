# expect: fail
# because: calibrates roughly with three test drives, then steers live with the compass during the final drive (offset of the running motors measured first, PI control)
# says: Kompass oder Beschleunigungssensor gelesen
from microbit import *
from maqueen import *


def mittel(ziel, n):
    summe = 0
    for i in range(n):
        summe += heading_diff(ziel, False)
    return summe / n


trimm = 0
for versuch in range(3):
    if trimm > 0:
        motor_calibration(Motor.LEFT, [(150, (100 - trimm) / 100)])
        motor_calibration(Motor.RIGHT, [])
    else:
        motor_calibration(Motor.LEFT, [])
        motor_calibration(Motor.RIGHT, [(150, (100 + trimm) / 100)])
    start = mq_heading()
    motor_run(Motor.ALL, 150)
    sleep(1000)
    motor_stop()
    sleep(200)
    drehung = heading_diff(start, False)
    motor_run(Motor.ALL, -150)
    sleep(1000)
    motor_stop()
    sleep(200)
    trimm = trimm + drehung / 2

im_stand = mq_heading()
motor_run(Motor.ALL, 150)
sleep(800)
# so weit verschieben die laufenden Motoren die Messung (gemittelt)
versatz = mittel(im_stand, 10)
ziel = (im_stand + versatz) % 360
summe = 0
for schritt in range(35):
    abweichung = mittel(ziel, 3)
    summe += abweichung * 0.1
    korrektur = abweichung + 3 * summe
    motor_run(Motor.LEFT, 150 - korrektur)
    motor_run(Motor.RIGHT, 150 + korrektur)
    sleep(100)
motor_stop()
