// The routing of pins, bus and HAL functions is the parts' list: the robot's own parts answer
// where their wiring says, a part added with a wiring of its own is reached without touching the
// board, the firmware's HAL functions reach the part that declares them, and two parts on one
// pin, address or function are refused.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { worldByName } from '../../worlds/index.ts';
import { Board } from '../board.ts';
import { STM8_ADDRESS } from '../stm8.ts';
import { MICROBIT_HAL, WIRING } from './index.ts';
import { NO_FIELDS, type BoardPart } from './part.ts';
import { halOf, wiringOf } from './wiring.ts';

test('the robot uses pins 13, 14 and 15 and the STM8 at 0x10, nothing else', () => {
  assert.deepEqual([...WIRING.pins.keys()].sort(), [13, 14]);
  assert.deepEqual([...WIRING.ws2812.keys()], [15]);
  assert.deepEqual([...WIRING.i2c.keys()], [STM8_ADDRESS]);
});

/** A hobby servo on pin 1: it follows the pulse width of `write_analog` (in µs). */
function servoPart(seen: number[]): BoardPart<{ servoPulseUs: number }> {
  return {
    snapshot: () => ({ servoPulseUs: seen.at(-1) ?? 1500 }),
    resting: () => ({ servoPulseUs: 1500 }),
    looksDifferent: (a, b) => a.servoPulseUs !== b.servoPulseUs,
    wiring: {
      pins: {
        1: {
          writeAnalog: (_board, value, periodUs) =>
            seen.push(Math.round((value / 1023) * periodUs)),
        },
      },
    },
  };
}

test('a part added to the list is reached on its pin', () => {
  const seen: number[] = [];
  const wiring = wiringOf({ servo: servoPart(seen) });
  // write_analog(77) at 20 ms: 77/1023 of 20 ms, about the middle position's 1.5 ms.
  wiring.pins.get(1)?.writeAnalog?.(new Board({ world: worldByName('empty') }), 77, 20_000);
  assert.deepEqual(seen, [1505]);
});

test('two parts on one pin or one address are refused when the list loads', () => {
  const onPin = (pin: number): BoardPart<object> => ({
    snapshot: () => ({}),
    resting: () => ({}),
    looksDifferent: () => false,
    wiring: { pins: { [pin]: {} } },
  });
  assert.throws(() => wiringOf({ a: onPin(1), b: onPin(1) }), /pin 1 is wired to a and b/);
  const chain: BoardPart<object> = {
    ...onPin(2),
    wiring: { ws2812: { pin: 1, write: () => {} } },
  };
  assert.throws(() => wiringOf({ a: onPin(1), chain }), /pin 1 is wired to a and chain/);
  const device = (address: number): BoardPart<object> => ({
    ...onPin(3),
    wiring: { i2c: { address, write: () => {}, read: () => [] } },
  });
  assert.throws(
    () => wiringOf({ x: device(0x10), y: device(0x10) }),
    /I2C address 0x10 is wired to x and y/,
  );
  assert.doesNotThrow(() => wiringOf({ a: onPin(1), b: onPin(2) }));
});

test('the HAL functions reach the parts that declare them', () => {
  const board = new Board({ world: worldByName('empty') });
  board.applySurroundings({ kind: 'temperature', celsius: 31 });
  assert.equal(MICROBIT_HAL.temperature(board), 31);
  MICROBIT_HAL.displaySetPixel(board, 2, 1, 7);
  assert.equal(board.display.read(board.nowUs)[1 * 5 + 2], 7);
  // A program that asks costs simulated time, as on the board.
  const before = board.nowUs;
  MICROBIT_HAL.microphoneLevel(board);
  assert.ok(board.nowUs > before);
});

test('two parts declaring one HAL function are refused when the list loads', () => {
  const warm: BoardPart<Record<never, never>, 'temperature'> = {
    ...NO_FIELDS,
    hal: { temperature: () => 25 },
  };
  assert.throws(
    () => halOf({ thermometer: warm, spare: warm }),
    /HAL function temperature is wired to thermometer and spare/,
  );
  assert.equal(
    halOf({ thermometer: warm }).temperature?.(new Board({ world: worldByName('empty') })),
    25,
  );
});
