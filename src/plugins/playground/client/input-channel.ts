// The page's end of the input channel: events for a running program are queued in the
// playground's service worker, which the run's worker asks with a synchronous request. The
// service worker is registered for the run's worker's folder and for the pages with a player
// (`SCOPES`): which of the two answers the worker depends on the browser, so the page tells both.
import { INPUT_PATH, SCOPES } from '../shared/input-channel.ts';
import type { InputEvent } from '../shared/protocol.ts';
import { defineMessages, type Message } from './messages.ts';

export interface InputChannel {
  /** The address the run's worker asks for its queued input. */
  urlFor(run: string): string;
  send(run: string, event: InputEvent): void;
}

export type ChannelResult = { ok: true; channel: InputChannel } | { ok: false; reason: Message };

/** Why input reaches a program only at its next start (the player shows it). */
export const CHANNEL_MESSAGES = defineMessages('site.playground.channel', (m) => ({
  unsupported: m(
    'unsupported',
    'Dieser Browser erlaubt hier keinen Service Worker.',
    'The browser offers no service worker here (private window, file://)',
  ),
  failed: m(
    'failed',
    'Der Service Worker für die Eingaben ließ sich nicht starten.',
    'The service worker that carries input to a running program did not start',
  ),
}));

const ACTIVATE_TIMEOUT_MS = 3000;

/** Resolves once the registration's newest worker is active (installed workers skip waiting). */
function activated(registration: ServiceWorkerRegistration): Promise<void> {
  const pending = registration.installing ?? registration.waiting;
  if (!pending) return registration.active ? Promise.resolve() : Promise.reject(new Error('none'));
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ACTIVATE_TIMEOUT_MS);
    pending.addEventListener('statechange', () => {
      if (pending.state === 'activated') {
        clearTimeout(timer);
        resolve();
      } else if (pending.state === 'redundant') {
        clearTimeout(timer);
        reject(new Error('redundant'));
      }
    });
  });
}

/**
 * Registers the playground's service worker for `scopes` (or updates it after a deploy) and
 * waits until each is active; throws when it cannot.
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer,
  baseUrl: string,
  scopes: readonly string[],
): Promise<ServiceWorkerRegistration[]> {
  const registrations = await Promise.all(
    scopes.map((scope) =>
      container.register(`${baseUrl}sim-input-sw.js`, { scope: `${baseUrl}${scope}` }),
    ),
  );
  // Registering again does not look for a new deploy's worker; the run's worker must meet
  // the service worker of this page's build. Offline the check fails and the kept one serves.
  await Promise.all(
    registrations.map((registration) => registration.update().catch(() => undefined)),
  );
  await Promise.all(registrations.map(activated));
  return registrations;
}

/** Registers the service worker (or updates it after a deploy) and waits until it is active. */
export async function openInputChannel(baseUrl: string): Promise<ChannelResult> {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) {
    return { ok: false, reason: CHANNEL_MESSAGES.unsupported };
  }
  let registrations: ServiceWorkerRegistration[];
  try {
    registrations = await registerServiceWorker(container, baseUrl, SCOPES);
  } catch {
    return { ok: false, reason: CHANNEL_MESSAGES.failed };
  }
  return {
    ok: true,
    channel: {
      urlFor: (run) =>
        new URL(`${baseUrl}${INPUT_PATH}?run=${encodeURIComponent(run)}`, location.href).href,
      // The active workers of the moment: after an update the new ones answer the run's worker.
      send: (run, event) => {
        for (const registration of registrations) registration.active?.postMessage({ run, event });
      },
    },
  };
}
