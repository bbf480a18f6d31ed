import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SerialLines } from './serialLines.ts';

test('lines split across packets are joined, CR LF and all', () => {
  const lines = new SerialLines();
  assert.equal(lines.push('Hal'), false);
  lines.push('lo\r');
  lines.push('\nWelt\r\nund');
  assert.deepEqual(lines.content.lines, ['Hallo', 'Welt']);
  lines.push(' mehr\r\n');
  assert.deepEqual(lines.content.lines, ['Hallo', 'Welt', 'und mehr']);
});

test('the console is capped like the player’s and counts what scrolled out', () => {
  const lines = new SerialLines(3);
  lines.push('1\n2\n3\n4\n5\n');
  assert.deepEqual(lines.content.lines, ['3', '4', '5']);
  assert.equal(lines.content.scrolledOut, 2);
});

test('serialreset clears the console, a half line and the last error', () => {
  const lines = new SerialLines();
  lines.push('Traceback (most recent call last):\r\n  File "main.py", line 2, in <module>\r\n');
  lines.push("NameError: name 'x' isn't defined\r\nhal");
  assert.equal(lines.failure?.line, 2);
  lines.reset();
  lines.push('b\n');
  assert.deepEqual(lines.content.lines, ['b']);
  assert.equal(lines.failure, null);
});

test('a traceback becomes the player’s failure: type, summary and the innermost main.py line', () => {
  const lines = new SerialLines();
  lines.push(
    'Traceback (most recent call last):\r\n' +
      '  File "main.py", line 7, in <module>\r\n' +
      '  File "main.py", line 3, in fahre\r\n' +
      '  File "maqueen.py", line 120, in motor_run\r\n' +
      'ValueError: Motor unbekannt\r\n',
  );
  assert.deepEqual(lines.failure, {
    type: 'ValueError',
    summary: 'ValueError: Motor unbekannt',
    line: 3,
    traceback:
      'Traceback (most recent call last):\n  File "main.py", line 7, in <module>\n' +
      '  File "main.py", line 3, in fahre\n  File "maqueen.py", line 120, in motor_run\n' +
      'ValueError: Motor unbekannt',
  });
});

test('a flood without newlines still reaches the console', () => {
  const lines = new SerialLines();
  lines.push('x'.repeat(1500));
  assert.equal(lines.content.lines.length, 1);
});

test('printed tuples feed the plot at the time they arrived since the output began; a reset starts it anew', () => {
  let now = 5000;
  const serial = new SerialLines(500, () => now);
  serial.push('Start\r\n(1, 2');
  now += 250;
  serial.push(')\r\n(3, 4)\r\nText\r\n');
  assert.deepEqual(serial.plot, {
    points: [
      { t: 0.25, values: [1, 2] },
      { t: 0.25, values: [3, 4] },
    ],
    width: 2,
  });
  serial.reset();
  assert.equal(serial.plot.points.length, 0);
  now += 1000;
  serial.push('(9,)\r\n');
  assert.deepEqual(serial.plot.points, [{ t: 0, values: [9] }]);
});
