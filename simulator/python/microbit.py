# microbit for the simulator: the parts of the micro:bit V2 module that the guide uses,
# each forwarding to the simulator core (_simcore). Errors come back as return values
# and are raised here, so Python code can catch them as on the device.
import _simcore as _c


def sleep(ms):
    _c.sleep_us(int(ms * 1000))


def running_time():
    return _c.now_us() // 1000


def temperature():
    # the reader's temperature control on the stage
    return _c.temperature()


def panic(code=0):
    raise RuntimeError("panic(%d)" % code)


def reset():
    raise SystemExit("reset()")


class MicroBitPin:
    NO_PULL = 0
    PULL_UP = 1
    PULL_DOWN = 2

    def __init__(self, n):
        self._n = n

    def write_digital(self, value):
        _c.pin_write(self._n, 1 if value else 0)

    def read_digital(self):
        return _c.pin_read(self._n)

    def write_analog(self, value):
        _c.pin_write(self._n, 1 if value else 0)

    def read_analog(self):
        return 1023 if _c.pin_read(self._n) else 0

    def set_analog_period(self, period):
        pass

    def set_analog_period_microseconds(self, period):
        pass

    def set_pull(self, pull):
        pass

    def get_pull(self):
        return self.NO_PULL

    def is_touched(self):
        # the logo is touched on the stage; nobody touches pin 0, 1 or 2 in the simulator
        return self._n == 100 and _c.logo_touched() == 1

    def __repr__(self):
        return "MicroBitPin(%d)" % self._n


pin0 = MicroBitPin(0)
pin1 = MicroBitPin(1)
pin2 = MicroBitPin(2)
pin3 = MicroBitPin(3)
pin4 = MicroBitPin(4)
pin5 = MicroBitPin(5)
pin6 = MicroBitPin(6)
pin7 = MicroBitPin(7)
pin8 = MicroBitPin(8)
pin9 = MicroBitPin(9)
pin10 = MicroBitPin(10)
pin11 = MicroBitPin(11)
pin12 = MicroBitPin(12)
pin13 = MicroBitPin(13)
pin14 = MicroBitPin(14)
pin15 = MicroBitPin(15)
pin16 = MicroBitPin(16)
pin19 = MicroBitPin(19)
pin20 = MicroBitPin(20)
pin_logo = MicroBitPin(100)
pin_speaker = MicroBitPin(101)


def ws2812_write(pin, buf):
    _c.ws2812(pin._n, len(buf), *buf)


class _I2C:
    def init(self, freq=100000, sda=pin20, scl=pin19):
        pass

    def scan(self):
        return list(_c.i2c_scan())

    def write(self, addr, buf, repeat=False):
        err = _c.i2c_write(addr, len(buf), *buf)
        if err:
            raise OSError(err)

    def read(self, addr, n, repeat=False):
        data = _c.i2c_read(addr, n)
        if isinstance(data, int):
            raise OSError(data)
        return bytes(list(data))


i2c = _I2C()


# Image: the board's MicroBitImage as in firmware 2.1.2 (src/codal_port/microbit_image.c and
# drv_image.c of microbit-foundation/micropython-microbit-v2): the same methods, results,
# error types and messages. Pixels are ASCII digits (b"0".."9"), so repr() and the display
# read them as they are. Built-in images hold immutable bytes: that is what makes them
# read-only, as on the board.


def _int(v):
    # mp_obj_get_int(): ints and bools, never floats
    if isinstance(v, int):
        return v
    raise TypeError("can't convert %s to int" % type(v).__name__)


def _image(w, h, px):
    img = object.__new__(Image)
    img._w, img._h, img._px = w, h, px
    return img


def _put(img, x, y, v):
    # greyscale_set_pixel() indexes y * width + x without checks, so a column outside the
    # image wraps into the row before; outside the buffer the board writes into other memory
    i = y * img._w + x
    if 0 <= i < len(img._px):
        img._px[i] = v


