// Sound expressions rendered to PCM as the micro:bit V2 synthesises them, so the page can play the
// real sound rather than a pitch contour. Follows lancaster-university/codal-microbit-v2 v0.2.43
// (firmware 2.1.2): SoundExpressions.cpp (parseSoundExpression: digits → SoundEffect),
// SoundEmojiSynthesizer.cpp (nextSoundEffect, pull: the sample loop and effect steps),
// SoundSynthesizerEffects.cpp (the shape and fx functions) and codal-core's
// streams/Synthesizer.cpp (the tone prints). Also AudioFrame samples, mapped to the same range.

import { effectDurationMs, field } from './sound-expressions.ts';

/**
 * The rate CODAL's synthesiser and the board's speaker output run at. Render at this rate: the
 * built-in sounds rely on its aliasing (TWINKLE's arpeggio starts far above it), so another rate
 * sounds different; a player lets Web Audio resample.
 */
export const CODAL_SAMPLE_RATE = 44_100;

/** Positions in one period of a tone print; CODAL's EMOJI_SYNTHESIZER_TONE_WIDTH. */
const TONE_WIDTH = 1024;
/** Raw tone prints run 0…1023; this is their middle, so a full swing maps to exactly ±1. */
const TONE_MID = 511.5;

/**
 * One period of a tone print, sampled at CODAL's integer positions and scaled to [-1, 1]. One
 * extra entry equal to the first: a phase that rounds up to exactly the width still reads a value.
 */
function tonePrint(raw: (position: number) => number): Float32Array {
  const table = new Float32Array(TONE_WIDTH + 1);
  for (let i = 0; i < TONE_WIDTH; i++) table[i] = (raw(i) - TONE_MID) / TONE_MID;
  table[TONE_WIDTH] = table[0];
  return table;
}

/**
 * The tone prints by wave digit (0 sine … 4 noise). CODAL's sine is a half-period table read
 * forwards then backwards, starting at its lowest value: the cosine below matches it to within one
 * step of 1023. Its "noise" is no generator but a scramble of the position (a multiplier of 7919,
 * used because the effect's tone parameter is left 0), so it too is a fixed table.
 */
const TONES: readonly Float32Array[] = [
  tonePrint((p) => TONE_MID * (1 - Math.cos((2 * Math.PI * p) / TONE_WIDTH))),
  tonePrint((p) => p),
  tonePrint((p) => (p < 512 ? p * 2 : (1023 - p) * 2)),
  tonePrint((p) => (p < 512 ? 1023 : 0)),
  tonePrint((p) => (p * 7919) & 1023),
];
/** For a wave digit with no tone print: CODAL would call a null pointer; silence is safe. */
const SILENCE = new Float32Array(TONE_WIDTH + 1);

/**
 * Note ratios within an octave (CODAL's MusicalIntervals without JUST_SCALE, which the micro:bit
 * build leaves off), data from SoundSynthesizerEffects.cpp.
 */
const CHROMATIC = [
  1.0, 1.0417, 1.125, 1.2, 1.25, 1.3333, 1.4063, 1.5, 1.6, 1.6667, 1.8, 1.875,
] as const;
const pick = (notes: readonly number[]): readonly number[] => notes.map((n) => CHROMATIC[n]);
/** The arpeggio scales by shape digit pair: 8/9 major, 10/11 minor, 12/13 diminished, … */
const SCALES: Readonly<Record<number, readonly number[]>> = {
  8: pick([0, 2, 4, 5, 7, 9, 11]),
  10: pick([0, 2, 3, 5, 7, 8, 10]),
  12: pick([0, 3, 6, 9]),
  14: CHROMATIC,
  16: pick([0, 2, 4, 6, 8, 10]),
};

/** What CODAL's effect functions read and write while an effect plays. */
interface Voice {
  frequency: number;
  volume: number;
}

/** One of CODAL's three effect slots: applied at `steps` evenly spaced moments. */
interface Slot {
  steps: number;
  apply: (voice: Voice, step: number, steps: number) => void;
}

/** An effect as parseSoundExpression leaves it, with the random parts at their middle. */
interface Plan {
  tone: Float32Array;
  frequency: number;
  volume: number;
  durationMs: number;
  /** The slots that do something, in CODAL's order: shape, volume ramp, fx. */
  slots: Slot[];
}

/** How an arpeggio picks note `offset` of a scale above `root`: whole octaves, then the ratio. */
function scaleNote(root: number, scale: readonly number[], offset: number): number {
  return root * 2 ** Math.floor(offset / scale.length) * scale[offset % scale.length];
}

