import assert from 'node:assert/strict';
import { test } from 'node:test';

import { parseInputEvents } from './input-events.ts';

const parse = (value: unknown) => parseInputEvents(JSON.stringify(value));

test('well-formed events of every kind pass unchanged, in order', () => {
  const events = [
    { kind: 'button', button: 'a', down: true },
    { kind: 'line', text: 'hallo' },
    { kind: 'radio', packets: [] },
    { kind: 'speed', factor: 2 },
    { kind: 'pause', paused: true },
    { kind: 'step', ms: 100 },
    { kind: 'step-line' },
    { kind: 'stop' },
  ];
  assert.deepEqual(parse(events), events);
});

test('an event with a wrong field is dropped, the others stay', () => {
  assert.deepEqual(
    parse([
      { kind: 'button', button: 'c', down: true },
      { kind: 'button', button: 'a', down: 'yes' },
      { kind: 'line', text: 42 },
      { kind: 'radio', packets: 'x' },
      { kind: 'surroundings', input: { shake: 'very' } },
      { kind: 'speed', factor: 1e9 },
      { kind: 'pause' },
      { kind: 'step', ms: -5 },
      { kind: 'step', ms: Number.MAX_SAFE_INTEGER },
      { kind: 'pause', paused: false },
    ]),
    [{ kind: 'pause', paused: false }],
  );
});

test('fields beyond the kind’s shape do not reach the worker', () => {
  assert.deepEqual(parse([{ kind: 'stop', extra: { deep: 1 } }]), [{ kind: 'stop' }]);
  assert.deepEqual(parse([{ kind: 'line', text: 'x', evil: true }]), [{ kind: 'line', text: 'x' }]);
});

test('radio packets that are not packets are dropped from the event', () => {
  const [event] = parse([{ kind: 'radio', packets: [null, 'x', { bytes: 1 }] }]);
  assert.deepEqual(event, { kind: 'radio', packets: [] });
});

test('garbage answers yield no events', () => {
  for (const text of ['', 'not json', '{}', 'null', '"stop"', '[1, null, "stop", []]']) {
    assert.deepEqual(parseInputEvents(text), [], text);
  }
  assert.deepEqual(
    parse([{ kind: 'toString' }, { kind: '__proto__' }, { kind: 'hasOwnProperty' }]),
    [],
  );
});
