// The documentation versions and their page sets, as the spec fixes them.
export type DocsVersion = {
  name: string;
  label: string;
  /** Route prefix below the base path, without trailing slash; the version's main page is root + '/'. */
  root: string;
  banner: 'unreleased' | 'unmaintained' | 'none';
  hasCalibrationRoutine: boolean;
};

export const VERSIONS: DocsVersion[] = [
  {
    name: 'current',
    label: 'Next',
    root: '/docs/next',
    banner: 'unreleased',
    hasCalibrationRoutine: true,
  },
  { name: '2.0.2', label: '2.0.2', root: '/docs', banner: 'none', hasCalibrationRoutine: true },
  {
    name: '2.0.1',
    label: '2.0.1',
    root: '/docs/2.0.1',
    banner: 'unmaintained',
    hasCalibrationRoutine: true,
  },
  {
    name: '2.0.0',
    label: '2.0.0',
    root: '/docs/2.0.0',
    banner: 'unmaintained',
    hasCalibrationRoutine: false,
  },
  {
    name: '1.0.0',
    label: '1.0.0',
    root: '/docs/1.0.0',
    banner: 'unmaintained',
    hasCalibrationRoutine: false,
  },
];

export const COMMON_PAGES = [
  '/',
  '/api/',
  '/api/compass',
  '/api/led-red',
  '/api/led-rgb',
  '/api/line-tracking',
  '/api/motor',
  '/api/ultrasonic',
  '/examples/obstacle-avoidance',
];

export const CALIBRATION_PAGE = '/examples/calibration-routine';

export function pagesOf(version: DocsVersion): string[] {
  const pages = COMMON_PAGES.map((page) => version.root + page);
  return version.hasCalibrationRoutine ? [...pages, version.root + CALIBRATION_PAGE] : pages;
}
