// music, radio, audio and the rest of the board's modules on the simulator, against the micro:bit
// V2 with firmware MicroPython 2.1.2 (microbit-foundation/micropython-microbit-v2, tag v2.1.2:
// src/codal_port/modmusic.c, modmusictunes.c, modradio.c, drv_radio.c, modaudio.c,
// microbit_soundeffect.c, microbit_microphone.c, modmicrobit.c, modspeech.c, modlog.c,
// modpower.c, microbit_uart.c, microbit_spi.c; built-in sounds from codal-microbit-v2 v0.2.43).
// Each case is a program and what the board prints; some also look at what the simulator
// recorded (the sound log, the radio's air).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadMicroPython } from '@maqueen/micropython';
import { radioOf, textPayload } from '../core/radio.ts';
import { soundLogOf } from '../core/sound-log.ts';
import { readPythonShims } from './python-files.ts';
import { createSession, type Session } from './session.ts';
import type { SessionResult } from './types.ts';

const files = readPythonShims();

async function run(
  code: string,
  setup?: (session: Session) => void,
  budgetMs = 30_000,
): Promise<{ r: SessionResult; session: Session }> {
  const job = { code, library: '', world: 'empty', budgetMs, presses: [] };
  const session = await createSession(job, { files, load: loadMicroPython });
  setup?.(session);
  return { r: session.run(), session };
}

// Prints "Type: message" for each failing call, so one program checks several errors.
const TRY = `def t(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__ + ': ' + str(e))
`;

interface ModuleCase {
  name: string;
  code: string;
  /** Printed lines (the whole output, or a function judging it with the run). */
  output?: string[];
  /** Last line of the traceback the program ends with (none: it finishes). */
  error?: string;
  setup?: (session: Session) => void;
  check?: (r: SessionResult, session: Session) => void;
  budgetMs?: number;
}

/** The firmware's tunes (modmusictunes.c, in the order of the module table) and their lengths. */
const TUNES: Record<string, number> = {
  DADADADUM: 10,
  ENTERTAINER: 18,
  PRELUDE: 64,
  ODE: 30,
  NYAN: 106,
  RINGTONE: 13,
  FUNK: 18,
  BLUES: 48,
  BIRTHDAY: 25,
  WEDDING: 18,
  FUNERAL: 11,
  PUNCHLINE: 9,
  PYTHON: 79,
  BADDY: 8,
  CHASE: 40,
  BA_DING: 2,
  WAWAWAWAA: 7,
  JUMP_UP: 5,
  JUMP_DOWN: 5,
  POWER_UP: 6,
  POWER_DOWN: 6,
};

const REAL_ONLY = 'funktioniert nur auf dem echten micro:bit.';

/** Reads `key=value` lines printed by a program. */
const values = (output: string[]) =>
  Object.fromEntries(output.map((l) => l.split('=')).map(([k, v]) => [k, Number(v)]));

