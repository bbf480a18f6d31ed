// The firmware drives the simulated robot (board-hal.ts): the same programs move, measure and
// light the core's board as with the old engine (../runtime/session.ts), in every version of
// the guide's library.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { loadMicroPython } from '@maqueen/micropython';
import { wallAhead } from '../checks/worlds.ts';
import { Board, type BoardOptions } from '../core/board.ts';
import { readPythonShims } from '../runtime/python-files.ts';
import { createSession } from '../runtime/session.ts';
import type { SessionJob, SessionResult } from '../runtime/types.ts';
import { worldByName } from '../worlds/index.ts';
import { runOnBoard } from './board-hal.ts';
import { POLL_US, type RunResult } from './index.ts';
import { loadFirmwareWasm } from './node.ts';

/** The five versions of the library, with the names their line sensors have. */
const VERSIONS = [
  { version: 'Next', folder: 'docs', sensor: 'LineSensor.' },
  { version: '2.0.2', folder: 'versioned_docs/version-2.0.2', sensor: 'LineSensor.' },
  { version: '2.0.1', folder: 'versioned_docs/version-2.0.1', sensor: 'LineSensor.' },
  { version: '2.0.0', folder: 'versioned_docs/version-2.0.0', sensor: 'LineSensor.' },
  { version: '1.0.0', folder: 'versioned_docs/version-1.0.0', sensor: 'LineSensor.SENSOR_' },
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

/** The same program on the old engine (MicroPython 1.27 and the Python stand-ins). */
async function onOldEngine(
  code: string,
  library: string,
  job: Partial<SessionJob> = {},
): Promise<SessionResult> {
  const session = await createSession(
    { code, library, world: 'empty', budgetMs: 20_000, presses: [], ...job },
    { files: readPythonShims(), load: loadMicroPython },
  );
  const result = session.run();
  assert.equal(result.stop, 'finished', result.error?.traceback);
  return result;
}

const writes = (trace: Board['trace']) =>
  trace.filter((t) => t.kind === 'i2c-write').map((t) => [t.target, ...t.bytes]);

for (const { version, library } of VERSIONS) {
  test(`${version}: driving forward at speed 100 for 1 s moves the robot as far as the old engine`, async () => {
    const code =
      'from maqueen import *\nfrom microbit import sleep\nmotor_run(Motor.ALL, 100)\nsleep(1000)\nmotor_stop()';
    const { board } = await onFirmware(code, library);
    // The motors' writes reached the STM8 model: the same bytes as from the old engine.
    const old = await onOldEngine(code, library);
    assert.deepEqual(writes(board.trace), writes(old.trace));
    const drive = writes(board.trace).find((w) => w[0] === 0x10 && w[1] === 0x00 && w[3] > 0);
    assert.ok(drive, 'a write to the motor registers with a speed');
    assert.equal(board.motorsDriving(), false);
    board.comeToRest(1_000_000);
    const pose = board.pose;
    // 100 of 255 is about 17 cm/s; the right wheel is 4 % slower, so it drifts right.
    assert.ok(pose.y > 12 && pose.y < 22, `forward ${pose.y} cm`);
    assert.ok(Math.abs(pose.y - old.finalPose.y) < 0.05, `${pose.y} vs ${old.finalPose.y}`);
    assert.ok(Math.abs(pose.x - old.finalPose.x) < 0.05, `${pose.x} vs ${old.finalPose.x}`);
    assert.ok(Math.abs(pose.heading - old.finalPose.heading) < 0.1);
  });

  test(`${version}: ultrasonic() reads the arena's box, and no echo, as with the old engine`, async () => {
    const code = 'from maqueen import *\nprint(ultrasonic())';
    const { board, lines } = await onFirmware(code, library, { world: 'arena' });
    const old = await onOldEngine(code, library, { world: 'arena' });
    assert.deepEqual(lines, old.output);
    assert.deepEqual(lines, ['30']);
    assert.equal(board.reads.times.sonar.length, 1);
    // No echo in the empty world: the pulse outlasts the library's timeout (−1).
    const none = await onFirmware(code, library);
    assert.deepEqual(none.lines, (await onOldEngine(code, library)).output);
  });

  test(`${version}: line sensors read the oval's line as with the old engine`, async () => {
    const s = VERSIONS.find((v) => v.version === version)!.sensor;
    const code = `from maqueen import *\nprint(line_sensor(${s}M), line_sensor(${s}L1))\nprint(line_sensor_data(${s}M), line_sensor_data(${s}L1))`;
    const { board, lines } = await onFirmware(code, library, { world: 'oval' });
    const old = await onOldEngine(code, library, { world: 'oval' });
    assert.deepEqual(lines, old.output);
    assert.equal(lines[0], '1 0'); // only M sees the line at the start
    assert.ok(board.reads.times.line.length >= 4);
  });

  test(`${version}: the red and the RGB LEDs change the core's lights as with the old engine`, async () => {
    const code =
      'from maqueen import *\nled_red(1, Led.LEFT)\nled_rgb(rgb(255, 128, 0), ColorLED.R1)\nled_rgb(rgb(0, 0, 255), ColorLED.L2)';
    const { board } = await onFirmware(code, library);
    const old = await onOldEngine(code, library);
    const state = board.snapshot();
    assert.deepEqual(state.redLeds, { left: true, right: false });
    assert.deepEqual(state.redLeds, old.finalState?.redLeds);
    assert.deepEqual(state.pixels, old.finalState?.pixels);
    assert.deepEqual(state.pixels[3], { r: 255, g: 128, b: 0 }); // index 3 is R1
    const changes = (log: { pixels: unknown }[]) => log.map((c) => c.pixels);
    assert.deepEqual(changes(board.lights.pixels), changes(old.lights.pixels));
  });
}

test('ultrasonic() at gaps around the halves reads as with the old engine', async () => {
  for (const cm of [7.49, 7.5, 8.5, 12.49, 33.33]) {
    const code = 'from maqueen import *\nprint(ultrasonic())';
    const { lines } = await onFirmware(code, NEXT, { worldSpec: wallAhead(cm) });
    const old = await onOldEngine(code, NEXT, { worldSpec: wallAhead(cm) });
    assert.deepEqual(lines, old.output, `${cm} cm`);
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

test('accelerometer.get_values() comes from the core IMU as with the old engine', async () => {
  const code = 'from microbit import *\nprint(accelerometer.get_values())';
  const level = await onFirmware(code, '');
  assert.deepEqual(level.lines, ['(0, 1024, 0)']);
  // Held tilted by the reader: the core's gravity vector, as the old engine reads it.
  const tilted = await onFirmware(code, '', { surroundings: { pitch: 30, roll: -20 } });
  const old = await onOldEngine(code, '', { surroundings: { pitch: 30, roll: -20 } });
  assert.deepEqual(tilted.lines, old.output);
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

test('a loop that only computes costs simulated time through the VM hook, as with the old engine', async () => {
  const code =
    'import time\nt = time.ticks_us()\nfor i in range(10000):\n    pass\nprint(time.ticks_diff(time.ticks_us(), t))';
  const { lines } = await onFirmware(code, '');
  const us = Number(lines[0]);
  // 10,000 jumps at 10 µs each, charged per 64 (the hook's period)
  assert.ok(Math.abs(us - 100_000) <= POLL_US, `${us} µs`);
  const old = await onOldEngine(code, '');
  const oldUs = Number(old.output[0]);
  assert.ok(Math.abs(us - oldUs) <= 0.05 * oldUs, `${us} vs ${oldUs} µs`);
});
