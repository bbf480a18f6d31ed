// The banner on a page of a stored version whose build online is newer: it names the version
// and links to its start page, where "Offline-Kopie aktualisieren" stores the new build.
import { translate } from '@docusaurus/Translate';
import siteConfig from '@generated/docusaurus.config';

import { pageKey } from '../shared/offline.ts';
import { onlineManifest, storedCopy } from './offline.ts';
import { flaggedVersions, OFFLINE_FLAG_KEY } from './offlineFlag.ts';
import { OFFLINE_MESSAGES as O } from './offlineMessages.ts';

const BANNER_ID = 'maqueen-offline-update';

function show(label: string, start: string): void {
  if (document.getElementById(BANNER_ID)) return;
  const banner = document.createElement('div');
  banner.id = BANNER_ID;
  banner.setAttribute('role', 'status');
  banner.className = 'alert alert--info shadow--md';
  Object.assign(banner.style, {
    position: 'fixed',
    insetInline: '1rem',
    bottom: '1rem',
    zIndex: '300',
    display: 'flex',
    gap: '1rem',
    alignItems: 'center',
    flexWrap: 'wrap',
  });
  const text = document.createElement('span');
  text.textContent = translate(O.banner, { version: label });
  const link = document.createElement('a');
  link.href = start;
  link.textContent = translate(O.bannerLink);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'clean-btn';
  close.textContent = '×';
  close.setAttribute('aria-label', translate(O.bannerClose));
  close.style.fontSize = '1.5rem';
  close.addEventListener('click', () => banner.remove());
  banner.append(text, link, close);
  document.body.append(banner);
}

/** Looks at each stored version; shows the banner when this page is one of an outdated copy's. */
export async function showBannerIfOutdated(): Promise<void> {
  if (typeof caches === 'undefined' || !navigator.onLine) return;
  const { baseUrl } = siteConfig;
  const here = pageKey(location.pathname);
  for (const version of flaggedVersions(localStorage.getItem(OFFLINE_FLAG_KEY))) {
    const copy = await storedCopy(baseUrl, version).catch(() => null);
    if (!copy) continue;
    const online = await onlineManifest(baseUrl, version);
    if (!online || online.build === copy.build) continue;
    if (!online.files.some((file) => pageKey(file.url) === here) || here.endsWith('/search'))
      continue;
    show(copy.label, copy.start);
    return;
  }
}