const MUSIC: ModuleCase[] = [
  {
    name: 'every built-in melody exists, as a tuple of note strings, with the firmware’s notes',
    code: `import music
names = ${JSON.stringify(Object.keys(TUNES).join(' '))}.split()
print(sorted(n for n in dir(music) if n.isupper() and n[0] != '_') == sorted(names))
print([len(getattr(music, n)) for n in names])
print(all(type(getattr(music, n)) is tuple for n in names))
print(music.DADADADUM)
print(music.BA_DING, music.NYAN[:3])`,
    output: [
      'True',
      JSON.stringify(Object.values(TUNES)).replaceAll(',', ', '),
      'True',
      "('r4:2', 'g', 'g', 'g', 'eb:8', 'r:2', 'f', 'f', 'f', 'd:8')",
      "('b5:1', 'e6:3') ('f#5:2', 'g#', 'c#:1')",
    ],
  },
  {
    // 8 crotchets and 2 minims at 120 bpm: 4000 ms written, 4020 ms on the board (every note
    // rounded up to the 6 ms timer, plus 12 ms articulation), from the timer's next tick
    name: 'play(DADADADUM) blocks from the call to the next 6 ms tick, then 4020 ms',
    code: `import music, time
before = time.ticks_us()
music.play(music.DADADADUM)
after = time.ticks_us()
print('before=%d' % before)
print('after=%d' % after)`,
    check: (r, session) => {
      const { before, after } = values(r.output);
      const tones = soundLogOf(session.board).tones();
      // the rest r4:2 comes first: the first g starts 252 ms after the first tick
      const firstTick = tones[0].startUs - 252_000;
      assert.equal(firstTick % 6000, 0);
      assert.ok(firstTick > before && firstTick <= before + 6000 + 200, `${firstTick} ${before}`);
      assert.equal(after - firstTick, 4_020_000);
      assert.deepEqual(
        tones.map((t) => Math.round(t.frequencyHz)),
        [392, 392, 392, 311, 349, 349, 349, 294],
      );
      assert.deepEqual(
        tones.map((t) => (t.endUs - t.startUs) / 1000),
        [240, 240, 240, 990, 240, 240, 240, 990],
      );
    },
  },
  {
    // (60000 / 200) / 8 = 37 ms per tick: c:2 sounds 64 ms → 66, takes 78; d:1 27 → 30, 42
    name: 'set_tempo changes every later note as the firmware computes it; get_tempo reads it',
    code: `${TRY}import music, time
music.set_tempo(ticks=8, bpm=200)
print(music.get_tempo())
t0 = time.ticks_us()
music.play(['c4:2', 'd:1'])
print('took=%d' % time.ticks_diff(time.ticks_us(), t0))
music.set_tempo(bpm=0)
print(music.get_tempo())
music.set_tempo(bpm=70000)
print(music.get_tempo())
t(lambda: music.set_tempo(120))
music.reset()
print(music.get_tempo())`,
    check: (r) => {
      assert.deepEqual(r.output.slice(0, 1), ['(200, 8)']);
      const took = values([r.output[1]]).took;
      // 120 ms from the first tick, which comes within 6 ms of the call
      assert.ok(took > 120_000 && took <= 126_000 + 200, String(took));
      assert.deepEqual(r.output.slice(2), [
        '(200, 8)',
        '(4464, 8)',
        'TypeError: extra positional arguments given',
        '(120, 4)',
      ]);
    },
  },
  {
    name: 'pitch sounds at once, ends on the first tick after its duration and returns 12 ms later',
    code: `import music, time
music.pitch(440, 100)
print('after=%d' % time.ticks_us())
music.pitch(1000, -1)
print('free=%d' % time.ticks_us())
music.stop()`,
    check: (r, session) => {
      const { after, free } = values(r.output);
      const [a, b] = soundLogOf(session.board).tones();
      assert.equal(Math.round(a.frequencyHz * 100) / 100, 440.14); // period 2272 µs
      assert.equal(a.endUs % 6000, 0);
      const length = a.endUs - a.startUs;
      assert.ok(length >= 100_000 && length < 107_000, String(length));
      assert.equal(after - a.endUs, 12_000);
      // a negative duration does not block and sounds until music.stop()
      assert.equal(b.startUs, free);
      assert.ok(Number.isFinite(b.endUs) && b.endUs > free);
      assert.equal(soundLogOf(session.board).musicPlaying(b.endUs - 1), true);
      assert.equal(soundLogOf(session.board).musicPlaying(b.endUs), false);
    },
  },
  {
    name: 'wait=False returns at once; a later play or stop replaces the tune in the background',
    code: `import music, time
t0 = time.ticks_us()
music.play(music.NYAN, wait=False)
print('returned=%d' % time.ticks_diff(time.ticks_us(), t0))
time.sleep_ms(1000)
music.play(['c4:1'], wait=False, loop=True)
time.sleep_ms(1000)
music.stop()
print('stopped=%d' % time.ticks_us())`,
    check: (r, session) => {
      const { returned, stopped } = values(r.output);
      // the shim's own Python (argument checks) costs a few hundred µs, as a pupil's would
      assert.ok(returned < 1000, String(returned));
      const tones = soundLogOf(session.board).tones();
      const c = tones.filter((t) => Math.round(t.frequencyHz) === 262);
      // NYAN's first 5 notes start within the first second, then c4:1 every 132 ms until stop
      assert.equal(tones.length - c.length, 5);
      assert.ok(c.length >= 7 && c.length <= 8, String(c.length));
      assert.ok(tones.every((t) => t.endUs <= stopped));
      assert.equal(soundLogOf(session.board).musicPlaying(stopped + 1), false);
    },
  },
  {
    name: 'a looping tune with wait=True plays until the time budget stops it, inside the call',
    code: `import music
print('start')
music.play(['c4:1', 'e'], loop=True)
print('never')`,
    budgetMs: 2000,
    output: ['start'],
    check: (r, session) => {
      assert.equal(r.stop, 'budget');
      const log = soundLogOf(session.board);
      assert.equal(log.musicPlaying(r.simTimeUs), false);
      const tones = log.tones();
      assert.ok(tones.length >= 14 && tones.at(-1)!.endUs <= r.simTimeUs, String(tones.length));
    },
  },
  {
    name: 'wrong arguments get the board’s errors',
    code: `${TRY}import music
t(lambda: music.play())
t(lambda: music.play(5))
t(lambda: music.play('c', pin=pin_speaker))
t(lambda: music.play('c', pin=5))
t(lambda: music.play('c', pin=pin5))
t(lambda: music.play('c', tempo=3))
t(lambda: music.pitch(440.0))
t(lambda: music.pitch('a'))
t(lambda: music.stop(pin=pin0))
music.play(['c:1', 5])
music.play(b'c:1', pin=None)
print('ok')`,
    output: [
      "TypeError: 'music' argument required",
      "TypeError: object 'int' isn't a tuple or list",
      'ValueError: pin_speaker not allowed',
      'TypeError: expecting a pin',
      'ValueError: Pin 5 in button mode',
      'TypeError: extra keyword arguments given',
      "TypeError: can't convert float to int",
      "TypeError: can't convert str to int",
      "TypeError: function doesn't take keyword arguments",
      // the board prints this when the tune reaches the note, and stops
      'TypeError: expecting a str for note',
      'ok',
    ],
  },
];

