// Note strings and tune timing against the firmware's own rules (micro:bit V2 MicroPython 2.1.2,
// src/codal_port/modmusic.c: start_note, microbit_music_tick, the 6 ms timer of main.cpp).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  msPerTick,
  newNoteState,
  nextTickUs,
  parseNote,
  planPitch,
  planTune,
  type ParsedNote,
} from './music.ts';

/**
 * Each row: notes read one after the other (octave and duration carry over), and the period in
 * µs (null: silence) and ticks the firmware computes for each. Periods: octave 4 from the
 * firmware's table, halved per octave up, doubled per octave down.
 */
const NOTE_ROWS: { notes: string[]; expect: ParsedNote[]; why: string }[] = [
  {
    notes: ['c4:4', 'd', 'e:2', 'r'],
    expect: [
      { periodUs: 3822, ticks: 4 },
      { periodUs: 3405, ticks: 4 },
      { periodUs: 3034, ticks: 2 },
      { periodUs: null, ticks: 2 },
    ],
    why: 'octave and duration carry over; r is a rest',
  },
  {
    notes: ['c#5', 'eb', 'bb3:1', 'a#'],
    expect: [
      { periodUs: 1804, ticks: 4 },
      { periodUs: 1607, ticks: 4 },
      { periodUs: 4290, ticks: 1 },
      { periodUs: 4290, ticks: 1 },
    ],
    why: 'sharps from the sharp table; a flat is the sharp of the note below',
  },
  {
    notes: ['A', 'G2:16', 'e:', 'f9'],
    expect: [
      { periodUs: 2273, ticks: 4 },
      { periodUs: 10204, ticks: 16 },
      { periodUs: 12136, ticks: 16 },
      { periodUs: 89, ticks: 16 },
    ],
    why: 'capitals, two-digit durations, ":" without digits keeps the duration',
  },
  {
    notes: ['cb4', 'e#', '', 'g#12'],
    expect: [
      { periodUs: null, ticks: 4 },
      { periodUs: null, ticks: 4 },
      { periodUs: null, ticks: 4 },
      { periodUs: 19264, ticks: 4 },
    ],
    why: 'Cb and E# have no period in the firmware; an empty note rests; one octave digit only',
  },
];

for (const row of NOTE_ROWS) {
  test(`note strings: ${row.why}`, () => {
    const state = newNoteState();
    assert.deepEqual(
      row.notes.map((n) => parseNote(n, state)),
      row.expect,
    );
  });
}

test('tempo: (60000 / bpm) / ticks in integers, 0 when either is 0', () => {
  assert.equal(msPerTick({ bpm: 120, ticks: 4 }), 125);
  assert.equal(msPerTick({ bpm: 200, ticks: 8 }), 37);
  assert.equal(msPerTick({ bpm: 0, ticks: 4 }), 0);
});

const ms = (n: number) => n * 1000;

test('DADADADUM: 32 ticks of 125 ms take 4020 ms on the 6 ms grid, from the next tick', () => {
  const dadadadum = ['r4:2', 'g', 'g', 'g', 'eb:8', 'r:2', 'f', 'f', 'f', 'd:8'];
  const plan = planTune(dadadadum, { bpm: 120, ticks: 4 }, 1_234_567, false);
  // the first tick after 1234.567 ms is 1236 ms
  assert.equal(plan.startUs, ms(1236));
  // a quaver (250 ms) sounds 240 ms (a multiple of 6), then 10 ms articulation end on the
  // tick 12 ms later: 252 ms; a minim (1000 ms) sounds 990 ms and takes 1002 ms
  const starts = plan.first.map((n) => (n.startUs - plan.startUs) / 1000);
  assert.deepEqual(starts, [0, 252, 504, 756, 1008, 2010, 2262, 2514, 2766, 3018]);
  const lengths = plan.first.map((n) => (n.endUs - n.startUs) / 1000);
  assert.deepEqual(lengths, [240, 240, 240, 240, 990, 240, 240, 240, 240, 990]);
  assert.equal(plan.firstEndUs - plan.startUs, ms(4020));
  assert.equal(plan.repeat, null);
  assert.equal(plan.first[1].frequencyHz, 1e6 / 2551);
});

test('a note whose length is not a multiple of 6 ms sounds until the next tick', () => {
  // 37 ms per tick: c:2 sounds 64 → 66 ms and takes 78; d:1 sounds 27 → 30 and takes 42
  const plan = planTune(['c4:2', 'd:1'], { bpm: 200, ticks: 8 }, 0, false);
  assert.equal(plan.startUs, ms(6));
  assert.deepEqual(
    plan.first.map((n) => [n.startUs / 1000, n.endUs / 1000]),
    [
      [6, 72],
      [84, 114],
    ],
  );
  assert.equal(plan.firstEndUs, ms(126));
});

test('a looping tune repeats with the octave and duration its last notes left', () => {
  const plan = planTune(['c', 'd5:1'], { bpm: 120, ticks: 4 }, 0, true);
  assert.equal(plan.first[0].frequencyHz, 1e6 / 3822); // c4:4 on the first pass
  assert.ok(plan.repeat);
  assert.equal(plan.repeat.notes[0].frequencyHz, 1e6 / 1911); // c5:1 on every later pass
  assert.equal(plan.repeat.lengthUs, ms(132 + 132));
});

test('pitch: the tone starts at once and ends on the first tick after its duration, plus 12 ms', () => {
  const { note, endUs } = planPitch(440, 100, 1_000_500);
  assert.equal(note.startUs, 1_000_500);
  assert.equal(note.endUs, ms(1104)); // 1000 ms + 100 → the tick at 1104 ms
  assert.equal(endUs, ms(1116));
  assert.equal(note.frequencyHz, 1e6 / 2272);
  const forever = planPitch(440, -1, 500);
  assert.equal(forever.note.endUs, Infinity);
  assert.equal(forever.endUs, 500);
  assert.equal(planPitch(0, 10, 0).note.frequencyHz, null);
});

test('the tick grid', () => {
  assert.equal(nextTickUs(0), 6000);
  assert.equal(nextTickUs(5999), 6000);
  assert.equal(nextTickUs(6000), 12000);
});
