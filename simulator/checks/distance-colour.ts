// A traffic light for the distance: the RGB LEDs shine red when an obstacle is near, yellow
// in between and green when the way is free, judged against what the sensor sees.
import { worldByName } from '../worlds/index.ts';
import type { Rgb } from '../core/neopixel.ts';
import { colorName, type ColorName } from './colors.ts';
import { movedAtAll } from './motion.ts';
import { parseNumbers, formatNumber as n } from './params.ts';
import type { Check } from './types.ts';
import { handAppears, wallAhead } from './worlds.ts';

interface Params {
  /** Closer than this (cm): red. */
  near: number;
  /** Farther than this (cm): green; in between: yellow. */
  far: number;
}

/**
 * Wall distances of the setups: each side of each threshold, close to it (so `< 20` instead of
 * `< 15` fails); then a floor without any wall.
 */
export function colourWallDistances({ near, far }: { near: number; far: number }): number[] {
  return [near - 3, near + 3, far - 3, far + 3];
}

/** When the hand of the last setup is held in front of the sensor. */
const HAND_AT_S = 1.5;

/** Samples this close to a colour boundary are not judged (the sensor rounds, the robot moves). */
const BOUNDARY_CM = 2;
/** The program gets this long to switch the lights on, and to follow a new distance. */
const GRACE_US = 500_000;

type Lights = ColorName | 'nicht alle' | 'gemischt';

/**
 * The colour all four pixels share; 'gemischt' when they differ, 'nicht alle' when some are
 * lit and some are off, 'aus' when none is lit.
 */
export function lightColour(pixels: readonly Rgb[]): Lights {
  const colours = pixels.map(colorName);
  const lit = colours.filter((c) => c !== 'aus');
  if (lit.length === 0) return 'aus';
  if (lit.length < colours.length) return 'nicht alle';
  return lit.every((c) => c === lit[0]) ? lit[0]! : 'gemischt';
}

const DESCRIPTIONS: Partial<Record<Lights, string>> = {
  aus: 'waren die LEDs aus',
  'nicht alle': 'leuchteten nicht alle vier LEDs',
  gemischt: 'leuchteten die LEDs in verschiedenen Farben',
  andere: 'leuchteten die LEDs in einer anderen Farbe',
};

const describe = (lights: Lights): string =>
  DESCRIPTIONS[lights] ?? `leuchteten die LEDs ${lights}`;

export const distanceColour: Check<Params> = {
  name: 'distance-colour',
  summary:
    'stands still; all four RGB LEDs red closer than near cm, yellow up to far cm, green beyond (also with nothing in sight), at every moment, also when a hand appears',
  timeLimitS: 3,
  ending: 'runs',
  readsSensors: true,
  parse: (raw) =>
    parseNumbers(raw, {
      near: { default: 15, min: 3, max: 100 },
      far: { default: 35, min: 5, max: 300 },
    }),
  variants: (params) => [
    ...colourWallDistances(params).map((cm) => ({
      label: `Wand ${cm} cm vor dem Roboter`,
      world: wallAhead(cm),
    })),
    { label: 'freie Fläche ohne Wand', world: worldByName('empty') },
    {
      label: `freie Fläche, nach ${n(HAND_AT_S, 1)} s eine Hand ${params.near - 3} cm vor dem Roboter`,
      world: handAppears(worldByName('empty'), params.near - 3, HAND_AT_S),
    },
  ],
  judge(run, { near, far }) {
    if (movedAtAll(run)) {
      return {
        passed: false,
        message:
          'Der Roboter hat sich bewegt. Er soll stehen bleiben, ohne zu fahren oder sich zu drehen, und nur die Farbe zeigen.',
      };
    }
    let judged = 0;
    let wantedBefore: ColorName | null = null;
    let changedAtUs = 0;
    for (const sample of run.samples) {
      const cm = sample.sonarCm ?? Infinity;
      const wanted: ColorName = cm < near ? 'rot' : cm <= far ? 'gelb' : 'grün';
      if (wantedBefore !== null && wanted !== wantedBefore) changedAtUs = sample.timeUs;
      wantedBefore = wanted;
      if (sample.timeUs < changedAtUs + GRACE_US) continue;
      if (Math.abs(cm - near) < BOUNDARY_CM || Math.abs(cm - far) < BOUNDARY_CM) continue;
      judged += 1;
      const seen = lightColour(sample.pixels);
      if (seen !== wanted) {
        const where = Number.isFinite(cm)
          ? `war das Hindernis ${n(cm)} cm entfernt`
          : 'war kein Hindernis in Sicht';
        return {
          passed: false,
          message: `Nach ${n(sample.timeUs / 1e6, 1)} s ${where}, aber es ${describe(seen)} statt ${wanted}.`,
          atUs: sample.timeUs,
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
