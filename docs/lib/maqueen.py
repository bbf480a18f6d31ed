"""maqueen.py – Version Next (unveröffentlicht, Stand nach 2.0.2)

MicroPython-Bibliothek für den Roboter DFRobot Maqueen Plus V2 mit einem BBC micro:bit V2.
Lege diese Datei im micro:bit-Python-Editor neben main.py und schreibe in main.py:

    from maqueen import *

Neu gegenüber 2.0.2: alle Argumente werden geprüft (unbekannter Motor, unbekannte LED
oder unbekannter Sensor: ValueError), Werte außerhalb ihres Bereichs werden begrenzt,
jede Funktion hat eine Hilfe, die der Editor beim Tippen zeigt.
"""

import math as _math
import machine as _machine
import microbit as _microbit
import neopixel as _neopixel
from microbit import pin13, pin14
from time import sleep_ms as _sleep_ms, sleep_us as _sleep_us
from time import ticks_diff as _ticks_diff, ticks_ms as _ticks_ms

_I2C_ADDR = 0x10


class Motor:
    """Welcher Motor: LEFT (links), RIGHT (rechts) oder ALL (beide)."""

    LEFT = 0
    RIGHT = 1
    ALL = 2


class Direction:
    """Drehrichtung der Motoren: FORWARD (vorwärts) oder BACKWARD (rückwärts)."""

    FORWARD = 0
    BACKWARD = 1


class Led:
    """Welche rote LED vorne: LEFT (links), RIGHT (rechts) oder ALL (beide)."""

    LEFT = 0
    RIGHT = 1
    ALL = 2


class ColorLED:
    """Welche RGB-LED unten: L1 vorne links, L2 hinten links, R2 hinten rechts,
    R1 vorne rechts oder ALL (alle vier)."""

    L1 = 0
    L2 = 1
    R2 = 2
    R1 = 3
    ALL = 4


class Color:
    """Fertige Farben als Zahl 0xRRGGBB für led_rgb()."""

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
    """Welcher Liniensensor: L2, L1, M, R1, R2 (von links nach rechts).
    L1, M und R1 sitzen vorn, L2 und R2 weiter außen und weiter hinten vor den Rädern."""

    L1 = 0
    M = 1
    R1 = 2
    L2 = 3
    R2 = 4


# ---------------------------------------------------------------- Hilfen


def _clamp(value, low, high):
    return low if value < low else high if value > high else value


def _byte(value):
    # Ganze Zahl 0..255 für ein Register; Kommazahlen werden gerundet.
    return _clamp(int(value + 0.5), 0, 255) if value >= 0 else 0


def _check(value, allowed, problem, names):
    # Ein unbekannter Wert soll auf dem Roboter nie still etwas Falsches tun: lieber laut melden.
    if not isinstance(value, int) or value not in allowed:
        raise ValueError(problem + ": " + repr(value) + ". Erlaubt: " + names)
    return value


_NO_ANSWER = "Maqueen antwortet nicht: steckt der micro:bit im Roboter, und ist der Roboter eingeschaltet?"


def _write(data):
    try:
        _microbit.i2c.write(_I2C_ADDR, bytes(data))
    except OSError:
        raise OSError(_NO_ANSWER)


def _read(register, count):
    _write([register])
    try:
        return _microbit.i2c.read(_I2C_ADDR, count)
    except OSError:
        raise OSError(_NO_ANSWER)


_MOTOR_NAMES = "Motor.LEFT, Motor.RIGHT, Motor.ALL"

# ---------------------------------------------------------------- Motoren

# Kalibrierpunkte je Motor: Liste von (speed, factor), nach speed sortiert.
_calibration = [[], []]


def _factor(motor, speed):
    points = _calibration[motor]
    if not points:
        return 1.0
    if len(points) == 1:
        return points[0][1]
    # Zwischen zwei Punkten linear; außerhalb mit der Geraden der zwei nächsten Punkte.
    i = 1
    while i < len(points) - 1 and speed > points[i][0]:
        i += 1
    s0, f0 = points[i - 1]
    s1, f1 = points[i]
    return f0 + (f1 - f0) * (speed - s0) / (s1 - s0)


