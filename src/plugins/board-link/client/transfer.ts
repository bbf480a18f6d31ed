// "Auf den micro:bit übertragen": a fresh start of the board (a soft reset in the raw REPL), the
// robot's motors and LEDs off, the version's library (only when the board's copy differs) and
// the reader's main.py, each read back and compared, then a soft reset so main.py runs. Every
// way out is success or one LinkError; a failure while writing says what the board holds now.
import {
  CLOSE_FILE,
  IDENTIFY_PY,
  PROBE_PY,
  QUIET_ROBOT_PY,
  openForWriting,
} from './boardScripts.ts';
import { FS_CHUNKS, bytesIn, checksum, chunksFor, libraryVersion } from './boardFiles.ts';
import type { Clock } from './clock.ts';
import { ensureConnected } from './ensureConnected.ts';
import { LinkError, type BoardPart } from './linkError.ts';
import { LINK_MESSAGES } from './messages.ts';
import type { Message, MessageValues, Translate } from '../../playground/client/messages.ts';
import { literalPieces } from './pyBytes.ts';
import { DEFAULT_TIMEOUTS, RawRepl, type ReplTimeouts } from './rawRepl.ts';
import type { BoardConnection } from './seam.ts';
import { SerialReader } from './serialReader.ts';
import { FIRMWARE_RELEASE } from './flash.ts';

/** A `w(b'…')` statement's literal stays within the board's raw-paste window (128 bytes). */
const MAX_LITERAL = 120;
/** Source per exec: small enough that the board compiles it in its 64 KiB heap at ease. */
const MAX_EXEC = 1024;

export interface TransferJob {
  /** The reader's program, written as main.py. */
  code: string;
  /** The page's version of maqueen.py and its version label. */
  library: { text: string; version: string };
}

export type StatusStep = BoardPart;

export interface TransferOptions {
  connection: BoardConnection;
  clock: Clock;
  onStatus?: (step: StatusStep) => void;
  timeouts?: ReplTimeouts;
}

export interface TransferResult {
  /** Whether the library had to be copied. */
  libraryCopied: boolean;
  /** Whether the exec used raw-paste (false: plain raw mode). */
  rawPaste: boolean | null;
  /**
   * What main.py printed in the packets that also carried the soft reset: the page's console
   * takes this first and then listens to `serialdata` itself, in the same turn.
   */
  firstOutput: string;
}

interface BoardFile {
  size: number;
  sum: number;
}

interface BoardListing {
  files: Map<string, BoardFile>;
  libraryVersion: string | null;
}

/** What one file's transfer got to: untouched, started (then cut) or written and checked. */
type FileState = 'untouched' | 'writing' | 'done';

const encoder = new TextEncoder();

function parseListing(stdout: string): BoardListing {
  const files = new Map<string, BoardFile>();
  let version: string | null = null;
  for (const line of stdout.split(/\r?\n/)) {
    const parts = line.split('|');
    if (parts[0] === 'head' && parts.length === 2) {
      const bytes = new Uint8Array((parts[1].match(/../g) ?? []).map((h) => parseInt(h, 16)));
      version = libraryVersion(new TextDecoder().decode(bytes));
    } else if (parts.length === 3 && /^\d+$/.test(parts[1]) && /^\d+$/.test(parts[2])) {
      files.set(parts[0], { size: Number(parts[1]), sum: Number(parts[2]) });
    } else if (line.trim() !== '') {
      throw new LinkError('garbage');
    }
  }
  return { files, libraryVersion: version };
}

/** The statements that write `bytes` to `name`, grouped into execs of at most MAX_EXEC. */
export function writeExecs(name: string, bytes: Uint8Array): string[] {
  const execs: string[] = [];
  let current = openForWriting(name);
  for (const literal of literalPieces(bytes, MAX_LITERAL)) {
    const statement = `w(${literal})\n`;
    if (current.length + statement.length > MAX_EXEC) {
      execs.push(current);
      current = '';
    }
    current += statement;
  }
  execs.push(current + CLOSE_FILE);
  return execs;
}

