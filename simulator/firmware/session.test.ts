// The firmware's session (session.ts) keeps the session contract (../runtime/session.ts):
// output lines and their times, the error with the program's line, the stop reasons, code run
// before and after the program in the same interpreter, and the host's JS modules.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { radioOf } from '../core/radio.ts';
import { soundLogOf } from '../core/sound-log.ts';
import type { Session, ReaderInput } from '../runtime/session.ts';
import type { SessionJob } from '../runtime/types.ts';
import { loadFirmwareWasm } from './node.ts';
import { createFirmwareSession, parseTraceback } from './session.ts';

const LIBRARY = readFileSync(new URL('../../docs/lib/maqueen.py', import.meta.url), 'utf8');

const job = (code: string, more: Partial<SessionJob> = {}): SessionJob => ({
  code,
  library: LIBRARY,
  world: 'empty',
  budgetMs: 5000,
  presses: [],
  ...more,
});

const session = async (j: SessionJob, modules: Record<string, object> = {}) =>
  createFirmwareSession(await loadFirmwareWasm(), j, { modules });

test('a traceback gives the type, the message and the last line in main.py', () => {
  const failure = parseTraceback([
    'Traceback (most recent call last):',
    '  File "main.py", line 4, in <module>',
    '  File "maqueen.py", line 120, in motor_run',
    'ValueError: Motor unbekannt',
  ]);
  assert.equal(failure.type, 'ValueError');
  assert.equal(failure.summary, 'ValueError: Motor unbekannt');
  assert.equal(failure.line, 4);
  assert.equal(parseTraceback(['Traceback (most recent call last):', 'E: a', 'b']).line, null);
});

test("an uncaught error ends the run where it was raised, and the traceback is not the program's output", async () => {
  const s = await session(
    job('print("vorher")\nfrom maqueen import *\nmotor_run(Motor.ALL, 100)\nint("abc")'),
  );
  const r = await s.run();
  assert.equal(r.stop, 'error');
  assert.equal(r.error?.type, 'ValueError');
  assert.equal(r.error?.summary, 'ValueError: invalid syntax for integer with base 10');
  assert.equal(r.error?.line, 4);
  assert.deepEqual(r.output, ['vorher']);
  // The sad face and the scrolled message (seconds on the board) are not part of the run.
  assert.ok(r.simTimeUs < 100_000, `ended at ${r.simTimeUs} µs`);
  assert.equal(r.motorsRunning, true);
});

test('a program still running at its budget stops with KeyboardInterrupt as "budget", not as an error', async () => {
  const s = await session(
    job('from microbit import *\nwhile True:\n    sleep(10)', { budgetMs: 1000 }),
  );
  const r = await s.run();
  assert.equal(r.stop, 'budget');
  assert.equal(r.error, null);
  assert.ok(r.simTimeUs >= 1_000_000 && r.simTimeUs < 1_020_000, `ended at ${r.simTimeUs} µs`);
});

test('a program that catches KeyboardInterrupt and goes on is cut off half a second later', async () => {
  const code =
    'while True:\n    try:\n        while True:\n            pass\n    except KeyboardInterrupt:\n        pass';
  const r = await (await session(job(code, { budgetMs: 500 }))).run();
  assert.equal(r.stop, 'hard-stop');
  assert.ok(r.simTimeUs >= 1_000_000, `ended at ${r.simTimeUs} µs`);
});

test('code run before and after the program shares its globals, as the REPL after main.py does', async () => {
  const s = await session(job('x = y + 1\nprint(x)'));
  assert.deepEqual(await s.exec('y = 41'), { error: null, output: [] });
  const r = await s.run();
  assert.deepEqual(r.output, ['42']);
  assert.deepEqual(await s.exec('print(x * 2)'), { error: null, output: ['84'] });
  const before = s.board.nowUs;
  assert.equal((await s.exec('x = y.z')).error?.type, 'AttributeError');
  assert.ok(s.board.nowUs - before < 100_000, 'the error was not scrolled on the display');
});

test('the host modules are called from Python; their calls print nothing and cost no serial time', async () => {
  const seen: unknown[][] = [];
  const s = await session(job('print("a")\n_probe.note(1, "z\'")\nprint("b")'), {
    _probe: { note: (...a: unknown[]) => seen.push(a) },
  });
  // Imported before the program, as the runner's claim helpers are.
  assert.equal((await s.exec('import _probe')).error, null);
  const r = await s.run();
  assert.equal(r.stop, 'finished', JSON.stringify(r.error));
  assert.deepEqual(seen, [[1, "z'"]]);
  assert.deepEqual(r.output, ['a', 'b']);
  // "a\r\n" at 87 µs per byte, plus the bytecode between the two prints (VM hooks of 640 µs).
  const between = r.printedAtUs[1]! - r.printedAtUs[0]!;
  assert.ok(between < 3 * 87 + 2 * 640, `${between} µs between the lines`);
});

