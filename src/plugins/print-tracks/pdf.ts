// Draws the scenes into A4 PDFs with pdf-lib: world centimetres become PDF points at 1:1
// (tiles) or at a plan's scale, so a sheet printed at "Tatsächliche Größe" (100 %) measures
// what the simulator's world measures.
import {
  beginMarkedContent,
  clip,
  closePath,
  endMarkedContent,
  endPath,
  fill,
  fillAndStroke,
  lineTo,
  moveTo,
  PDFDocument,
  type PDFFont,
  type PDFOperator,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setDashPattern,
  setFillingGrayscaleColor,
  setLineWidth,
  setStrokingGrayscaleColor,
  StandardFonts,
  stroke,
  degrees,
  grayscale,
} from 'pdf-lib';

import { formatNumber as n } from '../../../simulator/checks/params.ts';
import { robotToWorld, type Vec } from '../../../simulator/core/geometry.ts';
import { BODY, bodyCorners } from '../../../simulator/core/robot-geometry.ts';
import type { PrintFile } from './print-files.ts';
import type { PlanPage, Rect, Scene, StartMark, TileScene } from './scenes.ts';

/** PDF units are points, 72 to the inch. */
const PT_PER_CM = 72 / 2.54;
/** A4 in cm, portrait. */
const A4 = { width: 21, height: 29.7 };
/** The length of the scale check on every page, in cm. */
const SCALE_CHECK_CM = 10;
/** Marked-content tags, so a test finds the scale check and the line in the drawing. */
export const TAG = { scaleCheck: 'Massstab', line: 'Linie' } as const;

/** Printers leave about 5 mm unprinted; the drawing keeps 1 cm from the edges. */
const MARGIN = 1;
/** Room under each sheet's window for its number and the scale check. */
const FOOTER = 2.2;
/** How far neighbouring sheets show the same floor, for glue and the registration crosses. */
const OVERLAP = 1.5;
/** Plan scales a teacher can multiply with: 1 cm on paper is N cm on the floor. */
const PLAN_SCALES = [1, 2, 5, 10, 20, 25, 50, 100];

interface Tile {
  row: number;
  col: number;
  /** The floor this sheet shows, in world cm. */
  rect: Rect;
}

interface TileLayout {
  landscape: boolean;
  /** The sheets to print, row by row from the top; sheets without anything on them are left out. */
  tiles: Tile[];
}

const cm = (v: number) => v * PT_PER_CM;

function pageSize(landscape: boolean): [number, number] {
  return landscape ? [cm(A4.height), cm(A4.width)] : [cm(A4.width), cm(A4.height)];
}

function windowSize(landscape: boolean): { w: number; h: number } {
  const [pw, ph] = pageSize(landscape).map((p) => p / PT_PER_CM) as [number, number];
  return { w: pw - 2 * MARGIN, h: ph - MARGIN - FOOTER };
}

/** Whether any part of an outline's edges lies in `rect` (edges sampled every 2.5 mm). */
function touches(outline: readonly Vec[], rect: Rect): boolean {
  return outline.some((a, i) => {
    const b = outline[(i + 1) % outline.length]!;
    const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / 0.25));
    for (let s = 0; s <= steps; s++) {
      const x = a.x + ((b.x - a.x) * s) / steps;
      const y = a.y + ((b.y - a.y) * s) / steps;
      if (x >= rect.x0 && x <= rect.x1 && y >= rect.y0 && y <= rect.y1) return true;
    }
    return false;
  });
}

/** In how many steps the grid's start is tried across its slack. */
const GRID_SHIFTS = 6;

