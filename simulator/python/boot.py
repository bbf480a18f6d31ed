# Prepares a fresh MicroPython for one program: simulated time everywhere, Python's own work
# costing the board's time, the board's memory, random numbers seeded per run, and input() that
# cannot hang.
import sys
import builtins
import gc as _gc
import micropython
import random
import sim_time
import _simcore as _c
import _board_heap
import __main__

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
    micropython.schedule(_count_jump, None)
    _jumps += 1
    if _jumps >= _BATCH:
        _jumps = 0
        _c.jumps(_BATCH)


# The board's memory (simulator/README.md, "Memory"; the figures in board/memory.ts). This
# MicroPython's heap grows on demand and is collected only between two calls from JavaScript;
# inside it our build keeps the board's heap while the program runs (the session sets it): the
# program may keep as much as the firmware leaves it beyond what is live when boot.py is done
# (the simulator's microbit, machine and neopixel are the firmware's C on the board). An
# allocation past that first counts what is live, as the board collects when its heap is full,
# and fails with the board's MemoryError.
_pool = 0  # gc.mem_free() + gc.mem_alloc() on the board
_firmware = 0  # what the firmware holds of it before the program


class gc:
    """The board's gc as the program sees it: its figures."""

    collect = staticmethod(_gc.collect)
    enable = staticmethod(_gc.enable)
    disable = staticmethod(_gc.disable)
    isenabled = staticmethod(_gc.isenabled)
    threshold = staticmethod(_gc.threshold)

    @staticmethod
    def mem_alloc():
        return _firmware + _board_heap.used()

    @staticmethod
    def mem_free():
        return max(0, _pool - gc.mem_alloc())


sys.modules["gc"] = gc


def _input(prompt=""):
    # the player's console has a field for the line; where nobody can type (Prüfen, the tests)
    # the host gives none
    prompt = str(prompt)
    line = _c.input_line(prompt)
    if line is None:
        raise OSError(
            "input() wartet auf Text über das USB-Kabel. Beim Prüfen kann niemand etwas "
            "eintippen: Nimm stattdessen die Knöpfe A und B."
        )
    # the board echoes what was typed after its prompt
    print(prompt + line)
    return line


builtins.input = _input


def start(seed, memory):
    """Called right before the program: its random numbers, its loops start costing time, and
    its memory counts: `memory` is (heap, firmware) as in board/memory.ts."""
    global _counting, _jumps, _pool, _firmware
    random.seed(seed)
    _pool, _firmware = memory
    _jumps = 0
    _counting = True
    micropython.schedule(_count_jump, None)


def stop():
    """Called right after the program: set-up and checks outside it cost no time."""
    global _counting
    _counting = False


# What is live now is the simulator's, not the program's.
_board_heap.base()
