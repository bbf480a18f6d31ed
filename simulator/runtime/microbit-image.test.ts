// microbit.Image on the simulator against the board: each program is paired with what the
// micro:bit V2 answers (firmware MicroPython 2.1.2, src/codal_port/microbit_image.c,
// drv_image.c and microbit_constimage.c of microbit-foundation/micropython-microbit-v2; the
// blit, crop, shift and scaling results were computed by the firmware's own C functions).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadMicroPython } from '@maqueen/micropython';
import { readPythonShims } from './python-files.ts';
import { createSession } from './session.ts';
import type { SessionResult } from './types.ts';

const files = readPythonShims();

async function run(code: string): Promise<SessionResult> {
  const job = { code, library: '', world: 'empty', budgetMs: 2000, presses: [] };
  const session = await createSession(job, { files, load: loadMicroPython });
  return session.run();
}

/** Every attribute of the board's Image that is an image or a tuple of images. */
const BUILT_IN_NAMES = `HEART HEART_SMALL HAPPY SMILE SAD CONFUSED ANGRY ASLEEP SURPRISED SILLY
  FABULOUS MEH YES NO CLOCK12 CLOCK1 CLOCK2 CLOCK3 CLOCK4 CLOCK5 CLOCK6 CLOCK7 CLOCK8 CLOCK9
  CLOCK10 CLOCK11 ARROW_N ARROW_NE ARROW_E ARROW_SE ARROW_S ARROW_SW ARROW_W ARROW_NW TRIANGLE
  TRIANGLE_LEFT CHESSBOARD DIAMOND DIAMOND_SMALL SQUARE SQUARE_SMALL RABBIT COW MUSIC_CROTCHET
  MUSIC_QUAVER MUSIC_QUAVERS PITCHFORK XMAS PACMAN TARGET TSHIRT ROLLERSKATE DUCK HOUSE TORTOISE
  BUTTERFLY STICKFIGURE GHOST SWORD GIRAFFE SKULL UMBRELLA SNAKE SCISSORS`.split(/\s+/);

/** Pixels of some built-in images as the firmware writes them (SMALL_IMAGE, 1 = brightness 9). */
const BOARD_PIXELS: Record<string, string> = {
  HEART: '01010 11111 11111 01110 00100',
  GIRAFFE: '11000 01000 01000 01110 01010',
  CLOCK12: '00100 00100 00100 00000 00000',
  CLOCK3: '00000 00000 00111 00000 00000',
  ARROW_NE: '00111 00011 00101 01000 10000',
  SKULL: '01110 10101 11111 01110 01110',
  MEH: '01010 00000 00010 00100 01000',
  FABULOUS: '11111 11011 00000 01010 01110',
  CHESSBOARD: '01010 10101 01010 10101 01010',
  TRIANGLE_LEFT: '10000 11000 10100 10010 11111',
  PACMAN: '01111 11010 11100 11110 01111',
  MUSIC_QUAVERS: '01111 01001 01001 11011 11011',
  DUCK: '01100 11100 01111 01110 00000',
  XMAS: '00100 01110 00100 01110 11111',
  SNAKE: '11000 11011 01010 01110 00000',
  SCISSORS: '11001 11010 00100 11010 11001',
};

const reprOf = (rows: string) =>
  `Image('${rows
    .split(' ')
    .map((r) => r.replaceAll('1', '9') + ':')
    .join('')}')`;

interface ImageCase {
  name: string;
  code: string;
  /** Printed lines. */
  output?: string[];
  /** Last line of the traceback the program ends with. */
  error?: string;
}

// Prints "Type: message" for each failing call, so one program checks several errors.
const TRY = `def t(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__ + ': ' + str(e))
`;

