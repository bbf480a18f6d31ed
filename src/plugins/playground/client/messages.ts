// The German texts of the pure player logic. Components pass Docusaurus's `translate`; the
// modules here only know this signature, so they stay free of the site's build aliases and
// run under node:test.

/** One German UI text: its `translate()` id and its German message, which is also the default. */
export interface Message {
  id: `site.playground.${string}` | `site.exercises.${string}`;
  message: string;
  description: string;
}

export type MessageValues = Readonly<Record<string, string | number>>;

export type Translate = (message: Message, values?: MessageValues) => string;

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
