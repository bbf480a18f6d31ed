// Issue 31, "Proof": rows "program → what the board prints" over the file system, `os`,
// MicroPython 1.18's exception messages, `speech`, pins, images, music timing, memory
// (fragmentation, recursion depth, the stack), 32-bit floats and the language limits of 1.18.
// Each row names the line of the firmware (micropython-microbit-v2 v2.1.2, commit 0697c6d5:
// `src/codal_port/…`, `src/codal_app/…`) or of MicroPython 1.18 (commit da4b38e: `py/…`) that
// says what the board does; the expected output is derived from there, then run on our
// WebAssembly build through `runProgram`, the path the player uses.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runProgram, type RunOptions } from './index.ts';
import { loadFirmwareWasm } from './node.ts';

interface Row {
  /** What the board does, in words. */
  name: string;
  /** main.py: its length matters where the file system is filled (main.py takes chunks too). */
  program: string;
  /** The serial output, exactly, or a RegExp where a value legitimately varies. */
  prints: string | RegExp;
  /** Where the behaviour comes from: file:line of the firmware or MicroPython 1.18. */
  source: string;
  options?: RunOptions;
  /**
   * A known difference of our HAL from the board (README.md, the HAL table): the row still runs
   * and is reported as "todo", so the day the HAL is wired it shows as passing.
   */
  todo?: string;
}

/** A program from its lines. */
const py = (...lines: string[]): string => lines.join('\n');

/** What main.c prints for an uncaught error at top level (mp_obj_print_exception). */
const error = (line: number, message: string): string =>
  `Traceback (most recent call last):\n  File "main.py", line ${line}, in <module>\n${message}\n`;

/** A compile-time error: the traceback has no "in <module>" (py/parse.c, py/compile.c). */
const syntaxError = (line: number, message: string): string =>
  `Traceback (most recent call last):\n  File "main.py", line ${line}\nSyntaxError: ${message}\n`;

