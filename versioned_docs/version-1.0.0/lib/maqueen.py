"""maqueen.py – Version 1.0.0 (2023-12-07)

MicroPython-Bibliothek für den DFRobot Maqueen Plus V2 mit einem BBC micro:bit V2.
Kopiere diese Datei neben main.py und schreibe dort: from maqueen import *
"""

import math as _math
import microbit as _microbit
import machine as _machine
import neopixel as _neopixel
from time import sleep_us as _sleep_us
from microbit import pin13, pin14

_I2C_ADDR = 0x10


class Motor:
    LEFT = 0
    RIGHT = 1
    ALL = 2


class Direction:
    FORWARD = 0
    BACKWARD = 1


class Led:
    LEFT = 0
    RIGHT = 1
    ALL = 2


class ColorLED:
    L1 = 0
    L2 = 1
    R2 = 2
    R1 = 3
    ALL = 4


class Color:
    RED = 0xFF0000
    ORANGE = 0xFFA500
    YELLOW = 0xFFFF00
    GREEN = 0x00FF00
    BLUE = 0x0000FF
    INDIGO = 0x4B0082
    VIOLET = 0x8A2BE2
    PURPLE = 0xFF00FF
    WHITE = 0xFFFFFF
    BLACK = 0x000000


class LineSensor:
    SENSOR_L1 = 0
    SENSOR_M = 1
    SENSOR_R1 = 2
    SENSOR_L2 = 3
    SENSOR_R2 = 4
    ALL = 5


def _clamp(value, low, high):
    return max(low, min(high, value))


def _write(data):
    _microbit.i2c.write(_I2C_ADDR, bytes(data))


def _read(register, count):
    _write([register])
    return _microbit.i2c.read(_I2C_ADDR, count)


# ---------------------------------------------------------------- Motoren

# Kalibrierpunkte (speed, factor) je Motor, nach speed sortiert.
_calibration = [[], []]


def _factor(motor, speed):
    points = _calibration[motor]
    if not points:
        return 1.0
    # Außerhalb der Punkte gilt der Faktor des nächsten Endpunkts.
    if speed <= points[0][0]:
        return points[0][1]
    if speed >= points[-1][0]:
        return points[-1][1]
    for i in range(1, len(points)):
        s1, f1 = points[i]
        if speed <= s1:
            s0, f0 = points[i - 1]
            return f0 + (f1 - f0) * (speed - s0) / (s1 - s0)
    return 1.0


def _calibrated(motor, speed):
    if speed == 0:
        return 0
    return _clamp(round(speed * _factor(motor, speed)), 0, 255)


def motor_run(motor, speed, dir=Direction.FORWARD):
    speed = _clamp(int(speed), -255, 255)
    if speed < 0:
        speed = -speed
        dir = Direction.BACKWARD if dir == Direction.FORWARD else Direction.FORWARD
    dir = 1 if dir == Direction.BACKWARD else 0
    if motor == Motor.LEFT:
        _write([0x00, dir, _calibrated(0, speed)])
    elif motor == Motor.RIGHT:
        _write([0x02, dir, _calibrated(1, speed)])
    elif motor == Motor.ALL:
        _write([0x00, dir, _calibrated(0, speed), dir, _calibrated(1, speed)])


def motor_stop(motor=Motor.ALL):
    if motor == Motor.LEFT:
        _write([0x00, 0, 0])
    elif motor == Motor.RIGHT:
        _write([0x02, 0, 0])
    elif motor == Motor.ALL:
        _write([0x00, 0, 0, 0, 0])


def motor_calibration(motor, points):
    cleaned = sorted([(_clamp(int(s), 0, 255), float(f)) for s, f in points])
    if motor == Motor.LEFT or motor == Motor.ALL:
        _calibration[0] = list(cleaned)
    if motor == Motor.RIGHT or motor == Motor.ALL:
        _calibration[1] = list(cleaned)


# ---------------------------------------------------------------- rote LEDs


def led_red(on, led=Led.ALL):
    state = 1 if on else 0
    if led == Led.LEFT:
        _write([0x0B, state])
    elif led == Led.RIGHT:
        _write([0x0C, state])
    elif led == Led.ALL:
        _write([0x0B, state, state])


# ---------------------------------------------------------------- RGB-LEDs

_pixels = _neopixel.NeoPixel(_microbit.pin15, 4)
_brightness = 255


