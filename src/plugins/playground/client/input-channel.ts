// The page's end of the input channel: events for a running program are queued in the
// playground's service worker, which the run's worker asks with a synchronous request.
import type { InputEvent } from '../shared/protocol.ts';

export interface InputChannel {
  /** The address the run's worker asks for its queued input. */
  urlFor(run: string): string;
  send(run: string, event: InputEvent): void;
}

export type ChannelResult = { ok: true; channel: InputChannel } | { ok: false; reason: string };

const CONTROL_TIMEOUT_MS = 3000;

/** Registers the service worker once and waits until it controls the page. */
export async function openInputChannel(baseUrl: string): Promise<ChannelResult> {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) {
    return { ok: false, reason: 'Dieser Browser erlaubt hier keinen Service Worker.' };
  }
  try {
    await container.register(`${baseUrl}sim-input-sw.js`, { scope: baseUrl });
    await container.ready;
    if (!container.controller) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('timeout')), CONTROL_TIMEOUT_MS);
        container.addEventListener(
          'controllerchange',
          () => {
            clearTimeout(timer);
            resolve();
          },
          { once: true },
        );
      });
    }
  } catch {
    return { ok: false, reason: 'Der Service Worker für die Eingaben ließ sich nicht starten.' };
  }
  const post = (message: object) => container.controller?.postMessage(message);
  return {
    ok: true,
    channel: {
      urlFor: (run) =>
        new URL(`${baseUrl}__sim_input?run=${encodeURIComponent(run)}`, location.href).href,
      send: (run, event) => post({ run, event }),
    },
  };
}
