# expect: pass
# because: averages five measurements in a helper function and prints the rounded mean with str.format
from microbit import *
from maqueen import *


def abstand_messen(wie_oft):
    summe = 0
    for i in range(wie_oft):
        summe += ultrasonic()
        sleep(50)
    return summe / wie_oft


print("Die Wand ist {} cm entfernt".format(round(abstand_messen(5))))
