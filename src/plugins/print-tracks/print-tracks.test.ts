import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';

import { readGuideVersions } from '../../../guide/versions.ts';
import { crossingAhead } from '../../../simulator/checks/stop-at-crossing.ts';
import { worldByName } from '../../../simulator/worlds/index.ts';
import { buildPrintFiles, setupsByFile } from './build.ts';
import { TAG } from './pdf.ts';
import { PRINT_FILES, printFileOf, printFilePath, WORLDS_WITHOUT_PRINT } from './print-files.ts';
import { exerciseUses, type ExerciseUse } from './usage.ts';

const siteDir = join(__dirname, '..', '..', '..');
// A PDF point is 1/72 inch; written out here, not taken from the code under test.
const POINTS_PER_CM = 72 / 2.54;
const A4_POINTS = [595.28, 841.89];
const uses = exerciseUses(siteDir);
const built = buildPrintFiles(uses);

/** The points each marked section of a page draws (m and l), in page points after every cm. */
function markedPoints(doc: PDFDocument, page: PDFPage): { tag: string; points: number[][] }[] {
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  const text = refs
    .map((ref) => {
      const stream = doc.context.lookup(ref);
      assert.ok(stream instanceof PDFRawStream);
      return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    })
    .join('\n');
  const tokens =
    text.match(/\/[^\s/[\]()<>]+|<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)|\[|\]|[^\s[\]()<>/]+/g) ?? [];
  const sections: { tag: string; points: number[][] }[] = [];
  let ctm = [1, 0, 0, 1, 0, 0];
  const saved: number[][] = [];
  let operands: string[] = [];
  let open: { tag: string; points: number[][] } | null = null;
  for (const token of tokens) {
    if (/^[-+.\d]/.test(token) || /^[/<([\]]/.test(token)) {
      operands.push(token);
      continue;
    }
    const [a, b, c, d, e, f] = ctm as [number, number, number, number, number, number];
    const num = operands.map(Number);
    if (token === 'q') saved.push(ctm);
    else if (token === 'Q') ctm = saved.pop()!;
    else if (token === 'cm') {
      const [m0, m1, m2, m3, m4, m5] = num as [number, number, number, number, number, number];
      ctm = [
        m0 * a + m1 * c,
        m0 * b + m1 * d,
        m2 * a + m3 * c,
        m2 * b + m3 * d,
        m4 * a + m5 * c + e,
        m4 * b + m5 * d + f,
      ];
    } else if (token === 'BMC') {
      open = { tag: operands[0]!.slice(1), points: [] };
      sections.push(open);
    } else if (token === 'EMC') open = null;
    else if ((token === 'm' || token === 'l') && open) {
      const [x, y] = num as [number, number];
      open.points.push([a * x + c * y + e, b * x + d * y + f]);
    }
    operands = [];
  }
  return sections;
}

const span = (points: number[][], axis: 0 | 1) =>
  Math.max(...points.map((p) => p[axis]!)) - Math.min(...points.map((p) => p[axis]!));

test('every world an exercise uses has a print file or is an empty floor', () => {
  const used = new Set(uses.flatMap((use) => use.variants.map((v) => v.world.name)));
  for (const name of ['oval', 'oval-blass', 'arena', 'crossing-20', 'wall-45', 'empty']) {
    assert.ok(used.has(name), `the exercises no longer use ${name}?`);
  }
  for (const name of used) {
    assert.ok(name in WORLDS_WITHOUT_PRINT || printFileOf(name), `no print file for ${name}`);
  }
  assert.doesNotThrow(() => setupsByFile(uses));
});

test('a used world without a print file fails, naming the world and the exercise', () => {
  const moon = { ...worldByName('empty'), name: 'mond', description: 'Mondstaub' };
  const use: ExerciseUse = {
    file: 'docs/api/mond.md',
    version: 'Next',
    page: 'Mond',
    title: 'Zum Mond',
    call: 'fly-to-moon',
    variants: [{ label: 'Mond', world: moon }],
  };
  assert.throws(
    () => setupsByFile([...uses, use]),
    /Welt "mond": Übung „Zum Mond“ in docs\/api\/mond\.md/,
  );
});

test('every page is A4 and its scale check is 10 cm long in PDF points', async () => {
  for (const { file, bytes, sheets } of await built) {
    const doc = await PDFDocument.load(bytes);
    assert.equal(doc.getPageCount(), sheets);
    for (const [i, page] of doc.getPages().entries()) {
      const size = [page.getWidth(), page.getHeight()].sort((x, y) => x - y);
      assert.deepEqual(
        size.map((s) => Number(s.toFixed(2))),
        A4_POINTS,
        `${file.id} page ${i + 1} is not A4`,
      );
      const checks = markedPoints(doc, page).filter((s) => s.tag === TAG.scaleCheck);
      assert.equal(checks.length, 1, `${file.id} page ${i + 1}: one scale check`);
      const length = span(checks[0]!.points, 0);
      assert.ok(
        Math.abs(length - 10 * POINTS_PER_CM) < 0.001,
        `${file.id} page ${i + 1}: scale check is ${length} pt, not 283.46 pt (10 cm)`,
      );
    }
  }
});

