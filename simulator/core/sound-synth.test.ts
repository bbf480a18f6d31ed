// Sound expressions rendered as CODAL synthesises them (codal-microbit-v2 v0.2.43:
// SoundExpressions.cpp, SoundEmojiSynthesizer.cpp, SoundSynthesizerEffects.cpp; codal-core's
// Synthesizer.cpp for the tone prints), checked by measuring the samples: length, zero crossings,
// peaks. Expected values come from CODAL's formulas, written out again here.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BUILT_IN_SOUNDS, effectDurationMs } from './sound-expressions.ts';
import { renderAudioFrames, renderEffect, renderExpression } from './sound-synth.ts';

const RATE = 44100;

/** Where parseSoundExpression reads each field: [offset, digits]. */
const LAYOUT = {
  wave: [0, 1],
  volume: [1, 4],
  frequency: [5, 4],
  duration: [9, 4],
  shape: [13, 2],
  endFrequency: [18, 4],
  endVolume: [26, 4],
  steps: [30, 4],
  fx: [34, 2],
  fxParam: [36, 4],
  fxSteps: [40, 4],
} as const;
type Fields = Partial<Record<keyof typeof LAYOUT, number>>;

/**
 * A 72-digit effect: a full-volume 440 Hz square for 500 ms with no shape or fx, MicroPython's
 * defaults for steps (128), fx parameter (1) and fx steps (24), no randomness; `fields` override.
 */
function effect(fields: Fields = {}): string {
  const values: Required<Fields> = {
    wave: 3,
    volume: 1023,
    frequency: 440,
    duration: 500,
    shape: 0,
    endFrequency: 440,
    endVolume: 1023,
    steps: 128,
    fx: 0,
    fxParam: 1,
    fxSteps: 24,
    ...fields,
  };
  const digits = '0'.repeat(72).split('');
  for (const [name, [offset, length]] of Object.entries(LAYOUT)) {
    const text = String(values[name as keyof typeof LAYOUT]).padStart(length, '0');
    assert.equal(text.length, length, `${name} fits its ${length} digits`);
    digits.splice(offset, length, ...text);
  }
  return digits.join('');
}

/** `text` written over an effect from `offset`. */
function patch(base: string, offset: number, text: string): string {
  return base.slice(0, offset) + text + base.slice(offset + text.length);
}

/** Sample index of a moment. */
const at = (ms: number, rate = RATE): number => Math.round((ms * rate) / 1000);

/** Sign changes between samples `from` and `to` (0 counts as positive). */
function crossings(samples: Float32Array, from = 0, to = samples.length): number {
  let count = 0;
  for (let i = from + 1; i < to; i++) if (samples[i - 1] < 0 !== samples[i] < 0) count++;
  return count;
}

/**
 * The frequency between two moments, from the first and last zero crossing (placed between
 * samples by linear interpolation) and the half-periods between them.
 */
function frequencyIn(samples: Float32Array, fromMs: number, toMs: number, rate = RATE): number {
  const times: number[] = [];
  for (let i = at(fromMs, rate) + 1; i < at(toMs, rate); i++) {
    const a = samples[i - 1];
    const b = samples[i];
    if (a < 0 !== b < 0) times.push(i - 1 + a / (a - b));
  }
  assert.ok(times.length >= 3, `enough crossings between ${fromMs} and ${toMs} ms`);
  return ((times.length - 1) / 2 / (times[times.length - 1] - times[0])) * rate;
}

/** The largest |sample| between two moments. */
function peak(samples: Float32Array, fromMs = 0, toMs = Infinity, rate = RATE): number {
  let max = 0;
  const end = Math.min(samples.length, at(toMs, rate));
  for (let i = at(fromMs, rate); i < end; i++) max = Math.max(max, Math.abs(samples[i]));
  return max;
}

