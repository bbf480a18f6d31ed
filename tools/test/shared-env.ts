// Where the browser suite's runner (run-e2e.ts) tells its test files about the site it serves
// and the Chromium it started; a test file run alone starts its own.
export const SHARED_SITE_ENV = 'E2E_SITE_ORIGIN';
export const SHARED_BROWSER_ENV = 'E2E_BROWSER_WS';
