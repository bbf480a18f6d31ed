# microbit for the simulator: the parts of the micro:bit V2 module that the guide uses,
# each forwarding to the simulator core (_simcore). Errors come back as return values
# and are raised here, so Python code can catch them as on the device.
import _simcore as _c


def sleep(ms):
    _c.sleep_us(int(ms * 1000))


def running_time():
    return _c.now_us() // 1000


def temperature():
    return 21


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
        return False

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


class Image:
    def __init__(self, *args):
        if len(args) == 0:
            self._w, self._h = 5, 5
            self._px = bytearray(25)
        elif len(args) == 1 and isinstance(args[0], str):
            rows = args[0].rstrip(":").split(":")
            self._h = len(rows)
            self._w = max(len(r) for r in rows) if rows else 0
            self._px = bytearray(self._w * self._h)
            for y in range(self._h):
                for x in range(len(rows[y])):
                    self._px[y * self._w + x] = int(rows[y][x])
        elif len(args) in (2, 3):
            self._w, self._h = args[0], args[1]
            self._px = bytearray(self._w * self._h)
            if len(args) == 3:
                for i in range(len(self._px)):
                    self._px[i] = args[2][i]
        else:
            raise TypeError("Image() takes 0 to 3 arguments")

    def width(self):
        return self._w

    def height(self):
        return self._h

    def get_pixel(self, x, y):
        return self._px[y * self._w + x]

    def set_pixel(self, x, y, value):
        if not 0 <= value <= 9:
            raise ValueError("brightness out of bounds")
        self._px[y * self._w + x] = value

    def copy(self):
        return Image(self._w, self._h, self._px)

    def fill(self, value):
        for i in range(len(self._px)):
            self._px[i] = value

    def invert(self):
        return Image(self._w, self._h, bytearray(9 - v for v in self._px))

    def _shifted(self, dx, dy):
        out = Image(self._w, self._h)
        for y in range(self._h):
            for x in range(self._w):
                sx, sy = x + dx, y + dy
                if 0 <= sx < self._w and 0 <= sy < self._h:
                    out._px[y * self._w + x] = self._px[sy * self._w + sx]
        return out

    def shift_left(self, n):
        return self._shifted(n, 0)

    def shift_right(self, n):
        return self._shifted(-n, 0)

    def shift_up(self, n):
        return self._shifted(0, n)

    def shift_down(self, n):
        return self._shifted(0, -n)

    def crop(self, x, y, w, h):
        out = Image(w, h)
        for yy in range(h):
            for xx in range(w):
                if 0 <= x + xx < self._w and 0 <= y + yy < self._h:
                    out._px[yy * w + xx] = self.get_pixel(x + xx, y + yy)
        return out

    def __add__(self, other):
        return Image(self._w, self._h, bytearray(min(9, a + b) for a, b in zip(self._px, other._px)))

    def __mul__(self, factor):
        return Image(self._w, self._h, bytearray(min(9, int(v * factor)) for v in self._px))

    def _rows(self):
        return ":".join(
            "".join(str(self._px[y * self._w + x]) for x in range(self._w)) for y in range(self._h)
        )

    def __repr__(self):
        return "Image('%s:')" % self._rows()

    def __str__(self):
        return "Image(\n" + "".join("    '%s:'\n" % r for r in self._rows().split(":")) + ")"

    def _display_digits(self):
        out = ""
        for y in range(5):
            for x in range(5):
                out += str(self._px[y * self._w + x]) if x < self._w and y < self._h else "0"
        return out


# Built-in pictures, drawn for this simulator.
Image.HEART = Image("09090:99999:99999:09990:00900:")
Image.HEART_SMALL = Image("00000:09090:09990:00900:00000:")
Image.HAPPY = Image("00000:09090:00000:90009:09990:")
Image.SMILE = Image("00000:00000:00000:90009:09990:")
Image.SAD = Image("00000:09090:00000:09990:90009:")
Image.CONFUSED = Image("00000:09090:00000:09090:90909:")
Image.ANGRY = Image("90009:09090:00000:99999:90909:")
Image.ASLEEP = Image("00000:99099:00000:09990:00000:")
Image.SURPRISED = Image("09090:00000:00900:09090:00900:")
Image.YES = Image("00000:00009:00090:90900:09000:")
Image.NO = Image("90009:09090:00900:09090:90009:")
Image.ARROW_N = Image("00900:09990:90909:00900:00900:")
Image.ARROW_E = Image("00900:00090:99999:00090:00900:")
Image.ARROW_S = Image("00900:00900:90909:09990:00900:")
Image.ARROW_W = Image("00900:09000:99999:09000:00900:")
Image.SQUARE = Image("99999:90009:90009:90009:99999:")
Image.SQUARE_SMALL = Image("00000:09990:09090:09990:00000:")
Image.DIAMOND = Image("00900:09090:90009:09090:00900:")
Image.TARGET = Image("00900:09990:99099:09990:00900:")
Image.CHESSBOARD = Image("90909:09090:90909:09090:90909:")
Image.ARROW_NE = Image("00999:00099:00909:09000:90000:")
Image.ARROW_SE = Image("90000:09000:00909:00099:00999:")
Image.ARROW_SW = Image("00009:00090:90900:99000:99900:")
Image.ARROW_NW = Image("99900:99000:90900:00090:00009:")
Image.ALL_ARROWS = [
    Image.ARROW_N,
    Image.ARROW_NE,
    Image.ARROW_E,
    Image.ARROW_SE,
    Image.ARROW_S,
    Image.ARROW_SW,
    Image.ARROW_W,
    Image.ARROW_NW,
]
Image.MEH = Image("09090:00000:00000:99999:00000:")
Image.SILLY = Image("90009:00000:99999:00909:00999:")
Image.FABULOUS = Image("99999:99099:00000:09090:00900:")
Image.TRIANGLE = Image("00000:00900:09090:99999:00000:")
Image.DIAMOND_SMALL = Image("00000:00900:09090:00900:00000:")


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
        return 120


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

    def current_gesture(self):
        return "up"

    def is_gesture(self, name):
        return name == "up"

    def was_gesture(self, name):
        return False

    def get_gestures(self):
        return ()


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
