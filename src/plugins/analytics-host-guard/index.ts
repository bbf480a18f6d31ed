import type { Plugin } from '@docusaurus/types';

export type AnalyticsHostGuardOptions = {
  /** Google Analytics measurement id, e.g. G-XXXXXXX. */
  trackingId: string;
  /** The only host name from which analytics data may be sent. */
  productionHost: string;
};

/**
 * Inline script that switches Google Analytics off (its documented `ga-disable-<id>` flag)
 * unless the page is served from the production host, so local builds and forks send nothing.
 */
export function hostGuardScript({ trackingId, productionHost }: AnalyticsHostGuardOptions): string {
  const flag = JSON.stringify(`ga-disable-${trackingId}`);
  return `if (location.hostname !== ${JSON.stringify(productionHost)}) window[${flag}] = true;`;
}

/** Must be listed before the gtag plugin so its head script runs first. */
export default function analyticsHostGuardPlugin(
  _context: unknown,
  options: AnalyticsHostGuardOptions,
): Plugin {
  return {
    name: 'analytics-host-guard',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'script', innerHTML: hostGuardScript(options) }] };
    },
  };
}
