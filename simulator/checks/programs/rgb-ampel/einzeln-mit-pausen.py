# expect: pass
# because: sets the four LEDs one by one in a loop, mixes its own yellow with rgb(), keeps a dark pause between the colours and runs the light twice
from microbit import *
from maqueen import *

leds = [ColorLED.L1, ColorLED.L2, ColorLED.R2, ColorLED.R1]
for runde in range(2):
    for farbe in [Color.GREEN, rgb(255, 230, 0), Color.RED]:
        for led in leds:
            led_rgb(farbe, led)
        sleep(1300)
        led_rgb_off()
        sleep(300)
