"""maqueen.py – Version 2.0.2 (2024)

Bibliothek für den DFRobot Maqueen Plus V2 mit einem BBC micro:bit V2.
Kopiere diese Datei neben main.py und schreibe dort: from maqueen import *
"""

from microbit import i2c as _i2c
from microbit import pin13 as _pin13, pin14 as _pin14, pin15 as _pin15
from microbit import compass as _compass, accelerometer as _accelerometer
from machine import time_pulse_us as _time_pulse_us
from time import sleep_us as _sleep_us
from time import ticks_ms as _ticks_ms, ticks_diff as _ticks_diff
import math as _math
import neopixel as _neopixel

_ADDR = 0x10  # Motorsteuerung (STM8) am I2C-Bus


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
    L1 = 0
    M = 1
    R1 = 2
    L2 = 3
    R2 = 4


def _write(*data):
    _i2c.write(_ADDR, bytes(data))


def _read(register, count):
    _i2c.write(_ADDR, bytes([register]))
    return _i2c.read(_ADDR, count)


def _byte(value):
    # Ganze Zahl 0..255 für ein Register; Zwischenwerte werden gerundet.
    value = int(value + 0.5)
    if value < 0:
        return 0
    if value > 255:
        return 255
    return value


# ---------------------------------------------------------------- Motoren

_MOTOR_REGISTER = {Motor.LEFT: 0x00, Motor.RIGHT: 0x02}
_calibration = {Motor.LEFT: [], Motor.RIGHT: []}


def _factor(points, speed):
    # Korrekturfaktor für speed: linear zwischen zwei Punkten, außerhalb
    # wird die Gerade durch die zwei äußersten Punkte verlängert.
    if not points:
        return 1.0
    if len(points) == 1:
        return points[0][1]
    i = 0
    while i < len(points) - 2 and speed > points[i + 1][0]:
        i += 1
    s0, f0 = points[i]
    s1, f1 = points[i + 1]
    if s1 == s0:
        return f1
    return f0 + (f1 - f0) * (speed - s0) / (s1 - s0)


def _motor_speed(motor, speed):
    return _byte(speed * _factor(_calibration[motor], speed))


# Motor starten: speed -255..255 (negativ = andere Richtung), über 255 wird 255.
def motor_run(motor, speed, dir=Direction.FORWARD):
    # Negative Geschwindigkeit kehrt die Richtung um.
    if speed < 0:
        speed = -speed
        dir = Direction.FORWARD if dir == Direction.BACKWARD else Direction.BACKWARD
    if speed > 255:
        speed = 255
    if motor == Motor.ALL:
        _write(0x00, dir, _motor_speed(Motor.LEFT, speed),
               dir, _motor_speed(Motor.RIGHT, speed))
    else:
        _write(_MOTOR_REGISTER[motor], dir, _motor_speed(motor, speed))


# Motor(en) anhalten.
def motor_stop(motor=Motor.ALL):
    if motor == Motor.ALL:
        _write(0x00, 0, 0, 0, 0)
    else:
        _write(_MOTOR_REGISTER[motor], 0, 0)


# Korrekturfaktoren je Geschwindigkeit festlegen.
def motor_calibration(motor, points):
    # points: Liste von (Geschwindigkeit, Faktor); [] setzt zurück.
    copy = sorted([(p[0], p[1]) for p in points], key=lambda p: p[0])
    if motor == Motor.ALL:
        _calibration[Motor.LEFT] = copy
        _calibration[Motor.RIGHT] = list(copy)
    elif motor in _calibration:
        _calibration[motor] = copy
    else:
        raise KeyError(motor)


# Kopie der Kalibrierpunkte eines Motors (LEFT oder RIGHT).
def motor_get_calibration(motor):
    return list(_calibration[motor])


# ---------------------------------------------------------------- rote LEDs

_LED_REGISTER = {Led.LEFT: 0x0B, Led.RIGHT: 0x0C}