/** Asserts `actual` is within `tolerance` (a fraction) of `expected`. */
function near(actual: number, expected: number, tolerance: number, what: string): void {
  assert.ok(
    Math.abs(actual - expected) <= Math.abs(expected) * tolerance,
    `${what}: ${actual.toFixed(2)} is not within ${tolerance * 100}% of ${expected.toFixed(2)}`,
  );
}

test('an effect lasts its duration field, rounded to whole samples, at any rate', () => {
  for (const duration of [0, 1, 5, 190, 333, 1000, 9999]) {
    for (const rate of [44100, 22050, 8000]) {
      const samples = renderEffect(effect({ duration }), rate);
      assert.equal(
        samples.length,
        Math.round((duration * rate) / 1000),
        `${duration} ms @ ${rate}`,
      );
    }
  }
});

test('every built-in sound lasts the sum of its effects, at 44100 and 22050 Hz', () => {
  for (const [name, effects] of Object.entries(BUILT_IN_SOUNDS)) {
    for (const rate of [44100, 22050]) {
      const lengths = effects.map((e) => Math.round((effectDurationMs(e)! * rate) / 1000));
      effects.forEach((e, i) => assert.equal(renderEffect(e, rate).length, lengths[i], name));
      const total = lengths.reduce((a, b) => a + b, 0);
      assert.equal(renderExpression(effects, rate).length, total, `${name} @ ${rate}`);
    }
  }
});

test('an effect CODAL refuses renders empty, and so does an expression holding one', () => {
  const good = effect();
  const refused: [string, string][] = [
    ['', 'empty'],
    [good.slice(1), '71 digits'],
    [good + '0', '73 digits'],
    [patch(good, 9, '05x0'), 'a letter in the duration'],
    [patch(good, 1, ' 100'), 'a space in the volume'],
    [patch(good, 60, '-001'), 'a sign in the duration randomness'],
  ];
  for (const [text, why] of refused) {
    assert.equal(renderEffect(text, RATE).length, 0, why);
    assert.equal(renderExpression([good, text], RATE).length, 0, `${why}, after a good effect`);
  }
  assert.equal(renderExpression([], RATE).length, 0, 'no effects');
});

test('a steady tone crosses zero about 2·f·T times, whatever the waveform', () => {
  for (const wave of [0, 1, 2, 3]) {
    for (const [frequency, duration] of [
      [440, 500],
      [1000, 250],
      [2500, 100],
    ]) {
      const samples = renderEffect(effect({ wave, frequency, duration }), RATE);
      const expected = (2 * frequency * duration) / 1000;
      const count = crossings(samples);
      assert.ok(Math.abs(count - expected) <= 2, `wave ${wave}, ${frequency} Hz: ${count}`);
    }
  }
});

test('a square wave sits at ± its volume (1023 is amplitude 1)', () => {
  for (const volume of [1023, 512, 100]) {
    const samples = renderEffect(effect({ wave: 3, volume, endVolume: volume }), RATE);
    const amplitude = volume / 1023;
    assert.ok(
      samples.every((s) => Math.abs(Math.abs(s) - amplitude) < 1e-6),
      `volume ${volume}`,
    );
    // CODAL's square starts in its high half.
    assert.ok(Math.abs(samples[0] - amplitude) < 1e-6);
  }
});

test('a sine wave peaks at its volume, starts at its trough and moves smoothly', () => {
  const frequency = 440;
  for (const volume of [1023, 300]) {
    const samples = renderEffect(effect({ wave: 0, frequency, volume, endVolume: volume }), RATE);
    const amplitude = volume / 1023;
    near(peak(samples), amplitude, 0.005, `peak at volume ${volume}`);
    // CODAL's sine table begins at its lowest value.
    assert.ok(Math.abs(samples[0] + amplitude) < 1e-6);
    // No sample moves further than the steepest slope of the sine allows (plus a table step).
    const slope = ((2 * Math.PI * frequency) / RATE) * amplitude * 1.05 + 2 / 1023;
    for (let i = 1; i < samples.length; i++) {
      assert.ok(Math.abs(samples[i] - samples[i - 1]) <= slope, `smooth at sample ${i}`);
    }
  }
});

