// The micro:bit V2's data log (what `log.add` writes and the MY_DATA file shows), as CODAL's
// MicroBitLog keeps it (codal-microbit-v2 v0.2.43, the CODAL firmware 2.1.2 builds on,
// source/MicroBitLog.cpp): columns appear as keys are first used, a timestamp column goes in
// front, every change of the columns writes a heading line into the data, and the data is CSV
// text in the flash the interface chip lends, which fills up. Host-neutral: no DOM, no Node.
import { perBoard } from './per-board.ts';

/** HAL results (microbithal.h): the firmware raises OSError(ENOSPC) or OSError(EIO) on the others. */
export const LOG_OK = 0;
export const LOG_FULL = -1;
export const LOG_ERROR = -2;

/**
 * Bytes of CSV the log holds: the flash it may use (MICROBIT_USB_FLASH_MAX_FLASH_STORAGE,
 * 0x1F000) less the word at its end that marks it full, the HTML header (2048), the metadata
 * (CONFIG_MICROBIT_LOG_METADATA_SIZE, 2048) and the journal (CONFIG_MICROBIT_LOG_JOURNAL_SIZE,
 * 4096) before the data starts.
 */
export const LOG_CAPACITY_BYTES = 0x1f000 - 4 - 2048 - 2048 - 4096;

/** TimeStampFormat: the unit's length in ms (None = 0), as `log.SECONDS` and the others are. */
const TIMESTAMP_UNITS: Readonly<Record<number, string>> = {
  1: 'milliseconds',
  10: 'seconds',
  600: 'minutes',
  36000: 'hours',
  864000: 'days',
};

/** CONFIG_MICROBIT_LOG_INVALID_CHAR_VALUE: what stands in for characters the CSV cannot hold. */
const INVALID = '_';

/** MicroBitLog::cleanBuffer: "-->" (it would end the HTML comment) and tabs, optionally , and \n. */
function clean(text: string, separators: boolean): string {
  const replaced = text.replace(/-->/g, INVALID.repeat(3)).replace(/\t/g, INVALID);
  return separators ? replaced.replace(/[,\n]/g, INVALID) : replaced;
}

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** MicroBitLog's timestamp text: whole milliseconds, or the unit with two decimals. */
function timestampText(nowMs: number, format: number): string {
  const t = Math.floor(nowMs / format);
  if (format === 1) return String(t);
  const fraction = t % 100;
  return `${Math.floor(t / 100)}.${String(fraction).padStart(2, '0')}`;
}

/** The log as plain data for a page: its CSV, and the table the MY_DATA file shows. */
export interface DataLogContents {
  csv: string;
  /** The columns of the last heading line (earlier rows have a prefix of them). */
  headings: string[];
  /** Every row in order, one cell per heading. */
  rows: string[][];
  full: boolean;
}

/** One micro:bit's data log, from a cleared flash. */
export class DataLog {
  private columns: { key: string; value: string }[] = [];
  private rowStarted = false;
  private headingsChanged = false;
  private timestampFormat = 0;
  private timestampChanged = false;
  private timestampHeading = '';
  private mirroring = false;
  private isFull = false;
  private text = '';
  private bytes = 0;
  /** What was written, line by line: heading lines and rows. */
  private lines: { heading: boolean; cells: string[] }[] = [];
  private changes = 0;

  /** Counts every line written and every clearing: a host sends the log on when it changed. */
  get version(): number {
    return this.changes;
  }

  /** The log's CSV as the board's MY_DATA file offers it: heading lines and rows. */
  get csv(): string {
    return this.text;
  }

  /** Whether a row did not fit any more (the MY_DATA file then says "LOG FULL"). */
  get full(): boolean {
    return this.isFull;
  }

  /** The log so far, or null while it is empty. */
  contents(): DataLogContents | null {
    if (this.lines.length === 0) return null;
    const headings = this.lines.filter((line) => line.heading).at(-1)?.cells ?? [];
    const rows = this.lines
      .filter((line) => !line.heading)
      .map((line) => headings.map((_, i) => line.cells[i] ?? ''));
    return { csv: this.text, headings: [...headings], rows, full: this.isFull };
  }

