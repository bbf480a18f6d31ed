// The host-neutral session, run here in Node's main thread: one MicroPython after the other.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadMicroPython } from '@maqueen/micropython';
import { readPythonShims } from './python-files.ts';
import { readFileSync } from 'node:fs';
import { createSession, type SessionHooks } from './session.ts';
import type { SessionJob, SessionResult } from './types.ts';

const files = readPythonShims();
/** Next's library, for programs that drive the robot. */
const MAQUEEN = readFileSync(new URL('../../docs/lib/maqueen.py', import.meta.url), 'utf8');

const job = (code: string, extra: Partial<SessionJob> = {}): SessionJob => ({
  code,
  library: '',
  world: 'empty',
  budgetMs: 2000,
  presses: [],
  ...extra,
});

async function runProgram(j: SessionJob, hooks: SessionHooks = {}): Promise<SessionResult> {
  const session = await createSession(j, { files, load: loadMicroPython }, hooks);
  return session.run();
}

test('sleep and time functions share one simulated clock', async () => {
  const r = await runProgram(
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
  const r = await runProgram(
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
  const r = await runProgram(
    job('from microbit import *\nwhile True:\n    sleep(20)', { budgetMs: 1500 }),
  );
  assert.equal(r.stop, 'budget');
  assert.ok(r.simTimeUs >= 1_500_000 && r.simTimeUs < 1_530_000, String(r.simTimeUs));
});

test('a program that swallows KeyboardInterrupt is cut off hard', async () => {
  const r = await runProgram(
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
  const r = await runProgram(
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
  const r = await runProgram(
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
  const r = await runProgram(
    job('from maqueen import *\nbroken()', { library: 'def broken():\n    return 1 / 0\n' }),
  );
  assert.equal(r.stop, 'error');
  assert.equal(r.error?.line, 2);
  assert.match(r.error?.summary ?? '', /ZeroDivisionError/);
});

test('display.scroll blocks for its animation time', async () => {
  const r = await runProgram(
    job('from microbit import *\ndisplay.scroll("Hi")\nprint(running_time() > 1000)'),
  );
  assert.deepEqual(r.output, ['True']);
});

test('a program that prints endlessly and swallows KeyboardInterrupt is cut off too', async () => {
  const r = await runProgram(
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
  const r = await runProgram(
    job('x = 0\nwhile True:\n    x += 1\n    if x % 1000 == 0:\n        print(x)', {
      budgetMs: 300,
    }),
  );
  assert.equal(r.stop, 'budget');
  assert.ok(r.simTimeUs >= 300_000 && r.simTimeUs < 310_000);
});

test('compass: get_x/get_y/get_z/get_field_strength never start the calibration', async () => {
  const r = await runProgram(
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
  const r = await runProgram(
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
  const r = await runProgram(
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
  const r = await runProgram(
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
  const r = await runProgram(
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

test('hooks: frames every 33 ms of simulated time, pace with the clock, lines as printed', async () => {
  const frames: number[] = [];
  const paced: number[] = [];
  const lines: string[] = [];
  await runProgram(job('from microbit import *\nprint("a")\nsleep(1000)\nprint("b")'), {
    onFrame: (state) => frames.push(state.timeUs),
    pace: (us) => paced.push(us),
    onLine: (line) => lines.push(line),
  });
  assert.ok(frames.length >= 29 && frames.length <= 32, String(frames.length));
  assert.ok(paced.length > 0 && paced.every((t, i) => i === 0 || t >= paced[i - 1]));
  assert.ok(paced[paced.length - 1] >= 1_000_000);
  assert.deepEqual(lines, ['a', 'b']);
});

test('hooks: a button pressed live reaches a program that waits for it', async () => {
  let polls = 0;
  const r = await runProgram(
    job(`from microbit import *
while not button_a.was_pressed():
    sleep(10)
print(running_time() // 100)`),
    {
      // The reader presses A on the 50th poll and lets go on the next one.
      pollInput: () => {
        polls += 1;
        if (polls === 50) return [{ button: 'a', down: true }];
        if (polls === 51) return [{ button: 'a', down: false }];
        return [];
      },
    },
  );
  assert.equal(r.stop, 'finished');
  assert.deepEqual(r.output, ['4']);
});

test('shaking the board ends a was_gesture loop; tilt, logo, temperature, light and sound reach the program', async () => {
  let polls = 0;
  const r = await runProgram(
    job(`from microbit import *
print(temperature(), display.read_light_level(), microphone.sound_level(), pin_logo.is_touched())
print(accelerometer.current_gesture())
while not accelerometer.was_gesture("shake"):
    sleep(10)
print(running_time() // 100, accelerometer.current_gesture())
while not pin_logo.is_touched():
    sleep(10)
print(temperature(), display.read_light_level(), microphone.sound_level())
print(accelerometer.current_gesture(), accelerometer.get_gestures())
print(microphone.was_event(SoundEvent.LOUD), microphone.current_event())`),
    {
      // The reader shakes on the 50th poll (about 0.5 s), then holds the robot with its right
      // side down (the board's left edge, seen from its display), turns the room warm, bright
      // and loud, and touches the logo.
      pollInput: () => {
        polls += 1;
        if (polls === 50) return [{ surroundings: { kind: 'shake' } }];
        if (polls === 150) {
          return [
            { surroundings: { kind: 'tilt', pitch: 0, roll: 90 } },
            { surroundings: { kind: 'temperature', celsius: 30 } },
            { surroundings: { kind: 'light', level: 255 } },
            { surroundings: { kind: 'sound', level: 200 } },
            { surroundings: { kind: 'logo', touched: true } },
          ];
        }
        return [];
      },
    },
  );
  assert.equal(r.error, null);
  assert.deepEqual(r.output, [
    '21 120 0 False',
    'up',
    '4 shake',
    '30 255 200',
    "left ('up', 'left')",
    "True SoundEvent('loud')",
  ]);
});

test('a packet from the other board on the page reaches a program that listens on its group', async () => {
  let polls = 0;
  const send = (text: string, group: number) => ({
    radio: {
      channel: 7,
      group,
      address: 0x75626974,
      dataRate: 0,
      payload: [1, 0, 1, ...Buffer.from(text)],
    },
  });
  const r = await runProgram(
    job(`import radio
from microbit import *
radio.on()
radio.config(group=7)
while True:
    text = radio.receive()
    if text:
        print(text, running_time() // 100)
        break
    sleep(20)`),
    {
      // Another group first (filtered out by the receiver), then the right one.
      pollInput: () => {
        polls += 1;
        if (polls === 30) return [send('falsch', 1)];
        if (polls === 60) return [send('vor', 7)];
        return [];
      },
    },
  );
  assert.equal(r.error, null);
  assert.deepEqual(r.output, ['vor 6']);
});

test('a gesture the board does not know is a ValueError, as on the board', async () => {
  const r = await runProgram(job('from microbit import *\naccelerometer.was_gesture("wobble")'));
  assert.equal(r.error?.summary, 'ValueError: invalid gesture');
});

test('exec runs set-up and checks outside the budget; untraced set-up leaves no bus trace', async () => {
  const session = await createSession(
    job('from maqueen import *\nprint(helper())', {
      library: 'from microbit import i2c\ndef helper():\n    return 7\n',
    }),
    { files, load: loadMicroPython },
  );
  const setUp = session.exec('from microbit import i2c\ni2c.write(0x10, bytes([0, 0, 0]))', {
    untraced: true,
  });
  assert.equal(setUp.error, null);
  const result = session.run();
  assert.deepEqual(result.output, ['7']);
  assert.equal(result.trace.length, 0);
  const after = session.exec('print(helper() * 2)');
  assert.deepEqual(after.output, ['14']);
  assert.equal(session.exec('nope()').error?.type, 'NameError');
});

test("Python's own work costs the board's time: a loop that waits on the clock ends", async () => {
  const r = await runProgram(
    job(`from microbit import *
import time
start = running_time()
n = 0
while running_time() - start < 1000:
    n += 1
t = time.ticks_ms()
while time.ticks_diff(time.ticks_ms(), t) < 500:
    pass
print(running_time() // 100, 50_000 < n < 150_000)`),
  );
  assert.equal(r.stop, 'finished');
  assert.deepEqual(r.output, ['15 True']);
});

test('the robot drives on while the program computes', async () => {
  const r = await runProgram(
    job(
      `from microbit import *
from maqueen import *
motor_run(Motor.ALL, 100)
n = 0
for i in range(100_000):
    n += i
motor_stop()`,
      { library: MAQUEEN },
    ),
  );
  assert.equal(r.stop, 'finished');
  // 100,000 passes of 10 µs are one second: about 17 cm at speed 100.
  assert.ok(r.finalPose.y > 12 && r.finalPose.y < 22, String(r.finalPose.y));
});

test('a loop that only computes stops at the budget, in simulated time', async () => {
  const r = await runProgram(job('while True:\n    pass', { budgetMs: 1500 }));
  assert.equal(r.stop, 'budget');
  assert.ok(r.simTimeUs >= 1_500_000 && r.simTimeUs < 1_600_000, String(r.simTimeUs));
});

test('input() where nobody can type (Prüfen, the tests): it ends the program with a German message', async () => {
  const r = await runProgram(job('x = input("Zahl? ")\nprint(x)'));
  assert.equal(r.stop, 'error');
  assert.match(r.error?.summary ?? '', /^OSError: input\(\) wartet auf Text .* Knöpfe A und B\.$/);
});

test('input() in the player waits for the typed line while time and the robot go on, and echoes it', async () => {
  const prompts: (string | null)[] = [];
  let asks = 0;
  const r = await runProgram(
    job(
      'from maqueen import *\nfrom microbit import *\nmotor_run(Motor.ALL, 100)\nname = input("Name? ")\nmotor_stop()\nprint("Hallo", name, running_time() // 100)',
      { library: MAQUEEN, budgetMs: 5000 },
    ),
    {
      onPrompt: (prompt) => prompts.push(prompt),
      // The reader types after the program asked 50 times (1 s of simulated time).
      takeLine: () => (++asks > 50 ? 'Max' : null),
    },
  );
  assert.equal(r.error, null);
  assert.deepEqual(prompts, ['Name? ', null]);
  assert.deepEqual(r.output, ['Name? Max', 'Hallo Max 10']);
  const moved = r.path.at(-1)!.y - r.path[0]!.y;
  assert.ok(moved > 10, `the robot drove on while the program waited: ${moved.toFixed(1)} cm`);
});

test('a program waiting in input() stops at its budget', async () => {
  const r = await runProgram(job('input()', { budgetMs: 1000 }), { takeLine: () => null });
  assert.equal(r.stop, 'budget');
});

test('random numbers follow the run seed: the same seed repeats them, another one does not', async () => {
  const dice = 'import random\nprint([random.randint(1, 6) for _ in range(12)])';
  const [a, b, c] = await Promise.all([
    runProgram(job(dice, { seed: 11 })),
    runProgram(job(dice, { seed: 11 })),
    runProgram(job(dice, { seed: 12 })),
  ]);
  assert.deepEqual(a.output, b.output);
  assert.notDeepEqual(a.output, c.output);
});

test('what the micro:bit lacks is refused as the board refuses it, with a German explanation', async () => {
  const fString = await runProgram(job('x = 3\nprint("los")\nprint(f"wert {x}")'));
  assert.equal(fString.stop, 'error');
  // The board compiles the whole program first: not even the first print runs.
  assert.deepEqual(fString.output, []);
  assert.equal(fString.error?.summary, 'SyntaxError: invalid syntax');
  assert.equal(fString.error?.line, 3);
  assert.match(fString.error?.explanation ?? '', /^Der micro:bit kennt keine f-Strings\./);

  const json = await runProgram(job('import json'));
  assert.equal(json.error?.summary, "ImportError: no module named 'json'");
  assert.match(json.error?.explanation ?? '', /micro:bit/);

  // A mistake both MicroPythons see is reported by the interpreter itself.
  const broken = await runProgram(job('print("a"\nprint(f"b")'));
  assert.equal(broken.error?.type, 'SyntaxError');
  assert.equal(broken.error?.explanation, undefined);
});
