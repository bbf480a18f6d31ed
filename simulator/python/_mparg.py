# Arguments and conversions as the firmware's C functions take them, so a wrong call fails
# with the board's error type and message (MicroPython 1.18 as built into firmware 2.1.2, error
# reporting NORMAL): mp_arg_parse_all (py/argcheck.c), mp_obj_get_int (py/obj.c, py/runtime.c),
# mp_obj_get_int_truncated, mp_obj_get_float.
REQUIRED = 1
KW_ONLY = 2
OBJ = 0
INT = 4
BOOL = 8


def get_int(v):
    # bools and ints; a long int beyond 32 bits overflows, anything else cannot be converted
    if isinstance(v, bool):
        return int(v)
    if isinstance(v, int):
        if -0x80000000 <= v <= 0x7FFFFFFF:
            return v
        raise OverflowError("overflow converting long int to machine word")
    raise TypeError("can't convert %s to int" % type(v).__name__)


def get_int_truncated(v):
    # a long int keeps its low 32 bits (as a signed machine word)
    if isinstance(v, int) and not isinstance(v, bool):
        v &= 0xFFFFFFFF
        return v - 0x100000000 if v & 0x80000000 else v
    return get_int(v)


def get_float(v):
    if isinstance(v, (int, float)):
        return float(v)
    raise TypeError("can't convert %s to float" % type(v).__name__)


def spec(*entries):
    """The allowed arguments of a function: (name, flags, default) each, required ones first."""
    defaults = tuple([e[2] for e in entries])
    return entries, defaults, len([1 for e in entries if e[1] & REQUIRED])


def _convert(flags, v):
    if flags & INT:
        return get_int(v)
    if flags & BOOL:
        return bool(v)
    return v


def parse(pos, kw, spec):
    """mp_arg_parse_all: the values of a call to a function made with spec(), in order.

    Python's own work costs simulated time (a pass per jump, see simulator/README.md), so
    defaults are taken as they are and only the arguments given are looked at.
    """
    entries, defaults, n_required = spec
    n_pos = len(pos)
    if n_pos > len(entries):
        raise TypeError("extra positional arguments given")
    out = list(pos) + list(defaults[n_pos:])
    for i in range(n_pos):
        flags = entries[i][1]
        if flags & KW_ONLY:
            raise TypeError("extra positional arguments given")
        out[i] = _convert(flags, pos[i])
    for i in range(n_pos, n_required):
        if not kw or entries[i][0] not in kw:
            raise TypeError("'%s' argument required" % entries[i][0])
    if kw:
        used = 0
        for i in range(n_pos, len(entries)):
            name, flags, _ = entries[i]
            if name in kw:
                used += 1
                out[i] = _convert(flags, kw[name])
        if used < len(kw):
            raise TypeError("extra keyword arguments given")
    return out