  /** `log.delete()`: no columns, no data; the timestamp setting and the mirroring stay. */
  clear(): void {
    this.columns = [];
    this.rowStarted = false;
    this.headingsChanged = false;
    this.timestampChanged = false;
    this.isFull = false;
    this.text = '';
    this.bytes = 0;
    this.lines = [];
    this.changes += 1;
    this.setTimestamp(this.timestampFormat);
  }

  /** `log.set_mirroring`: rows and heading lines also go to the serial line. */
  setMirroring(on: boolean): void {
    this.mirroring = on;
  }

  /** `log.set_labels(timestamp=…)` and the module's import (seconds). */
  setTimestamp(format: number): void {
    if (format === this.timestampFormat && format === 0) return;
    this.timestampHeading = `Time (${TIMESTAMP_UNITS[format] ?? ''})`;
    // Before any data, a new unit replaces the old timestamp column instead of adding one.
    if (this.bytes === 0 && this.columns.length > 0) {
      if (this.columns[0]!.key === this.timestampHeading) return;
      if (this.timestampFormat !== 0) this.columns.shift();
    }
    this.timestampFormat = format;
    this.timestampChanged = true;
  }

  beginRow(serial: (line: string) => void, nowMs: number): number {
    if (this.rowStarted) this.endRow(serial, nowMs);
    for (const column of this.columns) column.value = '';
    this.rowStarted = true;
    return LOG_OK;
  }

  data(key: string, value: string, serial: (line: string) => void, nowMs: number): number {
    if (!this.rowStarted) this.beginRow(serial, nowMs);
    const k = clean(key, true);
    const v = clean(value, true);
    this.put(k, v);
    return LOG_OK;
  }

  /** The value of a column in the current row; a new key adds its column at the end. */
  private put(key: string, value: string): void {
    const column = this.columns.find((c) => c.key === key);
    if (column) column.value = value;
    else this.addColumn(key, value, false);
  }

  /** Writes the row (and new headings first); `serial` gets each line when mirroring is on. */
  endRow(serial: (line: string) => void, nowMs: number): number {
    if (!this.rowStarted) return LOG_ERROR;
    if (this.timestampChanged) {
      this.timestampChanged = false;
      if (this.timestampFormat !== 0) this.addColumn(this.timestampHeading, '', this.bytes === 0);
    }
    // A row without values gets no timestamp either.
    const hasValues = this.columns.some((c) => c.value !== '');
    if (hasValues && this.timestampFormat !== 0) {
      this.put(this.timestampHeading, timestampText(nowMs, this.timestampFormat));
    }
    if (this.headingsChanged) {
      this.write(
        true,
        this.columns.map((c) => c.key),
        serial,
      );
      this.headingsChanged = false;
    }
    if (hasValues)
      this.write(
        false,
        this.columns.map((c) => c.value),
        serial,
      );
    this.rowStarted = false;
    return this.isFull ? LOG_FULL : LOG_OK;
  }

  private addColumn(key: string, value: string, first: boolean): void {
    if (this.columns.some((c) => c.key === key)) return;
    if (first) this.columns.unshift({ key, value });
    else this.columns.push({ key, value });
    this.headingsChanged = true;
  }

  /** MicroBitLog::_logString: a line that does not fit whole fills the log. */
  private write(heading: boolean, cells: string[], serial: (line: string) => void): void {
    const line = `${cells.join(',')}\n`;
    const length = utf8Bytes(line);
    if (length > LOG_CAPACITY_BYTES - this.bytes) {
      this.isFull = true;
      return;
    }
    const cleaned = clean(line, false);
    if (this.mirroring) serial(cleaned.slice(0, -1));
    this.text += cleaned;
    this.bytes += length;
    this.lines.push({ heading, cells: cleaned.slice(0, -1).split(',') });
    this.changes += 1;
  }
}

/** The data log of a board (the core's `Board`, or a bare firmware host), made on first use. */
export const dataLogOf = perBoard(() => new DataLog());
