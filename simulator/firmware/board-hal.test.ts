// The firmware drives the simulated robot (board-hal.ts): programs move, measure and light the
// core's board, in every version of the guide's library. The expected figures are the core's
// (they were also the first engine's, MicroPython 1.27 with stand-ins, which these tests
// compared with until it was removed).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { wallAhead } from '../checks/worlds.ts';
import { Board, type BoardOptions } from '../core/board.ts';
import { worldByName } from '../worlds/index.ts';
import { runOnBoard } from './board-hal.ts';
import { POLL_US, type RunResult } from './index.ts';
import { loadFirmwareWasm } from './node.ts';

/**
 * The five versions of the library, with the names their line sensors have and what their
 * ultrasonic() returns without an echo (the facts file: 100000 from 2.0.2 on, 0 before).
 */
const VERSIONS = [
  { version: 'Next', folder: 'docs', sensor: 'LineSensor.', noEcho: '100000' },
  {
    version: '2.0.2',
    folder: 'versioned_docs/version-2.0.2',
    sensor: 'LineSensor.',
    noEcho: '100000',
  },
  { version: '2.0.1', folder: 'versioned_docs/version-2.0.1', sensor: 'LineSensor.', noEcho: '0' },
  { version: '2.0.0', folder: 'versioned_docs/version-2.0.0', sensor: 'LineSensor.', noEcho: '0' },
  {
    version: '1.0.0',
    folder: 'versioned_docs/version-1.0.0',
    sensor: 'LineSensor.SENSOR_',
    noEcho: '0',
  },
].map((v) => ({
  ...v,
  library: readFileSync(new URL(`../../${v.folder}/lib/maqueen.py`, import.meta.url), 'utf8'),
}));
const NEXT = VERSIONS[0].library;

type Setup = Omit<BoardOptions, 'world'> & { world?: string; worldSpec?: BoardOptions['world'] };

/** A program on the firmware with a fresh robot; the board after the run. */
async function onFirmware(
  code: string,
  library: string,
  setup: Setup = {},
): Promise<{ board: Board; result: RunResult; lines: string[] }> {
  const { world = 'empty', worldSpec, ...options } = setup;
  const board = new Board({ world: worldSpec ?? worldByName(world), ...options });
  const result = await runOnBoard(await loadFirmwareWasm(), code, board, {
    files: { 'maqueen.py': library },
    budgetUs: 20_000_000,
    maxPolls: 1_000_000,
  });
  assert.equal(result.stop, 'finished', result.output);
  return { board, result, lines: result.output.split('\n').filter((l) => l !== '') };
}

const writes = (trace: Board['trace']) =>
  trace.filter((t) => t.kind === 'i2c-write').map((t) => [t.target, ...t.bytes]);

for (const { version, library, sensor, noEcho } of VERSIONS) {
  test(`${version}: driving forward at speed 100 for 1 s writes the motor registers and moves the robot`, async () => {
    const code =
      'from maqueen import *\nfrom microbit import sleep\nmotor_run(Motor.ALL, 100)\nsleep(1000)\nmotor_stop()';
    const { board } = await onFirmware(code, library);
    // Both motors forward at 100 (registers 0x00–0x03 of the STM8 at 0x10), then both at 0.
    assert.deepEqual(writes(board.trace), [
      [0x10, 0x00, 0, 100, 0, 100],
      [0x10, 0x00, 0, 0, 0, 0],
    ]);
    assert.equal(board.motorsDriving(), false);
    board.comeToRest(1_000_000);
    const pose = board.pose;
    // 100 of 255 is about 17 cm/s; the right wheel is 4 % slower, so it drifts right.
    assert.ok(Math.abs(pose.y - 16.64) < 0.05, `forward ${pose.y} cm`);
    assert.ok(Math.abs(pose.x - 0.59) < 0.05, `sideways ${pose.x} cm`);
    assert.ok(Math.abs(pose.heading - 4.06) < 0.1, `heading ${pose.heading}`);
  });

  test(`${version}: ultrasonic() reads the arena's box, and no echo as its version says`, async () => {
    const code = 'from maqueen import *\nprint(ultrasonic())';
    const { board, lines } = await onFirmware(code, library, { world: 'arena' });
    assert.deepEqual(lines, ['30']);
    assert.equal(board.reads.times.sonar.length, 1);
    // No echo in the empty world: the pulse outlasts the library's timeout.
    assert.deepEqual((await onFirmware(code, library)).lines, [noEcho]);
  });

  test(`${version}: line sensors read the oval's line`, async () => {
    const code = `from maqueen import *\nprint(line_sensor(${sensor}M), line_sensor(${sensor}L1))\nprint(line_sensor_data(${sensor}M), line_sensor_data(${sensor}L1))`;
    const { board, lines } = await onFirmware(code, library, { world: 'oval' });
    // Only M sees the line at the start: fully dark (100); L1 1 cm beside it sees its edge.
    assert.deepEqual(lines, ['1 0', '100 796']);
    assert.ok(board.reads.times.line.length >= 4);
  });

  test(`${version}: the red and the RGB LEDs change the core's lights`, async () => {
    const code =
      'from maqueen import *\nled_red(1, Led.LEFT)\nled_rgb(rgb(255, 128, 0), ColorLED.R1)\nled_rgb(rgb(0, 0, 255), ColorLED.L2)';
    const { board } = await onFirmware(code, library);
    const state = board.snapshot();
    assert.deepEqual(state.redLeds, { left: true, right: false });
    const off = { r: 0, g: 0, b: 0 };
    const orange = { r: 255, g: 128, b: 0 };
    // Index 3 is R1, index 1 is L2: one change of the pixels per call.
    assert.deepEqual(
      board.lights.pixels.map((change) => change.pixels),
      [
        [off, off, off, orange],
        [off, { r: 0, g: 0, b: 255 }, off, orange],
      ],
    );
    assert.deepEqual(state.pixels, [off, { r: 0, g: 0, b: 255 }, off, orange]);
  });
}

