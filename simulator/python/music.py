# music for the simulator: the module of the micro:bit V2 firmware 2.1.2
# (src/codal_port/modmusic.c and modmusictunes.c of microbit-foundation/micropython-microbit-v2).
# The argument checks and errors are here; how a note string is read and when each note sounds
# (the firmware's 6 ms timer) is in simulator/core/music.ts, and what played goes to the sound
# log (simulator/core/sound-log.ts). The simulator makes no sound yet.
#
# Little work at module level: the board has music built in, so importing it costs no time there.
import _simcore as _c
import _mparg as _a
from audio import _interrupted, _select_pin
from microbit import pin0 as _pin0

_DEFAULT_BPM = 120
_DEFAULT_TICKS = 4
_bpm = _DEFAULT_BPM
_ticks = _DEFAULT_TICKS

_PLAY = _a.spec(
    ("music", _a.REQUIRED, None),
    ("pin", _a.OBJ, _pin0),
    ("wait", _a.BOOL, True),
    ("loop", _a.BOOL, False),
)
_PITCH = _a.spec(
    ("frequency", _a.REQUIRED | _a.INT, 0),
    ("duration", _a.INT, -1),
    ("pin", _a.OBJ, _pin0),
    ("wait", _a.BOOL, True),
)
_SET_TEMPO = _a.spec(("ticks", _a.KW_ONLY | _a.INT, 0), ("bpm", _a.KW_ONLY | _a.INT, 0))


def _pin(pin):
    # as on the board, a pin it refuses still stops the tune playing in the background
    try:
        _select_pin(pin)
    except Exception:
        _c.music_stop()
        raise


def play(*args, **kw):
    music, pin, wait, loop = _a.parse(args, kw, _PLAY)
    if isinstance(music, (str, bytes)):
        notes = (music,)
    elif isinstance(music, (tuple, list)):
        notes = music
    else:
        raise TypeError("object '%s' isn't a tuple or list" % type(music).__name__)
    _pin(pin)
    if set(map(type, notes)) <= {str}:
        if _c.music_play(loop, wait, _bpm, _ticks, *notes):
            _interrupted()
        return
    # The board reads bytes as notes too, and stops at the first note that is neither: it
    # prints the error when the tune gets there instead of raising it.
    good = []
    for note in notes:
        if isinstance(note, bytes):
            note = str(note, "utf-8")
        elif not isinstance(note, str):
            if _c.music_play(False, wait, _bpm, _ticks, *good):
                _interrupted()
            print("TypeError: expecting a str for note")
            return
        good.append(note)
    if _c.music_play(loop, wait, _bpm, _ticks, *good):
        _interrupted()


def pitch(*args, **kw):
    frequency, duration, pin, wait = _a.parse(args, kw, _PITCH)
    _pin(pin)
    if _c.music_pitch(frequency, duration, wait):
        _interrupted()


def stop(*args, **kw):
    if kw:
        raise TypeError("function doesn't take keyword arguments")
    if len(args) > 1:
        raise TypeError("function expected at most 1 arguments, got %d" % len(args))
    _select_pin(args[0] if args else _pin0)
    _c.music_stop()


def set_tempo(*args, **kw):
    global _bpm, _ticks
    ticks, bpm = _a.parse(args, kw, _SET_TEMPO)
    # 0 leaves a value as it is; the board keeps both in 16 bits
    if ticks != 0:
        _ticks = ticks & 0xFFFF
    if bpm != 0:
        _bpm = bpm & 0xFFFF


def get_tempo():
    return (_bpm, _ticks)


def reset():
    global _bpm, _ticks
    _bpm = _DEFAULT_BPM
    _ticks = _DEFAULT_TICKS


