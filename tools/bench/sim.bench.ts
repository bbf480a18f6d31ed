// Simulated time per real time for a typical robot loop (motor + ultrasonic + sleep(20))
// on MicroPython-WASM with the simulator core. Target: at least 100×.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInWorker } from '../../simulator/runtime/run-in-worker.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const TARGET = 100;
const SIMULATED_S = 60;

// The same bus and pin traffic as the guide's library, for when a version's file is not ready.
const STAND_IN_LIBRARY = `from microbit import i2c, pin13, pin14
from machine import time_pulse_us
from time import sleep_us

def motor_run(motor, speed):
    d = 1 if speed < 0 else 0
    i2c.write(0x10, bytes([0x00 if motor == 0 else 0x02, d, min(255, abs(speed))]))

def ultrasonic():
    pin13.write_digital(0)
    sleep_us(2)
    pin13.write_digital(1)
    sleep_us(10)
    pin13.write_digital(0)
    t = time_pulse_us(pin14, 1, 25000)
    return round(t / 58) if t > 0 else 0
`;

const LOOP = `from maqueen import *
from microbit import *
while True:
    d = ultrasonic()
    if 0 < d < 20:
        motor_run(0, 120)
        motor_run(1, -120)
    else:
        motor_run(0, 150)
        motor_run(1, 150)
    sleep(20)
`;

const nextLibrary = join(repoRoot, 'docs', 'lib', 'maqueen.py');
const candidates: [string, string][] = [['stand-in library', STAND_IN_LIBRARY]];
if (existsSync(nextLibrary)) {
  const text = readFileSync(nextLibrary, 'utf8');
  if (/def motor_run/.test(text) && /def ultrasonic/.test(text))
    candidates.push(['docs/lib/maqueen.py', text]);
}

let failed = false;
for (const [label, library] of candidates) {
  const started = Date.now();
  const result = await runInWorker({
    code: LOOP.replace(/motor_run\(0,/g, 'motor_run(Motor.LEFT,').replace(
      /motor_run\(1,/g,
      'motor_run(Motor.RIGHT,',
    ),
    library:
      label === 'stand-in library'
        ? library + '\nclass Motor:\n    LEFT = 0\n    RIGHT = 1\n'
        : library,
    world: 'arena',
    budgetMs: SIMULATED_S * 1000,
    presses: [],
    wallTimeoutMs: 60_000,
  });
  const total = Date.now() - started;
  if (result.stop !== 'budget') {
    console.log(`${label}: run ended with ${result.stop} ${result.error?.summary ?? ''}`);
    failed = true;
    continue;
  }
  const simulatedMs = result.simTimeUs / 1000;
  const ratio = simulatedMs / result.wallMs;
  const ratioWithStart = simulatedMs / total;
  console.log(
    `${label}: ${(simulatedMs / 1000).toFixed(1)} simulated s in ${result.wallMs} ms ` +
      `(${total} ms with worker start): ${ratio.toFixed(0)}× (${ratioWithStart.toFixed(0)}× incl. start), ` +
      `${result.trace.length} bus transfers; target ≥ ${TARGET}×`,
  );
  if (ratio < TARGET) failed = true;
}
process.exit(failed ? 1 : 0);