const CASES: ImageCase[] = [
  {
    name: 'all 64 built-in images exist as 5×5 MicroBitImages; ALL_CLOCKS and ALL_ARROWS are tuples',
    code: `names = ${JSON.stringify(BUILT_IN_NAMES.join(' '))}.split()
print(len(names), [n for n in names if not hasattr(Image, n)])
imgs = [getattr(Image, n) for n in names]
print(all(type(i) is type(Image()) and i.width() == 5 and i.height() == 5 for i in imgs))
print(type(Image.ALL_CLOCKS).__name__, type(Image.ALL_ARROWS).__name__, type(Image.HEART))`,
    output: ['64 []', 'True', "tuple tuple <class 'MicroBitImage'>"],
  },
  ...Object.entries(BOARD_PIXELS).map(([name, rows]) => ({
    name: `Image.${name} has the board's pixels`,
    code: `print(repr(Image.${name}))`,
    output: [reprOf(rows)],
  })),
  {
    name: 'ALL_CLOCKS: the 12 clock images themselves, from 12 clockwise',
    code: `names = ${JSON.stringify(BUILT_IN_NAMES.join(' '))}.split()
print(len(Image.ALL_CLOCKS), [[n for n in names if getattr(Image, n) is c] for c in Image.ALL_CLOCKS])`,
    output: [
      "12 [['CLOCK12'], ['CLOCK1'], ['CLOCK2'], ['CLOCK3'], ['CLOCK4'], ['CLOCK5'], ['CLOCK6'], ['CLOCK7'], ['CLOCK8'], ['CLOCK9'], ['CLOCK10'], ['CLOCK11']]",
    ],
  },
  {
    name: 'ALL_ARROWS: the 8 arrows from north clockwise',
    code: `names = ${JSON.stringify(BUILT_IN_NAMES.join(' '))}.split()
print(len(Image.ALL_ARROWS), [[n for n in names if getattr(Image, n) is c] for c in Image.ALL_ARROWS])`,
    output: [
      "8 [['ARROW_N'], ['ARROW_NE'], ['ARROW_E'], ['ARROW_SE'], ['ARROW_S'], ['ARROW_SW'], ['ARROW_W'], ['ARROW_NW']]",
    ],
  },
  {
    name: 'built-in images are read-only: set_pixel raises TypeError',
    code: 'Image.HEART.set_pixel(0, 0, 9)',
    error: 'TypeError: image cannot be modified (try copying first)',
  },
  {
    name: 'fill and blit on a built-in image raise the same TypeError; a copy can be changed',
    code: `${TRY}t(lambda: Image.SKULL.fill(0))
t(lambda: Image.CLOCK3.blit(Image.HEART, 0, 0, 5, 5))
c = Image.HEART.copy()
c.set_pixel(0, 0, 5)
c.fill(7)
print(repr(c), repr(Image.HEART))`,
    output: [
      'TypeError: image cannot be modified (try copying first)',
      'TypeError: image cannot be modified (try copying first)',
      "Image('77777:77777:77777:77777:77777:') Image('09090:99999:99999:09990:00900:')",
    ],
  },
  {
    name: 'repr and str',
    code: `print(repr(Image.HEART))
print(str(Image.HEART))
print(repr(Image(2, 1)), repr(Image(0, 0)), repr(Image()))
print(str(Image(0, 0)))`,
    output: [
      "Image('09090:99999:99999:09990:00900:')",
      'Image(',
      "    '09090:'",
      "    '99999:'",
      "    '99999:'",
      "    '09990:'",
      "    '00900:'",
      ')',
      "Image('00:') Image('') Image('00000:00000:00000:00000:00000:')",
      'Image(',
      "    ''",
      ')',
    ],
  },
  {
    name: 'Image(string): each colon or newline ends a row, spaces are 0, short rows are filled',
    code: `i = Image("90009:\\n0 9\\n")
print(repr(i), i.width(), i.height())
print(repr(Image("12:345")), repr(Image("1::2")))`,
    output: ["Image('90009:00000:00900:') 5 3", "Image('120:345:') Image('1:0:2:')"],
  },
  {
    name: 'Image(width, height, buffer): values above 9 become 9',
    code: `print(repr(Image(2, 2, b'\\x08\\x08\\x08\\x08')), repr(Image(3, 1, bytearray([0, 12, 255]))))
i = Image(3, 2)
print(repr(i), i.width(), i.height())`,
    output: ["Image('88:88:') Image('099:')", "Image('000:000:') 3 2"],
  },
  {
    name: 'constructor errors',
    code: `${TRY}t(lambda: Image("12a"))
t(lambda: Image(5))
t(lambda: Image(2, 2, b'123'))
t(lambda: Image(2, 1, [1, 2]))
t(lambda: Image(1, 2, 3, 4))
t(lambda: Image(1.5, 2))`,
    output: [
      'ValueError: unexpected character in Image definition',
      'TypeError: Image(s) takes a string',
      'ValueError: image data is incorrect size',
      'TypeError: object with buffer protocol required',
      'TypeError: function expected at most 3 arguments, got 4',
      "TypeError: can't convert float to int",
    ],
  },
  {
    name: 'get_pixel and set_pixel, and their errors in the board’s order',
    code: `${TRY}i = Image(3, 2)
i.set_pixel(2, 1, 7)
print(i.get_pixel(2, 1), i.get_pixel(0, 0), Image.GIRAFFE.get_pixel(1, 4))
t(lambda: i.get_pixel(-1, 0))
t(lambda: i.get_pixel(3, 0))
t(lambda: i.set_pixel(0, 0, 10))
t(lambda: i.set_pixel(5, 5, 10))
t(lambda: i.set_pixel(-1, 5, 10))
t(lambda: i.set_pixel(0, 2, 9))
t(lambda: i.fill(-1))
t(lambda: i.get_pixel(0.5, 0))`,
    output: [
      '7 0 9',
      'ValueError: index cannot be negative',
      'ValueError: index too large',
      'ValueError: brightness out of bounds',
      'ValueError: brightness out of bounds',
      'ValueError: index cannot be negative',
      'ValueError: index too large',
      'ValueError: brightness out of bounds',
      "TypeError: can't convert float to int",
    ],
  },
  {
    name: 'blit copies a rectangle and clears the rest of the target rectangle',
    code: `a = Image()
a.blit(Image.HEART, 1, 1, 3, 3, 1, 1)
b = Image("55555:" * 5)
b.blit(Image.HEART, 3, 3, 4, 4)
c = Image.HEART.copy()
c.blit(c, 0, 0, 5, 5, 2, 1)
print(repr(a))
print(repr(b))
print(repr(c))`,
    output: [
      "Image('00000:09990:09990:09990:00000:')",
      "Image('90005:00005:00005:00005:55555:')",
      "Image('09090:99090:99999:09999:00099:')",
    ],
  },
  {
    // The firmware clips the source at -xdest instead of x - xdest: with x > 0 and xdest < 0
    // a column lands at x = -1, which is the last pixel of the row above.
    name: 'blit with x > 0 and xdest < 0 wraps a column into the row above, as on the board',
    code: `a = Image()
a.blit(Image.HEART, 1, 1, 3, 3, -2, 1)
print(repr(a))`,
    output: ["Image('00009:90009:90009:90000:00000:')"],
  },
  {
    name: 'blit argument errors',
    code: `${TRY}i = Image()
t(lambda: i.blit(Image.HEART, 0, 0, 5, 5, 1))
t(lambda: i.blit(Image.HEART, 0, 0, 5, 5, xdest=1, ydest=1))
t(lambda: i.blit("HEART", 0, 0, 5, 5))
t(lambda: i.blit(Image.HEART, 0, 0, -1, 5))
t(lambda: i.blit(Image.HEART, 0, 0))`,
    output: [
      'TypeError: must specify both offsets',
      "TypeError: function doesn't take keyword arguments",
      'TypeError: expecting an image',
      'ValueError: size cannot be negative',
      'TypeError: function missing 2 required positional arguments',
    ],
  },
  {
    name: 'crop: outside the image is dark, a negative size is 0',
    code: `print(repr(Image.HEART.crop(1, 1, 3, 2)))
print(repr(Image.HEART.crop(3, 3, 4, 4)))
print(repr(Image.HEART.crop(0, 0, -1, 3)))`,
    output: ["Image('999:999:')", "Image('9000:0000:0000:0000:')", "Image(':::')"],
  },
  {
    name: 'shift_left/right/up/down',
    code: `print(repr(Image.HEART.shift_left(2)))
print(repr(Image.HEART.shift_right(1)))
print(repr(Image.HEART.shift_left(-1)))
print(repr(Image.HEART.shift_up(1)))
print(repr(Image.HEART.shift_down(2)))
print(repr(Image.HEART.shift_left(5)))`,
    output: [
      "Image('09000:99900:99900:99000:90000:')",
      "Image('00909:09999:09999:00999:00090:')",
      "Image('00909:09999:09999:00999:00090:')",
      "Image('99999:99999:09990:00900:00000:')",
      "Image('00000:00000:09090:99999:99999:')",
      "Image('00000:00000:00000:00000:00000:')",
    ],
  },
  {
    name: 'invert, + and - (each pixel between 0 and 9)',
    code: `${TRY}print(repr(Image.HEART.invert()))
print(repr(Image.HEART + Image.SKULL))
print(repr(Image("12345") + Image("45678")), repr(Image("99999") - Image("12345")))
t(lambda: Image.HEART + Image(2, 2))
t(lambda: Image.HEART + 1)`,
    output: [
      "Image('90909:00000:00000:90009:99099:')",
      "Image('09990:99999:99999:09990:09990:')",
      "Image('57999:') Image('87654:')",
      'ValueError: images must be the same size',
      "TypeError: unsupported types for __add__: 'MicroBitImage', 'int'",
    ],
  },
  {
    name: '* and / scale the brightness, rounded, in single precision',
    code: `${TRY}print(repr(Image.HEART * 0.5), repr(Image.HEART / 3))
print(repr(Image("50505") * 0.7), repr(Image("12345") * 2))
t(lambda: Image.HEART * -1)
t(lambda: Image.HEART * "2")`,
    output: [
      "Image('05050:55555:55555:05550:00500:') Image('03030:33333:33333:03330:00300:')",
      "Image('40404:') Image('24689:')",
      'ValueError: brightness multiplier must not be negative',
      "TypeError: can't convert str to float",
    ],
  },
  {
    // microbit_image_dim() loops its rows up to the width
    name: '* on an image taller than wide leaves the rows from the width on dark, as on the board',
    code: 'print(repr(Image("11:11:11") * 1))',
    output: ["Image('11:11:00:')"],
  },
  {
    name: 'display.show shows a built-in image',
    code: `display.show(Image.GIRAFFE)
print([display.get_pixel(x, 0) for x in range(5)], [display.get_pixel(x, 4) for x in range(5)])`,
    output: ['[9, 9, 0, 0, 0] [0, 9, 0, 9, 0]'],
  },
];

for (const c of CASES) {
  test(`Image: ${c.name}`, async () => {
    const r = await run(`from microbit import *\n${c.code}`);
    assert.equal(r.error?.summary ?? null, c.error ?? null, r.error?.traceback);
    if (c.output) assert.deepEqual(r.output, c.output);
  });
}
