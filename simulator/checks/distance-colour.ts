// A traffic light for the distance: the RGB LEDs shine red when an obstacle is near, yellow
// in between and green when the way is free, judged against what the sensor sees.
import { worldByName } from '../worlds/index.ts';
import type { Rgb } from '../core/neopixel.ts';
import { colorName, type ColorName } from './colors.ts';
import { parseNumbers, formatNumber as n } from './params.ts';
import type { Check } from './types.ts';
import { wallAhead } from './worlds.ts';

interface Params {
  /** Closer than this (cm): red. */
  near: number;
  /** Farther than this (cm): green; in between: yellow. */
  far: number;
}

/** Wall distances of the variants: one per colour, and a floor without any wall. */
export const COLOUR_WALL_DISTANCES_CM = [8, 25, 60];

/** Samples this close to a colour boundary are not judged (the sensor rounds, the robot moves). */
const BOUNDARY_CM = 2;
/** The program gets this long to switch the lights on. */
const GRACE_US = 500_000;

/** The colour of the lit pixels when they agree, else 'andere' ('aus' when none is lit). */
export function lightColour(pixels: readonly Rgb[]): ColorName {
  const lit = pixels.map(colorName).filter((c) => c !== 'aus');
  if (lit.length === 0) return 'aus';
  return lit.every((c) => c === lit[0]) ? lit[0]! : 'andere';
}

const describe = (colour: ColorName): string =>
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
    { label: 'freie Fläche ohne Wand', world: worldByName('empty') },
  ],
  judge(run, { near, far }) {
    let judged = 0;
    for (const sample of run.samples) {
      if (sample.timeUs < GRACE_US) continue;
      const cm = sample.sonarCm ?? Infinity;
      if (Math.abs(cm - near) < BOUNDARY_CM || Math.abs(cm - far) < BOUNDARY_CM) continue;
      judged += 1;
      const wanted: ColorName = cm < near ? 'rot' : cm <= far ? 'gelb' : 'grün';
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
