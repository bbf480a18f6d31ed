// The page set of a version, as the product spec fixes it, and the route of each page.
import type { GuideVersion } from './versions.ts';

/** Page ids (file path without extension) every version has. */
export const COMMON_PAGES = [
  'index',
  'api/index',
  'api/compass',
  'api/led-red',
  'api/led-rgb',
  'api/line-tracking',
  'api/motor',
  'api/ultrasonic',
  'examples/obstacle-avoidance',
] as const;

/** Pages that end with exercises, in every version (the older ones with fewer levels where their library lacks what a task needs). */
export function hasExercises(page: string): boolean {
  return (page.startsWith('api/') && page !== 'api/index') || page.startsWith('examples/');
}

/** Exists only where the library has `motor_get_calibration()` (new in 2.0.1): it needs it. */
export const CALIBRATION_PAGE = 'examples/calibration-routine';

export function hasCalibrationRoutine(librarySource: string): boolean {
  return /^def motor_get_calibration\(/m.test(librarySource);
}

/** The pages a version must have, sorted, derived from its library. */
export function expectedPages(librarySource: string): string[] {
  const pages: string[] = [...COMMON_PAGES];
  if (hasCalibrationRoutine(librarySource)) pages.push(CALIBRATION_PAGE);
  return pages.sort();
}

/** Route of a page below the base URL: `index` is the version's root, `x/index` its folder. */
export function pageRoute(version: Pick<GuideVersion, 'routeBase'>, page: string): string {
  if (page === 'index') return `${version.routeBase}/`;
  return `${version.routeBase}/${page.replace(/(^|\/)index$/, '$1')}`;
}
