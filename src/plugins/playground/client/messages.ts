// The German texts of the player, the exercises and the board link: one helper defines every catalogue
// (`defineMessages`), so each text has one id, its German message (which is also the default) and
// a note for translators. Components pass Docusaurus's `translate`; the modules here only know
// this signature, so they stay free of the site's build aliases and run under node:test.
// messages.test.ts holds i18n/de/code.json equal to the catalogues and finds German text outside
// them.

/**
 * The id namespaces the catalogues own. i18n/de/code.json has exactly the catalogues' ids under
 * them, and the browser bundle drops them from Docusaurus' code translations (index.ts): every
 * call passes its catalogue message, whose German text `translate()` falls back to.
 */
export const MESSAGE_NAMESPACES = ['site.playground', 'site.exercises', 'site.boardLink'] as const;

export type MessageNamespace = (typeof MESSAGE_NAMESPACES)[number];

/** One German UI text: its `translate()` id and its German message, which is also the default. */
export interface Message {
  id: `${MessageNamespace}.${string}`;
  message: string;
  description: string;
}

/** Makes one message of a catalogue: the id's last part, the German text, a note for translators. */
export type MessageMaker = (id: string, message: string, description: string) => Message;

/**
 * A catalogue: every message it makes gets an id under `prefix`, e.g.
 * `defineMessages('site.playground.ui', (m) => ({ start: m('start', 'Start', 'Button …') }))`.
 */
export function defineMessages<const T extends Record<string, Message>>(
  prefix: MessageNamespace | `${MessageNamespace}.${string}`,
  define: (m: MessageMaker) => T,
): Readonly<T> {
  return Object.freeze(
    define((id, message, description) => ({ id: `${prefix}.${id}`, message, description })),
  );
}

export type MessageValues = Readonly<Record<string, string | number>>;

export type Translate = (message: Message, values?: MessageValues) => string;

/**
 * What the player shows as it is (words of Python, the browser, a worker or a check) or one of
 * the catalogues' messages, translated where it is shown.
 */
export type Wording = string | Message;

export function wordingText(wording: Wording, t: Translate): string {
  return typeof wording === 'string' ? wording : t(wording);
}

/**
 * The German default with its `{name}` placeholders filled in — what `translate` returns on
 * this German-only site (messages.test.ts checks that i18n/de/code.json says the same).
 */
export const germanDefault: Translate = (message, values = {}) =>
  message.message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

/** Seconds of simulated time as a German decimal with one digit, e.g. `2,5`. */
export function formatSeconds(us: number): string {
  return (us / 1_000_000).toFixed(1).replace('.', ',');
}
