# audio for the simulator (also microbit.audio): the module of the micro:bit V2 firmware 2.1.2
# (src/codal_port/modaudio.c, microbit_soundeffect.c, microbit_pinaudio.c of
# microbit-foundation/micropython-microbit-v2). Sounds and sound effects play for as long as on
# the board (simulator/core/sound-expressions.ts) and go to the sound log; the simulator makes
# no sound yet.
import _simcore as _c
import _mparg as _a
from microbit import MicroBitPin as _Pin, Sound as _Sound
from microbit import pin0 as _pin0, pin_speaker as _pin_speaker

# Pins the board has given to something else at start (microbit_pin.c: initial modes)
_PIN_MODES = {3: "display", 4: "display", 6: "display", 7: "display", 10: "display"}
_PIN_MODES[5] = _PIN_MODES[11] = "button"
_PIN_MODES[19] = _PIN_MODES[20] = "i2c"

# AudioFrames in the background (wait=False): the simulator takes at most this many at once
# (about 10 s), as it cannot run Python while the program goes on
_BACKGROUND_FRAMES = 2500


def _select_pin(select):
    # microbit_pin_audio_select(): None is the speaker alone; the pin is checked, the simulator
    # does not route sound to it
    if select is None:
        return
    if select is _pin_speaker:
        raise ValueError("pin_speaker not allowed")
    if not isinstance(select, _Pin):
        raise TypeError("expecting a pin")
    mode = _PIN_MODES.get(select._n)
    if mode:
        raise ValueError("Pin %d in %s mode" % (select._n, mode))


def _interrupted():
    # The run is being stopped while a call waits: the board's wait loop raises the pending
    # KeyboardInterrupt inside the call (mp_handle_pending); MicroPython raises it at the next
    # jump, so jump until it comes (the stop at the time budget ends this loop in any case).
    while True:
        pass


_PLAY = _a.spec(
    ("source", _a.REQUIRED, None),
    ("wait", _a.BOOL, True),
    ("pin", _a.OBJ, _pin0),
    ("return_pin", _a.OBJ, None),
)


def play(*args, **kw):
    source, wait, pin, return_pin = _a.parse(args, kw, _PLAY)
    if return_pin is not None:
        raise ValueError("return_pin not supported")
    _c.audio_stop_frames()
    _select_pin(pin)
    if isinstance(source, _Sound):
        expression = source._name
    elif isinstance(source, SoundEffect):
        expression = source._expr.decode()
    elif isinstance(source, (tuple, list)) and source and isinstance(source[0], SoundEffect):
        # the board joins the effects into one expression (it reads only SoundEffects)
        expression = ",".join([e._expr.decode() for e in source if isinstance(e, SoundEffect)])
    else:
        expression = None
    if expression is not None:
        if _c.sound_expression(expression, wait):
            _interrupted()
        return
    # anything else is an iterable of AudioFrames, 32 samples each at 7812 Hz
    n = 0
    for frame in source:
        if not isinstance(frame, AudioFrame):
            raise TypeError("not an AudioFrame")
        if _c.audio_frame(wait, *frame._data):
            _interrupted()
        n += 1
        if not wait and n >= _BACKGROUND_FRAMES:
            break


def is_playing():
    return bool(_c.audio_is_playing())


def stop():
    # firmware 2.1.2 stops AudioFrames only: a sound or SoundEffect plays on (fixed in later
    # firmware)
    _c.audio_stop_frames()


class AudioFrame:
    def __init__(self, *args, **kw):
        if kw:
            raise TypeError("function doesn't take keyword arguments")
        if args:
            raise TypeError("function takes 0 positional arguments but %d were given" % len(args))
        self._data = bytearray(b"\x80" * 32)

    def __len__(self):
        return 32

    def _index(self, i):
        i = _a.get_int(i)
        if i < 0 or i >= 32:
            raise ValueError("index out of bounds")
        return i

    def __getitem__(self, i):
        return self._data[self._index(i)]

    def __setitem__(self, i, value):
        i = self._index(i)
        value = _a.get_int(value)
        if value < 0 or value > 255:
            raise ValueError("value out of range")
        self._data[i] = value

    def __delitem__(self, i):
        self._index(i)
        raise TypeError("cannot delete elements of AudioFrame")

    def copyfrom(self, other):
        data = other._data if isinstance(other, AudioFrame) else bytes(memoryview(other))[:32]
        self._data[: len(data)] = data

    def _copy(self):
        out = AudioFrame()
        out._data[:] = self._data
        return out

    def _add(self, other, sign):
        d, o = self._data, other._data
        for i in range(32):
            d[i] = min(255, max(0, d[i] + sign * (o[i] - 128)))
        return self

    def _mult(self, f):
        # float_to_fixed(f, 15): single precision, truncated towards zero
        from struct import pack, unpack

        scaled = int(unpack("f", pack("f", _a.get_float(f)))[0] * 32768)
        d = self._data
        for i in range(32):
            d[i] = min(255, max(0, (((d[i] - 128) * scaled) >> 15) + 128))
        return self

    def __add__(self, other):
        return self._copy()._add(other, 1) if isinstance(other, AudioFrame) else NotImplemented

    def __iadd__(self, other):
        return self._add(other, 1) if isinstance(other, AudioFrame) else NotImplemented

    def __sub__(self, other):
        return self._copy()._add(other, -1) if isinstance(other, AudioFrame) else NotImplemented

    def __isub__(self, other):
        return self._add(other, -1) if isinstance(other, AudioFrame) else NotImplemented

    def __mul__(self, f):
        return self._copy()._mult(f)

    def __imul__(self, f):
        return self._mult(f)


