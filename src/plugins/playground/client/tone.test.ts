import assert from 'node:assert/strict';
import { test } from 'node:test';

import { TonePlayer, type AudioLike } from './tone.ts';

/** A stand-in for Web Audio that records what the player asked for. */
function fakeAudio() {
  const calls: string[] = [];
  const audio: AudioLike = {
    currentTime: 1,
    destination: 'speaker',
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
  assert.deepEqual(calls, ['gain 0', 'oscillator → gain', 'gain → speaker', 'start']);
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