test('triangle and sawtooth waves are straight ramps between their corners', () => {
  // 500 Hz at 51200 Hz moves 10 of the tone print's 1024 positions per sample, an exact step.
  const rate = 51200;
  const step = 10 / 511.5;
  const rows = [
    { wave: 1, ramps: [step], what: 'sawtooth: one rising ramp, then a drop' },
    {
      wave: 2,
      ramps: [2 * step, -2 * step],
      what: 'triangle: rising, then falling at the same rate',
    },
  ];
  for (const { wave, ramps, what } of rows) {
    const samples = renderEffect(effect({ wave, frequency: 500, duration: 200 }), rate);
    let onRamp = 0;
    const seen = new Set<number>();
    for (let i = 1; i < samples.length; i++) {
      const diff = samples[i] - samples[i - 1];
      const ramp = ramps.findIndex((r) => Math.abs(diff - r) < 1e-5);
      if (ramp >= 0) {
        onRamp++;
        seen.add(ramp);
      }
    }
    assert.equal(seen.size, ramps.length, what);
    // A period is 102.4 samples, so one or two steps in each turn a corner.
    assert.ok(onRamp / (samples.length - 1) > 0.97, `${what}: ${onRamp} of ${samples.length - 1}`);
    near(peak(samples, 0, Infinity, rate), 1, 0.01, `${what}: full swing`);
  }
});

test('noise is CODAL’s scrambled tone print: spread out, bounded, the same on every render', () => {
  const noise = effect({ wave: 4, frequency: 2000 });
  const samples = renderEffect(noise, RATE);
  assert.deepEqual(samples, renderEffect(noise, RATE));
  assert.ok(new Set(samples).size > 200, 'many different values');
  assert.ok(samples.every((s) => s >= -1 && s <= 1));
  near(peak(samples), 1, 0.01, 'full swing');
});

test('start and end volume 0 is silence', () => {
  for (const wave of [0, 1, 2, 3, 4]) {
    const samples = renderEffect(effect({ wave, volume: 0, endVolume: 0 }), RATE);
    assert.ok(samples.length > 0 && samples.every((s) => s === 0), `wave ${wave}`);
  }
});

test('a volume ramp grows in 36 steps; the last one falls at the end, so it stops at 34/36', () => {
  const samples = renderEffect(effect({ volume: 0, endVolume: 1023, duration: 1000 }), RATE);
  const levels = Array.from({ length: 10 }, (_, i) => peak(samples, i * 100, (i + 1) * 100));
  for (let i = 1; i < levels.length; i++) assert.ok(levels[i] > levels[i - 1], `window ${i}`);
  assert.equal(peak(samples, 0, 1000 / 36), 0, 'step 0 is the start volume');
  near(peak(samples, 990, 1000), 34 / 36, 1e-5, 'the last step heard');
});

/** CODAL's frequency at step k of n for each shape digit (SoundSynthesizerEffects.cpp). */
const SHAPES: {
  shape: number;
  name: string;
  at: (f0: number, f1: number, k: number, n: number) => number;
}[] = [
  { shape: 1, name: 'linear', at: (f0, f1, k, n) => f0 + (k * (f1 - f0)) / n },
  { shape: 2, name: 'curve', at: (f0, f1, k) => f0 + Math.sin((k * 3.12159) / 180) * (f1 - f0) },
  {
    shape: 5,
    name: 'exponential rising',
    at: (f0, f1, k) => f0 + Math.sin((k * Math.PI) / 180) * f1,
  },
  {
    shape: 6,
    name: 'exponential falling',
    at: (f0, f1, k) => f0 + Math.cos((k * Math.PI) / 180) * f1,
  },
  {
    shape: 18,
    name: 'log',
    at: (f0, f1, k) => f0 + (Math.log10(Math.max(k, 1)) * (f1 - f0)) / 1.95,
  },
];

