import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FIRMWARE_VERSION, Stm8 } from './stm8.ts';

const analog = { L2: 901, L1: 902, M: 103, R1: 904, R2: 905 };
const stm8 = () => new Stm8({ lineState: () => 0b00100, lineAnalog: (s) => analog[s] });

test('a 5-byte write at 0x00 sets both motors through auto-increment', () => {
  const c = stm8();
  c.write([0x00, 0, 120, 1, 80]);
  assert.deepEqual(c.motor('left'), { direction: 0, speed: 120 });
  assert.deepEqual(c.motor('right'), { direction: 1, speed: 80 });
});

test('single-motor writes leave the other motor alone', () => {
  const c = stm8();
  c.write([0x00, 1, 100]);
  c.write([0x02, 0, 50]);
  assert.deepEqual(c.motor('left'), { direction: 1, speed: 100 });
  assert.deepEqual(c.motor('right'), { direction: 0, speed: 50 });
});

test('red LEDs at 0x0B/0x0C, both with one write', () => {
  const c = stm8();
  c.write([0x0b, 1, 1]);
  assert.deepEqual(c.redLeds(), [true, true]);
  c.write([0x0c, 0]);
  assert.deepEqual(c.redLeds(), [true, false]);
});

test('line state and analog registers use the vendor mapping, little endian', () => {
  const c = stm8();
  c.write([0x1d]);
  assert.deepEqual(c.read(1), [0b00100]);
  const expected: Record<number, number> = {
    0x1e: 905,
    0x20: 904,
    0x22: 103,
    0x24: 902,
    0x26: 901,
  };
  for (const [reg, value] of Object.entries(expected)) {
    c.write([Number(reg)]);
    const [lo, hi] = c.read(2);
    assert.equal(lo | (hi << 8), value, `register 0x${Number(reg).toString(16)}`);
  }
});

test('firmware version: length at 0x32, text at 0x33', () => {
  const c = stm8();
  c.write([0x32]);
  const [n] = c.read(1);
  c.write([0x33]);
  assert.equal(String.fromCharCode(...c.read(n)), FIRMWARE_VERSION);
  assert.equal(FIRMWARE_VERSION, 'MBT0021-EN-2.1');
});

test('sensor registers cannot be overwritten', () => {
  const c = stm8();
  c.write([0x1d, 0xff]);
  c.write([0x1d]);
  assert.deepEqual(c.read(1), [0b00100]);
});