test('a program that prints the marker byte itself gets its line printed', async () => {
  const r = await (await session(job('print("\\x1eno.call ()")\nprint("x")'))).run();
  assert.deepEqual(r.output, ['\x1eno.call ()', 'x']);
});

test('an error without a traceback (no memory left for one) is still the error, not output', async () => {
  const s = await session(job('a = []\nwhile True:\n    a.append([1] * 100)'));
  assert.equal((await s.run()).error?.type, 'MemoryError');
  // `a` still fills the heap: compiling the next main.py fails before any traceback exists.
  const after = await s.exec('print(len(a))');
  assert.deepEqual(after.output, []);
  assert.match(after.error?.summary ?? '', /^MemoryError: memory allocation failed/);
  assert.equal(after.error?.line, null);
});

test("a program that prints a traceback's first line itself goes on", async () => {
  const code = 'print("Traceback (most recent call last):")\nprint("weiter")';
  const r = await (await session(job(code))).run();
  assert.equal(r.stop, 'finished');
  assert.deepEqual(r.output, ['Traceback (most recent call last):', 'weiter']);
});

test('a program that turns off Ctrl-C (micropython.kbd_intr(-1)) runs on and prints', async () => {
  const code =
    'import micropython\nmicropython.kbd_intr(-1)\nfor i in range(200):\n    pass\nprint("weiter")';
  const r = await (await session(job(code))).run();
  assert.equal(r.stop, 'finished');
  assert.deepEqual(r.output, ['weiter']);
});

test('the program finds only the library and main.py on the file system', async () => {
  const s = await createFirmwareSession(
    await loadFirmwareWasm(),
    job('import os\nprint(sorted(os.listdir()))'),
    { files: { 'helper.py': 'X = 1' } },
  );
  assert.deepEqual((await s.exec('import helper')).error, null);
  assert.deepEqual((await s.run()).output, ["['main.py', 'maqueen.py']"]);
});

test('a program too big for the file system beside the library is refused with ENOSPC', async () => {
  const r = await (await session(job(`x = ${'1'.repeat(8000)}`))).run();
  assert.equal(r.stop, 'error');
  assert.equal(r.error?.summary, 'OSError: [Errno 28] ENOSPC');
});

test('scripted presses reach the program', async () => {
  const code =
    'from microbit import *\nsleep(500)\nprint(button_a.was_pressed(), button_b.was_pressed())';
  const r = await (await session(job(code, { presses: [{ button: 'a', atMs: 100 }] }))).run();
  assert.deepEqual(r.output, ['True False']);
});

test('input() tells the host its prompt, takes the typed line and echoes it after the prompt', async () => {
  const prompts: (string | null)[] = [];
  const typed = ['Anna'];
  let asked = 0;
  const s = await createFirmwareSession(
    await loadFirmwareWasm(),
    job('name = input("Name? ")\nprint("Hallo " + name)'),
    {},
    {
      onPrompt: (prompt) => prompts.push(prompt),
      // Nothing is typed until the prompt has been shown.
      takeLine: () => (prompts.length > 0 && asked++ > 5 ? (typed.shift() ?? null) : null),
    },
  );
  const r = await s.run();
  assert.equal(r.stop, 'finished');
  assert.deepEqual(prompts, ['Name? ', null]);
  assert.deepEqual(r.output, ['Name? Anna', 'Hallo Anna']);
});

test('input() where nobody can type (no takeLine) stops the run there as "input", with its line', async () => {
  const r = await (
    await session(
      job('print("vorher")\nname = input("Name? ")\nprint("nie")', { budgetMs: 60_000 }),
    )
  ).run();
  assert.equal(r.stop, 'input');
  assert.equal(r.error?.type, 'KeyboardInterrupt');
  assert.equal(r.error?.line, 2);
  assert.deepEqual(r.output, ['vorher', 'Name? ']);
  // Stopped at the wait, not at the budget.
  assert.ok(r.simTimeUs < 1_000_000, `stopped after ${r.simTimeUs} µs`);
});

test("radio: a packet from the page reaches the program on its group, and what it sends goes on the core's air", async () => {
  const s = await createFirmwareSession(
    await loadFirmwareWasm(),
    job(
      [
        'import radio',
        'from microbit import sleep',
        'radio.config(group=7)',
        'radio.on()',
        'while True:',
        '    text = radio.receive()',
        '    if text:',
        '        print(text)',
        '        radio.send("zurück " + text)',
        '        break',
        '    sleep(10)',
      ].join('\n'),
    ),
    {},
    {
      // One packet for group 7 and one for group 1 (not heard), once the program runs.
      pollInput: (() => {
        let sent = false;
        return () => {
          if (sent) return [];
          sent = true;
          const packet = (group: number, text: string) => ({
            radio: {
              channel: 7,
              group,
              address: 0x75626974,
              dataRate: 0,
              payload: [1, 0, 1, ...new TextEncoder().encode(text)],
            },
          });
          return [packet(1, 'falsch'), packet(7, 'los')];
        };
      })(),
    },
  );
  const r = await s.run();
  assert.equal(r.stop, 'finished');
  assert.deepEqual(r.output, ['los']);
  const sent = radioOf(s.board).sent;
  assert.equal(sent.length, 1);
  assert.equal(sent[0]!.group, 7);
  assert.deepEqual(sent[0]!.payload, [1, 0, 1, ...new TextEncoder().encode('zurück los')]);
});

