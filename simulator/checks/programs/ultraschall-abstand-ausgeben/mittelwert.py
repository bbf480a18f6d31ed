# expect: pass
# because: averages five measurements in a helper function and prints the rounded mean in an f-string
from microbit import *
from maqueen import *


def abstand_messen(wie_oft):
    summe = 0
    for i in range(wie_oft):
        summe += ultrasonic()
        sleep(50)
    return summe / wie_oft


print(f"Die Wand ist {round(abstand_messen(5))} cm entfernt")
