# radio for the simulator: the module of the micro:bit V2 firmware 2.1.2
# (src/codal_port/modradio.c and drv_radio.c of microbit-foundation/micropython-microbit-v2).
# The argument checks and errors are here; the air, the address filter and the receive queue
# are in simulator/core/radio.ts, where a host puts other boards' packets.
import _simcore as _c
import _mparg as _a

RATE_1MBIT = 0
RATE_2MBIT = 1

_DEFAULTS = {
    "length": 32,
    "queue": 3,
    "channel": 7,
    "power": 6,
    "address": 0x75626974,
    "group": 0,
    "data_rate": RATE_1MBIT,
}
_config = dict(_DEFAULTS)
_enabled = False
# the allowed range of each setting; data_rate also takes 2 (250 kbit/s, micro:bit V1)
_RANGES = {
    "length": (1, 251),
    "queue": (1, 254),
    "channel": (0, 83),
    "power": (0, 7),
    "group": (0, 255),
}


def _apply():
    c = _config
    _c.radio_config(
        c["length"],
        c["queue"],
        c["channel"],
        c["power"],
        c["address"] & 0xFFFFFFFF,
        c["group"],
        c["data_rate"],
    )


def _ensure_enabled():
    if not _enabled:
        raise ValueError("radio is not enabled")


def reset():
    # the settings only: a radio that is on keeps working with the old ones until the next
    # config() or on(), as on the board
    _config.update(_DEFAULTS)


def config(*args, **kw):
    if args:
        raise TypeError("arguments must be keywords")
    new = dict(_config)
    for name in kw:
        value = _a.get_int_truncated(kw[name])
        if name == "data_rate":
            if value not in (0, 1, 2):
                raise ValueError("value out of range for argument '%s'" % name)
        elif name in _RANGES:
            low, high = _RANGES[name]
            if not low <= value <= high:
                raise ValueError("value out of range for argument '%s'" % name)
        elif name != "address":
            raise ValueError("unknown argument '%s'" % name)
        new[name] = value
    _config.update(new)
    _apply()


def on():
    global _enabled
    _enabled = True
    _apply()
    _c.radio_on()


def off():
    global _enabled
    _enabled = False
    _c.radio_off()


def _buffer(data, writable=False):
    # mp_get_buffer_raise: anything with the buffer protocol, str included (never writable)
    if writable and isinstance(data, (str, bytes)):
        raise TypeError("object with buffer protocol required")
    return memoryview(data.encode() if isinstance(data, str) else data)


def send_bytes(message):
    data = bytes(_buffer(message))
    _ensure_enabled()
    _c.radio_send(*data)


def send(message):
    if not isinstance(message, (str, bytes)):
        raise TypeError("can't convert '%s' object to str implicitly" % type(message).__name__)
    data = message.encode() if isinstance(message, str) else message
    _ensure_enabled()
    _c.radio_send(1, 0, 1, *data)


def _next():
    packet = list(_c.radio_receive())
    return packet if packet else None


def receive_bytes():
    _ensure_enabled()
    packet = _next()
    return None if packet is None else bytes(packet[2:])


def receive():
    _ensure_enabled()
    packet = _next()
    if packet is None:
        return None
    data = packet[2:]
    if len(data) < 3 or data[0] != 1 or data[1] != 0 or data[2] != 1:
        raise ValueError("received packet is not a string")
    text = bytes(data[3:])
    # the board makes a str of whatever bytes came; a text cut inside a character by the
    # receiver's length loses that character here
    for end in range(len(text), max(len(text) - 4, -1), -1):
        try:
            return str(text[:end], "utf-8")
        except UnicodeError:
            pass
    return ""


def receive_bytes_into(buffer):
    view = _buffer(buffer, True)
    _ensure_enabled()
    packet = _next()
    if packet is None:
        return None
    data = bytes(packet[2:])
    n = min(len(view), len(data))
    view[:n] = data[:n]
    return len(data)


def receive_full():
    _ensure_enabled()
    packet = _next()
    if packet is None:
        return None
    # rssi in dBm, the time of arrival as time.ticks_us() counts it
    return (bytes(packet[2:]), packet[0], packet[1] % (1 << 30))


# Importing radio switches it on, as the board's radio.__init__ does (MICROPY_MODULE_BUILTIN_INIT)
reset()
on()
