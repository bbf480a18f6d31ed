// What each print file shows, in world centimetres, from the worlds and setups the exercises'
// checks use: the dark line as filled outlines, walls and boxes, the robot's start places and
// the measurements a class needs. No PDF code here (pdf.ts draws it).
import { formatNumber as n } from '../../../simulator/checks/params.ts';
import type { Variant } from '../../../simulator/checks/types.ts';
import { distanceAhead } from '../../../simulator/checks/worlds.ts';
import { DEG, type Pose, type Vec } from '../../../simulator/core/geometry.ts';
import { ANALOG_DARK, ANALOG_LIGHT } from '../../../simulator/core/line-sensors.ts';
import { BODY, bodyCorners, ULTRASONIC_MOUNT } from '../../../simulator/core/robot-geometry.ts';
import { MAX_RANGE_CM } from '../../../simulator/core/ultrasonic.ts';
import type { TrackSegment, WorldBox, WorldSpec } from '../../../simulator/core/world.ts';
import type { PrintFile } from './print-files.ts';
import type { ExerciseUse } from './usage.ts';

export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A place where a setup starts the robot, numbered for the sheets. */
export interface StartMark {
  pose: Pose;
  number: number;
  /** German: which setup of which exercise starts here. */
  text: string;
}

/** A world at 1:1, to be cut into sheets. */
export interface TileScene {
  /** Paragraphs of the overview page. */
  about: string[];
  /** The part of the floor to print. */
  region: Rect;
  /** Grey of the line, 0 black to 1 white: a faded line prints lighter. */
  ink: number;
  /** The dark line as closed outlines. */
  bands: Vec[][];
  starts: StartMark[];
}

/** A dimension line between two floor points, its text in cm. */
interface Dimension {
  from: Vec;
  to: Vec;
  text: string;
}

/** One page of a plan to scale. */
export interface PlanPage {
  heading: string;
  about: string[];
  region: Rect;
  boxes: { box: WorldBox; label: string }[];
  starts: StartMark[];
  dimensions: Dimension[];
  /** One line per setup, box or start, under the drawing. */
  rows: string[];
}

export type Scene = { kind: 'tiles'; scene: TileScene } | { kind: 'plan'; pages: PlanPage[] };

/** A setup of an exercise whose world a print file builds. */
export interface UsedSetup {
  use: ExerciseUse;
  variant: Variant;
  /** 1-based, as Prüfen numbers the setups ("Aufbau 2 von 3"). */
  setup: number;
}

const startOf = (variant: Variant): Pose => variant.startPose ?? variant.world.start;

/** The grey a line sensor's reading of the line stands for: 100 black, 900 the light floor. */
function lineInk(world: WorldSpec): number {
  const shade = world.lineShade ?? ANALOG_DARK;
  return Math.min(1, Math.max(0, (shade - ANALOG_DARK) / (ANALOG_LIGHT - ANALOG_DARK)));
}

/** The outline of a piece of line `width` cm wide; arcs in steps of at most 1°. */
function bandOutline(segment: TrackSegment, width: number): Vec[] {
  const half = width / 2;
  if (segment.type === 'line') {
    const [ax, ay] = segment.from;
    const [bx, by] = segment.to;
    const length = Math.hypot(bx - ax, by - ay);
    const nx = (-(by - ay) / length) * half;
    const ny = ((bx - ax) / length) * half;
    return [
      { x: ax + nx, y: ay + ny },
      { x: bx + nx, y: by + ny },
      { x: bx - nx, y: by - ny },
      { x: ax - nx, y: ay - ny },
    ];
  }
  const { center, radius, startDeg, endDeg } = segment;
  const steps = Math.ceil(endDeg - startDeg);
  const ring = (r: number) =>
    Array.from({ length: steps + 1 }, (_, i) => {
      const a = (startDeg + ((endDeg - startDeg) * i) / steps) * DEG;
      return { x: center[0] + r * Math.cos(a), y: center[1] + r * Math.sin(a) };
    });
  return [...ring(radius + half), ...ring(radius - half).reverse()];
}

function boundsOf(points: readonly Vec[], margin: number): Rect {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return {
    x0: Math.min(...xs) - margin,
    y0: Math.min(...ys) - margin,
    x1: Math.max(...xs) + margin,
    y1: Math.max(...ys) + margin,
  };
}

const quoted = (titles: Iterable<string>) => [...new Set(titles)].map((t) => `„${t}“`).join(', ');

