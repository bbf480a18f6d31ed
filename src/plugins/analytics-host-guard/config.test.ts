import assert from 'node:assert/strict';
import { test } from 'node:test';

import { siteConfigWith } from '../../../tools/test/site-config.ts';

test('with a measurement id the config loads the host guard before the gtag plugin', () => {
  const config = siteConfigWith({ GTAG_ID: 'G-TEST123', SITE_URL: 'https://example.org' });
  const plugins = (config.plugins ?? []).map((entry) => (Array.isArray(entry) ? entry : [entry]));
  const names = plugins.map(([plugin]) => String(plugin));
  const guard = names.findIndex((name) => name.includes('analytics-host-guard'));
  const gtag = names.indexOf('@docusaurus/plugin-google-gtag');
  assert.ok(guard >= 0 && gtag > guard, names.join(', '));
  assert.deepEqual(plugins[guard][1], { trackingId: 'G-TEST123', productionHost: 'example.org' });
  assert.deepEqual(plugins[gtag][1], { trackingID: 'G-TEST123', anonymizeIP: true });
});
