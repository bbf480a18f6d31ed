// Launches Debian's Chromium for the browser tests, the benches and the build tools. The extra flags keep it from calling
// home, which stalls it on our closed network. Playwright gives every launch a fresh
// temporary profile of its own.
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags shared with other tools that start this Chromium (e.g. Lighthouse). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type TestBrowser = { browser: Browser; close: () => Promise<void> };

export async function launchBrowser(): Promise<TestBrowser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  return { browser, close: () => browser.close() };
}

/** One Chromium that several processes share (the browser suite starts it once). */
export type BrowserServer = { wsEndpoint: string; close: () => Promise<void> };

export async function launchBrowserServer(): Promise<BrowserServer> {
  const server = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  return { wsEndpoint: server.wsEndpoint(), close: () => server.close() };
}

/** Attaches to a shared Chromium; closing it detaches and leaves the browser running. */
export async function connectBrowser(wsEndpoint: string): Promise<TestBrowser> {
  const browser = await chromium.connect(wsEndpoint);
  return { browser, close: () => browser.close() };
}