/** One mark per start place; its text names every setup that starts there. */
function startMarks(setups: readonly UsedSetup[], shift: (s: UsedSetup) => Vec): StartMark[] {
  const marks = new Map<string, { pose: Pose; labels: Set<string>; titles: Set<string> }>();
  for (const s of setups) {
    const start = startOf(s.variant);
    const { x, y } = shift(s);
    const pose = { x: start.x + x, y: start.y + y, heading: start.heading };
    const key = `${n(pose.x, 2)}/${n(pose.y, 2)}/${n(pose.heading, 1)}`;
    const mark = marks.get(key) ?? { pose, labels: new Set(), titles: new Set() };
    mark.labels.add(`Aufbau ${s.setup}: ${s.variant.label}`);
    mark.titles.add(s.use.title);
    marks.set(key, mark);
  }
  return [...marks.values()].map(({ pose, labels, titles }, i) => ({
    pose,
    number: i + 1,
    text: `${[...labels].join('; ')} (Übung ${quoted(titles)})`,
  }));
}

/** The worlds of `setups`, which a single print must show alike: their lines the same. */
function oneTrack(file: PrintFile, setups: readonly UsedSetup[]): WorldSpec {
  const world = setups[0]!.variant.world;
  for (const { variant } of setups) {
    const same =
      JSON.stringify(variant.world.track) === JSON.stringify(world.track) &&
      variant.world.lineWidth === world.lineWidth &&
      variant.world.lineShade === world.lineShade;
    if (!same) {
      throw new Error(
        `Druckvorlage ${file.id}: die Welten ${world.name} und ${variant.world.name} haben verschiedene Linien; eine Vorlage zeigt eine Linie.`,
      );
    }
  }
  return world;
}

const PRINT_ADVICE =
  'Drucke mit „Tatsächliche Größe“ bzw. 100 % (nicht „An Seite anpassen“) und miss auf jedem Blatt die 10-cm-Linie nach. Schneide bei jedem Blatt den Rand oben und links an der gestrichelten Linie ab und lege es so auf seine Nachbarn, dass die Passkreuze genau übereinanderliegen; dann mit Klebeband auf der Rückseite fixieren. Blätter, auf denen nichts zu sehen wäre, sind weggelassen.';

/** A track world (the oval, faded or not) at 1:1 with every start place of its setups. */
function trackScene(file: PrintFile, setups: readonly UsedSetup[]): TileScene {
  const world = oneTrack(file, setups);
  const bands = world.track.map((segment) => bandOutline(segment, world.lineWidth));
  const starts = startMarks(setups, () => ({ x: 0, y: 0 }));
  const ink = lineInk(world);
  return {
    about: [
      world.description,
      ...(ink > 0
        ? [
            `Die Linie ist grau gedruckt (${n((1 - ink) * 100)} % Schwarz), so blass wie im Simulator. Ob die Sensoren deines Roboters sie als Linie melden, hängt vom Drucker und vom Papier ab: Probiere es vorher mit einem Blatt aus.`,
          ]
        : []),
      PRINT_ADVICE,
    ],
    region: boundsOf([...bands.flat(), ...starts.flatMap((s) => bodyCorners(s.pose))], 1),
    ink,
    bands,
    starts,
  };
}

/** How far the straights are drawn on past the curve: enough to lay the tape on straight. */
const STUB_CM = 4;

/**
 * One curve of the oval at 1:1 with the first centimetres of both straights, to lay on the floor
 * and tape along, then again at the other end: a few sheets instead of the whole oval.
 */
