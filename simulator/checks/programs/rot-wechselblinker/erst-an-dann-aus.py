# expect: pass
# because: switches the next LED on before the last one off (no pause between), 200 ms each, fourteen lights
from microbit import *
from maqueen import *

led_red(True, Led.LEFT)
sleep(200)
for i in range(7):
    led_red(True, Led.RIGHT)
    led_red(False, Led.LEFT)
    sleep(200)
    led_red(True, Led.LEFT)
    led_red(False, Led.RIGHT)
    sleep(200)
led_red(False)
