// Site figures: cold production build time, first-load bytes of /docs/ next to a stock
// Docusaurus site built in the same run, bytes prefetched after idle, and Lighthouse (mobile)
// on /docs/api/motor.   npm run bench -- site
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';

import { BASE_URL } from '../../guide/site.ts';
import { readGuideVersions } from '../../guide/versions.ts';
import { launchBrowser } from '../browser/chromium.ts';
import { createStaticServer } from '../serve/server.ts';
import { runLighthouse, type LighthouseScores } from './site/lighthouse.ts';
import { measurePageBytes, type PageBytes } from './site/page-bytes.ts';
import { writeStockSite } from './site/stock-site.ts';

const COLD_BUILD_LIMIT_S = 60;
// Lighthouse's simulated timings vary from run to run, more so on a busy machine; its authors
// advise judging by the median of five runs.
const LIGHTHOUSE_RUNS = 5;
const root = resolve('.');
const scratch = mkdtempSync(join(root, '.bench-'));

function coldBuild(siteDir: string, outDir: string): number {
  rmSync(join(siteDir, '.docusaurus'), { recursive: true, force: true });
  const started = performance.now();
  const run = spawnSync('npx', ['docusaurus', 'build', siteDir, '--out-dir', outDir], {
    cwd: root,
    // No persistent bundler cache: a really cold build, and other builds' caches stay untouched.
    env: { ...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (run.status !== 0) throw new Error(`Build of ${siteDir} failed.`);
  return (performance.now() - started) / 1000;
}

async function serve(dir: string): Promise<{ url: (path: string) => string; close: () => void }> {
  const server = createStaticServer({ root: dir, baseUrl: BASE_URL });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${BASE_URL}${path.replace(/^\//, '')}`,
    close: () => server.close(),
  };
}

function medianScores(runs: LighthouseScores[]): LighthouseScores {
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const pick = (key: keyof LighthouseScores) => median(runs.map((scores) => scores[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    'best-practices': pick('best-practices'),
    seo: pick('seo'),
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function printBytes(name: string, bytes: PageBytes): void {
  const { firstLoad, framework, prefetch } = bytes;
  console.log(
    `  ${name}: first load ${kib(firstLoad.total)} (HTML ${kib(firstLoad.html)}, JS ${kib(firstLoad.js)}, CSS ${kib(firstLoad.css)}; ${firstLoad.requests} requests), of which runtime + main + CSS ${kib(framework)}; prefetched after idle ${kib(prefetch.bytes)} in ${prefetch.requests} requests`,
  );
}

let failed = false;
try {
  const siteOut = join(scratch, 'site');
  const stockDir = join(scratch, 'stock');
  writeStockSite(stockDir);

  const siteSeconds = coldBuild(root, siteOut);
  console.log(
    `Cold build, all ${readGuideVersions(resolve('.')).length} versions: ${siteSeconds.toFixed(1)} s (limit ${COLD_BUILD_LIMIT_S} s; load average ${loadavg()[0].toFixed(1)})`,
  );
  if (siteSeconds >= COLD_BUILD_LIMIT_S) failed = true;
  const stockSeconds = coldBuild(stockDir, join(stockDir, 'build'));
  console.log(`Cold build, stock Docusaurus site: ${stockSeconds.toFixed(1)} s`);

  const site = await serve(siteOut);
  const stock = await serve(join(stockDir, 'build'));
  const chromium = await launchBrowser();
  try {
    console.log('First load of /docs/ (bytes as transferred, gzip):');
    const ours = await measurePageBytes(chromium.browser, site.url('/docs/'));
    const reference = await measurePageBytes(chromium.browser, stock.url('/docs/'));
    printBytes('this site  ', ours);
    printBytes('stock site ', reference);
    const ratio = ours.firstLoad.total / reference.firstLoad.total;
    const frameworkRatio = ours.framework / reference.framework;
    console.log(
      `  ratio: ${(ratio * 100).toFixed(0)} % of the stock first load; runtime + main + CSS ${(frameworkRatio * 100).toFixed(0)} %`,
    );
    if (ratio > 1) failed = true;
  } finally {
    await chromium.close();
  }

  console.log(
    `Lighthouse, mobile, /docs/api/motor (${LIGHTHOUSE_RUNS} runs, judged by the median):`,
  );
  const runs: LighthouseScores[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    runs.push(await runLighthouse(site.url('/docs/api/motor')));
    console.log(
      `  run ${run + 1}: ${JSON.stringify(runs[run])} (load average ${loadavg()[0].toFixed(1)})`,
    );
  }
  const scores = medianScores(runs);
  console.log(`  median: ${JSON.stringify(scores)}`);
  if (
    scores.performance < 95 ||
    scores.accessibility < 100 ||
    scores['best-practices'] < 100 ||
    scores.seo < 100
  ) {
    failed = true;
  }
  site.close();
  stock.close();
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