def _calibrated(motor, speed):
    if speed == 0:
        return 0
    return _byte(speed * _factor(motor, speed))


def motor_run(motor, speed, dir=Direction.FORWARD):
    """Lässt einen Motor oder beide laufen, bis du sie änderst oder stoppst.

    motor: Motor.LEFT, Motor.RIGHT oder Motor.ALL.
    speed: -255 bis 255; Werte außerhalb werden begrenzt. Negativ = andersherum.
    dir: Direction.FORWARD (Standard) oder Direction.BACKWARD.
    Eine Kalibrierung aus motor_calibration() wird angewendet.
    """
    _check(motor, (0, 1, 2), "Unbekannter Motor", _MOTOR_NAMES)
    _check(dir, (0, 1), "Unbekannte Richtung", "Direction.FORWARD, Direction.BACKWARD")
    speed = _clamp(speed, -255, 255)
    if speed < 0:
        speed = -speed
        dir = 1 - dir
    if motor == Motor.LEFT:
        _write([0x00, dir, _calibrated(0, speed)])
    elif motor == Motor.RIGHT:
        _write([0x02, dir, _calibrated(1, speed)])
    else:
        _write([0x00, dir, _calibrated(0, speed), dir, _calibrated(1, speed)])


def motor_stop(motor=Motor.ALL):
    """Hält einen Motor oder beide an (Standard: Motor.ALL)."""
    _check(motor, (0, 1, 2), "Unbekannter Motor", _MOTOR_NAMES)
    if motor == Motor.LEFT:
        _write([0x00, 0, 0])
    elif motor == Motor.RIGHT:
        _write([0x02, 0, 0])
    else:
        _write([0x00, 0, 0, 0, 0])


def motor_calibration(motor, points):
    """Stellt Korrekturfaktoren für einen Motor ein, damit der Roboter geradeaus fährt.

    motor: Motor.LEFT, Motor.RIGHT oder Motor.ALL (beide gleich).
    points: Liste von Paaren (speed, factor), speed 0 bis 255, factor 0 bis 2,
    z. B. [(100, 0.95), (200, 0.97)]. Zwischen den Punkten wird der Faktor linear
    berechnet, außerhalb mit der Geraden durch die zwei nächsten Punkte weitergeführt.
    [] löscht die Kalibrierung. Wirkt beim nächsten motor_run().
    """
    _check(motor, (0, 1, 2), "Unbekannter Motor", _MOTOR_NAMES)
    cleaned = []
    for point in points:
        if len(point) != 2:
            raise ValueError("Jeder Punkt braucht zwei Zahlen: (speed, factor)")
        speed, factor = point
        if not 0 <= speed <= 255:
            raise ValueError("Die Geschwindigkeit eines Punkts muss zwischen 0 und 255 liegen: " + repr(speed))
        if not 0 <= factor <= 2:
            raise ValueError("Der Faktor eines Punkts muss zwischen 0 und 2 liegen: " + repr(factor))
        cleaned.append((int(speed), float(factor)))
    cleaned.sort()
    for i in range(1, len(cleaned)):
        if cleaned[i][0] == cleaned[i - 1][0]:
            raise ValueError("Zwei Punkte mit gleicher Geschwindigkeit: " + repr(cleaned[i][0]))
    if motor != Motor.RIGHT:
        _calibration[0] = cleaned
    if motor != Motor.LEFT:
        _calibration[1] = list(cleaned)


def motor_get_calibration(motor):
    """Gibt eine Kopie der Kalibrierpunkte eines Motors zurück, z. B. [(100, 0.95)].

    motor: Motor.LEFT oder Motor.RIGHT. Ohne Kalibrierung: [].
    """
    _check(motor, (0, 1), "Hier geht nur ein einzelner Motor", "Motor.LEFT, Motor.RIGHT")
    return list(_calibration[motor])


# ---------------------------------------------------------------- rote LEDs


def led_red(on, led=Led.ALL):
    """Schaltet die roten LEDs vorne an (True/1) oder aus (False/0).

    led: Led.LEFT, Led.RIGHT oder Led.ALL (Standard).
    """
    _check(led, (0, 1, 2), "Unbekannte rote LED", "Led.LEFT, Led.RIGHT, Led.ALL")
    state = 1 if on else 0
    if led == Led.LEFT:
        _write([0x0B, state])
    elif led == Led.RIGHT:
        _write([0x0C, state])
    else:
        _write([0x0B, state, state])


