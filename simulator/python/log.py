# log for the simulator: the board's data logging module (src/codal_port/modlog.c of firmware
# 2.1.2, microbit-foundation/micropython-microbit-v2): its constants and functions, each of
# which explains that the simulator keeps no log.
from _board_only import refuse as _refuse

MILLISECONDS = 1
SECONDS = 10
MINUTES = 600
HOURS = 36000
DAYS = 864000

_WHY = "Der Simulator speichert keine Messreihen: Gib deine Werte stattdessen mit print() aus."


def set_labels(*args, **kw):
    _refuse("log.set_labels()", _WHY)


def set_mirroring(*args, **kw):
    _refuse("log.set_mirroring()", _WHY)


def delete(*args, **kw):
    _refuse("log.delete()", _WHY)


def add(*args, **kw):
    _refuse("log.add()", _WHY)
