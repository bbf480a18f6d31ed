# Helpers the rewritten claim lines of a guide example call (see claims.ts); they report what
# each claimed line evaluated or printed to the example runner's `_simclaim` module.
import _simclaim


def _claim_value(line, value):
    number = None
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        number = value
    _simclaim.value(line, repr(value), str(value), number)
    return value


def _claim_mark(line):
    _simclaim.mark(line)


def _claim_printed(line):
    _simclaim.printed(line)