const deliver = (session: Session, atMs: number, payload: number[], extra = {}) =>
  radioOf(session.board).deliver(
    { channel: 7, group: 0, address: 0x75626974, dataRate: 0, payload, ...extra },
    atMs * 1000,
  );

const RADIO: ModuleCase[] = [
  {
    name: 'config, on, off and send check their arguments as the board does',
    code: `${TRY}import radio
print(radio.RATE_1MBIT, radio.RATE_2MBIT, radio.receive())
t(lambda: radio.config(5))
t(lambda: radio.config(channel=84))
t(lambda: radio.config(length=0))
t(lambda: radio.config(group=256))
t(lambda: radio.config(power=8))
t(lambda: radio.config(data_rate=3))
t(lambda: radio.config(queue=1.5))
t(lambda: radio.config(speed=1))
t(lambda: radio.send(5))
t(lambda: radio.send_bytes(5))
t(lambda: radio.receive_bytes_into(b'abc'))
radio.config(data_rate=2, address=0x1234567890, channel=83)
radio.off()
t(lambda: radio.send('x'))
t(lambda: radio.receive())
radio.on()
print(radio.receive_full())`,
    output: [
      '0 1 None',
      'TypeError: arguments must be keywords',
      "ValueError: value out of range for argument 'channel'",
      "ValueError: value out of range for argument 'length'",
      "ValueError: value out of range for argument 'group'",
      "ValueError: value out of range for argument 'power'",
      "ValueError: value out of range for argument 'data_rate'",
      "TypeError: can't convert float to int",
      "ValueError: unknown argument 'speed'",
      "TypeError: can't convert 'int' object to str implicitly",
      'TypeError: object with buffer protocol required',
      'TypeError: object with buffer protocol required',
      'ValueError: radio is not enabled',
      'ValueError: radio is not enabled',
      'None',
    ],
    check: (_r, session) => {
      const radio = radioOf(session.board);
      assert.equal(radio.enabled, true);
      assert.equal(radio.config.address, 0x34567890);
      assert.equal(radio.config.dataRate, 2);
    },
  },
  {
    name: 'import radio switches it on; what this board sends goes on the air with its settings',
    code: `import radio
radio.send('hallo')
radio.config(channel=12, group=3, length=8)
radio.send_bytes(b'0123456789')
radio.send('äöü')`,
    check: (_r, session) => {
      const sent = radioOf(session.board).sent;
      assert.deepEqual(
        sent.map((p) => [p.channel, p.group, p.payload]),
        [
          [7, 0, textPayload('hallo')],
          [12, 3, [...'01234567'].map((c) => c.charCodeAt(0))],
          [12, 3, textPayload('äöü').slice(0, 8)],
        ],
      );
    },
  },
  {
    name: 'packets from the host arrive only on the same channel and group, in the queue’s room',
    setup: (session) => {
      deliver(session, 100, textPayload('group 0'));
      deliver(session, 110, textPayload('group 5'), { group: 5 });
      deliver(session, 120, textPayload('channel 9'), { group: 5, channel: 9 });
      deliver(session, 130, [0xde, 0xad], { group: 5, rssi: -42 });
      deliver(session, 140, [1, 2, 3, 4], { group: 5 });
      deliver(session, 150, textPayload('x'.repeat(40)), { group: 5 });
      deliver(session, 400, textPayload('late'), { group: 5 });
    },
    code: `${TRY}import radio
from microbit import sleep
radio.config(group=5)
sleep(300)
print(radio.receive())
full = radio.receive_full()
print(full[0], full[1], 130000 <= full[2] < 131000)
t(lambda: radio.receive())
buf = bytearray(10)
print(radio.receive_bytes_into(buf), buf)
print(radio.receive())
print(radio.receive_bytes())
sleep(200)
print(radio.receive())`,
    output: [
      'group 5',
      "b'\\xde\\xad' -42 True",
      'ValueError: received packet is not a string',
      // the receiver takes 32 bytes of the 43 sent
      "32 bytearray(b'\\x01\\x00\\x01xxxxxxx')",
      'None',
      'None',
      'late',
    ],
  },
];