test('a linear sweep starts at its start frequency and ends near its end frequency', () => {
  const sweep = effect({ wave: 0, frequency: 1000, endFrequency: 2000, duration: 2000, shape: 1 });
  const samples = renderEffect(sweep, RATE);
  near(frequencyIn(samples, 0, 40), 1000, 0.03, 'first 40 ms');
  near(frequencyIn(samples, 1960, 2000), 2000, 0.03, 'last 40 ms');
  near(frequencyIn(samples, 990, 1010), 1500, 0.03, 'middle');
});

test('each shape sets the frequency of each step by its CODAL formula', () => {
  // 100 steps over 1 s: step k holds from k·10 ms to (k+1)·10 ms.
  const f0 = 200;
  const f1 = 2000;
  for (const { shape, name, at: formula } of SHAPES) {
    const fields = { wave: 0, frequency: f0, endFrequency: f1, duration: 1000, steps: 100, shape };
    const samples = renderEffect(effect(fields), RATE);
    for (const k of [10, 30, 50, 70, 90]) {
      const expected = formula(f0, f1, k, 100);
      near(frequencyIn(samples, k * 10 + 0.5, k * 10 + 9.5), expected, 0.02, `${name}, step ${k}`);
    }
  }
});

test('curve and log shapes bend away from the straight line in the middle of a sweep', () => {
  const f0 = 200;
  const f1 = 2000;
  const middle = (shape: number): number => {
    const fields = { wave: 0, frequency: f0, endFrequency: f1, duration: 1000, steps: 100, shape };
    return frequencyIn(renderEffect(effect(fields), RATE), 500.5, 509.5);
  };
  const linear = middle(1);
  near(linear, 1100, 0.02, 'linear');
  // curve: sin(50·3.12159/180) = 0.762 of the way; log: log10(50)/1.95 = 0.871 of the way.
  near(middle(2), f0 + 0.762 * (f1 - f0), 0.02, 'curve');
  near(middle(18), f0 + 0.871 * (f1 - f0), 0.02, 'log');
  assert.ok(middle(2) > linear * 1.3 && middle(18) > linear * 1.5);
});

test('arpeggio shapes step through a scale from the start frequency, up or down', () => {
  const rows = [
    { shape: 8, notes: [1, 1.125, 1.25, 1.3333, 1.5, 1.6667], what: 'major, ascending' },
    { shape: 9, notes: [1.875, 1.6667, 1.5, 1.3333, 1.25, 1.125], what: 'major, descending' },
    { shape: 10, notes: [1, 1.125, 1.2, 1.3333, 1.5, 1.6], what: 'minor, ascending' },
    { shape: 12, notes: [1, 1.2, 1.4063, 1.6667, 2, 2.4], what: 'diminished, into the octave' },
  ];
  for (const { shape, notes, what } of rows) {
    // 7 steps over 700 ms: steps 0–5 are heard for 100 ms each (step 5 until the end).
    const fields = { wave: 0, frequency: 440, duration: 700, steps: 7, shape };
    const samples = renderEffect(effect(fields), RATE);
    notes.forEach((ratio, k) => {
      near(frequencyIn(samples, k * 100 + 5, k * 100 + 95), 440 * ratio, 0.01, `${what}, ${k}`);
    });
  }
});

test('vibrato multiplies the frequency by its parameter on odd fx steps and divides on even ones', () => {
  // fx steps are per 10 s: 100 over 1000 ms is 10 steps of 100 ms (the 10th falls at the end).
  const fields = { wave: 0, frequency: 500, duration: 1000, fx: 1, fxParam: 2, fxSteps: 100 };
  const samples = renderEffect(effect(fields), RATE);
  for (let k = 0; k < 9; k++) {
    const expected = k % 2 === 1 ? 1000 : 500;
    near(frequencyIn(samples, k * 100 + 5, k * 100 + 95), expected, 0.01, `fx step ${k}`);
  }
  near(frequencyIn(samples, 905, 995), 500, 0.01, 'step 8 lasts to the end');
});

