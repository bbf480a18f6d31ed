import assert from 'node:assert/strict';
import { test } from 'node:test';

import { resample, TonePlayer, type AudioLike } from './tone.ts';

/** A stand-in for Web Audio that records what the player asked for. */
function fakeAudio() {
  const calls: string[] = [];
  let sources = 0;
  const audio: AudioLike = {
    currentTime: 1,
    destination: 'speaker',
    createBuffer: (channels, length, rate) => ({
      copyToChannel: (samples) =>
        calls.push(`buffer ${channels}×${length} at ${rate} (${samples.length} samples)`),
    }),
    createBufferSource: () => {
      const id = ++sources;
      return {
        buffer: null,
        connect: () => calls.push(`source ${id} → clip gain`),
        start: (when) => calls.push(`source ${id} starts at ${when}`),
        stop: () => calls.push(`source ${id} stops`),
      };
    },
    createOscillator: () => ({
      type: 'sine',
      frequency: { setValueAtTime: (hz) => calls.push(`frequency ${hz}`) },
      connect: () => calls.push('oscillator → gain'),
      start: () => calls.push('start'),
    }),
    createGain: () => ({
      gain: { setTargetAtTime: (value) => calls.push(`gain ${value}`) },
      connect: (node) => calls.push(`gain → ${String(node)}`),
    }),
    resume: async () => {},
    close: async () => {
      calls.push('close');
    },
  };
  return { audio, calls };
}

test('the speaker starts silent, plays the tone it is told, and falls silent for null', () => {
  const { audio, calls } = fakeAudio();
  const player = new TonePlayer(audio);
  assert.deepEqual(calls, [
    'gain 0',
    'oscillator → gain',
    'gain → speaker',
    'start',
    'gain 0.06',
    'gain → speaker',
  ]);
  calls.length = 0;
  player.set(440);
  assert.deepEqual(calls, ['frequency 440', 'gain 0.06']);
  assert.equal(player.playing, 440);
  player.set(null);
  assert.equal(calls.at(-1), 'gain 0');
  assert.equal(player.playing, null);
});

test('frequencies nobody hears, and garbage, are silence', () => {
  const { audio, calls } = fakeAudio();
  const player = new TonePlayer(audio);
  for (const hz of [0, 5, 50_000, Number.NaN, Infinity]) {
    calls.length = 0;
    player.set(hz);
    assert.deepEqual(calls, ['gain 0'], String(hz));
  }
  player.close();
  assert.equal(calls.at(-1), 'close');
});

/** A CODAL effect: 72 digits, zeros but for the fields given (offset → digits). */
function effect(fields: Record<number, string>): string {
  const digits = Array.from({ length: 72 }, () => '0');
  for (const [offset, value] of Object.entries(fields)) {
    [...value].forEach((digit, i) => (digits[Number(offset) + i] = digit));
  }
  return digits.join('');
}

// A 100 ms sine at 400 Hz, full volume: waveform 0, volumes 1023, frequencies 400, duration 100.
const SINE = effect({ 0: '0', 1: '1023', 5: '0400', 9: '0100', 18: '0400', 26: '1023' });

test('a sound expression plays as a rendered clip, and a new one replaces the one sounding', () => {
  const { audio, calls } = fakeAudio();
  const player = new TonePlayer(audio);
  calls.length = 0;
  player.playClip({ kind: 'expression', effects: [SINE] });
  assert.deepEqual(calls, [
    'buffer 1×4410 at 44100 (4410 samples)',
    'source 1 → clip gain',
    'source 1 starts at 1',
  ]);
  calls.length = 0;
  player.playClip({ kind: 'expression', effects: [SINE, SINE] });
  assert.deepEqual(calls, [
    'buffer 1×8820 at 44100 (8820 samples)',
    'source 2 → clip gain',
    'source 1 stops',
    'source 2 starts at 1',
  ]);
  calls.length = 0;
  player.playClip({ kind: 'stop', what: 'frames' });
  assert.deepEqual(calls, [], 'audio.stop() stops frames only');
  player.playClip({ kind: 'stop', what: 'expression' });
  assert.deepEqual(calls, ['source 2 stops']);
});

test("audio frames follow each other without a gap, at CODAL's rate, until stopped", () => {
  const { audio, calls } = fakeAudio();
  const player = new TonePlayer(audio);
  calls.length = 0;
  const frame = Array.from({ length: 32 }, (_, i) => (i % 2 ? 255 : 0));
  // 32 samples at 11025 Hz are 128 at CODAL's 44100 Hz: 1/344.53 s.
  player.playClip({ kind: 'frames', samples: frame, sampleRate: 11_025 });
  player.playClip({ kind: 'frames', samples: frame, sampleRate: 11_025 });
  assert.deepEqual(calls.slice(0, 5), [
    'buffer 1×128 at 44100 (128 samples)',
    'source 1 → clip gain',
    'source 1 starts at 1',
    'buffer 1×128 at 44100 (128 samples)',
    'source 2 → clip gain',
  ]);
  assert.match(calls[5]!, /^source 2 starts at 1\.0029/);
  calls.length = 0;
  player.stopClips();
  assert.deepEqual(calls, ['source 1 stops', 'source 2 stops']);
});

test('a refused expression plays nothing', () => {
  const { audio, calls } = fakeAudio();
  const player = new TonePlayer(audio);
  calls.length = 0;
  player.playClip({ kind: 'expression', effects: ['garbage'] });
  assert.deepEqual(calls, []);
});

test('resampling keeps the duration and interpolates between samples', () => {
  const out = resample(Float32Array.from([0, 1]), 4000, 8000);
  assert.deepEqual([...out], [0, 0.5, 1, 1]);
  assert.equal(resample(new Float32Array(7812), 7812, 48000).length, 48000);
  const same = Float32Array.from([0.5]);
  assert.equal(resample(same, 8000, 8000), same);
});
