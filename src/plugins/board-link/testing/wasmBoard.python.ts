// What turns the WebAssembly MicroPython into a micro:bit for the link: the firmware's `os`
// (listdir, size, remove, uname), its file system's size (128 chunks, OSError 28 when full, see
// ../boardFiles.ts), a `microbit` module, and a scheduled callback that runs at the program's
// jumps and lets the board's thread look for Ctrl-C.
export const boardPython = (machine: string) => `
import builtins, sys, micropython, os as _fb_os, _fakeboard
_fb_os.chdir('/flash')
_fb_open = builtins.open
def _fb_chunks(n, size):
    return (2 + len(n) + size) // 126 + 1
def _fb_used(skip):
    return sum(_fb_chunks(n, _fb_os.stat(n)[6]) for n in _fb_os.listdir() if n != skip)
class _FbWriter:
    def __init__(self, name, mode):
        self.name = name
        self.size = 0
        self.file = _fb_open(name, mode)
    def write(self, data):
        if _fb_used(self.name) + _fb_chunks(self.name, self.size + len(data)) > 128:
            self.file.close()
            _fb_os.remove(self.name)
            raise OSError(28)
        self.size += len(data)
        return self.file.write(data)
    def close(self):
        self.file.close()
    def __enter__(self):
        return self
    def __exit__(self, *args):
        self.close()
def _fb_open_board(name, mode='r'):
    if 'w' in mode:
        return _FbWriter(name, mode)
    return _fb_open(name, mode)
builtins.open = _fb_open_board
class _FbUname:
    machine = ${JSON.stringify(machine)}
    release = '2.1.2'
class _FbOs:
    listdir = staticmethod(lambda: _fb_os.listdir())
    remove = staticmethod(_fb_os.remove)
    stat = staticmethod(_fb_os.stat)
    size = staticmethod(lambda n: _fb_os.stat(n)[6])
    uname = staticmethod(lambda: _FbUname)
sys.modules['os'] = _FbOs
class _FbMicrobit:
    pass
sys.modules['microbit'] = _FbMicrobit
_fb_n = 0
def _fb_tick(_):
    global _fb_n
    micropython.schedule(_fb_tick, None)
    _fb_n += 1
    if _fb_n >= 32:
        _fakeboard.poll(_fb_n)
        _fb_n = 0
micropython.schedule(_fb_tick, None)
`;
