// Checks between each version's guide pages and its maqueen.py that running the examples
// cannot catch: calls in branches that never run, and ranges promised in the prose.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { visit } from 'unist-util-visit';
import { extractBlocks, findPages } from '../../guide/code-blocks.ts';
import { parseRunSpec } from '../../guide/fence-meta.ts';
import { parseGuidePage } from '../../guide/mdx.ts';
import { lintForDevice } from '../../tools/doc-examples/device-lint.ts';
import { LIBRARIES, repoRoot } from './libraries.ts';

/** Every public function any version of the library has had. */
const API = [
  'motor_run',
  'motor_stop',
  'motor_calibration',
  'motor_get_calibration',
  'led_red',
  'led_rgb',
  'led_brightness',
  'led_rgb_off',
  'rgb',
  'hsl',
  'line_sensor',
  'line_sensor_all',
  'line_sensor_data',
  'line_sensor_data_all',
  'ultrasonic',
  'version',
  'mq_heading',
  'heading_diff',
  'heading_set_window_size',
];
const CALL = new RegExp(`(?<![\\w.])(${API.join('|')})\\s*\\(`, 'g');

/** Prose of a page without code blocks and inline code. */
function prose(path: string): string {
  const tree = parseGuidePage(readFileSync(path, 'utf8'));
  const parts: string[] = [];
  visit(tree, 'text', (node) => {
    parts.push(node.value);
  });
  return parts.join(' ');
}

for (const { version, source: library } of LIBRARIES) {
  const defined = new Set([...library.matchAll(/^def (\w+)\(/gm)].map((m) => m[1]));

  test(`${version.label}: every library function the examples call exists in this version`, () => {
    const missing: string[] = [];
    for (const page of findPages(version.docsDir)) {
      for (const block of extractBlocks(page, repoRoot)) {
        if (parseRunSpec(block.meta).spec.norun !== null) continue;
        block.code.split('\n').forEach((line, i) => {
          for (const m of line.matchAll(CALL)) {
            if (!defined.has(m[1]))
              missing.push(`${block.file}:${block.fenceLine + 1 + i}: ${m[1]}()`);
          }
        });
      }
    }
    assert.deepEqual(missing, []);
  });

  test(`${version.label}: the pages promise no range the library does not return`, () => {
    const problems: string[] = [];
    const range = (hi: string) => new RegExp(`\\b0\\s*(?:bis|–|-|\\.\\.)\\s*${hi}\\b`);
    const ultrasonic = prose(join(version.docsDir, 'api', 'ultrasonic.md'));
    if (range('500').test(ultrasonic) || /\b500\s*cm\b/.test(ultrasonic)) {
      problems.push(
        'api/ultrasonic.md promises 500 cm; the echo timeout of 25 ms ends at about 430 cm',
      );
    }
    const lines = prose(join(version.docsDir, 'api', 'line-tracking.md'));
    if (range('255').test(lines)) {
      problems.push(
        'api/line-tracking.md promises 0..255; line_sensor_data returns the 10-bit reading',
      );
    }
    assert.deepEqual(problems, []);
  });
}

for (const { version, source } of LIBRARIES) {
  test(`${version.label}: maqueen.py uses only what the micro:bit firmware has`, async () => {
    const findings = (await lintForDevice(source)).map(
      (f) => `${version.libraryFile.slice(repoRoot.length + 1)}:${f.line}: ${f.message}`,
    );
    assert.deepEqual(findings, []);
  });
}
