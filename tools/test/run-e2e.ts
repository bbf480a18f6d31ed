// Runs the browser tests against one served build and one Chromium for the whole suite: each
// test file attaches to both (tests/support/harness.ts) instead of starting its own.
import { launchBrowserServer } from '../browser/chromium.ts';
import { serveBuild } from '../serve/serve-build.ts';
import { findTests, runEachInOwnProcess } from './node-tests.ts';
import { SHARED_BROWSER_ENV, SHARED_SITE_ENV } from './shared-env.ts';

const roots = process.argv.slice(2);
if (roots.length === 0) {
  console.error('Usage: run-e2e <folder|file> [<folder|file> ...]');
  process.exit(2);
}
const site = await serveBuild();
const browser = await launchBrowserServer();
try {
  process.exitCode = await runEachInOwnProcess(roots.flatMap(findTests).sort(), {
    [SHARED_SITE_ENV]: site.origin,
    [SHARED_BROWSER_ENV]: browser.wsEndpoint,
  });
} finally {
  await browser.close();
  await site.close();
}