test("the speaker: the music channel's tones and sound expressions reach the core's sound log", async () => {
  const s = await session(
    job(
      [
        'import music, audio',
        'from microbit import Sound, sleep',
        'music.pitch(440, 500)',
        'audio.play(Sound.HAPPY)',
      ].join('\n'),
    ),
  );
  const r = await s.run();
  assert.equal(r.stop, 'finished');
  const sound = soundLogOf(s.board);
  const [tone] = sound.tones();
  assert.ok(tone, 'no tone');
  // 10^6 / ⌊10^6 / 440⌋ Hz for the firmware's whole-µs period, about 500 ms long.
  assert.equal(tone.frequencyHz, 1e6 / 2272);
  assert.ok(Math.abs(tone.endUs - tone.startUs - 500_000) < 12_000, `${tone.endUs - tone.startUs}`);
  assert.equal(sound.expressions.length, 1);
  assert.equal(sound.expressions[0]!.name, 'happy');
  // audio.play waits for the sound: happy lasts 1259 ms in CODAL's data.
  const happy = sound.expressions[0]!;
  assert.equal(happy.endUs - happy.startUs, 1_259_000);
  assert.ok(r.simTimeUs >= happy.endUs, `ended at ${r.simTimeUs} µs`);
});

/** A `pollInput` that hands over `events` once the program has run for `afterUs`. */
function inputAfter(afterUs: number, events: ReaderInput[], clock: () => number) {
  let given = false;
  return () => {
    if (given || clock() < afterUs) return [];
    given = true;
    return events;
  };
}

test('CODAL\'s events reach the firmware: a shake ends a wait for was_gesture("shake"), a loud sound a wait for LOUD', async () => {
  let s: Session | null = null;
  const now = () => s?.board.nowUs ?? 0;
  s = await createFirmwareSession(
    await loadFirmwareWasm(),
    job(
      [
        'from microbit import *',
        'microphone.sound_level()',
        'while not accelerometer.was_gesture("shake"):',
        '    sleep(10)',
        'print("geschüttelt", running_time() // 100)',
        'while not microphone.was_event(SoundEvent.LOUD):',
        '    sleep(10)',
        'print("laut", running_time() // 100)',
      ].join('\n'),
    ),
    {},
    {
      pollInput: (() => {
        const shake = inputAfter(500_000, [{ surroundings: { kind: 'shake' } }], now);
        const loud = inputAfter(1_000_000, [{ surroundings: { kind: 'sound', level: 200 } }], now);
        return () => [...shake(), ...loud()];
      })(),
    },
  );
  const r = await s.run();
  assert.equal(r.stop, 'finished');
  assert.deepEqual(r.output, ['geschüttelt 5', 'laut 10']);
});

test("audio frames and speech play their samples in the core's sound log, and a waiting play lasts as long as they sound", async () => {
  const s = await session(
    job(
      [
        'import audio, speech',
        'from microbit import running_time',
        'frame = audio.AudioFrame()',
        'for i in range(32):',
        '    frame[i] = 128 if i < 16 else 255',
        'audio.play([frame] * 100)',
        'print(running_time())',
        'speech.say("hallo")',
        'print(running_time())',
      ].join('\n'),
    ),
  );
  const r = await s.run();
  assert.equal(r.stop, 'finished');
  const [frames, spoken] = soundLogOf(s.board).frames;
  assert.ok(frames && spoken, 'frames and speech are logged');
  // 100 frames of 32 samples at 7812 Hz, four times over-sampled by modaudio.c, back to back.
  assert.equal(frames.samples.length, 100 * 32 * 4);
  assert.equal(frames.sampleRate, 4 * 7812);
  assert.equal(frames.endUs - frames.startUs, 100 * 4096);
  // The speaker asks for the next chunk ahead, so play() returns shortly before the last sample.
  const afterFrames = Number(r.output[0]) * 1000;
  assert.ok(Math.abs(afterFrames - frames.endUs) <= 12_000, `${afterFrames} vs ${frames.endUs}`);
  assert.ok(spoken.endUs - spoken.startUs > 100_000, 'speech takes time');
  // say() fills two chunks ahead (modspeech.c's double buffer): it returns before their end.
  assert.ok(Number(r.output[1]) * 1000 >= spoken.endUs - 20_000, `${r.output[1]} ms`);
});
