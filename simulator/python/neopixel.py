# neopixel for the simulator: like the micro:bit V2's, it sends GRB bytes with ws2812_write.
from microbit import ws2812_write


class NeoPixel:
    def __init__(self, pin, n, bpp=3):
        self.pin = pin
        self.n = n
        self.bpp = bpp
        self.buf = bytearray(n * bpp)

    def __len__(self):
        return self.n

    def _index(self, i):
        if i < 0:
            i += self.n
        if i < 0 or i >= self.n:
            raise IndexError("index out of range")
        return i * self.bpp

    def __setitem__(self, i, colour):
        o = self._index(i)
        self.buf[o] = colour[1]
        self.buf[o + 1] = colour[0]
        self.buf[o + 2] = colour[2]
        if self.bpp == 4:
            self.buf[o + 3] = colour[3]

    def __getitem__(self, i):
        o = self._index(i)
        if self.bpp == 4:
            return (self.buf[o + 1], self.buf[o], self.buf[o + 2], self.buf[o + 3])
        return (self.buf[o + 1], self.buf[o], self.buf[o + 2])

    def fill(self, colour):
        for i in range(self.n):
            self[i] = colour

    def clear(self):
        for i in range(len(self.buf)):
            self.buf[i] = 0
        self.show()

    def show(self):
        ws2812_write(self.pin, self.buf)

    write = show