function curveScene(file: PrintFile, setups: readonly UsedSetup[]): TileScene {
  const world = oneTrack(file, setups);
  const arc = world.track.find((segment) => segment.type === 'arc');
  const straight = world.track.find((segment) => segment.type === 'line');
  if (arc?.type !== 'arc' || straight?.type !== 'line') {
    throw new Error(`Druckvorlage ${file.id}: die Welt ${world.name} hat keine Kurve.`);
  }
  const straightCm = Math.hypot(
    straight.to[0] - straight.from[0],
    straight.to[1] - straight.from[1],
  );
  const [cx, cy] = arc.center;
  // The curve's ends and the straights leaving them (the arc's tangents there).
  const ends = [arc.startDeg, arc.endDeg].map((deg) => {
    const a = deg * DEG;
    const at = { x: cx + arc.radius * Math.cos(a), y: cy + arc.radius * Math.sin(a) };
    const away = { x: Math.sin(a), y: -Math.cos(a) };
    const sign = deg === arc.startDeg ? 1 : -1;
    return { at, to: { x: at.x + sign * away.x * STUB_CM, y: at.y + sign * away.y * STUB_CM } };
  });
  const stubs: TrackSegment[] = ends.map(({ at, to }) => ({
    type: 'line',
    from: [at.x, at.y],
    to: [to.x, to.y],
  }));
  const bands = [arc, ...stubs].map((segment) => bandOutline(segment, world.lineWidth));
  const width = 2 * arc.radius;
  return {
    about: [
      `Eine Kurve des Ovals im Maßstab 1:1: ein Halbkreis mit ${n(arc.radius)} cm Radius (Mitte der Linie), dazu die ersten ${n(STUB_CM)} cm der beiden Geraden. Damit klebst du das Oval aus Isolierband (${n(world.lineWidth, 1)} cm breit) selbst, ohne das ganze Oval zu drucken.`,
      `So geht es: Lege die Schablone auf den Boden und klebe das Band genau auf den gedruckten Bogen. Nimm die Schablone weg und klebe von beiden Enden aus die Geraden, je ${n(straightCm)} cm lang und ${n(width)} cm voneinander entfernt (von Mitte zu Mitte), mit Maßband und Lineal. Lege die Schablone dann an den anderen Enden der Geraden an und klebe die zweite Kurve. Prüfe zum Schluss: Die vier Punkte, an denen Geraden und Kurven sich treffen, bilden ein Rechteck von ${n(width)} × ${n(straightCm)} cm; seine Diagonalen sind gleich lang (${n(Math.hypot(width, straightCm), 1)} cm).`,
      'Die Schablone reicht für eine ganze Klasse: Sie wird nach dem Kleben wieder weggenommen.',
      PRINT_ADVICE,
    ],
    region: boundsOf(bands.flat(), 1),
    ink: lineInk(world),
    bands,
    starts: [],
  };
}

/**
 * The crossing line setups on one print: every setup's line laid onto the first one's, so the
 * start places lie at their distances before one line. Only the strip the robot drives on is
 * printed, `STRIP_HALF` cm either side of the start places.
 */
const STRIP_HALF = 9;

function crossingScene(file: PrintFile, setups: readonly UsedSetup[]): TileScene {
  const crossing = (world: WorldSpec): { y: number; length: number } => {
    const [segment, ...more] = world.track;
    if (segment?.type !== 'line' || segment.from[1] !== segment.to[1] || more.length > 0) {
      throw new Error(
        `Druckvorlage ${file.id}: Welt ${world.name} hat nicht genau eine waagrechte Querlinie.`,
      );
    }
    return { y: segment.from[1], length: Math.abs(segment.to[0] - segment.from[0]) };
  };
  const first = setups[0]!.variant.world;
  const { y, length } = crossing(first);
  const starts = startMarks(setups, (s) => ({ x: 0, y: y - crossing(s.variant.world).y }));
  const xs = starts.map((s) => s.pose.x);
  const x0 = Math.min(...xs) - STRIP_HALF;
  const x1 = Math.max(...xs) + STRIP_HALF;
  // The world's whole line; the sheets show the strip of it the region holds.
  const band = bandOutline(first.track[0]!, first.lineWidth);
  const region = boundsOf(
    [{ x: x0, y: y + first.lineWidth / 2 }, ...starts.flatMap((s) => bodyCorners(s.pose))],
    1.5,
  );
  return {
    about: [
      `Eine dunkle Querlinie (${n(first.lineWidth, 1)} cm breit, wie Isolierband) quer vor dem Roboter. Jeder Aufbau hat seinen eigenen Startplatz: So weit vor der Linie stehen die Sensoren L2 und R2 wie im Simulator. Gedruckt ist nur der Streifen, auf dem der Roboter fährt; im Simulator ist die Linie ${n(length)} cm lang.`,
      PRINT_ADVICE,
    ],
    region: { ...region, x0, x1 },
    ink: lineInk(first),
    bands: [band],
    starts,
  };
}

/** The distance from the ultrasonic sensor to `box`, straight ahead of the start. */
function boxDistance(world: WorldSpec, start: Pose, box: WorldBox): number {
  return distanceAhead({ ...world, boxes: [box] }, start);
}

