import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CompassCalibration } from './compass-calibration.ts';
import { Display } from './display.ts';

const lit = (display: Display, nowUs: number) => display.read(nowUs).filter((v) => v > 0).length;

test('an uncalibrated board scrolls TILT TO FILL SCREEN, then lights one LED after another', () => {
  const display = new Display();
  const calibration = new CompassCalibration(false);
  assert.equal(calibration.calibrated, false);
  const us = calibration.run(display, 0);
  assert.equal(calibration.calibrated, true);
  // The last 25 steps fill the screen; before them the text scrolls by.
  const fillStart = us - 25 * 120_000;
  assert.ok(fillStart > 10_000_000, `the text scrolls for ${fillStart} µs`);
  assert.ok(lit(display, 1_000_000) > 0, 'text visible after 1 s');
  assert.equal(lit(display, fillStart + 5), 1);
  assert.equal(lit(display, fillStart + 12 * 120_000 + 5), 13);
  assert.equal(lit(display, us - 5), 25);
  assert.equal(lit(display, us + 5), 0);
});

test('a board that starts calibrated calibrates again at once and shows nothing', () => {
  const display = new Display();
  const calibration = new CompassCalibration(true);
  calibration.clear();
  assert.equal(calibration.calibrated, false);
  assert.equal(calibration.run(display, 0), 0);
  assert.equal(calibration.calibrated, true);
  assert.equal(calibration.runs, 1);
  assert.equal(lit(display, 0), 0);
});
