// The plotter's data: a program that prints numbers as a tuple (`print((links, mitte, rechts))`,
// the convention of Mu's plotter) gets one line per value over the simulated time. What a line
// is and what the CSV holds live here; theme/Player/PlotView.tsx draws it.

/** Points kept: ten minutes at ten a second; older ones go first. */
export const MAX_PLOT_POINTS = 6000;
/** Values per point (Mu's plotter draws up to 8 too). */
export const MAX_PLOT_VALUES = 8;

export interface PlotPoint {
  /** Simulated seconds since the run started. */
  t: number;
  values: number[];
}

export interface PlotData {
  points: readonly PlotPoint[];
  /** How many values the widest point had: the number of lines drawn. */
  width: number;
}

export const EMPTY_PLOT: PlotData = { points: [], width: 0 };

const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/** The numbers of a printed tuple such as `(1, 2.5, -3)` or `(7,)`, or null for any other line. */
export function tupleValues(line: string): number[] | null {
  const match = /^\s*\((.*)\)\s*$/.exec(line);
  if (!match) return null;
  const parts = match[1]!.split(',').map((part) => part.trim());
  if (parts.at(-1) === '' && parts.length > 1) parts.pop();
  if (parts.length === 0 || parts.length > MAX_PLOT_VALUES) return null;
  if (!parts.every((part) => NUMBER.test(part))) return null;
  return parts.map(Number);
}

/** The plot with the tuples among `lines` (printed at `timesUs`) added, capped at the newest. */
export function addToPlot(
  plot: PlotData,
  lines: readonly string[],
  timesUs: readonly number[],
): PlotData {
  const points: PlotPoint[] = [];
  lines.forEach((line, i) => {
    const values = tupleValues(line);
    if (values) points.push({ t: (timesUs[i] ?? 0) / 1e6, values });
  });
  if (points.length === 0) return plot;
  const all = [...plot.points, ...points].slice(-MAX_PLOT_POINTS);
  return { points: all, width: Math.max(plot.width, ...points.map((p) => p.values.length)) };
}

/** The plot as it stood at the simulated moment `timeUs` (the timeline's): the points printed by then. */
export function plotAt(plot: PlotData, timeUs: number): PlotData {
  let shown = plot.points.length;
  while (shown > 0 && plot.points[shown - 1]!.t * 1e6 > timeUs) shown--;
  return shown === plot.points.length ? plot : { ...plot, points: plot.points.slice(0, shown) };
}

/** The plot as CSV: the time in seconds and one column per value, as a spreadsheet reads it. */
export function plotCsv(plot: PlotData, timeLabel: string, valueLabel: (i: number) => string) {
  const header = [timeLabel, ...Array.from({ length: plot.width }, (_, i) => valueLabel(i))];
  const rows = plot.points.map((p) =>
    [p.t.toFixed(3), ...Array.from({ length: plot.width }, (_, i) => p.values[i] ?? '')].join(','),
  );
  return `${[header.join(','), ...rows].join('\n')}\n`;
}

/** Seconds per unit of the data log's timestamp columns (`Time (seconds)` …). */
const LOG_TIME_UNITS: Readonly<Record<string, number>> = {
  'Time (milliseconds)': 0.001,
  'Time (seconds)': 1,
  'Time (minutes)': 60,
  'Time (hours)': 3600,
  'Time (days)': 86400,
};

/**
 * The data log's numeric columns as a plot over its timestamp (or over the row number, for a
 * log without one), with the columns' names; null when no column holds numbers.
 */
export function dataLogPlot(log: {
  headings: readonly string[];
  rows: readonly (readonly string[])[];
}): { plot: PlotData; names: string[] } | null {
  const timeColumn = log.headings.findIndex((heading) => heading in LOG_TIME_UNITS);
  const unit = timeColumn >= 0 ? LOG_TIME_UNITS[log.headings[timeColumn]!]! : 1;
  const numeric = log.headings
    .map((_, i) => i)
    .filter(
      (i) =>
        i !== timeColumn &&
        log.rows.some((row) => NUMBER.test(row[i] ?? '')) &&
        log.rows.every((row) => (row[i] ?? '') === '' || NUMBER.test(row[i]!)),
    )
    .slice(0, MAX_PLOT_VALUES);
  if (numeric.length === 0) return null;
  const points = log.rows.map((row, r) => ({
    t: timeColumn >= 0 ? Number(row[timeColumn]) * unit : r,
    // A missing value stays a gap in its line.
    values: numeric.map((i) => (row[i] === '' ? NaN : Number(row[i]))),
  }));
  return {
    plot: { points: points.slice(-MAX_PLOT_POINTS), width: numeric.length },
    names: numeric.map((i) => log.headings[i]!),
  };
}
