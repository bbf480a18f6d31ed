// A traffic light for the distance: the RGB LEDs shine red when an obstacle is near, yellow
// in between and green when the way is free, judged against what the sensor sees.
import type { Rgb } from '../core/neopixel.ts';
import { parseNumbers, formatNumber as n } from './params.ts';
import type { Check } from './types.ts';
import { world, wallAhead } from './worlds.ts';

interface Params {
  /** Closer than this (cm): red. */
  near: number;
  /** Farther than this (cm): green; in between: yellow. */
  far: number;
}

type Colour = 'rot' | 'gelb' | 'grün' | 'aus' | 'andere';

/** Wall distances of the variants: one per colour, and a floor without any wall. */
export const COLOUR_WALL_DISTANCES_CM = [8, 25, 60];

/** Samples this close to a colour boundary are not judged (the sensor rounds, the robot moves). */
const BOUNDARY_CM = 2;
/** The program gets this long to switch the lights on. */
const GRACE_US = 500_000;

/** The colour a reader would name for one pixel. */
export function colourName({ r, g, b }: Rgb): Colour {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === 0) return 'aus';
  if (max - min < max * 0.3) return 'andere';
  let hue: number;
  if (max === r) hue = (60 * (g - b)) / (max - min);
  else if (max === g) hue = 120 + (60 * (b - r)) / (max - min);
  else hue = 240 + (60 * (r - g)) / (max - min);
  hue = (hue + 360) % 360;
  if (hue < 25 || hue >= 330) return 'rot';
  if (hue < 75) return 'gelb';
  if (hue < 170) return 'grün';
  return 'andere';
}

/** The colour of the lit pixels when they agree, else 'andere' ('aus' when none is lit). */
export function lightColour(pixels: readonly Rgb[]): Colour {
  const lit = pixels.map(colourName).filter((c) => c !== 'aus');
  if (lit.length === 0) return 'aus';
  return lit.every((c) => c === lit[0]) ? lit[0]! : 'andere';
}

const describe = (colour: Colour): string =>
  colour === 'aus'
    ? 'waren die LEDs aus'
    : colour === 'andere'
      ? 'leuchteten die LEDs in einer anderen Farbe'
      : `leuchteten die LEDs ${colour}`;

export const distanceColour: Check<Params> = {
  name: 'distance-colour',
  summary: 'RGB LEDs red closer than near cm, yellow up to far cm, green beyond, at every moment',
  budgetS: 2,
  readsSensors: true,
  parse: (raw) =>
    parseNumbers(raw, {
      near: { default: 15, min: 3, max: 100 },
      far: { default: 35, min: 5, max: 300 },
    }),
  variants: () => [
    ...COLOUR_WALL_DISTANCES_CM.map((cm) => ({
      label: `Wand ${cm} cm vor dem Roboter`,
      world: wallAhead(cm),
    })),
    { label: 'freie Fläche ohne Wand', world: world('empty') },
  ],
  judge(run, { near, far }) {
    let judged = 0;
    for (const sample of run.samples) {
      if (sample.timeUs < GRACE_US) continue;
      const cm = sample.sonarCm ?? Infinity;
      if (Math.abs(cm - near) < BOUNDARY_CM || Math.abs(cm - far) < BOUNDARY_CM) continue;
      judged += 1;
      const wanted: Colour = cm < near ? 'rot' : cm <= far ? 'gelb' : 'grün';
      const seen = lightColour(sample.pixels);
      if (seen !== wanted) {
        const where = Number.isFinite(cm)
          ? `war das Hindernis ${n(cm)} cm entfernt`
          : 'war kein Hindernis in Sicht';
        return {
          passed: false,
          message: `Nach ${n(sample.timeUs / 1e6, 1)} s ${where}, aber es ${describe(seen)} statt ${wanted}.`,
        };
      }
    }
    if (judged === 0) {
      return {
        passed: false,
        message:
          'Dein Programm war zu Ende, bevor die LEDs etwas zeigen konnten. Lass es in einer Schleife weiterlaufen.',
      };
    }
    return { passed: true };
  },
};
