import { useId, type ReactNode } from 'react';

import type { DataLogContents } from '../../../../../simulator/core/data-log.ts';
import type { Translate } from '../../client/messages.ts';
import { UI_MESSAGES as UI } from '../../client/uiMessages.ts';
import { dataLogPlot } from '../../client/plot.ts';
import { downloadText } from './browser.ts';
import CodeText from './CodeText.tsx';
import PlotView from './PlotView.tsx';
import styles from './styles.module.css';

/** Rows the table shows at most (the newest); a full log has thousands, the CSV keeps them all. */
export const DATA_LOG_SHOWN_ROWS = 100;

/**
 * What the program wrote with `log`, as the board's MY_DATA file shows it: a table of the
 * columns and rows, a note when the log ran full, and the CSV to download.
 */
export default function DataLogView({ log, t }: { log: DataLogContents; t: Translate }): ReactNode {
  const headingId = useId();
  const shown = log.rows.slice(-DATA_LOG_SHOWN_ROWS);
  const drawn = dataLogPlot(log);
  return (
    <section className={styles.dataLog} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t(UI.dataLog)}
      </h3>
      <p className={styles.note}>
        <CodeText text={t(UI.dataLogNote)} />
        {shown.length < log.rows.length &&
          ` ${t(UI.dataLogShown, { shown: shown.length, count: log.rows.length })}`}
      </p>
      {log.full && (
        <p className={styles.note} role="status">
          <CodeText text={t(UI.dataLogFull)} />
        </p>
      )}
      {/* Focusable so keyboard users can scroll a wide or long table. */}
      <div className={styles.dataLogTable} tabIndex={0} aria-labelledby={headingId}>
        <table>
          <thead>
            <tr>
              {log.headings.map((heading, i) => (
                <th key={i} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row, r) => (
              <tr key={r}>
                {row.map((cell, i) => (
                  <td key={i}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {drawn && (
        <PlotView
          plot={drawn.plot}
          names={drawn.names}
          heading={t(UI.dataLogPlot)}
          timed={log.headings.some((heading) => heading.startsWith('Time ('))}
          csv={false}
          t={t}
        />
      )}
      <button
        type="button"
        className="button button--secondary button--sm"
        // The byte-order mark lets spreadsheets read umlauts as UTF-8; the rest is the board's CSV.
        onClick={() =>
          downloadText('microbit-datenlog.csv', `\uFEFF${log.csv}`, 'text/csv;charset=utf-8')
        }
      >
        {t(UI.dataLogDownload)}
      </button>
    </section>
  );
}
