import { useId, useState, type ReactNode } from 'react';

import type { Translate } from '../../client/messages.ts';
import { plotCsv, type PlotData } from '../../client/plot.ts';
import { UI_MESSAGES as UI } from '../../client/uiMessages.ts';
import { downloadText } from './browser.ts';
import CodeText from './CodeText.tsx';
import styles from './styles.module.css';

/** The time windows the reader can choose, in seconds; 0 is the whole run. */
const WINDOWS = [5, 10, 30, 0] as const;
const WIDTH = 600;
const HEIGHT = 160;
const PAD = 8;
/**
 * Okabe–Ito colours, which colour-blind readers tell apart and which show on light and dark
 * backgrounds, each with its own dash pattern as well.
 */
const LINES = [
  { colour: '#0072b2', dash: '' },
  { colour: '#d55e00', dash: '8 4' },
  { colour: '#009e73', dash: '2 3' },
  { colour: '#cc79a7', dash: '10 3 2 3' },
  { colour: '#e69f00', dash: '4 4' },
  { colour: '#56b4e9', dash: '1 4' },
  { colour: '#999999', dash: '12 4' },
  { colour: '#7f3fbf', dash: '6 2 2 2' },
];

const decimal = (value: number) => String(Number(value.toPrecision(4))).replace('.', ',');

interface PlotViewProps {
  plot: PlotData;
  t: Translate;
  /** The lines' names; "Wert 1" … by default. */
  names?: readonly string[];
  /** Another plot than the printed tuples' (the data log's): its heading, and no note. */
  heading?: string;
  /** false: the x axis counts rows, not seconds, and the whole plot shows. */
  timed?: boolean;
  /** false: no CSV button (the data log has its own). */
  csv?: boolean;
}

/** A plot of numbers over time: one line per value, a legend, a window, CSV. */
export default function PlotView({
  plot,
  t,
  names: given,
  heading,
  timed = true,
  csv = true,
}: PlotViewProps): ReactNode {
  const headingId = useId();
  const [chosenWindowS, setWindowS] = useState<number>(10);
  const windowS = timed ? chosenWindowS : 0;
  const [frozen, setFrozen] = useState<PlotData | null>(null);
  const shown = frozen ?? plot;
  const end = shown.points.at(-1)?.t ?? 0;
  const start = windowS === 0 ? (shown.points[0]?.t ?? 0) : Math.max(0, end - windowS);
  const points = shown.points.filter((p) => p.t >= start);
  const values = points.flatMap((p) => p.values).filter(Number.isFinite);
  // Not Math.min(...values): a whole run holds up to 48,000 values, too many arguments.
  const low = values.reduce((a, b) => Math.min(a, b), Infinity);
  const high = values.reduce((a, b) => Math.max(a, b), -Infinity);
  const span = high - low || 1;
  const x = (time: number) => ((time - start) / (end - start || 1)) * WIDTH;
  // The highest and lowest values stay clear of the frame.
  const y = (value: number) => HEIGHT - PAD - ((value - low) / span) * (HEIGHT - 2 * PAD);
  const names = Array.from(
    { length: shown.width },
    (_, i) => given?.[i] ?? t(UI.plotValue, { n: i + 1 }),
  );
  // Each line's newest value (a data log row may leave a column empty).
  const last = names.map(
    (_, i) => shown.points.filter((p) => Number.isFinite(p.values[i])).at(-1)?.values[i],
  );
  const summary = t(UI.plotSummary, {
    lines: shown.width,
    points: points.length,
    from: decimal(start),
    to: decimal(end),
    last: names
      .flatMap((name, i) => (last[i] === undefined ? [] : [`${name} ${decimal(last[i])}`]))
      .join(', '),
  });
  return (
    <section className={styles.plot} aria-labelledby={headingId} data-plot>
      <h3 id={headingId} className={styles.heading}>
        {heading ?? t(UI.plot)}
      </h3>
      {heading === undefined && (
        <p className={styles.note}>
          <CodeText text={t(UI.plotNote)} />
        </p>
      )}
      <div className={styles.plotTools}>
        {timed && (
          <label>
            {t(UI.plotWindow)}{' '}
            <select value={windowS} onChange={(e) => setWindowS(Number(e.target.value))}>
              {WINDOWS.map((seconds) => (
                <option key={seconds} value={seconds}>
                  {seconds === 0 ? t(UI.plotAll) : t(UI.plotSeconds, { seconds })}
                </option>
              ))}
            </select>
          </label>
        )}
        <button
          type="button"
          className="button button--secondary button--sm"
          aria-pressed={frozen !== null}
          onClick={() => setFrozen(frozen ? null : plot)}
        >
          {t(UI.plotPause)}
        </button>
        {csv && (
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() =>
              downloadText(
                'microbit-plot.csv',
                plotCsv(shown, t(UI.plotTime), (i) => names[i]!),
                'text/csv;charset=utf-8',
              )
            }
          >
            {t(UI.plotDownload)}
          </button>
        )}
      </div>
      <div className={styles.plotArea}>
        <span className={styles.plotHigh}>{decimal(high)}</span>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
        >
          {names.map((name, i) => (
            <polyline
              key={name}
              data-series={i}
              fill="none"
              stroke={LINES[i]!.colour}
              strokeDasharray={LINES[i]!.dash}
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
              points={points
                .filter((p) => Number.isFinite(p.values[i]))
                .map((p) => `${x(p.t).toFixed(1)},${y(p.values[i]!).toFixed(1)}`)
                .join(' ')}
            />
          ))}
        </svg>
        <span className={styles.plotLow}>{decimal(low)}</span>
      </div>
      <ul className={styles.plotLegend}>
        {names.map((name, i) => (
          <li key={name}>
            <svg width="24" height="8" aria-hidden="true">
              <line
                x1="0"
                y1="4"
                x2="24"
                y2="4"
                stroke={LINES[i]!.colour}
                strokeDasharray={LINES[i]!.dash}
                strokeWidth="2"
              />
            </svg>{' '}
            {name}
            {last[i] !== undefined && `: ${decimal(last[i])}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
