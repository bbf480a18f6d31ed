# expect: fail
# because: drives straight ahead for 6 s without any correction
# says: neben der geraden Linie
from microbit import *
from maqueen import *

start = mq_heading()  # measured once, never used

motor_run(Motor.ALL, 150)
sleep(4000)
motor_stop()
