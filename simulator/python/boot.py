# Prepares a fresh MicroPython for one program: simulated time everywhere and repeatable
# random numbers.
import sys
import sim_time

sys.modules["time"] = sim_time
sys.modules["utime"] = sim_time

import random

random.seed(1)