const AREAS: Record<string, Row[]> = {
  'file system': [
    {
      name: 'the file system has 160 chunks: main.py’s and one per empty file, then ENOSPC',
      program: py(
        'import os',
        'n = 0',
        'try:',
        '    while True:',
        '        open(str(n), "w").close()',
        '        n += 1',
        'except OSError as e:',
        '    print(e)',
        'print(n + (os.size("main.py") + 9) // 126 + 1)',
      ),
      prints: '[Errno 28] ENOSPC\n160\n',
      source:
        'src/codal_port/filesystem.ld:1-3 (24 KB); src/codal_port/microbitfs.c:161-174 (init_limits: the last page kept, 160 chunks of 128 bytes), 347-350 (open for writing: no free chunk → ENOSPC)',
    },
    {
      name: 'a file written until full holds 126 bytes a chunk less its header, then is removed',
      program: py(
        'n = 0',
        'f = open("big", "w")',
        'try:',
        '    while True:',
        '        f.write("x")',
        '        n += 1',
        'except OSError as e:',
        '    print(n, e)',
        'import os',
        'print(os.listdir())',
      ),
      // main.py (150 bytes) takes 2 chunks; 158 × 126 − 5 ("big": 3 + 2 header bytes) − 1 (the
      // byte that fills the last chunk asks for a next one, and there is none).
      prints: "19902 [Errno 28] ENOSPC\n['main.py']\n",
      source:
        'src/codal_port/microbitfs.c:396-407 (advance: no next chunk → clear_file, ENOSPC), 77 (DATA_PER_CHUNK = 126)',
    },
    {
      name: "open() refuses mode 'a' with ValueError: illegal mode",
      program: 'open("f.txt", "a")',
      prints: error(1, 'ValueError: illegal mode'),
      source: 'src/codal_port/microbitfs.c:675-676, 687-688 (only r, w, b, t)',
    },
    {
      name: "open() refuses 'rw': read and write twice",
      program: 'open("f.txt", "rw")',
      prints: error(1, 'ValueError: illegal mode'),
      source: 'src/codal_port/microbitfs.c:665-668, 688',
    },
    {
      name: "open() refuses 'bt': binary and text together",
      program: 'open("f.txt", "bt")',
      prints: error(1, 'ValueError: illegal mode'),
      source: 'src/codal_port/microbitfs.c:670-673, 688',
    },
    {
      name: "open() refuses 'x' and '+' (no exclusive or update modes)",
      program: py(
        'try:',
        '    open("f.txt", "w+")',
        'except ValueError as e:',
        '    print(e)',
        'open("f.txt", "x")',
      ),
      prints: 'illegal mode\n' + error(5, 'ValueError: illegal mode'),
      source: 'src/codal_port/microbitfs.c:675-676, 688',
    },
    {
      name: 'open() of a missing file: OSError ENOENT',
      program: 'open("nofile.txt")',
      prints: error(1, 'OSError: [Errno 2] ENOENT'),
      source: 'src/codal_port/microbitfs.c:355-357 (not found, reading), 683-684',
    },
    {
      name: 'a file name longer than 120 characters cannot be opened: ENOENT',
      program: 'open("x" * 121, "w")',
      prints: error(1, 'OSError: [Errno 2] ENOENT'),
      source: 'src/codal_port/microbitfs.c:85 (MAX_FILENAME_LENGTH 120), 338-339, 683-684',
    },
    {
      name: 'os.remove() of a missing file: OSError ENOENT',
      program: py('import os', 'os.remove("nofile.txt")'),
      prints: error(2, 'OSError: [Errno 2] ENOENT'),
      source: 'src/codal_port/microbitfs.c:379-385',
    },
    {
      name: 'os.size() of a missing file: OSError ENOENT',
      program: py('import os', 'os.size("nofile.txt")'),
      prints: error(2, 'OSError: [Errno 2] ENOENT'),
      source: 'src/codal_port/modos.c:70-73; src/codal_port/microbitfs.c:489-495',
    },
    {
      name: "mode 'b' gives a FileIO that reads bytes",
      program: py(
        'f = open("f.bin", "wb")',
        'print(f)',
        'f.write(b"ab")',
        'f.close()',
        'print(open("f.bin", "rb").read())',
      ),
      prints: "<FileIO>\nb'ab'\n",
      source:
        'src/codal_port/microbitfs.c:365-369 (binary → FileIO), 644-654 (FileIO: not is_text)',
    },
    {
      name: 'text mode: write() returns the count, writable() and name() as the board has them',
      program: py(
        'f = open("f.txt", "w")',
        'print(f, f.write("abc"), f.writable(), f.name())',
        'f.close()',
        'g = open("f.txt")',
        'print(g.writable(), repr(g.read()))',
      ),
      prints: "<TextIO> 3 True f.txt\nFalse 'abc'\n",
      source:
        'src/codal_port/microbitfs.c:468 (write returns size), 543-547 (name), 610-613 (writable), 636-641 (TextIO)',
    },
    {
      name: 'writing to a closed file: ValueError: I/O operation on closed file',
      program: py('f = open("f.txt", "w")', 'f.close()', 'f.write("x")'),
      prints: error(3, 'ValueError: I/O operation on closed file'),
      source: 'src/codal_port/microbitfs.c:390-393, 450',
    },
    {
      name: 'writing to a file opened for reading: OSError EBADF',
      program: py(
        'with open("f.txt", "w") as f:',
        '    f.write("x")',
        'f = open("f.txt")',
        'f.write("y")',
      ),
      prints: error(4, 'OSError: [Errno 9] EBADF'),
      source: 'src/codal_port/microbitfs.c:451-453',
    },
    {
      name: 'reading a file opened for writing: OSError EBADF',
      program: py('f = open("f.txt", "w")', 'f.read()'),
      prints: error(2, 'OSError: [Errno 9] EBADF'),
      source: 'src/codal_port/microbitfs.c:421-423',
    },
    {
      name: "files are not iterable, not even in binary mode: 'FileIO' object isn't iterable",
      program: py(
        'with open("f.bin", "wb") as f:',
        '    f.write(b"a")',
        'iter(open("f.bin", "rb"))',
      ),
      prints: error(3, "TypeError: 'FileIO' object isn't iterable"),
      source: 'src/codal_port/microbitfs.c:649-654 (FileIO has no getiter); py/runtime.c:1238',
    },
    {
      name: 'readline() reads line by line, then returns the empty string',
      program: py(
        'with open("f.txt", "w") as f:',
        '    f.write("a\\nb\\n")',
        'f = open("f.txt")',
        'print(repr(f.readline()), repr(f.readline()), repr(f.readline()))',
      ),
      prints: "'a\\n' 'b\\n' ''\n",
      source: 'src/codal_port/microbitfs.c:624 (readline: mp_stream_unbuffered_readline)',
    },
    {
      name: 'os.stat() gives a 10-tuple with the size at index 6; os.ilistdir() gives (name, 0x8000, 0)',
      program: py(
        'with open("f.txt", "w") as f:',
        '    f.write("abc")',
        'import os',
        'print(os.stat("f.txt"))',
        'print(sorted(os.ilistdir()))',
      ),
      // Sorted: the order of os.listdir() is the chunks' order, and where a file starts depends
      // on a random chunk (microbitfs.c:176-178), the board's hardware RNG.
      prints: "(32768, 0, 0, 0, 0, 0, 3, 0, 0, 0)\n[('f.txt', 32768, 0), ('main.py', 32768, 0)]\n",
      source:
        'src/codal_port/microbitfs.c:691-706 (stat), 573-596 (ilistdir); src/codal_port/modos.c:84-86',
    },
    {
      name: "mode 'w' replaces a file; os.remove() deletes it from os.listdir()",
      program: py(
        'with open("f.txt", "w") as f:',
        '    f.write("abc")',
        'with open("f.txt", "w") as f:',
        '    f.write("z")',
        'print(open("f.txt").read())',
        'import os',
        'os.remove("f.txt")',
        'print(os.listdir())',
      ),
      prints: "z\n['main.py']\n",
      source:
        'src/codal_port/microbitfs.c:342-346 (an old file is freed), 379-388 (remove), 478-487 (listdir)',
    },
    {
      name: 'a 256-byte binary file spans chunks and reads back whole; os.size() counts it',
      program: py(
        'with open("f.bin", "wb") as f:',
        '    f.write(bytes(range(256)))',
        'import os',
        'print(os.size("f.bin"))',
        'print(open("f.bin", "rb").read()[250:])',
      ),
      prints: "256\nb'\\xfa\\xfb\\xfc\\xfd\\xfe\\xff'\n",
      source:
        'src/codal_port/microbitfs.c:448-469 (write across chunks), 489-506 (size), 418-446 (read)',
    },
    {
      name: 'main.py is a file on the board: os.size() gives the program’s length',
      program: py('import os', 'print(os.size("main.py"), open("main.py").read(9))'),
      prints: '60 import os\n',
      source:
        'src/codal_port/main.c:70-73 (main.py run from the file system); src/codal_port/microbitfs.c:489-506',
    },
  ],

  os: [
    {
      name: 'os.uname(): sysname, nodename, release and machine of the board',
      program: py('import os', 'u = os.uname()', 'print(u[0], u.nodename, u.release, u.machine)'),
      prints: 'microbit microbit 2.1.2 micro:bit with nRF52833\n',
      source:
        'src/codal_port/modos.c:43-62; src/codal_port/mpconfigport.h:81 ("microbit"), 121-124 (2.1.2, micro:bit, nRF52833)',
    },
    {
      name: 'os.uname().version: micro:bit v2.1.2 and MicroPython v1.18 with their build dates',
      program: py('import os', 'print(os.uname().version)'),
      // The board's release build puts the firmware's git hash after the "+"; ours is built from
      // `git archive`, so makeversionhdr.py finds no git and writes "<no hash>".
      prints:
        /^micro:bit v2\.1\.2\+(<no hash>|[0-9a-f]{7,}) on \d{4}-\d\d-\d\d; MicroPython v1\.18 on \d{4}-\d\d-\d\d\n$/,
      source: 'src/codal_port/modos.c:36-38 (MICROBIT_VERSION), 50 (version)',
    },
    {
      name: 'sys: MicroPython 1.18, Python 3.4 language level, platform microbit',
      program: py('import sys', 'print(sys.implementation, sys.version, sys.platform)'),
      prints: "(name='micropython', version=(1, 18, 0)) 3.4.0 microbit\n",
      source:
        'py/modsys.c:56 ("3.4.0"), 95-104 (implementation), 108 (platform); src/codal_port/mpconfigport.h:81',
    },
    {
      name: 'sys.maxsize is 2**31 − 1 (32-bit board)',
      program: py('import sys', 'print(sys.maxsize)'),
      prints: '2147483647\n',
      source:
        'py/modsys.c:211; py/objint_mpz.c:69-72 (mp_sys_maxsize_obj); src/codal_port/mpconfigport.h:80',
    },
    {
      name: 'os has uname, listdir, ilistdir, remove, stat and size, nothing else',
      program: py('import os', 'print(sorted(dir(os)))'),
      prints:
        "['__class__', '__name__', 'ilistdir', 'listdir', 'remove', 'size', 'stat', 'uname']\n",
      source: 'src/codal_port/modos.c:77-91',
    },
  ],

  'exception messages': [
    {
      name: 'int("12", 1): ValueError about the base',
      program: 'int("12", 1)',
      prints: error(1, 'ValueError: int() arg 2 must be >= 2 and <= 36'),
      source: 'py/parsenum.c:58',
    },
    {
      name: 'float("x"): ValueError: invalid syntax for number',
      program: 'float("x")',
      prints: error(1, 'ValueError: invalid syntax for number'),
      source: 'py/parsenum.c:355',
    },
    {
      name: 'a missing dict key: KeyError with the bare key',
      program: py('d = {}', 'd["k"]'),
      prints: error(2, 'KeyError: k'),
      source:
        'py/objdict.c:200 (KeyError of the key); py/objexcept.c:171-195 (one argument printed as str)',
    },
    {
      name: 'repr() of an exception with one argument keeps 1.18’s tuple comma',
      program: py(
        'try:',
        '    raise KeyError(3)',
        'except KeyError as e:',
        '    print(repr(e), e)',
      ),
      prints: 'KeyError(3,) 3\n',
      source: 'py/objexcept.c:157-163, 196-200 (PRINT_REPR prints the args tuple)',
    },
    {
      name: 'list index out of range',
      program: '[1, 2][5]',
      prints: error(1, 'IndexError: list index out of range'),
      source: 'py/obj.c:472 ("%q index out of range")',
    },
    {
      name: 'tuple index out of range',
      program: '(1, 2)[3]',
      prints: error(1, 'IndexError: tuple index out of range'),
      source: 'py/obj.c:472',
    },
    {
      name: 'string index out of range',
      program: '"abc"[9]',
      prints: error(1, 'IndexError: string index out of range'),
      source: 'py/objstrunicode.c:161',
    },
    {
      name: '1 / 0: ZeroDivisionError: divide by zero',
      program: '1 / 0',
      prints: error(1, 'ZeroDivisionError: divide by zero'),
      source: 'py/runtime.c:474-476, 633-634',
    },
    {
      name: '1 // 0 and 1 % 0: the same message',
      program: py('try:', '    1 // 0', 'except ZeroDivisionError as e:', '    print(e)', '1 % 0'),
      prints: 'divide by zero\n' + error(5, 'ZeroDivisionError: divide by zero'),
      source: 'py/runtime.c:465-468, 480-484, 634',
    },
    {
      name: '1.0 / 0: the float says divide by zero too',
      program: '1.0 / 0',
      prints: error(1, 'ZeroDivisionError: divide by zero'),
      source: 'py/objfloat.c:270-272, 261-262',
    },
    {
      name: "1 + 'a': TypeError: unsupported types for __add__",
      program: '1 + "a"',
      prints: error(1, "TypeError: unsupported types for __add__: 'int', 'str'"),
      source: 'py/runtime.c:628-630',
    },
    {
      name: "'a' + 1: TypeError: can't convert 'int' object to str implicitly",
      program: '"a" + 1',
      prints: error(1, "TypeError: can't convert 'int' object to str implicitly"),
      source: 'py/objstr.c:2138-2140',
    },
    {
      name: "len(5): TypeError: object of type 'int' has no len()",
      program: 'len(5)',
      prints: error(1, "TypeError: object of type 'int' has no len()"),
      source: 'py/obj.c:506-507',
    },
    {
      name: "an undefined name: NameError: name '…' isn't defined",
      program: 'x = undefined_name',
      prints: error(1, "NameError: name 'undefined_name' isn't defined"),
      source: 'py/runtime.c:201',
    },
    {
      name: "a missing module: ImportError: no module named '…'",
      program: 'import nomodule',
      prints: error(1, "ImportError: no module named 'nomodule'"),
      source: 'py/builtinimport.c:395',
    },
    {
      name: "None.foo: AttributeError: 'NoneType' object has no attribute 'foo'",
      program: 'None.foo',
      prints: error(1, "AttributeError: 'NoneType' object has no attribute 'foo'"),
      source: 'py/runtime.c:1191-1194',
    },
    {
      name: 'a call with too few arguments: function takes 1 positional arguments but 0 were given',
      program: py('def f(a):', '    pass', 'f()'),
      prints: error(3, 'TypeError: function takes 1 positional arguments but 0 were given'),
      source: 'py/bc.c:86-87 (MICROPY_ERROR_REPORTING_NORMAL: no function name)',
    },
    {
      name: "calling an int: TypeError: 'int' object isn't callable",
      program: py('x = 5', 'x()'),
      prints: error(2, "TypeError: 'int' object isn't callable"),
      source: 'py/runtime.c:670-671',
    },
    {
      name: 'unpacking three into two: ValueError: too many values to unpack (expected 2)',
      program: 'a, b = [1, 2, 3]',
      prints: error(1, 'ValueError: too many values to unpack (expected 2)'),
      source: 'py/runtime.c:905',
    },
    {
      name: 'math.sqrt(-1): ValueError: math domain error',
      program: py('import math', 'math.sqrt(-1)'),
      prints: error(2, 'ValueError: math domain error'),
      source: 'py/modmath.c:41',
    },
    {
      name: '[].pop(): IndexError: pop from empty list',
      program: '[].pop()',
      prints: error(1, 'IndexError: pop from empty list'),
      source: 'py/objlist.c:278',
    },
    {
      name: '{}.popitem(): KeyError: popitem(): dictionary is empty',
      program: '{}.popitem()',
      prints: error(1, 'KeyError: popitem(): dictionary is empty'),
      source: 'py/objdict.c:344',
    },
    {
      name: "'abc'.index('z'): ValueError: substring not found",
      program: '"abc".index("z")',
      prints: error(1, 'ValueError: substring not found'),
      source: 'py/objstr.c:727',
    },
    {
      name: 'max([]): ValueError: arg is an empty sequence',
      program: 'max([])',
      prints: error(1, 'ValueError: arg is an empty sequence'),
      source: 'py/modbuiltins.c:289',
    },
    {
      name: 'a local read before assignment: NameError with 1.18’s wording, traceback through f',
      program: py('x = 1', 'def f():', '    print(x)', '    x = 2', 'f()'),
      prints:
        'Traceback (most recent call last):\n  File "main.py", line 5, in <module>\n' +
        '  File "main.py", line 3, in f\nNameError: local variable referenced before assignment\n',
      source: 'py/vm.c:333',
    },
  ],

  speech: [
    {
      name: 'speech has say, sing, pronounce and translate',
      program: py('import speech', 'print(sorted(dir(speech)))'),
      prints: "['__class__', '__name__', 'pronounce', 'say', 'sing', 'translate']\n",
      source: 'src/codal_port/modspeech.c:477-483',
    },
    {
      name: 'speech.translate() gives SAM’s phonemes',
      program: py('import speech', 'print(repr(speech.translate("hello")))'),
      prints: "' /HEHLOW'\n",
      source: 'src/codal_port/modspeech.c:352-380 (TextToPhonemes, the reciter of lib/sam)',
    },
    {
      name: 'speech.say() of more than 80 characters: ValueError: text too long',
      program: py('import speech', 'speech.say("x" * 81)'),
      prints: error(2, 'ValueError: text too long'),
      source: 'src/codal_port/modspeech.c:355-359, 461-463',
    },
    {
      name: 'speech.say() speaks and returns None',
      program: py('import speech', 'print(speech.say("hi"))'),
      prints: 'None\n',
      source:
        'src/codal_port/modspeech.c:114-128 (waits until the HAL took the samples), 458, 461-463',
    },
    {
      name: 'speech.translate() of a number: TypeError (it takes a str)',
      program: py('import speech', 'speech.translate(5)'),
      prints: error(2, "TypeError: can't convert 'int' object to str implicitly"),
      source: 'src/codal_port/modspeech.c:354 (mp_obj_str_get_data); py/objstr.c:2138-2140',
    },
  ],

  pins: [
    {
      name: "pin0.get_mode() is 'unused' at start, 'read_digital' after a read",
      program: py(
        'from microbit import *',
        'print(pin0.get_mode(), pin0.read_digital(), pin0.get_mode())',
      ),
      prints: 'unused 0 read_digital\n',
      source: 'src/codal_port/microbit_pin.c:54-58, 73-78; src/codal_port/microbit_pinmode.c:98-99',
    },
    {
      name: 'write_digital and write_analog set their modes; write_analog(0) releases the pin',
      program: py(
        'from microbit import *',
        'pin0.write_digital(1)',
        'print(pin0.get_mode())',
        'pin0.write_analog(511)',
        'print(pin0.get_mode())',
        'pin0.write_analog(0)',
        'print(pin0.get_mode())',
      ),
      prints: 'write_digital\nwrite_analog\nunused\n',
      source: 'src/codal_port/microbit_pin.c:66, 114-120',
    },
    {
      name: 'get_pull() after read_digital() is 0 (PULL_UP’s number: the HAL’s table starts at zero)',
      program: py(
        'from microbit import *',
        'pin0.read_digital()',
        'print(pin0.get_pull(), pin0.PULL_UP, pin0.PULL_DOWN, pin0.NO_PULL)',
      ),
      prints: '0 0 1 2\n',
      source:
        'src/codal_app/microbithal.cpp:80, 144-146 (pin_pull_state, zero-initialised); src/codal_app/microbithal.h:69-71',
    },
    {
      name: 'get_pull() in write_digital mode: ValueError: Pin 0 in write_digital mode',
      program: py('from microbit import *', 'pin0.write_digital(1)', 'pin0.get_pull()'),
      prints: error(3, 'ValueError: Pin 0 in write_digital mode'),
      source: 'src/codal_port/microbit_pin.c:91-97; src/codal_port/microbit_pinmode.c:80-83',
    },
    {
      name: "set_pull('up'): TypeError: can't convert str to int",
      program: py('from microbit import *', 'pin0.set_pull("up")'),
      prints: error(2, "TypeError: can't convert str to int"),
      source: 'src/codal_port/microbit_pin.c:83 (mp_obj_get_int); py/runtime.c:312-313',
    },
    {
      name: 'set_pull() switches the pin to read_digital',
      program: py(
        'from microbit import *',
        'pin0.set_pull(pin0.PULL_DOWN)',
        'print(pin0.get_mode(), pin0.get_pull())',
      ),
      prints: 'read_digital 1\n',
      source:
        'src/codal_port/microbit_pin.c:81-88; src/codal_app/microbithal.cpp:139-146 (the pull is kept)',
      todo: 'the bare board (index.ts SimulatedBoard) answers every pin call with 0; the robot (board-hal.ts) keeps the pull',
    },
    {
      name: 'write_digital(2): ValueError: value must be 0 or 1',
      program: py('from microbit import *', 'pin0.write_digital(2)'),
      prints: error(2, 'ValueError: value must be 0 or 1'),
      source: 'src/codal_port/microbit_pin.c:63-65',
    },
    {
      name: 'write_analog(1024): ValueError: value must be between 0 and 1023',
      program: py('from microbit import *', 'pin0.write_analog(1024)'),
      prints: error(2, 'ValueError: value must be between 0 and 1023'),
      source: 'src/codal_port/microbit_pin.c:111-113',
    },
    {
      name: 'pin5 is digital only: no read_analog',
      program: py('from microbit import *', 'pin5.read_analog()'),
      prints: error(
        2,
        "AttributeError: 'MicroBitDigitalPin' object has no attribute 'read_analog'",
      ),
      source: 'src/codal_port/microbit_pin.c:203-208 (MicroBitDigitalPin); py/runtime.c:1191-1194',
    },
    {
      name: 'pin3 is analog and digital but not touch: no is_touched',
      program: py('from microbit import *', 'pin3.is_touched()'),
      prints: error(
        2,
        "AttributeError: 'MicroBitAnalogDigitalPin' object has no attribute 'is_touched'",
      ),
      source: 'src/codal_port/microbit_pin.c:224-229 (MicroBitAnalogDigitalPin)',
    },
    {
      name: 'pins print as their types: pin0 touch, pin16 digital',
      program: py('from microbit import *', 'print(pin0, pin16)'),
      prints: '<MicroBitTouchPin> <MicroBitDigitalPin>\n',
      source: 'src/codal_port/microbit_pin.c:205, 250',
    },
  ],

  images: [
    {
      name: 'repr(Image.HEART) is one line of rows',
      program: py('from microbit import *', 'print(repr(Image.HEART))'),
      prints: "Image('09090:99999:99999:09990:00900:')\n",
      source: 'src/codal_port/microbit_image.c:32-51 (PRINT_REPR: no line breaks)',
    },
    {
      name: 'str() of an image: one row per line',
      program: py('from microbit import *', 'print(Image("90:09"))'),
      prints: "Image(\n    '90:'\n    '09:'\n)\n",
      source: 'src/codal_port/microbit_image.c:32-51',
    },
    {
      name: 'Image(2, 2) is blank; width, height and get_pixel of HEART',
      program: py(
        'from microbit import *',
        'print(repr(Image(2, 2)), Image.HEART.width(), Image.HEART.height(), Image.HEART.get_pixel(1, 0))',
      ),
      prints: "Image('00:00:') 5 5 9\n",
      source: 'src/codal_port/microbit_image.c:141-146 (Image of w, h: cleared), 192-216',
    },
    {
      name: 'Image.HEART cannot be changed: TypeError: image cannot be modified (try copying first)',
      program: py('from microbit import *', 'Image.HEART.set_pixel(0, 0, 9)'),
      prints: error(2, 'TypeError: image cannot be modified (try copying first)'),
      source: 'src/codal_port/microbit_image.c:219-223',
    },
    {
      name: 'set_pixel(0, 0, 10): ValueError: brightness out of bounds',
      program: py('from microbit import *', 'i = Image(5, 5)', 'i.set_pixel(0, 0, 10)'),
      prints: error(3, 'ValueError: brightness out of bounds'),
      source: 'src/codal_port/microbit_image.c:234-237',
    },
    {
      name: 'set_pixel(7, 0, 1) on a 5×5 image: ValueError: index too large',
      program: py('from microbit import *', 'i = Image(5, 5)', 'i.set_pixel(7, 0, 1)'),
      prints: error(3, 'ValueError: index too large'),
      source: 'src/codal_port/microbit_image.c:238-242',
    },
    {
      name: 'get_pixel(-1, 0): ValueError: index cannot be negative',
      program: py('from microbit import *', 'Image.HEART.get_pixel(-1, 0)'),
      prints: error(2, 'ValueError: index cannot be negative'),
      source: 'src/codal_port/microbit_image.c:208-210',
    },
    {
      name: 'a letter in an image string: ValueError: unexpected character in Image definition',
      program: py('from microbit import *', 'Image("9a:00")'),
      prints: error(2, 'ValueError: unexpected character in Image definition'),
      source: 'src/codal_port/microbit_image.c:59-72',
    },
    {
      name: 'shift_left(1) moves the pixels and fills with 0',
      program: py('from microbit import *', 'print(repr(Image.HEART.shift_left(1)))'),
      prints: "Image('90900:99990:99990:99900:09000:')\n",
      source: 'src/codal_port/microbit_image.c:172-178, 301-305',
    },
    {
      name: 'adding images clips at 9; multiplying rounds',
      program: py(
        'from microbit import *',
        'print(repr(Image("95:00") + Image("50:00")), repr(Image("90:09") * 0.5))',
      ),
      prints: "Image('95:00:') Image('50:05:')\n",
      source: 'src/codal_port/microbit_image.c:453-464 (dim: × + 0.5), 473-484 (sum: MIN 9)',
    },
    {
      name: 'adding images of different sizes: ValueError: images must be the same size',
      program: py('from microbit import *', 'Image("10:10") + Image("1:1")'),
      prints: error(2, 'ValueError: images must be the same size'),
      source: 'src/codal_port/microbit_image.c:467-472',
    },
    {
      name: 'invert() and crop()',
      program: py(
        'from microbit import *',
        'print(Image.HEART.invert().get_pixel(0, 0), repr(Image.HEART.crop(0, 0, 2, 2)))',
      ),
      prints: "9 Image('09:99:')\n",
      source: 'src/codal_port/microbit_image.c:290-299 (crop), 335-339 (invert)',
    },
    {
      name: 'Image(w, h, buffer) of the wrong size: ValueError: image data is incorrect size',
      program: py(
        'from microbit import *',
        'print(repr(Image(2, 2, bytearray([9, 0, 0, 9]))))',
        'Image(2, 2, bytearray([9, 0]))',
      ),
      prints: "Image('90:09:')\n" + error(3, 'ValueError: image data is incorrect size'),
      source: 'src/codal_port/microbit_image.c:141-158',
    },
    {
      name: 'Image.ALL_CLOCKS has 12 images, ALL_ARROWS 8',
      program: py('from microbit import *', 'print(len(Image.ALL_CLOCKS), len(Image.ALL_ARROWS))'),
      prints: '12 8\n',
      source: 'src/codal_port/microbit_image.c:406-407',
    },
  ],

  'music timing': [
    {
      name: 'music tempo: (120, 4) at start; set_tempo(bpm=…, ticks=…) and reset()',
      program: py(
        'import music',
        'print(music.get_tempo())',
        'music.set_tempo(bpm=60)',
        'music.set_tempo(ticks=8)',
        'print(music.get_tempo())',
        'music.reset()',
        'print(music.get_tempo())',
      ),
      prints: '(120, 4)\n(60, 8)\n(120, 4)\n',
      source: 'src/codal_port/modmusic.c:36-37, 262-277, 403-423',
    },
    {
      name: 'music.play("C4:4") at 120 bpm takes the board’s 500 ms (490 note + 10 articulation, on the 6 ms timer)',
      program: py(
        'import music',
        'from microbit import running_time',
        't = running_time()',
        'music.play("C4:4")',
        'print(running_time() - t)',
      ),
      prints: /^5[01]\d\n$/,
      source:
        'src/codal_port/modmusic.c:170 (ms_per_tick = 60000 / bpm / ticks), 254-259 (note − ARTICULATION_MS), 100-104 (then 10 ms off); src/codal_port/drv_system.c:42-47 (the 6 ms tick)',
    },
    {
      name: 'three crotchets at 60 bpm take 3 s',
      program: py(
        'import music',
        'from microbit import running_time',
        'music.set_tempo(bpm=60)',
        't = running_time()',
        'music.play(["C4:4", "D", "E"])',
        'print(running_time() - t)',
      ),
      prints: /^30[0-3]\d\n$/,
      source:
        'src/codal_port/modmusic.c:170, 206-221 (a note without length keeps the last one), 254-259',
    },
    {
      name: 'music.play(…, wait=False) returns at once',
      program: py(
        'import music',
        'from microbit import running_time',
        't = running_time()',
        'music.play("C4:4", wait=False)',
        'print(running_time() - t)',
      ),
      prints: '0\n',
      source: 'src/codal_port/modmusic.c:346-349 (only wait=True waits)',
    },
    {
      name: 'music.pitch(440, 200) waits its 200 ms and the articulation',
      program: py(
        'import music',
        'from microbit import running_time',
        't = running_time()',
        'music.pitch(440, 200)',
        'print(running_time() - t)',
      ),
      prints: /^2[12]\d\n$/,
      source: 'src/codal_port/modmusic.c:382-393 (ARTICULATE after the duration), 100-104 (+10 ms)',
    },
    {
      name: "music.pitch(0.5): TypeError: can't convert float to int",
      program: py('import music', 'music.pitch(0.5)'),
      prints: error(2, "TypeError: can't convert float to int"),
      source: 'src/codal_port/modmusic.c:355-357 (frequency: MP_ARG_INT); py/runtime.c:312-313',
    },
  ],

  'memory and recursion': [
    {
      name: 'the heap: 64 KB less the allocation table is 64,512 bytes',
      program: py('import gc', 'gc.collect()', 'print(gc.mem_free() + gc.mem_alloc())'),
      prints: '64512\n',
      source:
        'src/codal_port/main.c:48, 66 (64 KB heap); py/gc.c:109-150 (gc_init: the table takes 1,008 bytes)',
    },
    {
      name: 'bytearray(70000): MemoryError: memory allocation failed, allocating 70000 bytes',
      program: 'x = bytearray(70000)',
      prints: error(1, 'MemoryError: memory allocation failed, allocating 70000 bytes'),
      source: 'py/runtime.c:1544-1545',
    },
    {
      name: 'fragmentation: 2,000 bytes fail although more than 20,000 are free in 1 KB holes',
      program: py(
        'import gc',
        'gc.collect()',
        'a = [None] * 80',
        'n = 0',
        'try:',
        '    while True:',
        '        a[n] = bytearray(1000)',
        '        n += 1',
        'except MemoryError:',
        '    pass',
        'for i in range(0, n, 2):',
        '    a[i] = None',
        'gc.collect()',
        'free = gc.mem_free()',
        'try:',
        '    b = bytearray(2000)',
        '    print("fits")',
        'except MemoryError:',
        '    print("MemoryError with", free > 20000, "bytes free")',
      ),
      prints: 'MemoryError with True bytes free\n',
      source:
        'py/gc.c:454-501 (gc_alloc needs n_blocks free in a row, else MemoryError); py/runtime.c:1544-1545',
    },
    {
      name: 'micropython.mem_info(): the stack limit is 7,680 bytes, the heap 64,512',
      program: py('import micropython', 'micropython.mem_info()'),
      prints: /^stack: \d+ out of 7680\nGC: total: 64512, used: \d+, free: \d+\n/,
      source: 'src/codal_port/main.c:57 (8 * 1024 − 512); py/modmicropython.c:76; py/gc.c:817',
    },
    {
      name: 'endless recursion: RuntimeError: maximum recursion depth exceeded',
      program: py(
        'n = 0',
        'def f():',
        '    global n',
        '    n += 1',
        '    f()',
        'try:',
        '    f()',
        'except RuntimeError as e:',
        '    print(n, e)',
      ),
      // The depth depends on the C stack a Python call takes (WebAssembly's here, the Cortex-M4's
      // on the board: README.md, "Known limits"); the limit and the message are the board's.
      prints: /^\d\d+ maximum recursion depth exceeded\n$/,
      source: 'src/codal_port/main.c:57; py/stackctrl.c:51-55; py/runtime.c:1615-1616',
    },
    {
      name: 'recursion 20 deep works',
      program: py(
        'def f(n):',
        '    if n == 0:',
        '        return 0',
        '    return 1 + f(n - 1)',
        'print(f(20))',
      ),
      prints: '20\n',
      source: 'src/codal_port/main.c:57 (7,680 bytes of stack for the calls)',
    },
  ],

  'floats and numbers': [
    {
      name: '32-bit floats print with 7 significant digits',
      program: 'print(0.1 + 0.7, 1e-5, 123456789.0, 16777217.0, 2 ** 0.5, -0.0, 1e10)',
      prints: '0.8 1e-05 1.234568e+08 1.677722e+07 1.414214 -0.0 1e+10\n',
      source:
        'src/codal_port/mpconfigport.h:59 (FLOAT_IMPL_FLOAT); py/objfloat.c:97-115 (precision 7)',
    },
    {
      name: '2**24 + 1 is not a 32-bit float',
      program: 'print(float(2 ** 24 + 1) == 2 ** 24, 3.0 * 1.1)',
      prints: 'True 3.3\n',
      source: 'src/codal_port/mpconfigport.h:59',
    },
    {
      name: 'math.pi and math.e in 7 digits',
      program: py('import math', 'print(math.pi, math.e)'),
      prints: '3.141593 2.718282\n',
      source: 'py/modmath.c:372-373 (e, pi as 32-bit floats); py/objfloat.c:111',
    },
    {
      name: 'round(7, 1): NotImplementedError (no round for ints with digits)',
      program: 'print(round(7, 1))',
      prints: error(1, 'NotImplementedError: '),
      source:
        'py/modbuiltins.c:480-482; py/mpconfig.h:1066-1067 (ROUND_INT at EXTRA_FEATURES only)',
    },
    {
      name: 'round() of floats: banker’s rounding, and 2.675 → 2.68 in 32 bits',
      program: 'print(round(0.5), round(1.5), round(2.5), round(2.675, 2), round(7))',
      prints: '0 2 2 2.68 7\n',
      source:
        'py/modbuiltins.c:476-478 (an int without digits), 509-517 (nearbyint of val × 10**n in 32 bits)',
    },
    {
      name: "sleep('100'): TypeError: can't convert str to float",
      program: py('from microbit import *', 'sleep("100")'),
      prints: error(2, "TypeError: can't convert str to float"),
      source: 'src/codal_port/modmicrobit.c:42-48; py/obj.c:365-366',
    },
    {
      name: 'sleep(1.5) sleeps 1 ms (the float is cut to an int)',
      program: py('from microbit import *', 'sleep(1.5)', 'print(running_time())'),
      prints: '1\n',
      source: 'src/codal_port/modmicrobit.c:47 ((mp_int_t)mp_obj_get_float)',
    },
    {
      name: 'ints are arbitrarily long; floor division and modulo follow Python',
      program: 'print(2 ** 100, 7 // 2, -7 // 2, 7 % -3, divmod(-7, 2))',
      prints: '1267650600228229401496703205376 3 -4 -2 (-4, 1)\n',
      source: 'src/codal_port/mpconfigport.h:57 (LONGINT_IMPL_MPZ); py/runtime.c:465-500',
    },
  ],

  'language limits of 1.18': [
    {
      name: 'f-strings are a SyntaxError (not in the board’s build)',
      program: py('x = 5', 'print(f"{x}")'),
      prints: syntaxError(2, 'invalid syntax'),
      source:
        'py/mpconfig.h:80 (the port stays at CORE_FEATURES), 937-938 (FSTRINGS needs EXTRA_FEATURES); py/parse.c:1198-1199',
    },
    {
      name: 'the walrus operator works',
      program: py('if (n := 3) > 2:', '    print(n)'),
      prints: '3\n',
      source: 'py/mpconfig.h:942-943 (ASSIGN_EXPR at CORE_FEATURES); py/grammar.h:217',
    },
    {
      name: 'str has no center(): AttributeError',
      program: 'print("ab".center(6))',
      prints: error(1, "AttributeError: 'str' object has no attribute 'center'"),
      source: 'py/mpconfig.h:971-972; py/objstr.c:1979-1981',
    },
    {
      name: 'bytes has no hex() in 1.18',
      program: 'print(bytes([104, 105]).hex())',
      prints: error(1, "AttributeError: 'bytes' object has no attribute 'hex'"),
      source: 'py/objstr.c:2010-2019 (bytes takes str8_locals_dict), 1943-1975 (no hex)',
    },
    {
      name: 'functions take no attributes',
      program: py('def f():', '    pass', 'f.attr = 1'),
      prints: error(3, "AttributeError: 'function' object has no attribute 'attr'"),
      source: 'py/mpconfig.h:913-914 (FUNCTION_ATTRS at EXTRA_FEATURES); py/objfun.c:350',
    },
    {
      name: "slice() cannot be called: TypeError: can't create 'slice' instances",
      program: 'print(slice(1, 2))',
      prints: error(1, "TypeError: can't create 'slice' instances"),
      source: 'py/objslice.c:95-104 (the slice type has no make_new); py/objtype.c:992',
    },
    {
      name: 'slices with a step on str: NotImplementedError',
      program: 'print("abc"[::-1])',
      prints: error(1, 'NotImplementedError: only slices with step=1 (aka None) are supported'),
      source: 'py/objstrunicode.c:191-192',
    },
    {
      name: 'async def makes a generator',
      program: py('async def f():', '    pass', 'print(type(f()))'),
      prints: "<class 'generator'>\n",
      source: 'py/compile.c:885-889 (async def: a generator scope)',
    },
  ],
};

const ROWS: [string, Row][] = Object.entries(AREAS).flatMap(([area, rows]) =>
  rows.map((row): [string, Row] => [area, row]),
);

test('at least 60 rows that pass, each with a source file and line', () => {
  const passing = ROWS.filter(([, row]) => row.todo === undefined).length;
  assert.ok(passing >= 60, `${passing} rows`);
  for (const [, row] of ROWS) assert.match(row.source, /\.(c|h|cpp|ld)(:\d|\b)/, row.name);
});

for (const [area, row] of ROWS) {
  test(`${area}: ${row.name}`, { todo: row.todo }, async () => {
    const r = await runProgram(await loadFirmwareWasm(), row.program, {
      maxPolls: 200_000,
      ...row.options,
    });
    assert.equal(r.stop, 'finished', row.source);
    if (typeof row.prints === 'string') assert.equal(r.output, row.prints, row.source);
    else assert.match(r.output, row.prints, row.source);
  });
}
