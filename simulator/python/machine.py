# machine for the simulator (the parts the micro:bit V2 offers that examples use).
import _simcore as _c


def time_pulse_us(pin, pulse_level, timeout_us=1000000):
    return _c.time_pulse_us(pin._n, 1 if pulse_level else 0, int(timeout_us))


def freq():
    return 64000000


def unique_id():
    return b"\x4d\x51\x53\x49\x4d\x00\x00\x01"


def reset():
    # the board starts the program again; the simulator cannot
    from _board_only import refuse

    refuse(
        "machine.reset()",
        "Dort startet der micro:bit neu und dein Programm beginnt von vorn. "
        "Im Simulator startest du es dafür mit dem Start-Knopf neu.",
    )


def disable_irq():
    return 0


def enable_irq(state=0):
    pass