/** One page per exercise (setups alike across versions share one): walls ahead of the robot. */
function wallPages(file: PrintFile, setups: readonly UsedSetup[]): PlanPage[] {
  const groups = new Map<
    string,
    { titles: Set<string>; pages: Set<string>; variants: Variant[] }
  >();
  for (const { use } of setups) {
    const key = JSON.stringify(use.variants.map((v) => [v.world.name, v.startPose ?? null]));
    const group = groups.get(key) ?? {
      titles: new Set(),
      pages: new Set(),
      variants: use.variants,
    };
    group.titles.add(use.title);
    group.pages.add(use.page);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ titles, pages, variants }) => {
    const start = startOf(variants[0]!);
    if (
      variants.some(
        (v) => JSON.stringify(startOf(v)) !== JSON.stringify(start) || start.heading !== 0,
      )
    ) {
      throw new Error(
        `Druckvorlage ${file.id}: die Aufbauten von Übung ${quoted(titles)} brauchen einen Start, nach Norden.`,
      );
    }
    const sensorY = start.y + ULTRASONIC_MOUNT.forward;
    const boxes: PlanPage['boxes'] = [];
    const dimensions: Dimension[] = [];
    const rows: string[] = [];
    const widths = new Set<number>();
    variants.forEach((variant, i) => {
      const label = `Aufbau ${i + 1}`;
      const ahead = variant.world.boxes
        .map((box) => ({ box, cm: boxDistance(variant.world, start, box) }))
        .filter(({ cm }) => Number.isFinite(cm));
      if (ahead.length === 0) {
        rows.push(
          `${label}: ${variant.label}. Vor dem Roboter mindestens ${n(MAX_RANGE_CM / 100)} m frei (so weit misst der Sensor).`,
        );
      } else rows.push(`${label}: ${variant.label}.`);
      for (const { box, cm } of ahead) {
        boxes.push({ box, label });
        if (box.kind === 'wall') widths.add(box.x2 - box.x1);
        const x = start.x + BODY.right + 3 + dimensions.length * 5;
        dimensions.push({
          from: { x, y: sensorY },
          to: { x, y: sensorY + cm },
          text: `${n(cm, 1)} cm`,
        });
      }
    });
    const far = Math.max(sensorY, ...boxes.map(({ box }) => box.y1));
    return {
      heading: `${file.title}: Übung ${quoted(titles)}`,
      about: [
        `Für ${pages.size > 1 ? 'die Seiten' : 'die Seite'} ${quoted(pages)}. Stelle für jeden Aufbau eine Wand quer vor den Roboter (ein Brett, einen Karton, einen Stapel Bücher). Jeder Abstand gilt von der Vorderkante des Ultraschallsensors bis zur Wand, wie ein Lineal ihn misst.`,
        ...(widths.size > 0
          ? [
              `Die Wand ist im Simulator ${[...widths].map((w) => n(w)).join(' bzw. ')} cm breit; gezeichnet ist nur ihre Mitte.`,
            ]
          : []),
        ...(boxes.some(({ box }) => box.appearsAtS !== undefined)
          ? [
              'Eine Hand ist ein kleines Hindernis (gestrichelt), das erst nach der genannten Zeit vor den Sensor kommt: Halte sie dann in diesem Abstand vor den Roboter.',
            ]
          : []),
      ],
      region: {
        x0: start.x - 25,
        y0: start.y + BODY.back - 3,
        x1: start.x + BODY.right + 8 + dimensions.length * 5,
        y1: far + 9,
      },
      boxes,
      starts: [{ pose: start, number: 1, text: 'Startplatz des Roboters' }],
      dimensions,
      rows,
    };
  });
}

