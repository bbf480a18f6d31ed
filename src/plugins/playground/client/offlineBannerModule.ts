// Client module: on a page of a version this browser keeps offline, a banner offers the update
// when a newer build is online. Costs a reader without a stored copy one localStorage read;
// the check itself (offlineBanner.ts) loads only for those who have one, once per tab.
import { OFFLINE_FLAG_KEY } from './offlineFlag.ts';

const CHECKED_KEY = 'maqueen-offline-checked';

export function onRouteDidUpdate(): void {
  try {
    if (!localStorage.getItem(OFFLINE_FLAG_KEY) || sessionStorage.getItem(CHECKED_KEY)) return;
    sessionStorage.setItem(CHECKED_KEY, '1');
  } catch {
    return;
  }
  void import('./offlineBanner.ts').then(({ showBannerIfOutdated }) => showBannerIfOutdated());
}
