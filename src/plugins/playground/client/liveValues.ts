// The robot's sensors and actuators as German text beside the stage, and one sentence of them
// for screen readers, so a run can be followed without seeing the drawing.
import { normalizeDeg } from '../../../../simulator/core/geometry.ts';
import type { Rgb } from '../../../../simulator/core/neopixel.ts';
import { PART_NAMES, type PartName } from '../../../../simulator/core/parts/index.ts';
import type { SimState } from '../../../../simulator/core/state.ts';
import { sensorReadingCm } from '../../../../simulator/core/ultrasonic.ts';
import { defineMessages, type Message, type Translate } from './messages.ts';

export const LIVE_MESSAGES = defineMessages('site.playground.live', (m) => ({
  distance: m('distance', 'Abstand', 'Live value label: ultrasonic distance'),
  distanceCm: m('distanceCm', '{cm} cm', 'Live value: a distance in cm'),
  noEcho: m('noEcho', 'kein Echo', 'Live value: the ultrasonic sensor hears no echo'),
  heading: m('heading', 'Richtung', 'Live value label: compass heading'),
  lineDigital: m('lineDigital', 'Liniensensoren', 'Live value label: the five sensors, 1 = line'),
  lineAnalog: m('lineAnalog', 'Linie (Messwerte)', 'Live value label: analog line readings'),
  motors: m('motors', 'Motoren', 'Live value label: both motors'),
  motor: m('motor', '{side} {direction} {speed}', 'One motor, e.g. "links vorwärts 120"'),
  motorStopped: m('motorStopped', '{side} steht', 'One motor with speed 0'),
  forward: m('forward', 'vorwärts', 'Motor direction'),
  backward: m('backward', 'rückwärts', 'Motor direction'),
  left: m('left', 'links', 'Left side of the robot'),
  right: m('right', 'rechts', 'Right side of the robot'),
  redLeds: m('redLeds', 'Rote LEDs', 'Live value label: the two red LEDs at the front'),
  on: m('on', 'an', 'An LED is on'),
  off: m('off', 'aus', 'An LED is off'),
  rgbLeds: m('rgbLeds', 'RGB-LEDs', 'Live value label: the four RGB LEDs underneath'),
  summary: m(
    'summary',
    'Abstand {distance}, Richtung {heading}, Linie unter {line}, Motoren {motors}.',
    'One sentence of live values for screen readers, at most once a second',
  ),
  noLine: m('noLine', 'keinem Sensor', 'Summary: no line sensor sees the line'),
  and: m('and', 'und', 'Joins the last two items of a list'),
  red: m('colour.red', 'rot', 'An RGB LED shows the library’s Color.RED'),
  orange: m('colour.orange', 'orange', 'An RGB LED shows the library’s Color.ORANGE'),
  yellow: m('colour.yellow', 'gelb', 'An RGB LED shows the library’s Color.YELLOW'),
  green: m('colour.green', 'grün', 'An RGB LED shows the library’s Color.GREEN'),
  blue: m('colour.blue', 'blau', 'An RGB LED shows the library’s Color.BLUE'),
  indigo: m('colour.indigo', 'indigo', 'An RGB LED shows the library’s Color.INDIGO'),
  violet: m('colour.violet', 'violett', 'An RGB LED shows the library’s Color.VIOLET'),
  purple: m('colour.purple', 'lila', 'An RGB LED shows the library’s Color.PURPLE'),
  white: m('colour.white', 'weiß', 'An RGB LED shows the library’s Color.WHITE'),
}));

const L = LIVE_MESSAGES;

/** The line sensors from left to right with their bit in `lineState`. */
export const LINE_SENSORS = [
  { name: 'L2', bit: 0x10 },
  { name: 'L1', bit: 0x08 },
  { name: 'M', bit: 0x04 },
  { name: 'R1', bit: 0x02 },
  { name: 'R2', bit: 0x01 },
] as const;

/** The RGB LEDs in the order of `SimState.pixels`. */
const PIXEL_NAMES = ['L1', 'L2', 'R2', 'R1'];

/** The library's named colours (`Color.*`), so a reader hears "rot" rather than a number. */
const COLOR_NAMES: Record<string, Message> = {
  ff0000: L.red,
  ffa500: L.orange,
  ffff00: L.yellow,
  '00ff00': L.green,
  '0000ff': L.blue,
  '4b0082': L.indigo,
  '8a2be2': L.violet,
  ff00ff: L.purple,
  ffffff: L.white,
};