def _blit(src, dst, x, y, w, h, xd, yd):
    # image_blit() of drv_image.c step by step, its clipping included: copy the part of the
    # rectangle inside both images, in the direction that survives overlap, then clear the
    # rest of the destination rectangle
    w, h = max(w, 0), max(h, 0)
    sw, sp = src._w, src._px
    ix0, iy0 = max(0, x, -xd), max(0, y, -yd)
    ix1, iy1 = min(dst._w + x - xd, sw, x + w), min(dst._h + y - yd, src._h, y + h)
    cx0, cy0 = max(0, xd), max(0, yd)
    cx1, cy1 = min(dst._w, xd + w), min(dst._h, yd + h)
    if ix0 >= ix1 or iy0 >= iy1:
        _clear(dst, cx0, cy0, cx1, cy1)
        return
    xs = range(ix0, ix1) if x > xd else range(ix1 - 1, ix0 - 1, -1)
    ys = range(iy0, iy1) if y > yd else range(iy1 - 1, iy0 - 1, -1)
    for i in xs:
        for j in ys:
            _put(dst, i + xd - x, j + yd - y, sp[j * sw + i])
    ix0, iy0, ix1, iy1 = ix0 + xd - x, iy0 + yd - y, ix1 + xd - x, iy1 + yd - y
    _clear(dst, cx0, cy0, ix0, iy1)
    _clear(dst, cx0, iy1, ix1, cy1)
    _clear(dst, ix1, iy0, cx1, cy1)
    _clear(dst, ix0, cy0, cx1, iy0)


def _clear(img, x0, y0, x1, y1):
    for i in range(x0, x1):
        for j in range(y0, y1):
            _put(img, i, j, 48)


def _shift(img, dx, dy):
    out = Image(img._w, img._h)
    _blit(img, out, dx, dy, img._w, img._h, 0, 0)
    return out


def _scale(img, f):
    # microbit_image_dim(): single precision as on the board (5 * 0.7 gives 4, not 3), and
    # its rows loop runs to the width, so rows from the width on stay dark
    from struct import pack, unpack

    if f < 0:
        raise ValueError("brightness multiplier must not be negative")
    w, h, px = img._w, img._h, img._px
    out = bytearray(b"0" * (w * h))
    for y in range(min(w, h)):
        for x in range(w):
            v = unpack("f", pack("f", (px[y * w + x] - 48) * f))[0] + 0.5
            out[y * w + x] = 48 + (int(v) if v < 9 else 9)  # C's MIN: NaN counts as 9
    return _image(w, h, out)


def _factor(v, invert=False):
    # mp_obj_get_float() in single precision; Image / 0 scales by infinity, as in C
    if not isinstance(v, (int, float)):
        raise TypeError("can't convert %s to float" % type(v).__name__)
    from struct import pack, unpack

    f = unpack("f", pack("f", v))[0]
    if invert:
        if f == 0:
            from math import copysign

            return copysign(float("inf"), f)
        f = unpack("f", pack("f", 1.0 / f))[0]
    return f


def _sum(a, b, sign):
    if not isinstance(b, Image):
        return NotImplemented
    if a._w != b._w or a._h != b._h:
        raise ValueError("images must be the same size")
    px = bytearray(min(57, max(48, p + sign * (q - 48))) for p, q in zip(a._px, b._px))
    return _image(a._w, a._h, px)