function layoutFor(
  scene: TileScene,
  landscape: boolean,
  shiftX: number,
  shiftY: number,
): TileLayout {
  const { w, h } = windowSize(landscape);
  const { region } = scene;
  const span = (length: number, window: number) =>
    Math.max(1, Math.ceil((length - OVERLAP) / (window - OVERLAP)));
  const cols = span(region.x1 - region.x0, w);
  const rows = span(region.y1 - region.y0, h);
  const slackX = cols * (w - OVERLAP) + OVERLAP - (region.x1 - region.x0);
  const slackY = rows * (h - OVERLAP) + OVERLAP - (region.y1 - region.y0);
  const left = region.x0 - slackX * shiftX;
  const top = region.y1 + slackY * shiftY;
  // A start place needs its sheet where its axle and arrow are; its dashed outline may be cut.
  const outlines = [
    ...scene.bands,
    ...scene.starts.map((s) => [s.pose, robotToWorld(s.pose, 0, BODY.front)]),
  ];
  const tiles: Tile[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x0 = left + col * (w - OVERLAP);
      const y1 = top - row * (h - OVERLAP);
      const rect = { x0, x1: x0 + w, y0: y1 - h, y1 };
      if (outlines.some((o) => touches(o, rect))) tiles.push({ row, col, rect });
    }
  }
  // Rows and columns count from the first that has a sheet, as the reader sees them.
  const firstRow = Math.min(...tiles.map((t) => t.row));
  const firstCol = Math.min(...tiles.map((t) => t.col));
  return {
    landscape,
    tiles: tiles.map((t) => ({ ...t, row: t.row - firstRow, col: t.col - firstCol })),
  };
}

/**
 * The layout with the fewest sheets: portrait or landscape, the grid shifted within the slack
 * a whole number of sheets leaves (the shift decides which sheets stay empty); on a tie the
 * most centred, portrait first.
 */