const AUDIO: ModuleCase[] = [
  {
    name: 'audio.play(Sound) blocks as long as the sound plays (CODAL’s data)',
    code: `${TRY}import time
t0 = time.ticks_us()
audio.play(Sound.HELLO)
print('hello=%d' % time.ticks_diff(time.ticks_us(), t0))
effects = [audio.SoundEffect(duration=100), audio.SoundEffect(duration=250)]
t0 = time.ticks_us()
audio.play(effects)
print('effects=%d' % time.ticks_diff(time.ticks_us(), t0))
audio.play(Sound.TWINKLE, wait=False)
print('playing=%d' % audio.is_playing())
audio.stop()
print('after_stop=%d' % audio.is_playing())`,
    check: (r, session) => {
      const v = values(r.output);
      // plus the shim's own Python, less than a millisecond
      assert.ok(v.hello >= 506_000 && v.hello < 507_000, String(v.hello));
      assert.ok(v.effects >= 350_000 && v.effects < 351_000, String(v.effects));
      // firmware 2.1.2's audio.stop() stops AudioFrames only: the sound plays on
      assert.equal(v.playing, 1);
      assert.equal(v.after_stop, 1);
      const names = soundLogOf(session.board).expressions.map((e) => e.name);
      assert.deepEqual(names, ['hello', null, 'twinkle']);
    },
  },
  {
    name: 'Sound, SoundEvent and SoundEffect print and check as on the board',
    code: `${TRY}print(Sound.GIGGLE, Sound.YAWN, SoundEvent.LOUD, type(Sound.SAD).__name__)
print(sorted(n for n in dir(Sound) if n.isupper()))
e = audio.SoundEffect(freq_start=400, duration=80, vol_start=100)
print(e)
print(repr(e), e.vol_start, e.waveform == audio.SoundEffect.WAVEFORM_SQUARE)
e.freq_end = 9999
c = e.copy()
c.fx = audio.SoundEffect.FX_WARBLE
print(e.fx, c.fx, c.freq_end)
t(lambda: audio.SoundEffect(duration=10000))
t(lambda: audio.SoundEffect(vol_end=256))
t(lambda: audio.SoundEffect(waveform=10))
t(lambda: audio.SoundEffect(1, 2, 3, 4, 5, 6, 7, 8, 9))
t(lambda: setattr(e, 'pitch', 3))
t(lambda: Sound())
t(lambda: audio.play(Sound.HAPPY, return_pin=pin1))
t(lambda: audio.play(5))
t(lambda: audio.play([1, 2]))`,
    output: [
      "Sound('giggle') Sound('yawn') SoundEvent('loud') MicroBitSound",
      "['GIGGLE', 'HAPPY', 'HELLO', 'MYSTERIOUS', 'SAD', 'SLIDE', 'SOARING', 'SPRING', 'TWINKLE', 'YAWN']",
      'SoundEffect(freq_start=400, freq_end=2500, duration=80, vol_start=100, vol_end=0, waveform=WAVEFORM_SQUARE, fx=FX_NONE, shape=SHAPE_LOG)',
      'SoundEffect(400, 2500, 80, 100, 0, 3, 0, 18) 100 True',
      '0 3 9999',
      'ValueError: maximum value is 9999',
      'ValueError: maximum value is 255',
      'ValueError: maximum value is 9',
      'TypeError: extra positional arguments given',
      "AttributeError: 'MicroBitSoundEffect' object has no attribute 'pitch'",
      "TypeError: cannot create 'MicroBitSound' instances",
      'ValueError: return_pin not supported',
      "TypeError: 'int' object isn't iterable",
      'TypeError: not an AudioFrame',
    ],
  },
  {
    name: 'AudioFrames play 32 samples at 7812 Hz each; their values are checked',
    code: `${TRY}import time
f = audio.AudioFrame()
print(len(f), f[0], f[31])
f[0] = 255
t(lambda: f.__setitem__(0, 256))
t(lambda: f[32])
g = f * 0.5
print(g[0], (f + f)[0], (f - f)[0])
t0 = time.ticks_us()
audio.play([f, f, f])
print('frames=%d' % time.ticks_diff(time.ticks_us(), t0))`,
    check: (r, session) => {
      assert.deepEqual(r.output.slice(0, 4), [
        '32 128 128',
        'ValueError: value out of range',
        'ValueError: index out of bounds',
        '191 255 128',
      ]);
      // 3 × 32 / 7812 s
      const { frames } = values([r.output[4]]);
      assert.ok(frames >= 3 * 4096 && frames < 3 * 4096 + 1000, String(frames));
      assert.equal(soundLogOf(session.board).frames[0].samples.length, 96);
    },
  },
  {
    name: 'speaker, set_volume and the microphone of a quiet room',
    code: `${TRY}speaker.off()
speaker.on()
set_volume(300)
set_volume(-5)
print(microphone.sound_level(), microphone.current_event())
print(microphone.is_event(SoundEvent.QUIET), microphone.is_event(SoundEvent.LOUD))
print(microphone.was_event(SoundEvent.LOUD), microphone.get_events())
microphone.set_threshold(SoundEvent.LOUD, 128)
t(lambda: microphone.set_threshold(1, 128))
t(lambda: set_volume('laut'))
t(lambda: speaker.is_on())`,
    output: [
      "0 SoundEvent('quiet')",
      'True False',
      'False ()',
      'ValueError: invalid sound',
      "TypeError: can't convert str to int",
      // firmware 2.1.2's speaker has on() and off() only
      "AttributeError: 'MicroBitSpeaker' object has no attribute 'is_on'",
    ],
    check: (_r, session) => {
      assert.deepEqual(
        soundLogOf(session.board).settings.map(({ speaker, volume }) => [speaker, volume]),
        [
          [false, null],
          [true, null],
          [true, 255],
          [true, 0],
        ],
      );
    },
  },
];

