# Prepares a fresh MicroPython for one program: simulated time everywhere, Python's own work
# costing the board's time, random numbers seeded per run, and input() that cannot hang.
import sys
import builtins
import micropython
import random
import sim_time
import _simcore as _c

# The board has these modules built in: importing them costs a program no time there, so they
# are loaded here, before its loops start to count.
import microbit
import machine
import neopixel

sys.modules["time"] = sim_time
sys.modules["utime"] = sim_time

# MicroPython runs scheduled callbacks where the program jumps (a loop's jump back, an if's
# branch), so a callback that schedules itself again counts the program's jumps; the simulator
# charges each batch the time the board needs for the code between jumps (JUMP_US in
# runtime/sim-api.ts).
_BATCH = 16
_jumps = 0
_counting = False


def _count_jump(_):
    global _jumps
    if not _counting:
        return
    _jumps += 1
    if _jumps >= _BATCH:
        _jumps = 0
        _c.jumps(_BATCH)
    micropython.schedule(_count_jump, None)


def _no_input(prompt=""):
    raise OSError(
        "input() wartet auf Text über das USB-Kabel. Im Simulator kannst du nichts eintippen: "
        "Nimm stattdessen die Knöpfe A und B."
    )


builtins.input = _no_input


def start(seed):
    """Called right before the program: its random numbers, and its loops start costing time."""
    global _counting, _jumps
    random.seed(seed)
    _jumps = 0
    _counting = True
    micropython.schedule(_count_jump, None)


def stop():
    """Called right after the program: set-up and checks outside it cost no time."""
    global _counting
    _counting = False