test('with MicroPython’s fx defaults (parameter 1, 24 steps per 10 s) vibrato and tremolo change nothing', () => {
  const plain = renderEffect(effect({ wave: 0, shape: 1, endFrequency: 2000 }), RATE);
  for (const fx of [1, 2]) {
    const withFx = renderEffect(effect({ wave: 0, shape: 1, endFrequency: 2000, fx }), RATE);
    assert.deepEqual(withFx, plain, `fx ${fx}`);
  }
});

test('tremolo scales the volume on its steps until the volume ramp’s next step resets it', () => {
  // Volume 256 (0.25) throughout, so the ramp keeps setting 0.25 at every 1/36 of the effect.
  const fields = { volume: 256, endVolume: 256, duration: 1000, fx: 2, fxParam: 2, fxSteps: 100 };
  const samples = renderEffect(effect(fields), RATE);
  const base = 256 / 1023;
  const rampStep = 1000 / 36;
  const windows: [number, number, number, string][] = [
    [0, 100, base, 'before the first tremolo step'],
    [100, 4 * rampStep, base * 2, 'step 1 doubles it'],
    [4 * rampStep, 200, base, 'the ramp sets it back'],
    [200, 8 * rampStep, base / 2, 'step 2 halves it'],
    [8 * rampStep, 300, base, 'the ramp sets it back again'],
  ];
  for (const [from, to, level, why] of windows) {
    near(peak(samples, from + 0.1, to - 0.1), level, 1e-4, why);
  }
});

test('warble sets the frequency to start + sin(step)·(parameter − start) on each fx step', () => {
  const fields = { wave: 0, frequency: 1000, duration: 1000, fx: 3, fxParam: 1500, fxSteps: 100 };
  const samples = renderEffect(effect(fields), RATE);
  for (let k = 0; k < 9; k++) {
    const expected = 1000 + Math.sin(k) * 500;
    near(frequencyIn(samples, k * 100 + 5, k * 100 + 95), expected, 0.01, `fx step ${k}`);
  }
});

test('the phase runs on from one effect to the next, as CODAL keeps it for a whole play', () => {
  // 30 ms of 710 Hz ends 0.3 of a period in; a restarted phase would jump back to the trough.
  const part = effect({ wave: 0, frequency: 710, duration: 30 });
  const both = renderExpression([part, part], RATE);
  const join = at(30);
  assert.equal(both.length, 2 * join);
  const largest = ((2 * Math.PI * 710) / RATE) * 1.05 + 2 / 1023;
  assert.ok(Math.abs(both[join] - both[join - 1]) <= largest, 'no jump at the join');
  assert.deepEqual(both.slice(0, join), renderEffect(part, RATE));
});

test('every built-in sound renders audible samples within [-1, 1], the same each time', () => {
  for (const [name, effects] of Object.entries(BUILT_IN_SOUNDS)) {
    const samples = renderExpression(effects, RATE);
    assert.ok(
      samples.every((s) => s >= -1 && s <= 1),
      `${name} in range`,
    );
    assert.ok(peak(samples) > 0.2, `${name} audible`);
    assert.deepEqual(renderExpression(effects, RATE), samples, `${name} repeatable`);
  }
});

test('AudioFrame samples map 0 → -1, 128 → 0, 255 → almost 1, clamping the rest', () => {
  const out = renderAudioFrames([0, 64, 128, 192, 255, -5, 300]);
  assert.deepEqual([...out], [-1, -0.5, 0, 0.5, 127 / 128, -1, 127 / 128]);
  assert.equal(renderAudioFrames([]).length, 0);
});