# SoundEffect: CODAL's sound expression, 72 digits (SOUND_EXPR_TOTAL_LENGTH); each attribute
# is a field of digits at its offset, volumes scaled to 0..1023 inside
_FIELDS = {
    "freq_start": (5, 4),
    "freq_end": (18, 4),
    "duration": (9, 4),
    "vol_start": (1, 4),
    "vol_end": (26, 4),
    "waveform": (0, 1),
    "fx": (34, 2),
    "shape": (13, 2),
}
_WAVEFORMS = ("WAVEFORM_SINE", "WAVEFORM_SAWTOOTH", "WAVEFORM_TRIANGLE", "WAVEFORM_SQUARE")
_WAVEFORMS += ("WAVEFORM_NOISE",)
_FX = ("FX_NONE", "FX_VIBRATO", "FX_TREMOLO", "FX_WARBLE")
_SHAPES = {1: "SHAPE_LINEAR", 2: "SHAPE_CURVE", 18: "SHAPE_LOG"}
_NEW = _a.spec(
    ("freq_start", _a.INT, 500),
    ("freq_end", _a.INT, 2500),
    ("duration", _a.INT, 500),
    ("vol_start", _a.INT, 255),
    ("vol_end", _a.INT, 0),
    ("waveform", _a.INT, 3),
    ("fx", _a.INT, 0),
    ("shape", _a.INT, 18),
)

# the constructor's fields in its order, and the expression of SoundEffect()
_OFFSETS = tuple([_FIELDS[e[0]][0] for e in _NEW[0]])
_LENGTHS = tuple([_FIELDS[e[0]][1] for e in _NEW[0]])


def _encode(expr, offset, length, value):
    value &= 0xFFFFFFFF  # unsigned int in C
    if offset == 1 or offset == 26:
        if value > 255:
            raise ValueError("maximum value is 255")
        value = (value * 1023 + 127) // 255
    # the board writes the low digits first, then complains about what is left
    expr[offset : offset + length] = ("%010d" % value)[10 - length :].encode()
    if value >= 10**length:
        raise ValueError("maximum value is %s" % ("9" * length))


def _decode(expr, offset, length):
    value = int(expr[offset : offset + length])
    if offset == 1 or offset == 26:
        value = (value * 255 + 511) // 1023
    return value


def _default_expr():
    expr = bytearray(b"0" * 72)
    _encode(expr, 30, 4, 128)  # steps
    _encode(expr, 36, 4, 1)  # fx parameter
    _encode(expr, 40, 4, 24)  # fx steps
    for i in range(8):
        _encode(expr, _OFFSETS[i], _LENGTHS[i], _NEW[1][i])
    return bytes(expr)


_DEFAULT_EXPR = _default_expr()


class MicroBitSoundEffect:
    WAVEFORM_SINE = 0
    WAVEFORM_SAWTOOTH = 1
    WAVEFORM_TRIANGLE = 2
    WAVEFORM_SQUARE = 3
    WAVEFORM_NOISE = 4
    SHAPE_LINEAR = 1
    SHAPE_CURVE = 2
    SHAPE_LOG = 18
    FX_NONE = 0
    FX_TREMOLO = 2
    FX_VIBRATO = 1
    FX_WARBLE = 3

    def __init__(self, *args, **kw):
        expr = bytearray(_DEFAULT_EXPR)
        object.__setattr__(self, "_expr", expr)
        if args or kw:
            values = _a.parse(args, kw, _NEW)
            for i in range(8):
                if values[i] != _NEW[1][i]:
                    _encode(expr, _OFFSETS[i], _LENGTHS[i], values[i])

    def __getattr__(self, name):
        field = _FIELDS.get(name)
        if field is None:
            raise AttributeError("'MicroBitSoundEffect' object has no attribute '%s'" % name)
        return _decode(self._expr, *field)

    def __setattr__(self, name, value):
        field = _FIELDS.get(name)
        if field is None:
            raise AttributeError("'MicroBitSoundEffect' object has no attribute '%s'" % name)
        _encode(self._expr, field[0], field[1], _a.get_int(value))

    def copy(self):
        out = object.__new__(MicroBitSoundEffect)
        object.__setattr__(out, "_expr", bytearray(self._expr))
        return out

    @staticmethod
    def _from_string(text):
        out = object.__new__(MicroBitSoundEffect)
        data = str(text).encode()[:72]
        object.__setattr__(out, "_expr", bytearray(data + b"0" * (72 - len(data))))
        return out

    def _values(self):
        e = self._expr
        return [_decode(e, _OFFSETS[i], _LENGTHS[i]) for i in range(8)]

    def __repr__(self):
        return "SoundEffect(%d, %d, %d, %d, %d, %d, %d, %d)" % tuple(self._values())

    def __str__(self):
        f0, f1, d, v0, v1, w, fx, shape = self._values()
        # the board reads the names from tables by the value (it has no name for larger ones)
        w = _WAVEFORMS[w] if w < len(_WAVEFORMS) else str(w)
        fx = _FX[fx] if fx < len(_FX) else str(fx)
        return (
            "SoundEffect(freq_start=%d, freq_end=%d, duration=%d, vol_start=%d, vol_end=%d, "
            "waveform=%s, fx=%s, shape=%s)" % (f0, f1, d, v0, v1, w, fx, _SHAPES.get(shape, shape))
        )


SoundEffect = MicroBitSoundEffect
