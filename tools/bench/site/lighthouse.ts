// Lighthouse (mobile profile, its default) against a URL, in Debian's Chromium started with the
// same flags as the browser tests.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import lighthouse from 'lighthouse';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../browser/chromium.ts';

export type LighthouseScores = Record<
  'performance' | 'accessibility' | 'best-practices' | 'seo',
  number
>;

async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
  const chromium = spawn(CHROMIUM_PATH, [
    ...CHROMIUM_FLAGS,
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    'about:blank',
  ]);
  const port = await new Promise<number>((resolve, reject) => {
    let log = '';
    chromium.stderr.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(log);
      if (match) resolve(Number(match[1]));
    });
    chromium.on('exit', () => reject(new Error(`Chromium exited early:\n${log}`)));
  });
  return {
    port,
    stop: async () => {
      const exited = new Promise((done) => chromium.once('exit', done));
      chromium.kill();
      await exited;
      // Chromium's helper processes can outlive the browser for a moment and keep writing to
      // the profile; a leftover folder in the temp directory must not fail the benchmark.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.warn(`  (could not remove the temporary Chromium profile: ${String(error)})`);
      }
    },
  };
}

export async function runLighthouse(url: string): Promise<LighthouseScores> {
  const chromium = await startChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('Lighthouse returned no result.');
    const { categories } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = Object.values(result.lhr.audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      )
      .map((audit) => audit.id);
    if (failing.length > 0) console.log(`  Lighthouse audits not passed: ${failing.join(', ')}`);
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'speed-index',
      'cumulative-layout-shift',
    ]
      .map((id) => `${id} ${result.lhr.audits[id]?.displayValue ?? '?'}`)
      .join(', ');
    console.log(`  ${metrics}`);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    };
  } finally {
    await chromium.stop();
  }
}