const MICROBIT: ModuleCase[] = [
  {
    name: 'scale maps a value between ranges: an int for int ranges (rounded half to even)',
    code: `${TRY}print(scale(50, (0, 100), (0, 255)), scale(30, from_=(0, 100), to=(0, 255)))
print(scale(3, (0, 10), (0.0, 1.0)), scale(-90, (-180, 180), (0, 360)))
print(scale(12.5, (0, 100), (0, 20)), scale(5, (0, 0), (0, 10)))
t(lambda: scale(1, (0, 1, 2), (0, 1)))
t(lambda: scale(1, 5, (0, 1)))
t(lambda: scale(1, (0, 1)))
t(lambda: scale('1', (0, 1), (0, 1)))`,
    output: [
      '128 76',
      '0.3 90',
      '2 2147483647',
      'ValueError: requested length 2 but object has length 3',
      "TypeError: object 'int' isn't a tuple or list",
      "TypeError: 'to' argument required",
      "TypeError: can't convert str to float",
    ],
  },
  {
    name: 'run_every is a decorator and a function; the simulator never calls the callback',
    code: `${TRY}@run_every(s=1)
def tick():
    print('tick')
def tock():
    print('tock')
timer = run_every(tock, min=1, ms=500)
print(type(tick).__name__, timer._period_ms, tick._period_ms)
t(lambda: run_every(tock, 5))
t(lambda: tick())
sleep(3000)
print('done')`,
    output: [
      'run_every 60500 1000',
      'TypeError: extra positional arguments given',
      'TypeError: function takes 1 positional arguments but 0 were given',
      'done',
    ],
  },
];