# ---------------------------------------------------------------- RGB-LEDs

_pixels = _neopixel.NeoPixel(_microbit.pin15, 4)
_brightness = 255


def rgb(r, g, b):
    """Macht aus Rot, Grün und Blau (je 0 bis 255, begrenzt und gerundet)
    eine Farbzahl 0xRRGGBB, z. B. rgb(255, 128, 0) == 0xFF8000."""
    return (_byte(r) << 16) | (_byte(g) << 8) | _byte(b)


def hsl(h, s, l):
    """Macht aus Farbton h, Sättigung s und Helligkeit l eine Farbzahl 0xRRGGBB.

    h: Winkel auf dem Farbkreis in Grad; er wird wie eine Richtung weitergezählt,
    370 ist also 10 und -10 ist 350. s und l: 0 bis 100 Prozent, Werte außerhalb
    werden begrenzt. hsl(0, 100, 50) ist Rot, hsl(120, 100, 50) Grün,
    hsl(240, 100, 50) Blau.
    """
    h = h % 360
    s = _clamp(s, 0, 100) / 100
    l = _clamp(l, 0, 100) / 100
    chroma = (1 - abs(2 * l - 1)) * s
    x = chroma * (1 - abs((h / 60) % 2 - 1))
    m = l - chroma / 2
    sector = int(h // 60)
    r, g, b = (
        (chroma, x, 0),
        (x, chroma, 0),
        (0, chroma, x),
        (0, x, chroma),
        (x, 0, chroma),
        (chroma, 0, x),
    )[sector]
    return rgb((r + m) * 255, (g + m) * 255, (b + m) * 255)


def led_brightness(b):
    """Stellt die Helligkeit für alle späteren led_rgb()-Aufrufe ein: 0 (aus) bis 255
    (voll, Standard). Werte außerhalb werden begrenzt. Bereits leuchtende LEDs
    ändern sich erst beim nächsten led_rgb()."""
    global _brightness
    _brightness = _byte(_clamp(b, 0, 255))


def _indexes(led):
    _check(led, (0, 1, 2, 3, 4), "Unbekannte RGB-LED", "ColorLED.L1, L2, R2, R1, ALL")
    return range(4) if led == ColorLED.ALL else (led,)


def _show(indexes, color):
    for i in indexes:
        _pixels[i] = color
    _pixels.show()


def led_rgb(rgb, led=ColorLED.ALL, brightness=-1):
    """Lässt RGB-LEDs unter dem Roboter in einer Farbe leuchten.

    rgb: Farbzahl 0xRRGGBB, z. B. Color.RED, rgb(255, 128, 0) oder hsl(30, 100, 50).
    led: ColorLED.L1, L2, R2, R1 oder ALL (Standard).
    brightness: 0 bis 255 (begrenzt); -1 (Standard) nimmt den Wert von led_brightness().
    Jeder Farbanteil wird mit brightness / 255 verkleinert.
    """
    indexes = _indexes(led)
    if brightness < 0:
        brightness = _brightness
    brightness = _byte(_clamp(brightness, 0, 255))
    rgb = _clamp(int(rgb), 0, 0xFFFFFF)
    color = (
        ((rgb >> 16) & 0xFF) * brightness // 255,
        ((rgb >> 8) & 0xFF) * brightness // 255,
        (rgb & 0xFF) * brightness // 255,
    )
    _show(indexes, color)


def led_rgb_off(led=ColorLED.ALL):
    """Schaltet RGB-LEDs aus. led: ColorLED.L1, L2, R2, R1 oder ALL (Standard)."""
    _show(_indexes(led), (0, 0, 0))


# ---------------------------------------------------------------- Liniensensoren

# Je Sensor (Index = LineSensor-Wert): Bit im Register 0x1D und Register des Messwerts.
_LINE_BITS = (0x08, 0x04, 0x02, 0x10, 0x01)
_LINE_REGISTERS = (0x24, 0x22, 0x20, 0x26, 0x1E)
_LEFT_TO_RIGHT = (3, 0, 1, 2, 4)
_SENSOR_NAMES = "LineSensor.L2, L1, M, R1, R2"


def line_sensor(sensor):
    """Gibt 1 zurück, wenn der Sensor die dunkle Linie sieht, sonst 0.

    sensor: LineSensor.L2, L1, M, R1 oder R2.
    """
    _check(sensor, (0, 1, 2, 3, 4), "Unbekannter Liniensensor", _SENSOR_NAMES)
    return 1 if _read(0x1D, 1)[0] & _LINE_BITS[sensor] else 0


def line_sensor_all():
    """Gibt alle fünf Sensoren als Tupel (L2, L1, M, R1, R2) aus 0 und 1 zurück,
    von links nach rechts. 1 = sieht die dunkle Linie."""
    bits = _read(0x1D, 1)[0]
    return tuple(1 if bits & _LINE_BITS[s] else 0 for s in _LEFT_TO_RIGHT)


def line_sensor_data(sensor):
    """Gibt den Messwert eines Liniensensors zurück, so wie der Roboter ihn meldet:
    dunkel = kleine Zahl, hell = große. Den genauen Bereich nennt DFRobot nicht;
    miss auf deinem Boden nach.

    sensor: LineSensor.L2, L1, M, R1 oder R2.
    """
    _check(sensor, (0, 1, 2, 3, 4), "Unbekannter Liniensensor", _SENSOR_NAMES)
    data = _read(_LINE_REGISTERS[sensor], 2)
    return data[0] | (data[1] << 8)


def line_sensor_data_all():
    """Gibt die Messwerte aller fünf Sensoren als Tupel (L2, L1, M, R1, R2) zurück,
    jeden wie bei line_sensor_data(): dunkel = kleine Zahl."""
    return tuple(line_sensor_data(s) for s in _LEFT_TO_RIGHT)


# ---------------------------------------------------------------- Ultraschall

_NO_ECHO = 100000
# Pause zwischen zwei Messungen: Ein Echo vom Ende des Messbereichs (400 cm) ist
# 2 x 400 cm / 343 m/s = etwa 23 ms unterwegs; mit Reserve 30 ms.
_MIN_GAP_MS = 30
_last_trigger = None
_last_pins = None
_last_distance = None
_last_time = 0


def ultrasonic(trig=pin13, echo=pin14, cache_duration=200000):
    """Misst den Abstand zum nächsten Hindernis vor dem Roboter in ganzen Zentimetern.

    trig, echo: Pins des Sensors (Standard pin13 und pin14).
    cache_duration: kommt kein Echo zurück, gilt der letzte Messwert noch so viele
    Mikrosekunden (Standard 200000 = 0,2 s); danach gibt es 100000 (1 km) = frei.
    Zwischen zwei Messungen wartet die Funktion selbst, bis 30 ms vergangen sind.
    """
    global _last_trigger, _last_pins, _last_distance, _last_time
    # Zeiten in Millisekunden: ticks_us läuft schon nach knapp 18 Minuten über.
    if _last_trigger is not None:
        elapsed = _ticks_diff(_ticks_ms(), _last_trigger)
        if 0 <= elapsed < _MIN_GAP_MS:
            _sleep_ms(_MIN_GAP_MS - elapsed)
    if _last_pins is None or _last_pins[0] is not trig or _last_pins[1] is not echo:
        _last_pins = (trig, echo)
        _last_distance = None
    trig.write_digital(0)
    _sleep_us(2)
    trig.write_digital(1)
    _sleep_us(10)
    trig.write_digital(0)
    _last_trigger = _ticks_ms()
    duration = _machine.time_pulse_us(echo, 1, 25000)
    now = _ticks_ms()
    if duration < 0:
        age_us = _ticks_diff(now, _last_time) * 1000
        if _last_distance is not None and 0 <= age_us < cache_duration:
            return _last_distance
        _last_distance = None
        return _NO_ECHO
    _last_distance = round(duration / 58)
    _last_time = now
    return _last_distance


# ---------------------------------------------------------------- Firmware


def version():
    """Gibt die Firmware-Version des Roboters als Text zurück, z. B. 'MBT0021-EN-2.1'."""
    length = _read(0x32, 1)[0]
    return "".join(chr(c) for c in _read(0x33, length))


# ---------------------------------------------------------------- Kompass

_window_size = 1
_window = []
# Richtung "unten", über etwa eine Sekunde gemittelt: Anfahren und Bremsen drücken den
# Beschleunigungssensor kurz gegen oder in die Fahrtrichtung; das sähe sonst wie eine Neigung aus.
_TILT_TIME_MS = 1000
_down = None
_down_time = 0


def _gravity():
    global _down, _down_time
    acc = _microbit.accelerometer
    # Im Stand misst der Sensor die Gegenkraft zur Schwerkraft, also nach oben.
    reading = (-acc.get_x(), -acc.get_y(), -acc.get_z())
    now = _ticks_ms()
    if _down is None:
        _down = reading
    else:
        dt = _ticks_diff(now, _down_time)
        k = dt / (dt + _TILT_TIME_MS)
        _down = tuple(d + (r - d) * k for d, r in zip(_down, reading))
    _down_time = now
    return _down


def _cross(a, b):
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def mq_heading():
    """Gibt die Fahrtrichtung des Roboters in Grad zurück: 0 bis 359,
    0 = Norden, 90 = Osten, im Uhrzeigersinn.

    Ist der Kompass noch nicht kalibriert, startet die Funktion zuerst die Kalibrierung
    (auf dem Display läuft "TILT TO FILL SCREEN": Roboter kippen, bis alle LEDs leuchten).
    Rechnet mit dem Beschleunigungssensor die Neigung heraus (über etwa 1 s gemittelt,
    damit Anfahren und Bremsen nicht stören) und berücksichtigt, dass der micro:bit
    aufrecht steht, das Display nach vorn. Laufende Motoren stören die Messung.
    """
    cmp = _microbit.compass
    # Die Rohwerte (get_x() usw.) starten die Kalibrierung nie von selbst.
    if not cmp.is_calibrated():
        cmp.calibrate()
    # Achsen des micro:bit auf dem Maqueen (Display nach vorn): x = rechts, y = oben, z = hinten.
    down = _gravity()
    field = (cmp.get_x(), cmp.get_y(), cmp.get_z())
    east = _cross(down, field)
    north = _cross(east, down)
    # Vorwärts ist die -z-Achse der Platine: ihr Anteil nach Osten und nach Norden.
    east_len = _math.sqrt(east[0] ** 2 + east[1] ** 2 + east[2] ** 2)
    north_len = _math.sqrt(north[0] ** 2 + north[1] ** 2 + north[2] ** 2)
    if east_len == 0 or north_len == 0:
        raise RuntimeError("Kompass und Beschleunigungssensor liefern keine brauchbaren Werte")
    angle = _math.degrees(_math.atan2(-east[2] / east_len, -north[2] / north_len))
    return int(angle + 360.5) % 360


def heading_diff(heading0, apply_window=True):
    """Gibt zurück, um wie viel Grad der Roboter von heading0 abweicht: -180 bis 180,
    positiv = nach rechts (im Uhrzeigersinn) gedreht, z. B. von 350 nach 10 = 20.

    apply_window: True (Standard) mittelt über die letzten Messungen, siehe
    heading_set_window_size(); False misst nur einmal.
    """
    heading = mq_heading()
    if apply_window:
        _window.append(heading)
        while len(_window) > _window_size:
            _window.pop(0)
        # Richtungen als Pfeile mitteln, damit 359 und 1 zusammen 0 ergeben und nicht 180.
        x = sum(_math.cos(_math.radians(a)) for a in _window)
        y = sum(_math.sin(_math.radians(a)) for a in _window)
        heading = _math.degrees(_math.atan2(y, x))
    diff = (heading - heading0) % 360
    if diff > 180:
        diff -= 360
    return int(round(diff))


def heading_set_window_size(n=1):
    """Legt fest, über wie viele Messungen heading_diff() mittelt: 1 bis 50
    (Standard 1 = nicht mitteln). Größere Werte glätten das Zittern durch die
    Motoren, reagieren aber langsamer. Löscht die bisherigen Messungen."""
    global _window_size, _window
    _window_size = _clamp(int(n), 1, 50)
    _window = []