export async function transferProgram(
  job: TransferJob,
  options: TransferOptions,
): Promise<TransferResult> {
  const { connection, clock } = options;
  const status = (message: Message, values?: MessageValues) =>
    options.onStatus?.(values ? { message, values } : { message });
  const library = encoder.encode(job.library.text);
  const program = encoder.encode(job.code);
  const states: Record<'maqueen.py' | 'main.py', FileState> = {
    'maqueen.py': 'untouched',
    'main.py': 'untouched',
  };
  let boardLibraryVersion: string | null = null;
  let libraryKnownGood = false;

  status(LINK_MESSAGES.connecting);
  await ensureConnected(connection);
  if (connection.getBoardVersion() === 'V1') throw new LinkError('boardV1');

  const reader = new SerialReader(connection, clock);
  const repl = new RawRepl(connection, reader, clock, options.timeouts ?? DEFAULT_TIMEOUTS);
  const run = async (code: string) => {
    const { stdout, stderr } = await repl.exec(code);
    if (/ENOSPC|Errno 28/.test(stderr)) throw new LinkError('fsFull');
    if (stderr !== '') throw new LinkError('garbage');
    return stdout;
  };
  const write = async (name: 'maqueen.py' | 'main.py', bytes: Uint8Array) => {
    states[name] = 'writing';
    for (const code of writeExecs(name, bytes)) await run(code);
    const written = parseListing(await run(PROBE_PY)).files.get(name);
    if (!written || written.size !== bytes.length || written.sum !== checksum(bytes)) {
      throw new LinkError('verifyFailed', { file: name });
    }
    states[name] = 'done';
  };

  try {
    await repl.enter();
    await repl.freshStart();
    const [machine = '', release = ''] = (await run(IDENTIFY_PY)).trim().split('|');
    if (machine === '-') throw new LinkError('notMicrobit');
    if (/nRF51/.test(machine)) throw new LinkError('boardV1');
    if (olderThan(release, FIRMWARE_RELEASE)) {
      throw new LinkError('oldMicroPython', { release, wanted: FIRMWARE_RELEASE });
    }
    // The motor controller keeps its last speed after the interrupt: the robot stands still
    // before anything is written.
    await run(QUIET_ROBOT_PY);

    const listing = parseListing(await run(PROBE_PY));
    boardLibraryVersion = listing.libraryVersion;
    const onBoard = listing.files.get('maqueen.py');
    const copyLibrary =
      !onBoard || onBoard.size !== library.length || onBoard.sum !== checksum(library);
    libraryKnownGood = !copyLibrary;

    // Refuse before writing: the files we write replace their old copies, the rest stays.
    let kept = 0;
    for (const [name, file] of listing.files) {
      if (name === 'main.py' || (name === 'maqueen.py' && copyLibrary)) continue;
      kept += chunksFor(name, file.size);
    }
    const needed =
      chunksFor('main.py', program.length) +
      (copyLibrary ? chunksFor('maqueen.py', library.length) : 0);
    if (needed > FS_CHUNKS - kept) {
      throw new LinkError('tooBig', {
        needed: program.length + (copyLibrary ? library.length : 0),
        free: bytesIn('main.py', FS_CHUNKS - kept),
      });
    }

    if (copyLibrary) {
      const old = onBoard ? boardLibraryVersion : null;
      if (old && old !== job.library.version) {
        status(LINK_MESSAGES.replacingLibrary, { old, version: job.library.version });
      } else {
        status(LINK_MESSAGES.copyingLibrary, { version: job.library.version });
      }
      await write('maqueen.py', library);
      boardLibraryVersion = job.library.version;
      libraryKnownGood = true;
      status(LINK_MESSAGES.copyingProgram);
    } else {
      // Stays on screen while main.py goes over: the reader sees that the copy was spared.
      status(LINK_MESSAGES.libraryPresent, { version: job.library.version });
    }
    await write('main.py', program);

    status(LINK_MESSAGES.starting);
    await repl.leave();
    await repl.softReset();
    const firstOutput = reader.drain().replace(/^\r?\n/, '');
    status(LINK_MESSAGES.running);
    return { libraryCopied: copyLibrary, rawPaste: repl.usesRawPaste, firstOutput };
  } catch (error) {
    const failure = error instanceof LinkError ? error : new LinkError('disconnected');
    const wrote = states['maqueen.py'] !== 'untouched' || states['main.py'] !== 'untouched';
    if (!wrote || failure.boardNow) throw failure;
    throw new LinkError(
      failure.code,
      failure.values,
      describeBoard(states, libraryKnownGood ? boardLibraryVersion : null),
    );
  } finally {
    reader.close();
  }
}

/** What the board holds after a cut transfer, as message ids with values for the page. */
function describeBoard(
  states: Record<'maqueen.py' | 'main.py', FileState>,
  libraryVersionOnBoard: string | null,
): StatusStep[] {
  const parts: StatusStep[] = [];
  const library = states['maqueen.py'];
  if (library === 'writing') {
    parts.push({ message: LINK_MESSAGES.fileIncomplete, values: { file: 'maqueen.py' } });
  } else if (libraryVersionOnBoard !== null) {
    parts.push({
      message: LINK_MESSAGES.fileLibraryComplete,
      values: { version: libraryVersionOnBoard },
    });
  }
  const main = states['main.py'];
  if (main === 'writing') {
    parts.push({ message: LINK_MESSAGES.fileIncomplete, values: { file: 'main.py' } });
  } else if (main === 'done') {
    parts.push({ message: LINK_MESSAGES.fileComplete, values: { file: 'main.py' } });
  } else {
    parts.push({ message: LINK_MESSAGES.fileUnknown, values: { file: 'main.py' } });
  }
  return parts;
}

/** A failure as the German text the page shows: the message, what is on the board, what next. */
export function failureText(error: LinkError, t: Translate): string {
  const text = [t(LINK_MESSAGES[error.code], error.values)];
  if (error.boardNow) {
    const files = error.boardNow.map((part) => t(part.message, part.values)).join(', ');
    text.push(t(LINK_MESSAGES.boardNow, { files }), t(LINK_MESSAGES.tryAgain));
  }
  return text.join(' ');
}

/**
 * Whether a firmware release (`os.uname().release`, such as `2.0.0` or `2.1.0-beta.1`) is older
 * than `wanted`; a pre-release counts as older than its release. An unreadable one is not.
 */
export function olderThan(release: string, wanted: string): boolean {
  const parse = (text: string) => /^(\d+)\.(\d+)\.(\d+)(-.+)?$/.exec(text.trim());
  const have = parse(release);
  const want = parse(wanted);
  if (!have || !want) return false;
  for (let i = 1; i <= 3; i++) {
    const difference = Number(have[i]) - Number(want[i]);
    if (difference !== 0) return difference < 0;
  }
  return have[4] !== undefined && want[4] === undefined;
}
