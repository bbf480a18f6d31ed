# power for the simulator: the board's module (src/codal_port/modpower.c of firmware 2.1.2,
# microbit-foundation/micropython-microbit-v2), whose functions explain that the simulated
# micro:bit cannot be switched off or put to sleep.
from _board_only import refuse as _refuse


def off(*args, **kw):
    _refuse(
        "power.off()",
        "Der Simulator lässt sich nicht ausschalten: Beende dein Programm mit dem Stopp-Knopf.",
    )


def deep_sleep(*args, **kw):
    _refuse(
        "power.deep_sleep()",
        "Der Simulator kann nicht tief schlafen: Warte stattdessen mit sleep().",
    )
