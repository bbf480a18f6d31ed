# time / utime for the simulator: every call reads or advances the simulated clock.
import _simcore as _c

_PERIOD = 1 << 30


def sleep(seconds):
    _c.sleep_us(int(seconds * 1000000))


def sleep_ms(ms):
    _c.sleep_us(int(ms * 1000))


def sleep_us(us):
    _c.sleep_us(int(us))


def ticks_us():
    return _c.now_us() % _PERIOD


def ticks_ms():
    return (_c.now_us() // 1000) % _PERIOD


def ticks_cpu():
    return ticks_us()


def ticks_add(ticks, delta):
    return (ticks + delta) % _PERIOD


def ticks_diff(end, start):
    return ((end - start + _PERIOD // 2) % _PERIOD) - _PERIOD // 2
