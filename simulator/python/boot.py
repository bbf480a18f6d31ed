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
    global _jumps, _until_look
    if not _counting:
        return
    micropython.schedule(_count_jump, None)
    if _looking:
        # The program asked gc for its figures: looking is the board's C, it costs no time.
        return
    _jumps += 1
    if _jumps >= _BATCH:
        _jumps = 0
        _c.jumps(_BATCH)
        _until_look -= _BATCH
        if _until_look <= 0:
            _look()


# The board's memory (simulator/README.md, "Memory"; the figures in board/memory.ts). This
# MicroPython grows its heap on demand and collects garbage only between two runs, never while
# a program runs (gc.collect() then does nothing), so gc.mem_alloc() counts every object the
# program ever made, and it reads the whole heap (a millisecond per 2 MB). What the board would
# hold is estimated instead: the program's code, the library's (measured before the run), and
# the data its global variables reach, looked at every 2048 jumps. A program that needs more
# than the board's heap is stopped with MemoryError (_c.memory_full).
_mem_alloc = _gc.mem_alloc
_heap = 0  # what the firmware leaves the program
_pool = 0  # gc.mem_free() + gc.mem_alloc() on the board
_base = 0  # this heap's allocations before the program
_code = None  # bytes of the program's own code here, once known
_library = 0  # bytes the library keeps here once imported (measured before the run)
_library_allocated = 0  # what its import allocates, garbage included
_library_before = False  # whether set-up imported it before the program (Prüfen does)
_data = 0  # bytes of the program's data at the last look
# Jumps between two looks at the data: at least this many (a look at a usual program's globals
# costs about as much as 50 to 100 jumps), and two per object the last look visited, so a list
# grows at most threefold between two looks.
_LOOK_JUMPS = 2048
_until_look = 0
_looking = False
# Objects that carry no data of the program's (functions, classes and modules are code).
_NO_DATA = (type, type(sys), type(len), type(_count_jump), type(None), bool)
_SMALL_INT = 1 << 30
_theirs = set()
_theirs_of = -1


def _blocks(n):
    return (n + 15) & ~15


def _held():
    return (_code or 0) + (_library if "maqueen" in sys.modules else 0) + _data


def _library_objects():
    """Every module's own objects but the program's: what `from maqueen import *` copies is
    the library's (its import counted it), not the program's data."""
    global _theirs, _theirs_of
    if len(sys.modules) != _theirs_of:
        found = set()
        for module in sys.modules.values():
            if module is not __main__:
                for value in getattr(module, "__dict__", {}).values():
                    found.add(id(value))
        _theirs = found
        _theirs_of = len(sys.modules)
    return _theirs


def _data_bytes():
    """What the program's global variables reach, in the board's bytes (32-bit objects in
    16-byte blocks, as here), and how many objects that took to find out."""
    skip = _library_objects()
    names = __main__.__dict__
    total = _blocks(8 * len(names) * 3 // 2)
    seen = set()
    todo = list(names.values())
    visited = len(todo)
    while todo:
        obj = todo.pop()
        kind = type(obj)
        if kind is int:
            if not -_SMALL_INT <= obj < _SMALL_INT:
                total += 16 + _blocks(len(hex(obj)) // 2)
            continue
        if kind in _NO_DATA:
            continue
        key = id(obj)
        if key in seen or key in skip:
            continue
        seen.add(key)
        if kind is float:
            total += 16
        elif kind is list:
            total += 16 + _blocks(4 * len(obj))
            todo.extend(obj)
            visited += len(obj)
        elif kind is tuple:
            total += _blocks(8 + 4 * len(obj))
            todo.extend(obj)
            visited += len(obj)
        elif kind is dict:
            total += 16 + _blocks(8 * len(obj) * 3 // 2)
            todo.extend(obj.keys())
            todo.extend(obj.values())
            visited += 2 * len(obj)
        elif kind is set or kind is frozenset:
            total += 16 + _blocks(4 * len(obj) * 3 // 2)
            todo.extend(obj)
            visited += len(obj)
        elif kind is str or kind is bytes or kind is bytearray:
            total += 16 + _blocks(len(obj) + 1)
        else:
            total += 16
            fields = getattr(obj, "__dict__", None)
            if type(fields) is dict:
                todo.append(fields)
                visited += 1
    return total, visited


def _full(need):
    _c.memory_full(need)


def _look():
    """Looks at the program's data; the first look also finds the size of its code."""
    global _code, _data, _until_look, _looking
    _looking = True
    try:
        # Before looking: what looking allocates is not the program's.
        allocated = _mem_alloc() if _code is None else 0
        _data, visited = _data_bytes()
        if _code is None:
            # All the program allocated so far is its code and data, but for what importing
            # the library allocated (counted as `_library`, or garbage).
            imported = not _library_before and "maqueen" in sys.modules
            library = _library_allocated if imported else 0
            _code = max(0, allocated - _base - _data - library)
    finally:
        _looking = False
    _until_look = max(_LOOK_JUMPS, 2 * visited)
    if _held() > _heap:
        _full(_held() - _heap)


def measure_library(step):
    """What importing the library allocates on this heap and what it keeps, in two steps with
    a collection between (this MicroPython collects only when a call from outside returns): 0
    imports it, 1 measures and forgets it, so the program imports it as on the board. Returns
    (kept, allocated)."""
    global _before, _allocated
    if step == 0:
        _before = _mem_alloc()
        import maqueen

        _allocated = _mem_alloc() - _before
        _gc.collect()
        return None
    kept = max(0, _mem_alloc() - _before)
    del sys.modules["maqueen"]
    _gc.collect()
    return (kept, _allocated)


_before = 0
_allocated = 0


class gc:
    """The board's gc as the program sees it: its figures, estimated as above."""

    @staticmethod
    def collect():
        _gc.collect()

    @staticmethod
    def mem_alloc():
        if _counting:
            _look()
        return _pool - _heap + _held()

    @staticmethod
    def mem_free():
        return max(0, _pool - gc.mem_alloc())

    enable = staticmethod(_gc.enable)
    disable = staticmethod(_gc.disable)
    isenabled = staticmethod(_gc.isenabled)
    threshold = staticmethod(_gc.threshold)


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


def start(seed, memory, library):
    """Called right before the program: its random numbers, its loops start costing time, and
    its memory counts: `memory` is (heap, firmware) as in board/memory.ts, `library` what
    `measure_library` found."""
    global _counting, _jumps, _pool, _heap, _base, _code, _data, _until_look
    global _library, _library_allocated, _library_before
    random.seed(seed)
    _library, _library_allocated = library
    _library_before = "maqueen" in sys.modules
    # No automatic collection in the run: it would happen when the program's call returns,
    # before stop() looks at what the program made.
    _gc.disable()
    _pool, firmware = memory
    _heap = _pool - firmware
    _base = _mem_alloc()
    _code = None
    _data = 0
    _until_look = 1
    _jumps = 0
    _counting = True
    micropython.schedule(_count_jump, None)


def stop():
    """Called right after the program: set-up and checks outside it cost no time. A program
    that ended without another jump is looked at once more (`x = [0] * 100000` alone)."""
    global _counting
    if _counting:
        _counting = False
        _look()
    _gc.enable()