/** The frequency shape (digits 13–14) as CODAL's effect slot 0; null for "no interpolation". */
function shapeSlot(shape: number, f0: number, f1: number, steps: number): Slot | null {
  const at = (fn: (step: number, steps: number) => number): Slot => ({
    steps,
    apply: (voice, step, n) => {
      voice.frequency = fn(step, n);
    },
  });
  switch (shape) {
    case 1:
      return at((k, n) => f0 + (k * (f1 - f0)) / n);
    case 2:
      // CODAL's constant is 3.12159 (not π): the curve is not scaled to the step count.
      return at((k) => f0 + Math.sin((k * 3.12159) / 180) * (f1 - f0));
    case 5:
      // "Exponential" rising/falling: the sine/cosine of the step in degrees, times the end
      // frequency (not the difference to it).
      return at((k) => f0 + Math.sin(0.01745329 * k) * f1);
    case 6:
      return at((k) => f0 + Math.cos(0.01745329 * k) * f1);
    case 18:
      // Step 0 counts as 1 (log of 0); CODAL clamps a negative result to 0 Hz.
      return at((k) => Math.max(0, f0 + (Math.log10(k === 0 ? 1 : k) * (f1 - f0)) / 1.95));
  }
  // Arpeggios: even shapes 8–16 climb their scale from the start frequency, the odd one after
  // each comes down it; the end frequency plays no part.
  const scale = shape >= 8 && shape <= 17 ? SCALES[shape - (shape % 2)] : undefined;
  if (!scale) return null;
  return shape % 2 === 0
    ? at((k) => scaleNote(f0, scale, k))
    : at((k, n) => scaleNote(f0, scale, n - k - 1));
}

/** The fx (digits 34–35) as CODAL's effect slot 2, or null for none. */
function fxSlot(fx: number, param: number, f0: number, steps: number): Slot | null {
  switch (fx) {
    case 1:
    case 2: {
      // Vibrato/tremolo multiply the current frequency/volume by the parameter on odd steps and
      // divide on even ones; whatever the shape or volume ramp set last is what gets scaled.
      const key = fx === 1 ? 'frequency' : 'volume';
      return {
        steps,
        apply: (voice, k) => {
          if (k === 0) return;
          voice[key] = k % 2 === 0 ? voice[key] / param : voice[key] * param;
        },
      };
    }
    case 3:
      // Warble swings around the start frequency towards the parameter, by the sine of the step.
      return {
        steps,
        apply: (voice, k) => {
          voice.frequency = f0 + Math.sin(k) * (param - f0);
        },
      };
  }
  return null;
}

/** parseSoundExpression: null when CODAL refuses the effect (and with it the expression). */
function plan(effect: string): Plan | null {
  // The same refusals as CODAL: a length other than 72, or a field it checks not all digits.
  const durationMs = effectDurationMs(effect);
  if (durationMs === null) return null;
  const wave = field(effect, 0, 1);
  const clampVolume = (v: number): number => Math.min(Math.max(v, 0), 1023) / 1023;
  const frequency = field(effect, 5, 4);
  const volume = clampVolume(field(effect, 1, 4));
  const endVolume = clampVolume(field(effect, 26, 4));
  const param = field(effect, 36, 4);
  // A missing step count (-1) or 0 becomes 1 (nextSoundEffect), as for the other slots below.
  const steps = Math.max(field(effect, 30, 4), 1);
  // CODAL spreads the fx steps over the duration (per 10 s) in 32-bit floats and truncates.
  const fxSteps = Math.max(
    Math.trunc(Math.fround(Math.fround(durationMs / 10000) * field(effect, 40, 4))),
    1,
  );
  const slots: Slot[] = [];
  const shape = shapeSlot(field(effect, 13, 2), frequency, field(effect, 18, 4), steps);
  if (shape) slots.push(shape);
  // The volume ramp always runs, in a fixed 36 steps whatever the step digits say.
  slots.push({
    steps: 36,
    apply: (voice, k, n) => {
      voice.volume = volume + (k * (endVolume - volume)) / n;
    },
  });
  const fx = fxSlot(field(effect, 34, 2), param, frequency, fxSteps);
  if (fx) slots.push(fx);
  return { tone: TONES[wave] ?? SILENCE, frequency, volume, durationMs, slots };
}