/** Every call of what the simulator cannot do, and the start of its German message. */
const REAL_ONLY_CALLS: [string, string][] = [
  ['import speech\nspeech.say("hallo")', 'speech.say()'],
  ['import speech\nspeech.sing("#115DOWNSTAIRS")', 'speech.sing()'],
  ['import speech\nspeech.translate("hallo")', 'speech.translate()'],
  ['import speech\nspeech.pronounce("/HEH4LOW")', 'speech.pronounce()'],
  ['import log\nlog.set_labels("temp", timestamp=log.SECONDS)', 'log.set_labels()'],
  ['import log\nlog.add(temp=21)', 'log.add()'],
  ['import log\nlog.delete()', 'log.delete()'],
  ['import log\nlog.set_mirroring(True)', 'log.set_mirroring()'],
  ['import power\npower.off()', 'power.off()'],
  ['import power\npower.deep_sleep(1000)', 'power.deep_sleep()'],
  ['import machine\nmachine.reset()', 'machine.reset()'],
  ['from microbit import uart\nuart.init(baudrate=9600)', 'uart.init()'],
  ['from microbit import *\nuart.write("hallo")', 'uart.write()'],
  ['from microbit import *\nprint(uart.any())', 'uart.any()'],
  ['from microbit import spi\nspi.init()', 'spi.init()'],
  ['from microbit import spi\nspi.write(b"1")', 'spi.write()'],
];

const REAL_ONLY_CASES: ModuleCase[] = REAL_ONLY_CALLS.map(([code, call]) => ({
  name: `${call} says in German that only the real micro:bit can`,
  code,
  error: `NotImplementedError: ${call} ${REAL_ONLY}`,
}));

const GROUPS: [string, ModuleCase[]][] = [
  ['music', MUSIC],
  ['radio', RADIO],
  ['audio', AUDIO],
  ['microbit', MICROBIT],
  ['not modelled', REAL_ONLY_CASES],
];

for (const [group, cases] of GROUPS) {
  for (const c of cases) {
    test(`${group}: ${c.name}`, async () => {
      const { r, session } = await run(`from microbit import *\n${c.code}`, c.setup, c.budgetMs);
      if (c.error) {
        assert.equal(r.error?.type, 'NotImplementedError', r.error?.traceback);
        assert.ok(r.error?.summary.startsWith(c.error), r.error?.summary);
      } else {
        assert.equal(r.error, null, r.error?.traceback);
      }
      if (c.output) assert.deepEqual(r.output, c.output);
      c.check?.(r, session);
    });
  }
}

test('no name of the board’s modules is taken for a typo', async () => {
  // Before, each of these ended with "… ist nicht definiert. Tippfehler?" or "Es gibt kein
  // Modul …. Prüfe die Schreibweise": the player gives those hints for NameError, ImportError
  // and AttributeError only.
  const { r } = await run(`import music, radio, speech, log, power, audio, machine
from microbit import speaker, audio, Sound, SoundEvent, microphone, uart, spi
from microbit import set_volume, scale, run_every
import microbit
for name in ('speaker', 'audio', 'Sound', 'SoundEvent', 'microphone', 'uart', 'spi',
             'set_volume', 'scale', 'run_every'):
    getattr(microbit, name)
for m, names in ((music, 'play pitch stop set_tempo get_tempo reset'),
                 (radio, 'on off config reset send send_bytes receive receive_bytes receive_bytes_into receive_full'),
                 (audio, 'play is_playing stop SoundEffect AudioFrame'),
                 (speech, 'say sing translate pronounce'), (log, 'add set_labels delete set_mirroring'),
                 (power, 'off deep_sleep'), (machine, 'reset')):
    for name in names.split():
        getattr(m, name)
print('ok')`);
  assert.equal(r.error, null, r.error?.traceback);
  assert.deepEqual(r.output, ['ok']);
});
