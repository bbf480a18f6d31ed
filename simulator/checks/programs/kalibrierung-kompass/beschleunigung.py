# expect: fail
# because: no calibration: steers the final drive live with the accelerometer (sideways acceleration = turning), never reading the compass
# says: Kompass nicht benutzt
from microbit import *
from maqueen import *

TEMPO = 200
V = 36  # cm/s, ungefähr
motor_calibration(Motor.ALL, [])
winkel = 0.0   # geschätzte Drehung in Grad
summe = 0.0    # Integral der Drehung
korrektur = 0
zeit = running_time()
ende = zeit + 3300
while running_time() < ende:
    motor_run(Motor.LEFT, TEMPO - korrektur)
    motor_run(Motor.RIGHT, TEMPO + korrektur)
    sleep(20)
    jetzt = running_time()
    dt = (jetzt - zeit) / 1000
    zeit = jetzt
    quer = accelerometer.get_x() * 981 / 1024   # cm/s² nach rechts
    omega = quer / V * 57.3                     # Grad pro Sekunde, positiv = nach rechts
    winkel += omega * dt
    summe += winkel * dt
    korrektur = 4 * winkel + 20 * summe
motor_stop()