/** Samples of one effect: rounded to the nearest whole sample (CODAL truncates, ≤ 1 sample off). */
function sampleCount(p: Plan, sampleRate: number): number {
  return Math.round((p.durationMs * sampleRate) / 1000);
}

/**
 * Samples `from`…`to` of `out` with a fixed tone, gain and phase step; returns the phase after.
 * Kept apart and monomorphic so the engine optimises the one loop that runs per sample.
 */
function fill(
  out: Float32Array,
  from: number,
  to: number,
  tone: Float32Array,
  gain: number,
  phase: number,
  skip: number,
): number {
  const step = Number.isFinite(skip) ? skip : 0;
  let position = phase;
  for (let i = from; i < to; i++) {
    const value = gain * tone[position | 0];
    // A tremolo can push the volume above full scale; the speaker output clips there too.
    out[i] = value > 1 ? 1 : value < -1 ? -1 : value;
    position += step;
    // CODAL never wraps a negative phase (it reads outside its table); wrapping both ways plays
    // a negative frequency as its mirror image instead.
    if (position >= TONE_WIDTH || position < 0) {
      position -= Math.floor(position / TONE_WIDTH) * TONE_WIDTH;
    }
  }
  return position;
}

/**
 * CODAL's pull loop for one effect: write samples with the current frequency and volume up to the
 * next step of any slot, then run the slots due there in order. Step k of a slot with n steps falls
 * at sample ⌊k·N/n⌋, except its last step, which falls at the very end and so is never heard.
 * The phase is carried in `phase` (one play keeps it from effect to effect); returns the new one.
 */
function renderPlan(
  p: Plan,
  sampleRate: number,
  out: Float32Array,
  offset: number,
  phase: number,
): number {
  const total = sampleCount(p, sampleRate);
  const voice: Voice = { frequency: p.frequency, volume: p.volume };
  const slots = p.slots.map((slot) => ({
    ...slot,
    step: 0,
    perStep: Math.fround(total / slot.steps),
  }));
  const ends = new Array<number>(slots.length).fill(0);
  let position = phase;
  let written = 0;
  while (written < total) {
    let until = total;
    slots.forEach((slot, i) => {
      ends[i] =
        slot.step === slot.steps - 1 ? total : Math.trunc(Math.fround(slot.perStep * slot.step));
      until = Math.min(until, ends[i]);
    });
    // Non-finite values come from a vibrato or tremolo parameter of 0 (a division by zero); CODAL
    // then reads garbage or stalls, here the tone just holds still.
    const skip = (TONE_WIDTH * voice.frequency) / sampleRate;
    const gain = Number.isFinite(voice.volume) ? voice.volume : 0;
    position = fill(out, offset + written, offset + until, p.tone, gain, position, skip);
    written = until;
    slots.forEach((slot, i) => {
      if (written === ends[i] && slot.step < slot.steps) {
        slot.apply(voice, slot.step, slot.steps);
        slot.step++;
      }
    });
  }
  return position;
}

/**
 * One 72-digit effect as the micro:bit plays it, at `sampleRate`, in [-1, 1] (volume 1023 is
 * amplitude 1). Empty when CODAL refuses the effect.
 */
export function renderEffect(effect: string, sampleRate: number): Float32Array {
  return renderExpression([effect], sampleRate);
}

/**
 * The effects of one expression one after another. The phase runs on across effects, as CODAL
 * keeps it for the whole play. Empty when CODAL refuses any effect (it then plays nothing).
 */
export function renderExpression(effects: readonly string[], sampleRate: number): Float32Array {
  if (!(sampleRate > 0) || !Number.isFinite(sampleRate)) return new Float32Array(0);
  const plans: Plan[] = [];
  for (const effect of effects) {
    const p = plan(effect);
    if (!p) return new Float32Array(0);
    plans.push(p);
  }
  const out = new Float32Array(plans.reduce((sum, p) => sum + sampleCount(p, sampleRate), 0));
  let offset = 0;
  let phase = 0;
  for (const p of plans) {
    phase = renderPlan(p, sampleRate, out, offset, phase);
    offset += sampleCount(p, sampleRate);
  }
  return out;
}

/** AudioFrame samples (unsigned 8 bits, 128 is silence) in [-1, 1]. */
export function renderAudioFrames(samples: readonly number[]): Float32Array {
  const out = new Float32Array(samples.length);
  samples.forEach((s, i) => {
    const value = Number.isFinite(s) ? Math.min(Math.max(s, 0), 255) : 128;
    out[i] = (value - 128) / 128;
  });
  return out;
}
