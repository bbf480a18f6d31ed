# Prepares a fresh MicroPython for one example: simulated time everywhere, repeatable
# random numbers, and the helpers the rewritten claim lines call.
import sys
import sim_time

sys.modules["time"] = sim_time
sys.modules["utime"] = sim_time

import random

random.seed(1)

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