# Rote LED(s) vorn ein- oder ausschalten.
def led_red(on, led=Led.ALL):
    state = 1 if on else 0
    if led == Led.ALL:
        _write(0x0B, state, state)
    else:
        _write(_LED_REGISTER[led], state)


# ---------------------------------------------------------------- RGB-LEDs

_pixels = _neopixel.NeoPixel(_pin15, 4)
_brightness = 255
_PIXEL_INDEX = {ColorLED.L1: 0, ColorLED.L2: 1, ColorLED.R2: 2, ColorLED.R1: 3}


def _show(led, color):
    if led == ColorLED.ALL:
        for i in range(4):
            _pixels[i] = color
    else:
        _pixels[_PIXEL_INDEX[led]] = color
    _pixels.show()


# RGB-LED(s) in einer Farbe 0xRRGGBB leuchten lassen. brightness -1 = globale
# Helligkeit; ist diese kleiner als 2, wird mit 255 geleuchtet.
def led_rgb(rgb, led=ColorLED.ALL, brightness=-1):
    if brightness < 0:
        brightness = _brightness
        if brightness < 2:
            brightness = 255
    brightness = _byte(brightness)
    r = ((rgb >> 16) & 0xFF) * brightness // 255
    g = ((rgb >> 8) & 0xFF) * brightness // 255
    b = (rgb & 0xFF) * brightness // 255
    _show(led, (r, g, b))


# Globale Helligkeit 0..255 für led_rgb() ohne brightness.
def led_brightness(b):
    global _brightness
    _brightness = _byte(b)


# RGB-LED(s) ausschalten.
def led_rgb_off(led=ColorLED.ALL):
    _show(led, (0, 0, 0))


# Farbe aus Rot, Grün, Blau (je 0..255) als Zahl 0xRRGGBB.
def rgb(r, g, b):
    return (_byte(r) << 16) | (_byte(g) << 8) | _byte(b)


def hsl(h, s, l):
    # h in Grad 0..360, s und l in Prozent 0..100
    h = (h % 360) / 60
    s = min(max(s, 0), 100) / 100
    l = min(max(l, 0), 100) / 100
    c = (1 - abs(2 * l - 1)) * s
    x = c * (1 - abs(h % 2 - 1))
    m = l - c / 2
    if h < 1:
        r, g, b = c, x, 0
    elif h < 2:
        r, g, b = x, c, 0
    elif h < 3:
        r, g, b = 0, c, x
    elif h < 4:
        r, g, b = 0, x, c
    elif h < 5:
        r, g, b = x, 0, c
    else:
        r, g, b = c, 0, x
    return rgb((r + m) * 255, (g + m) * 255, (b + m) * 255)


# ---------------------------------------------------------------- Linien

# Bits im Register 0x1D und Messregister nach der Zuordnung des Herstellers
_LINE_BIT = {LineSensor.L2: 0x10, LineSensor.L1: 0x08, LineSensor.M: 0x04,
             LineSensor.R1: 0x02, LineSensor.R2: 0x01}
_LINE_REGISTER = {LineSensor.R2: 0x1E, LineSensor.R1: 0x20, LineSensor.M: 0x22,
                  LineSensor.L1: 0x24, LineSensor.L2: 0x26}
_LEFT_TO_RIGHT = (LineSensor.L2, LineSensor.L1, LineSensor.M,
                  LineSensor.R1, LineSensor.R2)


# 1, wenn der Sensor die dunkle Linie sieht, sonst 0.
def line_sensor(sensor):
    bit = _LINE_BIT[sensor]
    return 1 if _read(0x1D, 1)[0] & bit else 0


# Alle fünf Sensoren als 0/1, von links nach rechts: (L2, L1, M, R1, R2).
def line_sensor_all():
    bits = _read(0x1D, 1)[0]
    return tuple(1 if bits & _LINE_BIT[s] else 0 for s in _LEFT_TO_RIGHT)


# Messwert eines Sensors, wie ihn die Steuerplatine meldet (dunkel = klein).
def line_sensor_data(sensor):
    if sensor not in _LINE_REGISTER:
        raise ValueError("unbekannter Sensor: " + str(sensor))
    data = _read(_LINE_REGISTER[sensor], 2)
    return data[0] | (data[1] << 8)