class MicroBitImage:
    _w = _h = 5  # the built-in images carry only their pixels

    def __init__(self, *args, **kw):
        if kw:
            raise TypeError("function doesn't take keyword arguments")
        if len(args) > 3:
            raise TypeError("function expected at most 3 arguments, got %d" % len(args))
        if not args:
            self._px = bytearray(b"0" * 25)
        elif len(args) == 1:
            s = args[0]
            if not isinstance(s, str):
                raise TypeError("Image(s) takes a string")
            if len(s) == 1:
                # the board returns the character's glyph in its font; the simulator's
                # Python has no font
                raise NotImplementedError(
                    "Image(%r) zeigt auf dem micro:bit das Zeichen %s. Das kann der Simulator "
                    "noch nicht: Nimm display.show(%r)." % (s, s, s)
                )
            # ':' or a newline ends a row, a space is 0, short rows are filled with 0
            rows = s.replace("\n", ":").replace(" ", "0").split(":")
            if rows[-1] == "":
                rows.pop()
            w = 0
            for r in rows:
                # the board also takes characters below "0" (a typo in its check) and stores
                # nonsense brightnesses; the simulator refuses them like letters
                if r and not r.isdigit():
                    raise ValueError("unexpected character in Image definition")
                w = max(w, len(r))
            self._w, self._h = w, len(rows)
            self._px = bytearray("".join(r + "0" * (w - len(r)) for r in rows).encode())
        else:
            w, h = _int(args[0]), _int(args[1])
            if len(args) == 2:
                # negative sizes corrupt the board's memory; the simulator refuses them
                if w < 0 or h < 0:
                    raise ValueError("image data is incorrect size")
                px = bytearray(b"0" * (w * h))
            else:
                buf = bytes(memoryview(args[2]))  # any buffer, as raw bytes
                if w < 0 or h < 0 or w * h != len(buf):
                    raise ValueError("image data is incorrect size")
                px = bytearray(48 + min(v, 9) for v in buf)
            self._w, self._h, self._px = w, h, px

    def width(self):
        return self._w

    def height(self):
        return self._h

    def _writable(self):
        if type(self._px) is bytes:
            raise TypeError("image cannot be modified (try copying first)")

    def get_pixel(self, x, y):
        x, y = _int(x), _int(y)
        if x < 0 or y < 0:
            raise ValueError("index cannot be negative")
        if x < self._w and y < self._h:
            return self._px[y * self._w + x] - 48
        raise ValueError("index too large")

    def set_pixel(self, x, y, value):
        # the board's order of checks: read-only, negative index, brightness, index too large
        self._writable()
        x, y = _int(x), _int(y)
        if x < 0 or y < 0:
            raise ValueError("index cannot be negative")
        value = _int(value)
        if not 0 <= value <= 9:
            raise ValueError("brightness out of bounds")
        if x < self._w and y < self._h:
            self._px[y * self._w + x] = 48 + value
        else:
            raise ValueError("index too large")

    def fill(self, value):
        self._writable()
        value = _int(value)
        if not 0 <= value <= 9:
            raise ValueError("brightness out of bounds")
        self._px[:] = bytes((48 + value,)) * len(self._px)

    def blit(self, *args, **kw):
        # blit(src, x, y, w, h, xdest=0, ydest=0): positional only on the board
        if kw:
            raise TypeError("function doesn't take keyword arguments")
        n = len(args) + 1
        if n < 6:
            raise TypeError("function missing %d required positional arguments" % (6 - n))
        if n > 8:
            raise TypeError("function expected at most 8 arguments, got %d" % n)
        self._writable()
        src = args[0]
        if not isinstance(src, Image):
            raise TypeError("expecting an image")
        if n == 7:
            raise TypeError("must specify both offsets")
        x, y, w, h = _int(args[1]), _int(args[2]), _int(args[3]), _int(args[4])
        if w < 0 or h < 0:
            raise ValueError("size cannot be negative")
        xd, yd = (_int(args[5]), _int(args[6])) if n == 8 else (0, 0)
        _blit(src, self, x, y, w, h, xd, yd)

    def crop(self, x, y, w, h):
        x, y, w, h = _int(x), _int(y), max(0, _int(w)), max(0, _int(h))
        out = Image(w, h)
        _blit(self, out, x, y, w, h, 0, 0)
        return out

    def shift_left(self, n):
        return _shift(self, _int(n), 0)

    def shift_right(self, n):
        return _shift(self, -_int(n), 0)

    def shift_up(self, n):
        return _shift(self, 0, _int(n))

    def shift_down(self, n):
        return _shift(self, 0, -_int(n))

    def copy(self):
        return _image(self._w, self._h, bytearray(self._px))

    def invert(self):
        return _image(self._w, self._h, bytearray(105 - p for p in self._px))

    def __add__(self, other):
        return _sum(self, other, 1)

    def __sub__(self, other):
        return _sum(self, other, -1)

    def __mul__(self, factor):
        return _scale(self, _factor(factor))

    def __truediv__(self, divisor):
        return _scale(self, _factor(divisor, True))

    def _rows(self):
        w = self._w
        return [self._px[y * w : y * w + w].decode() + ":" for y in range(self._h)]

    def __repr__(self):
        return "Image('%s')" % "".join(self._rows())

    def __str__(self):
        return "Image(\n    '%s'\n)" % "'\n    '".join(self._rows())

    def _display_digits(self):
        if self._w == 5 and self._h == 5:
            return self._px.decode()
        out = ""
        for y in range(5):
            for x in range(5):
                out += chr(self._px[y * self._w + x]) if x < self._w and y < self._h else "0"
        return out


