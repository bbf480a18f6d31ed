# speech for the simulator: the board's module (src/codal_port/modspeech.c of firmware 2.1.2,
# microbit-foundation/micropython-microbit-v2) with its four functions, each of which explains
# that the simulator cannot speak.
from _board_only import refuse as _refuse

_WHY = "Der Simulator kann nicht sprechen und nicht singen."


def translate(*args, **kw):
    _refuse("speech.translate()", _WHY)


def pronounce(*args, **kw):
    _refuse("speech.pronounce()", _WHY)


def say(*args, **kw):
    _refuse("speech.say()", _WHY)


def sing(*args, **kw):
    _refuse("speech.sing()", _WHY)
