import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runInWorker } from './run-in-worker.ts';
import type { RunJob } from './types.ts';

const job = (code: string, extra: Partial<RunJob> = {}): RunJob => ({
  code,
  library: '',
  world: 'empty',
  budgetMs: 2000,
  presses: [],
  wallTimeoutMs: 15_000,
  ...extra,
});

test('sleep and time functions share one simulated clock', async () => {
  const r = await runInWorker(
    job(`from microbit import *
import time, utime
t0 = time.ticks_us()
sleep(250)
time.sleep_ms(100)
utime.sleep(0.5)
print(time.ticks_diff(time.ticks_us(), t0) // 1000)
print(running_time() >= 850)`),
  );
  assert.equal(r.stop, 'finished');
  assert.deepEqual(r.output, ['850', 'True']);
});

test('a wrong I2C address raises OSError in Python, as on the device', async () => {
  const r = await runInWorker(
    job(`from microbit import i2c
try:
    i2c.write(0x11, bytes([0, 0, 0]))
except OSError as e:
    print('OSError', e.args[0])
print(i2c.scan())`),
  );
  assert.deepEqual(r.output, ['OSError 19', '[16]']);
});

test('an endless loop with sleep is stopped softly at the budget', async () => {
  const r = await runInWorker(
    job('from microbit import *\nwhile True:\n    sleep(20)', { budgetMs: 1500 }),
  );
  assert.equal(r.stop, 'budget');
  assert.ok(r.simTimeUs >= 1_500_000 && r.simTimeUs < 1_530_000, String(r.simTimeUs));
});

test('a program that swallows KeyboardInterrupt is cut off hard', async () => {
  const r = await runInWorker(
    job(
      `from microbit import *
while True:
    try:
        while True:
            sleep(20)
    except KeyboardInterrupt:
        pass`,
      { budgetMs: 500 },
    ),
  );
  assert.equal(r.stop, 'hard-stop');
  assert.ok(r.simTimeUs >= 1_000_000 && r.simTimeUs < 1_100_000);
});

test('scripted button presses arrive at their simulated time', async () => {
  const r = await runInWorker(
    job(
      `from microbit import *
while not button_a.was_pressed():
    sleep(10)
print(running_time() // 100)
print(button_b.get_presses())`,
      {
        presses: [
          { button: 'a', atMs: 1200 },
          { button: 'b', atMs: 300 },
        ],
      },
    ),
  );
  assert.deepEqual(r.output, ['12', '1']);
});

test('neopixel sends GRB bytes on pin 15 and the ultrasonic echo gives 30 cm in the arena', async () => {
  const r = await runInWorker(
    job(
      `from microbit import *
from machine import time_pulse_us
import neopixel
np = neopixel.NeoPixel(pin15, 4)
np[0] = (255, 128, 0)
np.show()
pin13.write_digital(1)
pin13.write_digital(0)
print(round(time_pulse_us(pin14, 1, 25000) / 58))
print(accelerometer.get_y())`,
      { world: 'arena' },
    ),
  );
  assert.deepEqual(r.output, ['30', '1024']);
  const pixels = r.trace.find((t) => t.kind === 'ws2812');
  assert.deepEqual(pixels?.bytes.slice(0, 3), [128, 255, 0]);
});

test('the library is importable and errors inside it name the example line', async () => {
  const r = await runInWorker(
    job('from maqueen import *\nbroken()', { library: 'def broken():\n    return 1 / 0\n' }),
  );
  assert.equal(r.stop, 'error');
  assert.equal(r.error?.line, 2);
  assert.match(r.error?.summary ?? '', /ZeroDivisionError/);
});

test('display.scroll blocks for its animation time', async () => {
  const r = await runInWorker(
    job('from microbit import *\ndisplay.scroll("Hi")\nprint(running_time() > 1000)'),
  );
  assert.deepEqual(r.output, ['True']);
});

test('a program that prints endlessly and swallows KeyboardInterrupt is cut off too', async () => {
  const r = await runInWorker(
    job(
      `while True:
    try:
        while True:
            print(1)
    except KeyboardInterrupt:
        pass`,
      { budgetMs: 300 },
    ),
  );
  assert.equal(r.stop, 'hard-stop');
  assert.equal(r.error, null);
});

test('a busy loop without simulator calls still reaches the budget through its output', async () => {
  const r = await runInWorker(
    job('x = 0\nwhile True:\n    x += 1\n    if x % 1000 == 0:\n        print(x)', {
      budgetMs: 300,
    }),
  );
  assert.equal(r.stop, 'budget');
  assert.ok(r.simTimeUs >= 300_000 && r.simTimeUs < 310_000);
});

test('compass: get_x/get_y/get_z/get_field_strength never start the calibration', async () => {
  const r = await runInWorker(
    job(
      `from microbit import *
compass.get_x(); compass.get_y(); compass.get_z(); compass.get_field_strength()
print(compass.is_calibrated(), running_time() < 100)`,
      { compassCalibrated: false },
    ),
  );
  assert.deepEqual(r.output, ['False True']);
});

test('compass: heading() on an uncalibrated board plays the tilt game first', async () => {
  const r = await runInWorker(
    job(
      `from microbit import *
print(compass.is_calibrated())
compass.heading()
print(compass.is_calibrated(), running_time() > 10000)
compass.heading()
print(running_time() < 30000)`,
      { compassCalibrated: false, budgetMs: 60_000 },
    ),
  );
  assert.deepEqual(r.output, ['False', 'True True', 'True']);
});

test('compass: calibrate() calibrates; on a board that starts calibrated at once', async () => {
  const r = await runInWorker(
    job(`from microbit import *
print(compass.is_calibrated())
compass.clear_calibration()
print(compass.is_calibrated())
compass.calibrate()
print(compass.is_calibrated(), running_time() < 100)`),
  );
  assert.deepEqual(r.output, ['True', 'False', 'True True']);
});

test('compass: after clear_calibration() heading() calibrates again', async () => {
  const r = await runInWorker(
    job(`from microbit import *
compass.clear_calibration()
print(compass.is_calibrated())
compass.heading()
print(compass.is_calibrated())`),
  );
  assert.deepEqual(r.output, ['False', 'True']);
  assert.equal(r.finalState?.compassCalibrated, true);
});

test('compass: the tilt game blocks the program, then the display is blank again', async () => {
  const r = await runInWorker(
    job(
      `from microbit import *
compass.calibrate()
print(sum(display.get_pixel(x, y) for x in range(5) for y in range(5)))`,
      { compassCalibrated: false, budgetMs: 60_000 },
    ),
  );
  assert.deepEqual(r.output, ['0']);
  assert.ok(r.simTimeUs > 10_000_000, `the game took ${r.simTimeUs} µs`);
});