# The name the board gives the type (type(Image.HEART), error messages); programs see Image.
Image = MicroBitImage
del MicroBitImage

# The 64 built-in images, copied as data from src/codal_port/microbit_constimage.c of
# microbit-foundation/micropython-microbit-v2 (tag v2.1.2), in the order of the firmware's
# Image attribute table. Made at import without parsing: one bytes object each.
_BUILT_IN = """
HEART           09090:99999:99999:09990:00900
HEART_SMALL     00000:09090:09990:00900:00000
HAPPY           00000:09090:00000:90009:09990
SMILE           00000:00000:00000:90009:09990
SAD             00000:09090:00000:09990:90009
CONFUSED        00000:09090:00000:09090:90909
ANGRY           90009:09090:00000:99999:90909
ASLEEP          00000:99099:00000:09990:00000
SURPRISED       09090:00000:00900:09090:00900
SILLY           90009:00000:99999:00909:00999
FABULOUS        99999:99099:00000:09090:09990
MEH             09090:00000:00090:00900:09000
YES             00000:00009:00090:90900:09000
NO              90009:09090:00900:09090:90009
CLOCK12         00900:00900:00900:00000:00000
CLOCK1          00090:00090:00900:00000:00000
CLOCK2          00000:00099:00900:00000:00000
CLOCK3          00000:00000:00999:00000:00000
CLOCK4          00000:00000:00900:00099:00000
CLOCK5          00000:00000:00900:00090:00090
CLOCK6          00000:00000:00900:00900:00900
CLOCK7          00000:00000:00900:09000:09000
CLOCK8          00000:00000:00900:99000:00000
CLOCK9          00000:00000:99900:00000:00000
CLOCK10         00000:99000:00900:00000:00000
CLOCK11         09000:09000:00900:00000:00000
ARROW_N         00900:09990:90909:00900:00900
ARROW_NE        00999:00099:00909:09000:90000
ARROW_E         00900:00090:99999:00090:00900
ARROW_SE        90000:09000:00909:00099:00999
ARROW_S         00900:00900:90909:09990:00900
ARROW_SW        00009:00090:90900:99000:99900
ARROW_W         00900:09000:99999:09000:00900
ARROW_NW        99900:99000:90900:00090:00009
TRIANGLE        00000:00900:09090:99999:00000
TRIANGLE_LEFT   90000:99000:90900:90090:99999
CHESSBOARD      09090:90909:09090:90909:09090
DIAMOND         00900:09090:90009:09090:00900
DIAMOND_SMALL   00000:00900:09090:00900:00000
SQUARE          99999:90009:90009:90009:99999
SQUARE_SMALL    00000:09990:09090:09990:00000
RABBIT          90900:90900:99990:99090:99990
COW             90009:90009:99999:09990:00900
MUSIC_CROTCHET  00900:00900:00900:99900:99900
MUSIC_QUAVER    00900:00990:00909:99900:99900
MUSIC_QUAVERS   09999:09009:09009:99099:99099
PITCHFORK       90909:90909:99999:00900:00900
XMAS            00900:09990:00900:09990:99999
PACMAN          09999:99090:99900:99990:09999
TARGET          00900:09990:99099:09990:00900
TSHIRT          99099:99999:09990:09990:09990
ROLLERSKATE     00099:00099:99999:99999:09090
DUCK            09900:99900:09999:09990:00000
HOUSE           00900:09990:99999:09990:09090
TORTOISE        00000:09990:99999:09090:00000
BUTTERFLY       99099:99999:00900:99999:99099
STICKFIGURE     00900:99999:00900:09090:90009
GHOST           99999:90909:99999:99999:90909
SWORD           00900:00900:00900:09990:00900
GIRAFFE         99000:09000:09000:09990:09090
SKULL           09990:90909:99999:09990:09990
UMBRELLA        09990:99999:00900:90900:09900
SNAKE           99000:99099:09090:09990:00000
SCISSORS        99009:99090:00900:99090:99009
""".split()
for _i in range(0, len(_BUILT_IN), 2):
    _img = object.__new__(Image)
    _img._px = _BUILT_IN[_i + 1].replace(":", "").encode()
    setattr(Image, _BUILT_IN[_i], _img)