# Alle fünf Messwerte, von links nach rechts: (L2, L1, M, R1, R2).
def line_sensor_data_all():
    return tuple(line_sensor_data(s) for s in _LEFT_TO_RIGHT)


# ---------------------------------------------------------------- Ultraschall

_NO_ECHO = 100000  # 1 km: "weit weg", wenn kein Echo kommt
_last_distance = None
_last_ms = 0


# Abstand in ganzen Zentimetern; ohne Echo der letzte Abstand (wenn jünger
# als cache_duration µs) oder 100000.
def ultrasonic(trig=_pin13, echo=_pin14, cache_duration=200000):
    global _last_distance, _last_ms
    trig.write_digital(0)
    _sleep_us(2)
    trig.write_digital(1)
    _sleep_us(10)
    trig.write_digital(0)
    echo_us = _time_pulse_us(echo, 1, 25000)
    now = _ticks_ms()
    if echo_us >= 0:
        _last_distance = round(echo_us / 58)
        _last_ms = now
        return _last_distance
    # Kein Echo innerhalb von 25 ms: den letzten Wert nehmen, solange er
    # jünger als cache_duration (µs) ist. Das Alter wird in ms gezählt,
    # weil ticks_us schon nach knapp 18 Minuten überläuft.
    age_us = _ticks_diff(now, _last_ms) * 1000
    if _last_distance is not None and age_us < cache_duration:
        return _last_distance
    _last_distance = None
    return _NO_ECHO


# ---------------------------------------------------------------- Firmware

# Firmware-Version der Steuerplatine, z. B. 'MBT0021-EN-2.1'.
def version():
    length = _read(0x32, 1)[0]
    return str(_read(0x33, length), "utf-8")


# ---------------------------------------------------------------- Kompass

_window_size = 1
_history = []
_history_heading0 = None


# Fahrtrichtung 0..359 Grad im Uhrzeigersinn ab magnetisch Nord.
def mq_heading():
    # Achsen des micro:bit auf dem Maqueen (Display nach vorn): x = rechts, y = oben, z = hinten.
    # Aus Schwerkraft (Beschleunigungssensor) und Magnetfeld werden Ost und Nord bestimmt.
    ux = float(_accelerometer.get_x())
    uy = float(_accelerometer.get_y())
    uz = float(_accelerometer.get_z())
    mx = float(_compass.get_x())
    my = float(_compass.get_y())
    mz = float(_compass.get_z())
    # Osten = Magnetfeld x oben, Norden = oben x Osten
    ex = my * uz - mz * uy
    ey = mz * ux - mx * uz
    ez = mx * uy - my * ux
    north_z = ux * ey - uy * ex
    up = _math.sqrt(ux * ux + uy * uy + uz * uz)
    # Vorwärts ist -z: die Anteile von Ost und Nord entgegen der z-Achse.
    angle = _math.degrees(_math.atan2(-ez * up, -north_z))
    return int(round(angle)) % 360


def _wrap(angle):
    return (angle + 180) % 360 - 180


# Drehung seit heading0 in Grad, -180..179, positiv = nach rechts.
def heading_diff(heading0, apply_window=True):
    global _history_heading0
    diff = _wrap(mq_heading() - heading0)
    if not apply_window:
        return diff
    if heading0 != _history_heading0:
        _history_heading0 = heading0
        _history.clear()
    _history.append(diff)
    while len(_history) > _window_size:
        _history.pop(0)
    # Mittelwert um den neuesten Wert herum, damit 179 und -179 nicht 0 ergeben
    total = 0
    for value in _history:
        total += diff + _wrap(value - diff)
    return _wrap(round(total / len(_history)))


# Über wie viele Ergebnisse heading_diff() mittelt (mindestens 1).
def heading_set_window_size(n=1):
    global _window_size
    _window_size = max(1, int(n))
    _history.clear()
