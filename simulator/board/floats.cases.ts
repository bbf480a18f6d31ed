/**
 * Programs with floats and what the micro:bit V2 prints for them: the table behind
 * simulator/runtime/floats.test.ts, which runs every row through the session the player uses.
 * The board computes in IEEE single precision and prints with MicroPython 1.18's own formatter
 * (7 significant digits, not correctly rounded: `99.0` prints `99.00001`). `checked: 'host'` = run
 * on a host build of MicroPython 1.18 with the firmware's float settings (unix port,
 * `MICROPY_FLOAT_IMPL_FLOAT`, `MICROPY_OBJ_REPR_A`); `issue` = the same output reported from
 * another 32-bit-float port of MicroPython before 1.22.
 */
export interface FloatCase {
  name: string;
  code: string;
  /** The lines the board prints. */
  board: string[];
  source: string;
  checked: 'host' | 'host, issue';
}

const FLOAT =
  'micropython-microbit-v2 v2.1.2 src/codal_port/mpconfigport.h (MICROPY_FLOAT_IMPL_FLOAT)';
const PRINT = 'micropython v1.18 py/objfloat.c float_print (precision 7), py/formatfloat.c';

const lines = (...l: string[]) => l.join('\n');

export const FLOAT_CASES: readonly FloatCase[] = [
  {
    name: 'a third has seven digits',
    code: 'print(1/3)',
    board: ['0.3333333'],
    source: `${FLOAT}; ${PRINT}`,
    checked: 'host',
  },
  {
    name: 'a division that does not end',
    code: 'print(100 / 7)',
    board: ['14.28571'],
    source: `${FLOAT}; ${PRINT}`,
    checked: 'host',
  },
  {
    name: '0.1 + 0.2 is 0.3 in single precision',
    code: 'print(0.1 + 0.2 == 0.3, 0.1 + 0.2)',
    board: ['True 0.3'],
    source: `${FLOAT}; ${PRINT}`,
    checked: 'host',
  },
  {
    name: 'whole floats the formatter misses by one in the last digit',
    code: 'print(99.0, 84.0, 460.0)',
    board: ['99.00001 84.00001 460.0'],
    source: `${FLOAT}; ${PRINT}; micropython issues 5755 and 11141 (99.00001, 84.00001)`,
    checked: 'host, issue',
  },
  {
    name: 'rounding to one place, then printing',
    code: 'print(round(80.26, 1), round(2.675, 2))',
    board: ['80.30001 2.68'],
    source: `${FLOAT}; ${PRINT}; micropython issue 8785 (round(80.26, 1) prints 80.30001 on 1.18)`,
    checked: 'host, issue',
  },
  {
    name: 'a calibration factor as the pupil typed it',
    code: 'print(0.97, [(200, 0.97)], 0.96)',
    board: ['0.9700001 [(200, 0.9700001)] 0.9599999'],
    source: `${FLOAT}; ${PRINT}`,
    checked: 'host',
  },
  {
    name: 'formatting with a fixed number of places shows what was meant',
    code: 'print("%.2f" % 0.97, "{:.1f}".format(80.26), "%.2f" % (2 / 3))',
    board: ['0.97 80.3 0.67'],
    source: `${FLOAT}; micropython v1.18 py/formatfloat.c, py/objstr.c`,
    checked: 'host',
  },
  {
    name: 'the average of three distances',
    code: lines('werte = [412, 398, 405]', 'print(sum(werte) / len(werte))'),
    board: ['405.0'],
    source: `${FLOAT}; ${PRINT}`,
    checked: 'host',
  },
  {
    name: 'echo time in µs to cm',
    code: 'print(123 / 58, 1500 / 58)',
    board: ['2.12069 25.86207'],
    source: `${FLOAT}; ${PRINT}`,
    checked: 'host',
  },
  {
    name: 'ten times 0.1 prints 1.0 but is not 1.0',
    code: lines('x = 0', 'for i in range(10):', '    x += 0.1', 'print(x, x == 1.0)'),
    board: ['1.0 False'],
    source: `${FLOAT}; ${PRINT}`,
    checked: 'host',
  },
  {
    name: 'int() cuts what is just below a whole number',
    code: 'print(int(0.1 * 3 * 10), int(0.001 * 1000))',
    board: ['3 1'],
    source: `${FLOAT}; micropython v1.18 py/objint.c mp_obj_new_int_from_float`,
    checked: 'host',
  },
  {
    name: 'beyond 2 to the 24 whole numbers are lost',
    code: 'print(16777216.0 + 1, int(16777216.0 + 1), 123456789 * 1.0)',
    board: ['1.677722e+07 16777216 1.234568e+08'],
    source: `${FLOAT}; ${PRINT}`,
    checked: 'host',
  },
  {
    name: 'large and small numbers in exponent form',
    code: 'print(1e10, 1e-10, 1e7, 1e6, 1.5e-5, 9999999.0)',
    board: ['1e+10 1e-10 1e+07 1000000.0 1.5e-05 9999998.0'],
    source: `${FLOAT}; ${PRINT}`,
    checked: 'host',
  },
  {
    name: 'beyond 3.4e38 is infinity',
    code: 'print(1e38 * 10, -1e38 * 10, float("inf") > 1e38)',
    board: ['inf -inf True'],
    source: `${FLOAT}; ${PRINT}`,
    checked: 'host',
  },
  {
    name: 'math in single precision',
    code: lines(
      'import math',
      'print(math.pi, math.sqrt(2), 2 ** 0.5)',
      'print(math.sin(math.pi), math.atan2(1, 1) * 180 / math.pi)',
    ),
    board: ['3.141593 1.414214 1.414214', '-8.742278e-08 45.0'],
    source: `${FLOAT}; ${PRINT}; micropython v1.18 py/modmath.c (single-precision libm)`,
    checked: 'host',
  },
  {
    name: 'division, floor division and remainder',
    code: 'print(5 / 2, 7 // 2.0, 7 % 2.5, divmod(7.5, 2))',
    board: ['2.5 3.0 2.0 (3.0, 1.5)'],
    source: `${FLOAT}; ${PRINT}`,
    checked: 'host',
  },
  {
    name: 'products a pupil expects to be exact',
    code: 'print(100 * 1.1, 0.7 * 3, 3 * 0.1, 22 / 7 * 7, 255 * 0.97)',
    board: ['110.0 2.1 0.3 22.0 247.35'],
    source: `${FLOAT}; ${PRINT}`,
    checked: 'host',
  },
  {
    name: 'floats in lists, tuples and str()',
    code: 'print(str(12.5), repr(0.2), [0.5, 1/3], (1.25, 2.0), float("3.14"), float(12))',
    board: ['12.5 0.2 [0.5, 0.3333333] (1.25, 2.0) 3.14 12.0'],
    source: `${FLOAT}; ${PRINT}; micropython v1.18 py/parsenum.c`,
    checked: 'host',
  },
];