# the same objects, as tuples in the board's order
Image.ALL_CLOCKS = tuple(
    getattr(Image, "CLOCK%d" % h) for h in (12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)
)
Image.ALL_ARROWS = tuple(
    getattr(Image, "ARROW_" + d) for d in ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
)
del _BUILT_IN, _i, _img


class _Display:
    def show(self, value, delay=400, wait=True, loop=False, clear=False):
        if isinstance(value, Image):
            _c.display_image(value._display_digits())
            return
        if isinstance(value, (list, tuple)):
            frames = "".join(v._display_digits() for v in value)
            _c.display_frames(frames, int(delay), bool(wait), bool(loop), bool(clear))
            return
        _c.display_text(str(value), int(delay), bool(wait), bool(loop), bool(clear))

    def scroll(self, text, delay=150, wait=True, loop=False, monospace=False):
        _c.display_scroll(str(text), int(delay), bool(wait), bool(loop))

    def clear(self):
        _c.display_image("0" * 25)

    def set_pixel(self, x, y, value):
        if not (0 <= x < 5 and 0 <= y < 5):
            raise ValueError("index out of bounds")
        if not 0 <= value <= 9:
            raise ValueError("brightness out of bounds")
        _c.display_set_pixel(x, y, value)

    def get_pixel(self, x, y):
        return _c.display_get_pixel(x, y)

    def on(self):
        pass

    def off(self):
        pass

    def is_on(self):
        return True

    def read_light_level(self):
        # the reader's light control on the stage
        return _c.light_level()


display = _Display()


class _Button:
    def __init__(self, index):
        self._i = index

    def is_pressed(self):
        return bool(_c.button_is_pressed(self._i))

    def was_pressed(self):
        return _c.button_take_presses(self._i) > 0

    def get_presses(self):
        return _c.button_take_presses(self._i)


button_a = _Button(0)
button_b = _Button(1)


class _Accelerometer:
    def get_x(self):
        return _c.accelerometer(0)

    def get_y(self):
        return _c.accelerometer(1)

    def get_z(self):
        return _c.accelerometer(2)

    def get_values(self):
        return (_c.accelerometer(0), _c.accelerometer(1), _c.accelerometer(2))

    def get_strength(self):
        x, y, z = self.get_values()
        return int((x * x + y * y + z * z) ** 0.5)

    # gestures as the firmware keeps them (modaccelerometer.c): the current one, a bit per
    # gesture since was_gesture() last asked, a list of up to 8 since get_gestures()
    def current_gesture(self):
        return _c.gesture_current()

    def is_gesture(self, name):
        return _c.gesture_current() == _gesture(name)

    def was_gesture(self, name):
        return _c.gesture_take_was(_gesture(name)) == 1

    def get_gestures(self):
        taken = _c.gesture_take_list()
        return tuple(taken.split("|")) if taken else ()


_GESTURES = (
    "up", "down", "left", "right", "face up", "face down",
    "freefall", "2g", "3g", "6g", "8g", "shake",
)


def _gesture(name):
    if not isinstance(name, str):
        raise TypeError("can't convert %s to str" % type(name).__name__)
    if name not in _GESTURES:
        raise ValueError("invalid gesture")
    return name


accelerometer = _Accelerometer()


