// The documented versions and the page set each must have, as the product spec defines them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type DocVersion = { name: string; root: string; pages: string[] };

const COMMON_PAGES = [
  'index',
  'api/index',
  'api/compass',
  'api/led-red',
  'api/led-rgb',
  'api/line-tracking',
  'api/motor',
  'api/ultrasonic',
  'examples/obstacle-avoidance',
];
// The calibration routine needs motor_get_calibration(), which 2.0.1 introduced.
const CALIBRATION_PAGE = 'examples/calibration-routine';
const WITHOUT_CALIBRATION_PAGE = new Set(['2.0.0', '1.0.0']);

export function expectedPages(version: string): string[] {
  const pages = WITHOUT_CALIBRATION_PAGE.has(version)
    ? COMMON_PAGES
    : [...COMMON_PAGES, CALIBRATION_PAGE];
  return [...pages].sort();
}

/** Next from docs/, then every released version listed in versions.json. */
export function listVersions(siteDir: string): DocVersion[] {
  const released = JSON.parse(readFileSync(join(siteDir, 'versions.json'), 'utf8')) as string[];
  return [
    { name: 'Next', root: join(siteDir, 'docs'), pages: expectedPages('current') },
    ...released.map((name) => ({
      name,
      root: join(siteDir, 'versioned_docs', `version-${name}`),
      pages: expectedPages(name),
    })),
  ];
}