def rgb(r, g, b):
    return (_clamp(int(r), 0, 255) << 16) | (_clamp(int(g), 0, 255) << 8) | _clamp(int(b), 0, 255)


def led_brightness(b):
    global _brightness
    _brightness = _clamp(int(b), 0, 255)


def _show(indexes, color):
    for i in indexes:
        _pixels[i] = color
    _pixels.show()


def _indexes(led):
    if led == ColorLED.ALL:
        return range(4)
    if led in (ColorLED.L1, ColorLED.L2, ColorLED.R2, ColorLED.R1):
        return (led,)
    return ()


def led_rgb(rgb, led=ColorLED.ALL, brightness=-1):
    if brightness < 0:
        brightness = _brightness
    brightness = _clamp(int(brightness), 0, 255)
    color = (
        ((rgb >> 16) & 0xFF) * brightness // 255,
        ((rgb >> 8) & 0xFF) * brightness // 255,
        (rgb & 0xFF) * brightness // 255,
    )
    _show(_indexes(led), color)


def led_rgb_off(led=ColorLED.ALL):
    _show(_indexes(led), (0, 0, 0))


# ---------------------------------------------------------------- Liniensensoren

# Bit im Register 0x1D und Analog-Register je Sensor, Index = LineSensor-Wert.
_LINE_BITS = (0x08, 0x04, 0x02, 0x10, 0x01)
_LINE_REGISTERS = (0x24, 0x22, 0x20, 0x26, 0x1E)
# Reihenfolge für LineSensor.ALL: von links nach rechts.
_ORDER = (
    LineSensor.SENSOR_L2,
    LineSensor.SENSOR_L1,
    LineSensor.SENSOR_M,
    LineSensor.SENSOR_R1,
    LineSensor.SENSOR_R2,
)


def _raw(sensor):
    data = _read(_LINE_REGISTERS[sensor], 2)
    return data[0] | (data[1] << 8)


def line_sensor(sensor):
    bits = _read(0x1D, 1)[0]
    if sensor == LineSensor.ALL:
        return tuple(1 if bits & _LINE_BITS[s] else 0 for s in _ORDER)
    return 1 if bits & _LINE_BITS[sensor] else 0


def line_sensor_data(sensor):
    if sensor == LineSensor.ALL:
        return tuple(_raw(s) for s in _ORDER)
    return _raw(sensor)


# ---------------------------------------------------------------- Ultraschall


def ultrasonic(trig=pin13, echo=pin14):
    trig.write_digital(0)
    _sleep_us(2)
    trig.write_digital(1)
    _sleep_us(10)
    trig.write_digital(0)
    duration = _machine.time_pulse_us(echo, 1, 25000)
    if duration < 0:
        # Kein Echo innerhalb von 25 ms (weiter als etwa 4 m oder nichts getroffen).
        return 0
    return round(duration / 58)


# ---------------------------------------------------------------- Firmware


def version():
    length = _read(0x32, 1)[0]
    return "".join(chr(c) for c in _read(0x33, length))


# ---------------------------------------------------------------- Kompass

_window_size = 1
_window = []


def mq_heading():
    # Achsen des micro:bit auf dem Maqueen (Display nach vorn): x = rechts, y = oben, z = hinten.
    # Der Beschleunigungssensor misst die Gegenkraft zur Schwerkraft (nach oben);
    # "unten" ist also das Gegenteil.
    down = (
        -_microbit.accelerometer.get_x(),
        -_microbit.accelerometer.get_y(),
        -_microbit.accelerometer.get_z(),
    )
    field = (_microbit.compass.get_x(), _microbit.compass.get_y(), _microbit.compass.get_z())
    east = _cross(down, field)
    north = _cross(east, down)
    # Vorwärts ist die -z-Achse: nur deren Anteile nach Osten und Norden zählen.
    angle = _math.atan2(-east[2] / _length(east), -north[2] / _length(north)) * 180 / _math.pi
    return int(round(angle)) % 360


def _cross(a, b):
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def _length(a):
    return _math.sqrt(a[0] * a[0] + a[1] * a[1] + a[2] * a[2])


def heading_diff(heading0, apply_window=True):
    diff = (mq_heading() - heading0 + 180) % 360 - 180
    if not apply_window:
        return diff
    _window.append(diff)
    while len(_window) > _window_size:
        _window.pop(0)
    return int(round(sum(_window) / len(_window)))


def heading_set_window_size(n=1):
    global _window_size, _window
    _window_size = max(1, int(n))
    _window = []