class _Compass:
    # heading() and calibrate() start the calibration when needed; the raw axes never do.
    def calibrate(self):
        _c.compass_calibrate()

    def is_calibrated(self):
        return _c.compass_is_calibrated() == 1

    def clear_calibration(self):
        _c.compass_clear_calibration()

    def heading(self):
        return _c.compass_heading()

    def get_x(self):
        return _c.magnetometer(0)

    def get_y(self):
        return _c.magnetometer(1)

    def get_z(self):
        return _c.magnetometer(2)

    def get_field_strength(self):
        x, y, z = self.get_x(), self.get_y(), self.get_z()
        return int((x * x + y * y + z * z) ** 0.5)


compass = _Compass()


# Sound, speaker, microphone, scale, run_every, uart and spi: the rest of the board's microbit
# module as in firmware 2.1.2 (src/codal_port/modmicrobit.c, microbit_sound.c,
# microbit_soundevent.c, microbit_speaker.c, microbit_microphone.c, microbit_uart.c,
# microbit_spi.c of microbit-foundation/micropython-microbit-v2). The simulator makes no sound
# and hears none; what plays goes to its sound log (simulator/core/sound-log.ts).
import _mparg as _a
from _board_only import refuse as _refuse


class MicroBitSound:
    # the built-in sounds; their data and lengths are CODAL's (simulator/core/sound-expressions.ts)
    def __init__(self, *args, **kw):
        raise TypeError("cannot create 'MicroBitSound' instances")

    def __repr__(self):
        return "Sound('%s')" % self._name


for _name in "giggle happy hello mysterious sad slide soaring spring twinkle yawn".split():
    _s = object.__new__(MicroBitSound)
    _s._name = _name
    setattr(MicroBitSound, _name.upper(), _s)
Sound = MicroBitSound
del MicroBitSound, _name, _s


class MicroBitSoundEvent:
    def __init__(self, *args, **kw):
        raise TypeError("cannot create 'MicroBitSoundEvent' instances")

    def __repr__(self):
        return "SoundEvent('%s')" % self._name


for _name in ("loud", "quiet"):
    _s = object.__new__(MicroBitSoundEvent)
    _s._name = _name
    setattr(MicroBitSoundEvent, _name.upper(), _s)
SoundEvent = MicroBitSoundEvent
del MicroBitSoundEvent, _name, _s


def set_volume(volume):
    _c.sound_setting(-1, min(255, max(0, _a.get_int(volume))))


class MicroBitSpeaker:
    # firmware 2.1.2 has on() and off() only (is_on() came later)
    def on(self):
        _c.sound_setting(1, -1)

    def off(self):
        _c.sound_setting(0, -1)


speaker = MicroBitSpeaker()
del MicroBitSpeaker


def _sound_event(event):
    if event is SoundEvent.LOUD or event is SoundEvent.QUIET:
        return event
    raise ValueError("invalid sound")


class MicroBitMicrophone:
    # the level is the reader's sound control on the stage; crossing a threshold raises LOUD or
    # QUIET once, as CODAL's level detector does; the current event is QUIET until something
    # is heard
    def set_threshold(self, event, value):
        _c.sound_set_threshold(_sound_event(event)._name, _a.get_int(value))

    def sound_level(self):
        return _c.sound_level()

    def current_event(self):
        return _sound_of(_c.sound_current())

    def is_event(self, event):
        return _sound_event(event) is _sound_of(_c.sound_current())

    def was_event(self, event):
        return _c.sound_take_was(_sound_event(event)._name) == 1

    def get_events(self):
        taken = _c.sound_take_list()
        return tuple(_sound_of(name) for name in taken.split("|")) if taken else ()


def _sound_of(name):
    return SoundEvent.LOUD if name == "loud" else SoundEvent.QUIET


microphone = MicroBitMicrophone()
del MicroBitMicrophone


def _f32(x):
    from struct import pack, unpack

    return unpack("f", pack("f", x))[0]


def _pair(v):
    # mp_obj_get_array_fixed_n(v, 2)
    if not isinstance(v, (tuple, list)):
        raise TypeError("object '%s' isn't a tuple or list" % type(v).__name__)
    if len(v) != 2:
        raise ValueError("requested length 2 but object has length %d" % len(v))
    return v


