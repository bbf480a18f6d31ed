# What only the real micro:bit can do: the simulator has the names (a program using them is no
# typo) and explains in German why the call cannot work here.


def refuse(call, why):
    raise NotImplementedError("%s funktioniert nur auf dem echten micro:bit. %s" % (call, why))