function tileLayout(scene: TileScene): TileLayout {
  const shifts = Array.from({ length: GRID_SHIFTS + 1 }, (_, i) => i / GRID_SHIFTS);
  const centred = (a: number) => Math.abs(a - 0.5);
  const tries = [false, true].flatMap((landscape) =>
    shifts
      .flatMap((x) => shifts.map((y) => [x, y] as const))
      .sort(([ax, ay], [bx, by]) => centred(ax) + centred(ay) - centred(bx) - centred(by))
      .map(([x, y]) => layoutFor(scene, landscape, x, y)),
  );
  return tries.reduce((best, next) => (next.tiles.length < best.tiles.length ? next : best));
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Maps world cm into a page area: `origin` (pt) shows world point `at`, 1 cm is `ptPerCm`. */
interface View {
  at: Vec;
  origin: Vec;
  ptPerCm: number;
}

const toPage = (view: View, p: Vec): Vec => ({
  x: view.origin.x + (p.x - view.at.x) * view.ptPerCm,
  y: view.origin.y + (p.y - view.at.y) * view.ptPerCm,
});

function outlineOps(view: View, outline: readonly Vec[]): PDFOperator[] {
  const points = outline.map((p) => toPage(view, p));
  return [
    moveTo(points[0]!.x, points[0]!.y),
    ...points.slice(1).map((p) => lineTo(p.x, p.y)),
    closePath(),
  ];
}

function clipTo(page: PDFPage, x: number, y: number, w: number, h: number): void {
  page.pushOperators(pushGraphicsState(), rectangle(x, y, w, h), clip(), endPath());
}

function drawBands(page: PDFPage, view: View, bands: readonly Vec[][], ink: number): void {
  for (const band of bands) {
    page.pushOperators(
      beginMarkedContent(TAG.line),
      setFillingGrayscaleColor(ink),
      ...outlineOps(view, band),
      fill(),
      endMarkedContent(),
    );
  }
}

function line(page: PDFPage, a: Vec, b: Vec, width: number, grey = 0, dash: number[] = []): void {
  page.pushOperators(
    pushGraphicsState(),
    setStrokingGrayscaleColor(grey),
    setLineWidth(width),
    setDashPattern(dash, 0),
    moveTo(a.x, a.y),
    lineTo(b.x, b.y),
    stroke(),
    popGraphicsState(),
  );
}

/** The robot's outline (dashed), its axle's middle (a dot) and a heading arrow, labelled. */
function drawStart(page: PDFPage, view: View, mark: StartMark, fonts: Fonts, size: number): void {
  const { pose } = mark;
  page.pushOperators(
    pushGraphicsState(),
    setStrokingGrayscaleColor(0.35),
    setLineWidth(0.6),
    setDashPattern([3, 2], 0),
    ...outlineOps(view, bodyCorners(pose)),
    stroke(),
    popGraphicsState(),
  );
  const axle = toPage(view, pose);
  const tip = toPage(view, robotToWorld(pose, 0, BODY.front - 1));
  line(page, axle, tip, 0.8, 0.35);
  for (const side of [-1, 1]) {
    const barb = toPage(view, robotToWorld(pose, side * 1.2, BODY.front - 2.5));
    line(page, barb, tip, 0.8, 0.35);
  }
  page.drawCircle({
    x: axle.x,
    y: axle.y,
    size: Math.max(1, 0.25 * view.ptPerCm),
    color: grayscale(0.35),
  });
  const label = toPage(view, robotToWorld(pose, BODY.left + 0.5, BODY.back + 0.8));
  page.drawText(`S${mark.number}`, {
    x: label.x,
    y: label.y,
    size,
    font: fonts.bold,
    color: grayscale(0.35),
  });
}

/** The scale check: a line of exactly 10 cm with end ticks and its sentence. */
function drawScaleCheck(page: PDFPage, x: number, y: number, fonts: Fonts, note: string): void {
  const end = x + cm(SCALE_CHECK_CM);
  page.pushOperators(
    beginMarkedContent(TAG.scaleCheck),
    pushGraphicsState(),
    setStrokingGrayscaleColor(0),
    setLineWidth(0.8),
    moveTo(x, y),
    lineTo(end, y),
    moveTo(x, y - 4),
    lineTo(x, y + 4),
    moveTo(end, y - 4),
    lineTo(end, y + 4),
    stroke(),
    popGraphicsState(),
    endMarkedContent(),
  );
  page.drawText(`Diese Linie muss genau ${SCALE_CHECK_CM} cm lang sein.`, {
    x: end + cm(0.4),
    y: y + 1,
    size: 8,
    font: fonts.bold,
  });
  page.drawText(note, { x: end + cm(0.4), y: y - 8, size: 7, font: fonts.regular });
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(next, size) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}

/** Writes paragraphs from `y` downwards; returns the y below them. */
function paragraphs(
  page: PDFPage,
  texts: readonly string[],
  y: number,
  font: PDFFont,
  size: number,
): number {
  const width = page.getWidth() - 2 * cm(MARGIN);
  for (const text of texts) {
    for (const row of wrap(text, font, size, width)) {
      page.drawText(row, { x: cm(MARGIN), y, size, font });
      y -= size * 1.3;
    }
    y -= size * 0.5;
  }
  return y;
}

function heading(page: PDFPage, text: string, fonts: Fonts): number {
  const top = page.getHeight() - cm(MARGIN) - 16;
  page.drawText(text, { x: cm(MARGIN), y: top, size: 16, font: fonts.bold });
  page.drawText('Maqueen Plus V2 · MicroPython – aus den Welten des Simulators', {
    x: cm(MARGIN),
    y: top - 14,
    size: 8,
    font: fonts.regular,
    color: grayscale(0.35),
  });
  return top - 34;
}

/** A 1 cm registration cross, thin enough that a line sensor does not see it. */
function cross(page: PDFPage, p: Vec): void {
  const r = cm(0.5);
  line(page, { x: p.x - r, y: p.y }, { x: p.x + r, y: p.y }, 0.4);
  line(page, { x: p.x, y: p.y - r }, { x: p.x, y: p.y + r }, 0.4);
}

function drawTile(
  doc: PDFDocument,
  file: PrintFile,
  scene: TileScene,
  layout: TileLayout,
  index: number,
  fonts: Fonts,
): void {
  const tile = layout.tiles[index]!;
  const page = doc.addPage(pageSize(layout.landscape));
  const { w, h } = windowSize(layout.landscape);
  const view: View = {
    at: { x: tile.rect.x0, y: tile.rect.y0 },
    origin: { x: cm(MARGIN), y: cm(FOOTER) },
    ptPerCm: PT_PER_CM,
  };
  clipTo(page, cm(MARGIN), cm(FOOTER), cm(w), cm(h));
  // Only what reaches this sheet, so the file stays small.
  const bands = scene.bands.filter((band) => touches(band, tile.rect));
  drawBands(page, view, bands, scene.ink);
  for (const mark of scene.starts) drawStart(page, view, mark, fonts, 14);
  const { rect } = tile;
  const xs = [rect.x0 + OVERLAP / 2, (rect.x0 + rect.x1) / 2, rect.x1 - OVERLAP / 2];
  const ys = [rect.y0 + OVERLAP / 2, (rect.y0 + rect.y1) / 2, rect.y1 - OVERLAP / 2];
  for (const [i, x] of xs.entries()) {
    for (const [j, y] of ys.entries()) {
      // Every cross but the middle one lies where a neighbour shows the same floor.
      if (i !== 1 || j !== 1) cross(page, toPage(view, { x, y }));
    }
  }
  page.pushOperators(popGraphicsState());
  // The cut line: the window's edge; the top and left margins are cut off before gluing.
  const frame = [
    { x: cm(MARGIN), y: cm(FOOTER) },
    { x: cm(MARGIN + w), y: cm(FOOTER) },
    { x: cm(MARGIN + w), y: cm(FOOTER + h) },
    { x: cm(MARGIN), y: cm(FOOTER + h) },
  ];
  for (const [k, a] of frame.entries()) line(page, a, frame[(k + 1) % 4]!, 0.4, 0.5, [4, 3]);
  const numberAt = (row: number, col: number) => {
    const found = layout.tiles.findIndex((t) => t.row === row && t.col === col);
    return found < 0 ? null : found + 1;
  };
  const neighbours = (
    [
      ['oben', tile.row - 1, tile.col],
      ['links', tile.row, tile.col - 1],
      ['rechts', tile.row, tile.col + 1],
      ['unten', tile.row + 1, tile.col],
    ] as const
  )
    .map(([where, row, col]) => [where, numberAt(row, col)] as const)
    .filter(([, k]) => k !== null)
    .map(([where, k]) => `${where} Blatt ${k}`);
  const titleText = `${file.title} – Blatt ${index + 1} von ${layout.tiles.length}`;
  page.drawText(titleText, { x: cm(MARGIN), y: cm(1.6), size: 10, font: fonts.bold });
  page.drawText(
    `Reihe ${tile.row + 1}, Spalte ${tile.col + 1} · Maßstab 1:1${neighbours.length > 0 ? ` · Nachbarn: ${neighbours.join(', ')}` : ''}`,
    {
      x: cm(MARGIN) + fonts.bold.widthOfTextAtSize(titleText, 10) + 8,
      y: cm(1.6),
      size: 8,
      font: fonts.regular,
    },
  );
  drawScaleCheck(page, cm(MARGIN), cm(1.0), fonts, 'Drucken mit „Tatsächliche Größe“ (100 %).');
}

function drawOverview(
  doc: PDFDocument,
  file: PrintFile,
  scene: TileScene,
  layout: TileLayout,
  fonts: Fonts,
): void {
  const page = doc.addPage(pageSize(false));
  let y = heading(page, `${file.title} – zum Ausdrucken`, fonts);
  y = paragraphs(
    page,
    [
      `${layout.tiles.length} Blätter A4 (${layout.landscape ? 'quer' : 'hoch'}) ergeben den Boden im Maßstab 1:1. Die Übersicht zeigt, wo jedes Blatt hingehört.`,
      ...scene.about,
    ],
    y,
    fonts.regular,
    9,
  );
  y = paragraphs(
    page,
    scene.starts.map((s) => `S${s.number}: ${s.text}`),
    y - 4,
    fonts.regular,
    9,
  );
  const grid = {
    x0: Math.min(...layout.tiles.map((t) => t.rect.x0)),
    x1: Math.max(...layout.tiles.map((t) => t.rect.x1)),
    y0: Math.min(...layout.tiles.map((t) => t.rect.y0)),
    y1: Math.max(...layout.tiles.map((t) => t.rect.y1)),
  };
  const boxW = page.getWidth() - 2 * cm(MARGIN);
  const boxH = y - cm(FOOTER) - 10;
  const ptPerCm = Math.min(boxW / (grid.x1 - grid.x0), boxH / (grid.y1 - grid.y0));
  const view: View = {
    at: { x: grid.x0, y: grid.y1 },
    origin: { x: cm(MARGIN) + (boxW - (grid.x1 - grid.x0) * ptPerCm) / 2, y: y - 6 },
    ptPerCm,
  };
  // The map shows the floor the sheets show, no more (a crossing line runs on beyond them).
  const corner = toPage(view, { x: grid.x0, y: grid.y0 });
  const width = (grid.x1 - grid.x0) * ptPerCm;
  clipTo(page, corner.x, corner.y, width, (grid.y1 - grid.y0) * ptPerCm);
  drawBands(page, view, scene.bands, scene.ink);
  for (const mark of scene.starts) drawStart(page, view, mark, fonts, 9);
  page.pushOperators(popGraphicsState());
  for (const [k, tile] of layout.tiles.entries()) {
    const a = toPage(view, { x: tile.rect.x0, y: tile.rect.y0 });
    const b = toPage(view, { x: tile.rect.x1, y: tile.rect.y1 });
    page.drawRectangle({
      x: a.x,
      y: a.y,
      width: b.x - a.x,
      height: b.y - a.y,
      borderColor: grayscale(0.5),
      borderWidth: 0.6,
    });
    const label = String(k + 1);
    page.drawText(label, {
      x: (a.x + b.x) / 2 - fonts.bold.widthOfTextAtSize(label, 12) / 2,
      y: (a.y + b.y) / 2 - 4,
      size: 12,
      font: fonts.bold,
      color: grayscale(0.45),
    });
  }
  drawScaleCheck(page, cm(MARGIN), cm(1.0), fonts, 'Drucken mit „Tatsächliche Größe“ (100 %).');
}

/** Horizontal or vertical dimension line with end ticks and its text beside it. */
function drawDimension(page: PDFPage, a: Vec, b: Vec, text: string, fonts: Fonts): void {
  const vertical = Math.abs(b.x - a.x) < Math.abs(b.y - a.y);
  line(page, a, b, 0.6);
  for (const p of [a, b]) {
    const tick = vertical ? { x: 4, y: 0 } : { x: 0, y: 4 };
    line(page, { x: p.x - tick.x, y: p.y - tick.y }, { x: p.x + tick.x, y: p.y + tick.y }, 0.6);
  }
  const size = 8;
  const width = fonts.regular.widthOfTextAtSize(text, size);
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  page.drawText(
    text,
    vertical
      ? { x: mid.x - 3, y: mid.y - width / 2, size, font: fonts.regular, rotate: degrees(90) }
      : { x: mid.x - width / 2, y: mid.y + 3, size, font: fonts.regular },
  );
}

/** The largest plan scale at which `region` fits into `w` × `h` points. */
function planScale(region: Rect, w: number, h: number): number {
  const need = Math.max(
    (region.x1 - region.x0) / (w / PT_PER_CM),
    (region.y1 - region.y0) / (h / PT_PER_CM),
  );
  const scale = PLAN_SCALES.find((s) => s >= need);
  if (!scale) throw new Error(`Plan zu groß für A4 (bräuchte 1:${Math.ceil(need)}).`);
  return scale;
}

function drawPlan(doc: PDFDocument, plan: PlanPage, fonts: Fonts): void {
  const page = doc.addPage(pageSize(false));
  let y = heading(page, plan.heading, fonts);
  y = paragraphs(page, plan.about, y, fonts.regular, 9);
  const rowsHeight = plan.rows.reduce(
    (sum, row) =>
      sum + wrap(row, fonts.regular, 9, page.getWidth() - 2 * cm(MARGIN)).length * 9 * 1.3 + 4.5,
    0,
  );
  const boxW = page.getWidth() - 2 * cm(MARGIN);
  const boxH = y - cm(FOOTER) - rowsHeight - 16;
  const scale = planScale(plan.region, boxW, boxH);
  const ptPerCm = PT_PER_CM / scale;
  const { region } = plan;
  const drawnW = (region.x1 - region.x0) * ptPerCm;
  const drawnH = (region.y1 - region.y0) * ptPerCm;
  const origin = { x: cm(MARGIN) + (boxW - drawnW) / 2, y: y - 6 - drawnH };
  const view: View = { at: { x: region.x0, y: region.y0 }, origin, ptPerCm };
  clipTo(page, origin.x, origin.y, drawnW, drawnH);
  for (const { box, label } of plan.boxes) {
    const outline = [
      { x: box.x1, y: box.y1 },
      { x: box.x2, y: box.y1 },
      { x: box.x2, y: box.y2 },
      { x: box.x1, y: box.y2 },
    ];
    const later = box.appearsAtS !== undefined;
    page.pushOperators(
      pushGraphicsState(),
      setFillingGrayscaleColor(box.kind === 'wall' ? 0.55 : 0.85),
      setStrokingGrayscaleColor(0.2),
      setLineWidth(0.6),
      setDashPattern(later ? [3, 2] : [], 0),
      ...outlineOps(view, outline),
      later ? stroke() : fillAndStroke(),
      popGraphicsState(),
    );
    if (label) {
      // A wall wider than the drawing gets its label at the drawing's left edge.
      const inside = box.x1 >= region.x0;
      const at = toPage(view, {
        x: inside ? (box.x1 + box.x2) / 2 : region.x0,
        y: (box.y1 + box.y2) / 2,
      });
      const width = fonts.bold.widthOfTextAtSize(label, 8);
      page.drawText(label, {
        x: inside ? at.x - width / 2 : at.x + 3,
        y: at.y - 3,
        size: 8,
        font: fonts.bold,
      });
    }
  }
  for (const mark of plan.starts) drawStart(page, view, mark, fonts, 8);
  page.pushOperators(popGraphicsState());
  for (const d of plan.dimensions)
    drawDimension(page, toPage(view, d.from), toPage(view, d.to), d.text, fonts);
  page.drawRectangle({
    x: origin.x,
    y: origin.y,
    width: drawnW,
    height: drawnH,
    borderColor: grayscale(0.6),
    borderWidth: 0.4,
  });
  paragraphs(page, plan.rows, origin.y - 14, fonts.regular, 9);
  page.drawText(
    `Plan im Maßstab 1:${scale}: 1 cm auf dem Blatt sind ${n(scale)} cm auf dem Boden. Alle Maße in cm.`,
    {
      x: cm(MARGIN),
      y: cm(1.6),
      size: 9,
      font: fonts.bold,
    },
  );
  drawScaleCheck(page, cm(MARGIN), cm(1.0), fonts, 'Dann stimmt auch der Maßstab des Plans.');
}

/** The print file of a scene as PDF bytes, and how many sheets it has. */
export async function renderPrintFile(
  file: PrintFile,
  scene: Scene,
): Promise<{ bytes: Uint8Array; sheets: number }> {
  // No creation or change dates: the same worlds make the same bytes.
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${file.title} – Maqueen Plus V2 · MicroPython`);
  doc.setLanguage('de-DE');
  doc.setCreator('maqueen-plus-v2-mpy print-tracks');
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  if (scene.kind === 'tiles') {
    const layout = tileLayout(scene.scene);
    drawOverview(doc, file, scene.scene, layout, fonts);
    for (const index of layout.tiles.keys()) drawTile(doc, file, scene.scene, layout, index, fonts);
  } else {
    for (const plan of scene.pages) drawPlan(doc, plan, fonts);
  }
  return { bytes: await doc.save(), sheets: doc.getPageCount() };
}
