# expect: fail
# because: prints a fixed number instead of measuring
# says: die Wand war aber
from microbit import *
from maqueen import *

print(42)