/** The arena from above: its walls, boxes and start places, measured from its inner corner. */
function arenaPages(file: PrintFile, setups: readonly UsedSetup[]): PlanPage[] {
  const world = setups[0]!.variant.world;
  for (const { variant } of setups) {
    if (JSON.stringify(variant.world.boxes) !== JSON.stringify(world.boxes)) {
      throw new Error(`Druckvorlage ${file.id}: Welt ${variant.world.name} hat andere Kisten.`);
    }
  }
  const walls = world.boxes.filter((b) => b.kind === 'wall');
  const standing = walls.filter((b) => b.y2 - b.y1 > b.x2 - b.x1);
  const lying = walls.filter((b) => b.y2 - b.y1 <= b.x2 - b.x1);
  if (standing.length < 2 || lying.length < 2) {
    throw new Error(
      `Druckvorlage ${file.id}: Welt ${world.name} braucht Wände auf allen vier Seiten.`,
    );
  }
  // The inner faces of the outermost walls: the corner everything is measured from.
  const inner = {
    x0: Math.min(...standing.map((b) => b.x2)),
    x1: Math.max(...standing.map((b) => b.x1)),
    y0: Math.min(...lying.map((b) => b.y2)),
    y1: Math.max(...lying.map((b) => b.y1)),
  };
  const obstacles = world.boxes.filter((b) => b.kind === 'obstacle');
  const starts = startMarks(setups, () => ({ x: 0, y: 0 }));
  const outer = boundsOf(
    walls.flatMap((b) => [
      { x: b.x1, y: b.y1 },
      { x: b.x2, y: b.y2 },
    ]),
    0,
  );
  return [
    {
      heading: `${file.title}: Bauplan`,
      about: [
        world.description,
        `Stelle die Wände (Bretter, Kartons) an den Rand der Fläche und je eine Kiste oder einen Karton dieser Größe auf die Plätze K1 bis K${obstacles.length}; Klebeband auf dem Boden markiert die Plätze. Alle Maße in cm, gemessen von der inneren linken unteren Ecke. Die Pfeile S1 bis S${starts.length} zeigen die Startplätze der Aufbauten: Der Punkt ist die Mitte der Radachse, der Pfeil die Blickrichtung.`,
      ],
      region: { x0: outer.x0 - 22, y0: outer.y0 - 22, x1: outer.x1 + 4, y1: outer.y1 + 4 },
      boxes: [
        ...walls.map((box) => ({ box, label: '' })),
        ...obstacles.map((box, i) => ({ box, label: `K${i + 1}` })),
      ],
      starts,
      dimensions: [
        {
          from: { x: inner.x0, y: outer.y0 - 8 },
          to: { x: inner.x1, y: outer.y0 - 8 },
          text: `${n(inner.x1 - inner.x0)} cm`,
        },
        {
          from: { x: outer.x0 - 8, y: inner.y0 },
          to: { x: outer.x0 - 8, y: inner.y1 },
          text: `${n(inner.y1 - inner.y0)} cm`,
        },
      ],
      rows: [
        `Innenmaß: ${n(inner.x1 - inner.x0)} × ${n(inner.y1 - inner.y0)} cm, Wände ${n(Math.min(...walls.map((b) => Math.min(b.x2 - b.x1, b.y2 - b.y1))))} cm dick.`,
        ...obstacles.map(
          (b, i) =>
            `K${i + 1}: ${n(b.x2 - b.x1)} × ${n(b.y2 - b.y1)} cm, ihre linke untere Ecke ${n(b.x1 - inner.x0)} cm von links, ${n(b.y1 - inner.y0)} cm von unten.`,
        ),
        ...starts.map(
          (s) =>
            `S${s.number}: Radachse ${n(s.pose.x - inner.x0)} cm von links, ${n(s.pose.y - inner.y0)} cm von unten, Blick ${n(s.pose.heading)}° (0° = oben, im Uhrzeigersinn). ${s.text}.`,
        ),
      ],
    },
  ];
}

/** How each print file is made; a file without an entry fails the build. */
const SCENES: Record<string, (file: PrintFile, setups: readonly UsedSetup[]) => Scene> = {
  oval: (file, setups) => ({ kind: 'tiles', scene: trackScene(file, setups) }),
  'oval-blass': (file, setups) => ({ kind: 'tiles', scene: trackScene(file, setups) }),
  'oval-kurve': (file, setups) => ({ kind: 'tiles', scene: curveScene(file, setups) }),
  querlinie: (file, setups) => ({ kind: 'tiles', scene: crossingScene(file, setups) }),
  waende: (file, setups) => ({ kind: 'plan', pages: wallPages(file, setups) }),
  arena: (file, setups) => ({ kind: 'plan', pages: arenaPages(file, setups) }),
};

export function sceneOf(file: PrintFile, setups: readonly UsedSetup[]): Scene {
  const make = SCENES[file.id];
  if (!make) throw new Error(`Druckvorlage ${file.id}: keine Zeichnung festgelegt (scenes.ts).`);
  const scene = make(file, setups);
  if (scene.kind !== file.kind) {
    throw new Error(
      `Druckvorlage ${file.id}: als ${file.kind} angekündigt, gezeichnet als ${scene.kind}.`,
    );
  }
  return scene;
}