export interface LiveValue {
  label: string;
  value: string;
}

const hex = ({ r, g, b }: Rgb) =>
  [r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('');

/** What the ultrasonic sensor reads, in words ("23 cm", "kein Echo"), also the stage's label at
 * the cone: the number `ultrasonic()` returns and the checks judge. */
export function distanceText(sonarCm: number | null, t: Translate): string {
  return sonarCm === null ? t(L.noEcho) : t(L.distanceCm, { cm: sensorReadingCm(sonarCm) });
}

/** 0–359, as the compass reports it. */
export function headingDegrees(heading: number): number {
  return Math.round(normalizeDeg(heading)) % 360;
}

function motor(
  side: string,
  { direction, speed }: { direction: number; speed: number },
  t: Translate,
) {
  if (speed === 0) return t(L.motorStopped, { side });
  return t(L.motor, { side, direction: t(direction === 1 ? L.backward : L.forward), speed });
}

function motors(state: SimState, t: Translate): string {
  return `${motor(t(L.left), state.motors.left, t)}, ${motor(t(L.right), state.motors.right, t)}`;
}

function pixel(color: Rgb, t: Translate): string {
  const code = hex(color);
  if (code === '000000') return t(L.off);
  const name = COLOR_NAMES[code];
  return name ? `${t(name)} (#${code})` : `#${code}`;
}

/**
 * Each part's live values (simulator/core/parts): every part needs its entry, so a new part
 * cannot be forgotten here; an empty list where the stage itself shows the part.
 */
const PART_VALUES: { [Name in PartName]: (state: SimState, t: Translate) => LiveValue[] } = {
  ultrasonic: (state, t) => [{ label: t(L.distance), value: distanceText(state.sonarCm, t) }],
  body: (state, t) => [{ label: t(L.heading), value: `${headingDegrees(state.pose.heading)}°` }],
  lineSensors: (state, t) => [
    {
      label: t(L.lineDigital),
      value: LINE_SENSORS.map(({ name, bit }) => `${name} ${state.lineState & bit ? 1 : 0}`).join(
        ' · ',
      ),
    },
    {
      label: t(L.lineAnalog),
      value: LINE_SENSORS.map(({ name }, i) => `${name} ${state.lineAnalog[i] ?? '–'}`).join(' · '),
    },
  ],
  motors: (state, t) => [{ label: t(L.motors), value: motors(state, t) }],
  redLeds: (state, t) => {
    const onOff = (on: boolean) => t(on ? L.on : L.off);
    return [
      {
        label: t(L.redLeds),
        value: `${t(L.left)} ${onOff(state.redLeds.left)}, ${t(L.right)} ${onOff(state.redLeds.right)}`,
      },
    ];
  },
  neopixels: (state, t) => [
    {
      label: t(L.rgbLeds),
      value: state.pixels.map((c, i) => `${PIXEL_NAMES[i] ?? i} ${pixel(c, t)}`).join(', '),
    },
  ],
  // The stage's micro:bit shows its display and buttons, and the tilt game while uncalibrated;
  // what the other parts sense is set "Am micro:bit", what they do is heard or sent.
  imu: () => [],
  buttons: () => [],
  thermometer: () => [],
  display: () => [],
  microphone: () => [],
  speaker: () => [],
  radio: () => [],
};

/** The live values as label–value pairs, in the order of the parts. */
export function liveValues(state: SimState, t: Translate): LiveValue[] {
  return PART_NAMES.flatMap((name) => PART_VALUES[name](state, t));
}

/** `a`, `a und b`, `a, b und c`. */
function list(items: string[], t: Translate): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${t(L.and)} ${items.at(-1)}`;
}

/** One German sentence for the `aria-live` region. */
export function liveSummary(state: SimState, t: Translate): string {
  const seeing = LINE_SENSORS.filter(({ bit }) => state.lineState & bit).map(({ name }) => name);
  return t(L.summary, {
    distance: distanceText(state.sonarCm, t),
    heading: `${headingDegrees(state.pose.heading)}°`,
    line: seeing.length ? list(seeing, t) : t(L.noLine),
    motors: motors(state, t),
  });
}