test('the tracks print at 1:1: the line is as wide on paper as in the world', async () => {
  const files = await built;
  for (const [id, world] of [
    ['oval', worldByName('oval')],
    ['oval-blass', worldByName('oval')],
    ['querlinie', crossingAhead(20)],
  ] as const) {
    const { bytes } = files.find((b) => b.file.id === id)!;
    const doc = await PDFDocument.load(bytes);
    // The sheets after the overview; a straight piece of line is drawn as four corners.
    const straight = doc
      .getPages()
      .slice(1)
      .flatMap((page) => markedPoints(doc, page))
      .filter((s) => s.tag === TAG.line && s.points.length === 4);
    assert.ok(straight.length > 0, `${id}: no straight line drawn`);
    const width = world.lineWidth;
    for (const { points } of straight) {
      const across = Math.min(span(points, 0), span(points, 1));
      assert.ok(Math.abs(across - width * POINTS_PER_CM) < 0.01, `${id}: line ${across} pt wide`);
    }
  }
});

test('the link line of each exercise page names the print files its exercises use', async () => {
  const files = await built;
  const versions = readGuideVersions(siteDir).filter((v) => v.isNext || v.isLatest);
  for (const version of versions) {
    const pages = new Map<string, Set<string>>();
    for (const use of uses.filter((u) => u.version === version.label)) {
      for (const variant of use.variants) {
        const file = printFileOf(variant.world.name);
        if (!file) continue;
        pages.set(use.file, (pages.get(use.file) ?? new Set()).add(file.id));
      }
    }
    assert.ok(pages.size > 0);
    for (const [page, ids] of pages) {
      const text = readFileSync(join(siteDir, page), 'utf8');
      const lines = text.split('\n').filter((line) => line.startsWith('**Zum Ausdrucken:**'));
      assert.equal(lines.length, 1, `${page}: one "**Zum Ausdrucken:**" line`);
      const links = [...lines[0]!.matchAll(/\[([^\]]+)\]\(pathname:\/\/([^)]+)\)/g)];
      assert.deepEqual(
        links.map(([, , path]) => path),
        PRINT_FILES.filter((f) => ids.has(f.id)).map(printFilePath),
        `${page}: links`,
      );
      for (const [, label, path] of links) {
        const { file, sheets } = files.find((b) => printFilePath(b.file) === path)!;
        assert.equal(
          label,
          `${file.title} (PDF, ${sheets} ${sheets === 1 ? 'Blatt' : 'Blätter'} A4)`,
          `${page}: link text`,
        );
      }
    }
  }
});

/** The radius of the circle through three points. */
function circleRadius([a, b, c]: number[][]): number {
  const [ab, bc, ca] = [
    [a!, b!],
    [b!, c!],
    [c!, a!],
  ].map(([p, q]) => Math.hypot(p![0]! - q![0]!, p![1]! - q![1]!)) as [number, number, number];
  const area =
    Math.abs((b![0]! - a![0]!) * (c![1]! - a![1]!) - (c![0]! - a![0]!) * (b![1]! - a![1]!)) / 2;
  return (ab * bc * ca) / (4 * area);
}

test("the curve template prints the oval's curve at 1:1 on fewer sheets than the whole oval", async () => {
  const files = await built;
  const oval = files.find((b) => b.file.id === 'oval')!;
  const template = files.find((b) => b.file.id === 'oval-kurve')!;
  assert.ok(template.sheets < oval.sheets / 2, `${template.sheets} sheets`);
  const world = worldByName('oval');
  const arc = world.track.find((segment) => segment.type === 'arc');
  assert.ok(arc?.type === 'arc');
  const doc = await PDFDocument.load(template.bytes);
  // On every sheet after the overview the curve's band: an outer ring, then the inner one back.
  const bands = doc
    .getPages()
    .slice(1)
    .flatMap((page) => markedPoints(doc, page))
    .filter((s) => s.tag === TAG.line && s.points.length > 4);
  assert.equal(bands.length, template.sheets - 1, 'the curve on every sheet');
  for (const { points } of bands) {
    const outer = points.slice(0, points.length / 2);
    const radius = circleRadius([outer[0]!, outer[Math.floor(outer.length / 2)]!, outer.at(-1)!]);
    const expected = (arc.radius + world.lineWidth / 2) * POINTS_PER_CM;
    assert.ok(Math.abs(radius - expected) < 0.05 * POINTS_PER_CM, `radius ${radius} pt`);
  }
});
