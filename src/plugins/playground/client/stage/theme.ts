// The stage's colours. The values live in the Stage's CSS module (light and
// `[data-theme='dark']`), so dark mode follows the site; the component reads them into this object.

const KEYS = [
  // `floor` and `line` must be hex colours: line sensors are shaded between them.
  'floor',
  'line',
  'grid',
  'wall',
  'obstacle',
  'boxEdge',
  'text',
  'labelBackground',
  'trail',
  // The goal of an exercise's setup: a translucent fill and its edge.
  'target',
  'targetEdge',
  'cone',
  'coneEdge',
  'body',
  'bodyEdge',
  // Outline of a body that touches a wall or a box.
  'touching',
  'wheel',
  'ultrasonic',
  'microbit',
  'arrow',
  'sensorEdge',
  'sensorLit',
  'ledUnlit',
  'redLedOn',
  'redLedOff',
  'handle',
  'board',
  'boardText',
  'displayOff',
  'displayOn',
  'button',
  'buttonPressed',
  'buttonLabel',
] as const;

export type StageTheme = Record<(typeof KEYS)[number], string>;

/** CSS custom property of a theme colour: `buttonPressed` → `--stage-button-pressed`. */
export function stageThemeVar(key: keyof StageTheme): string {
  return `--stage-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** Every custom property the stage reads, for the check that the CSS defines them all. */
export const STAGE_THEME_VARS: readonly string[] = KEYS.map(stageThemeVar);

/** Reads the theme through `read(customProperty)`, e.g. from `getComputedStyle(element)`. */
export function readStageTheme(read: (customProperty: string) => string): StageTheme {
  return Object.fromEntries(KEYS.map((k) => [k, read(stageThemeVar(k)).trim()])) as StageTheme;
}