# The built-in tunes, as data from src/codal_port/modmusictunes.c (tag v2.1.2), in the order of
# the firmware's module table: tuples of note strings.
DADADADUM = ("r4:2", "g", "g", "g", "eb:8", "r:2", "f", "f", "f", "d:8")
ENTERTAINER = (
    "d4:1", "d#", "e", "c5:2", "e4:1", "c5:2", "e4:1", "c5:3", "c:1", "d", "d#", "e", "c", "d",
    "e:2", "b4:1", "d5:2", "c:4"
)
PRELUDE = (
    "c4:1", "e", "g", "c5", "e", "g4", "c5", "e", "c4", "e", "g", "c5", "e", "g4", "c5", "e", "c4",
    "d", "g", "d5", "f", "g4", "d5", "f", "c4", "d", "g", "d5", "f", "g4", "d5", "f", "b3", "d4",
    "g", "d5", "f", "g4", "d5", "f", "b3", "d4", "g", "d5", "f", "g4", "d5", "f", "c4", "e", "g",
    "c5", "e", "g4", "c5", "e", "c4", "e", "g", "c5", "e", "g4", "c5", "e"
)
ODE = (
    "e4", "e", "f", "g", "g", "f", "e", "d", "c", "c", "d", "e", "e:6", "d:2", "d:8", "e:4", "e",
    "f", "g", "g", "f", "e", "d", "c", "c", "d", "e", "d:6", "c:2", "c:8"
)
NYAN = (
    "f#5:2", "g#", "c#:1", "d#:2", "b4:1", "d5:1", "c#", "b4:2", "b", "c#5", "d", "d:1", "c#",
    "b4:1", "c#5:1", "d#", "f#", "g#", "d#", "f#", "c#", "d", "b4", "c#5", "b4", "d#5:2", "f#",
    "g#:1", "d#", "f#", "c#", "d#", "b4", "d5", "d#", "d", "c#", "b4", "c#5", "d:2", "b4:1", "c#5",
    "d#", "f#", "c#", "d", "c#", "b4", "c#5:2", "b4", "c#5", "b4", "f#:1", "g#", "b:2", "f#:1",
    "g#", "b", "c#5", "d#", "b4", "e5", "d#", "e", "f#", "b4:2", "b", "f#:1", "g#", "b", "f#",
    "e5", "d#", "c#", "b4", "f#", "d#", "e", "f#", "b:2", "f#:1", "g#", "b:2", "f#:1", "g#", "b",
    "b", "c#5", "d#", "b4", "f#", "g#", "f#", "b:2", "b:1", "a#", "b", "f#", "g#", "b", "e5", "d#",
    "e", "f#", "b4:2", "c#5"
)
RINGTONE = ("c4:1", "d", "e:2", "g", "d:1", "e", "f:2", "a", "e:1", "f", "g:2", "b", "c5:4")
FUNK = (
    "c2:2", "c", "d#", "c:1", "f:2", "c:1", "f:2", "f#", "g", "c", "c", "g", "c:1", "f#:2", "c:1",
    "f#:2", "f", "d#"
)
BLUES = (
    "c2:2", "e", "g", "a", "a#", "a", "g", "e", "c2:2", "e", "g", "a", "a#", "a", "g", "e", "f",
    "a", "c3", "d", "d#", "d", "c", "a2", "c2:2", "e", "g", "a", "a#", "a", "g", "e", "g", "b",
    "d3", "f", "f2", "a", "c3", "d#", "c2:2", "e", "g", "e", "g", "f", "e", "d"
)
BIRTHDAY = (
    "c4:3", "c:1", "d:4", "c:4", "f", "e:8", "c:3", "c:1", "d:4", "c:4", "g", "f:8", "c:3", "c:1",
    "c5:4", "a4", "f", "e", "d", "a#:3", "a#:1", "a:4", "f", "g", "f:8"
)
WEDDING = (
    "c4:4", "f:3", "f:1", "f:8", "c:4", "g:3", "e:1", "f:8", "c:4", "f:3", "a:1", "c5:4", "a4:3",
    "f:1", "f:4", "e:3", "f:1", "g:8"
)
FUNERAL = ("c3:4", "c:3", "c:1", "c:4", "d#:3", "d:1", "d:3", "c:1", "c:3", "b2:1", "c3:4")
PUNCHLINE = ("c4:3", "g3:1", "f#", "g", "g#:3", "g", "r", "b", "c4")
PYTHON = (
    "d5:1", "b4", "r", "b", "b", "a#", "b", "g5", "r", "d", "d", "r", "b4", "c5", "r", "c", "c",
    "r", "d", "e:5", "c:1", "a4", "r", "a", "a", "g#", "a", "f#5", "r", "e", "e", "r", "c", "b4",
    "r", "b", "b", "r", "c5", "d:5", "d:1", "b4", "r", "b", "b", "a#", "b", "b5", "r", "g", "g",
    "r", "d", "c#", "r", "a", "a", "r", "a", "a:5", "g:1", "f#:2", "a:1", "a", "g#", "a", "e:2",
    "a:1", "a", "g#", "a", "d", "r", "c#", "d", "r", "c#", "d:2", "r:3"
)
BADDY = ("c3:3", "r", "d:2", "d#", "r", "c", "r", "f#:8")
CHASE = (
    "a4:1", "b", "c5", "b4", "a:2", "r", "a:1", "b", "c5", "b4", "a:2", "r", "a:2", "e5", "d#",
    "e", "f", "e", "d#", "e", "b4:1", "c5", "d", "c", "b4:2", "r", "b:1", "c5", "d", "c", "b4:2",
    "r", "b:2", "e5", "d#", "e", "f", "e", "d#", "e"
)
BA_DING = ("b5:1", "e6:3")
WAWAWAWAA = ("e3:3", "r:1", "d#:3", "r:1", "d:4", "r:1", "c#:8")
JUMP_UP = ("c5:1", "d", "e", "f", "g")
JUMP_DOWN = ("g5:1", "f", "e", "d", "c")
POWER_UP = ("g4:1", "c5", "e", "g:2", "e:1", "g:3")
POWER_DOWN = ("g5:1", "d#", "c", "g4:2", "b:1", "c5:3")