test('ultrasonic() at gaps around the halves reads the whole centimetres the library rounds to', async () => {
  for (const [cm, reading] of [
    [7.49, '7'],
    [7.5, '8'],
    [8.5, '8'],
    [12.49, '12'],
    [33.33, '33'],
  ] as const) {
    const code = 'from maqueen import *\nprint(ultrasonic())';
    const { lines } = await onFirmware(code, NEXT, { worldSpec: wallAhead(cm) });
    assert.deepEqual(lines, [reading], `${cm} cm`);
  }
});

test('display.show puts the image on the core display', async () => {
  const { board } = await onFirmware('from microbit import *\ndisplay.show(Image.HEART)', '');
  // Image.HEART (codal_port/microbit_constimage.c): 09090:99999:99999:09990:00900
  assert.deepEqual(
    board.display.read(board.nowUs),
    [0, 9, 0, 9, 0, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 0, 9, 9, 9, 0, 0, 0, 9, 0, 0],
  );
});

test('display.scroll runs through the core display in simulated time and ends dark', async () => {
  const frames: string[] = [];
  const { board, result } = await onFirmware('from microbit import *\ndisplay.scroll("H")', '', {
    onFrame: (state) => frames.push(state.display.join('')),
    frameIntervalUs: 10_000,
  });
  // The core font's H (#..#. rows, ####. in the middle) fully on the display at one step.
  const h = '9009090090999909009090090';
  assert.ok(frames.includes(h), 'the H was shown');
  assert.deepEqual(board.display.read(board.nowUs), new Array(25).fill(0));
  // The firmware's scroll: 150 ms per column step (microbit_display.c's default delay).
  assert.ok(result.timeUs > 1_000_000, `${result.timeUs}`);
});

test('button presses come from the core buttons with the board’s was_pressed and get_presses', async () => {
  const { lines } = await onFirmware(
    'from microbit import *\nsleep(500)\nprint(button_a.was_pressed(), button_a.get_presses(), button_b.was_pressed())\nprint(button_a.is_pressed(), button_b.is_pressed())',
    '',
    {
      presses: [
        { button: 'a', atMs: 100, holdMs: 50 },
        { button: 'a', atMs: 300, holdMs: 50 },
        { button: 'b', atMs: 450, holdMs: 1000 },
      ],
    },
  );
  // CODAL keeps "was pressed" and the count apart: asking one does not clear the other.
  assert.deepEqual(lines, ['True 2 True', 'False True']);
});

test('accelerometer.get_values() comes from the core IMU', async () => {
  const code = 'from microbit import *\nprint(accelerometer.get_values())';
  const level = await onFirmware(code, '');
  assert.deepEqual(level.lines, ['(0, 1024, 0)']);
  // Held tilted by the reader: the core's gravity vector in the board's axes.
  const tilted = await onFirmware(code, '', { surroundings: { pitch: 30, roll: -20 } });
  assert.deepEqual(tilted.lines, ['(303, 833, -512)']);
  assert.notDeepEqual(tilted.lines, level.lines);
  assert.equal(tilted.board.reads.times.accelerometer.length, 1);
});

test('temperature, light level and sound level are the reader’s settings on the core', async () => {
  const { lines } = await onFirmware(
    'from microbit import *\nprint(temperature(), display.read_light_level(), microphone.sound_level(), pin_logo.is_touched())',
    '',
    { surroundings: { temperature: 31, light: 200, sound: 77, logoTouched: true } },
  );
  assert.deepEqual(lines, ['31 200 77 True']);
});

test('sleep(1000) and sleep_us(250) move the core clock by exactly their time', async () => {
  const { board, lines } = await onFirmware(
    'from microbit import *\nimport time\nt = time.ticks_us()\nsleep(1000)\nprint(time.ticks_diff(time.ticks_us(), t))\nt = time.ticks_us()\ntime.sleep_us(250)\nprint(time.ticks_diff(time.ticks_us(), t))',
    '',
  );
  assert.deepEqual(lines, ['1000000', '250']);
  assert.ok(board.nowUs >= 1_000_250);
});

test('a loop that only computes costs simulated time through the VM hook', async () => {
  const code =
    'import time\nt = time.ticks_us()\nfor i in range(10000):\n    pass\nprint(time.ticks_diff(time.ticks_us(), t))';
  const { lines } = await onFirmware(code, '');
  const us = Number(lines[0]);
  // 10,000 jumps at 10 µs each, charged per 64 (the hook's period)
  assert.ok(Math.abs(us - 100_000) <= POLL_US, `${us} µs`);
});