_SCALE = _a.spec(
    ("value", _a.REQUIRED, None), ("from_", _a.REQUIRED, None), ("to", _a.REQUIRED, None)
)


def scale(*args, **kw):
    value, from_, to = _a.parse(args, kw, _SCALE)
    from_, to = _pair(from_), _pair(to)
    v, a, b = _a.get_float(value), _a.get_float(from_[0]), _a.get_float(from_[1])
    c, d = _a.get_float(to[0]), _a.get_float(to[1])
    if isinstance(to[0], float) or isinstance(to[1], float):
        # a float like every float of the simulator (the board's have single precision)
        return (v - a) / (b - a) * (d - c) + c if b != a else _inf_nan(v - a) * (d - c) + c
    # an int as the board computes it: single precision, rounded half to even (nearbyint),
    # then converted to a 32-bit int (saturating)
    v, a, b, c, d = _f32(v), _f32(a), _f32(b), _f32(c), _f32(d)
    span = _f32(b - a)
    q = _f32(_f32(v - a) / span) if span else _inf_nan(v - a)
    r = _f32(_f32(q * _f32(d - c)) + c)
    if r != r:
        return 0
    if r >= 2147483647:
        return 2147483647
    if r <= -2147483648:
        return -2147483648
    return round(r)


def _inf_nan(x):
    # x / 0.0 as in C
    return float("nan") if x == 0 or x != x else float("inf") if x > 0 else float("-inf")


def _run_every_type():
    class run_every:
        # the board starts a timer whose callback runs between the program's statements; the
        # simulator takes the callback and never calls it (see simulator/README.md)
        def __call__(self, *args, **kw):
            if kw:
                raise TypeError("function doesn't take keyword arguments")
            if len(args) != 1:
                raise TypeError(
                    "function takes 1 positional arguments but %d were given" % len(args)
                )
            self._callback = args[0]
            return self

    return run_every


_RunEvery = _run_every_type()
_RUN_EVERY = _a.spec(
    ("callback", _a.OBJ, None),
    ("days", _a.KW_ONLY | _a.INT, 0),
    ("h", _a.KW_ONLY | _a.INT, 0),
    ("min", _a.KW_ONLY | _a.INT, 0),
    ("s", _a.KW_ONLY | _a.INT, 0),
    ("ms", _a.KW_ONLY | _a.INT, 0),
)


def run_every(*args, **kw):
    callback, days, h, mins, s, ms = _a.parse(args, kw, _RUN_EVERY)
    timer = _RunEvery()
    timer._period_ms = (days * 86400000 + h * 3600000 + mins * 60000 + s * 1000 + ms) & 0xFFFFFFFF
    timer._callback = None
    # without a callback: a decorator (@run_every(s=1) above a function)
    return timer if callback is None else timer(callback)


_NO_UART = "Der Simulator hat keine serielle Schnittstelle nach außen: Für Ausgaben nimm print()."
_NO_SPI = "Der Simulator hat keine SPI-Geräte."


class MicroBitUART:
    ODD = 1
    EVEN = 0

    def init(self, *args, **kw):
        _refuse("uart.init()", _NO_UART)

    def any(self):
        _refuse("uart.any()", _NO_UART)

    def read(self, *args):
        _refuse("uart.read()", _NO_UART)

    def readline(self, *args):
        _refuse("uart.readline()", _NO_UART)

    def readinto(self, *args):
        _refuse("uart.readinto()", _NO_UART)

    def write(self, *args):
        _refuse("uart.write()", _NO_UART)


uart = MicroBitUART()
del MicroBitUART


class MicroBitSPI:
    def init(self, *args, **kw):
        _refuse("spi.init()", _NO_SPI)

    def write(self, *args):
        _refuse("spi.write()", _NO_SPI)

    def read(self, *args):
        _refuse("spi.read()", _NO_SPI)

    def write_readinto(self, *args):
        _refuse("spi.write_readinto()", _NO_SPI)


spi = MicroBitSPI()
del MicroBitSPI

# microbit.audio is the audio module (it needs Sound and the pins above)
import audio
