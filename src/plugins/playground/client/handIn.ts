// A pupil's hand-in: their name, the guide version and, for each exercise of it they worked on,
// their code and whether Prüfen passed it here, as one file. The teacher's browser re-checks
// every program (theme/ClassCheck), so what the file claims counts for nothing there; it only
// has to be read safely. Nothing is sent anywhere: the file is the pupil's download.
import type { ExerciseListing, VersionRef } from '../shared/exercises.ts';
import { exerciseKey, type DoneSet } from './progress.ts';
import { savedEdit, type KeyValueStore } from './storage.ts';

export const HAND_IN_FORMAT = 'maqueen-plus-v2-mpy/abgabe';
/** Bump when the shape changes; a file of a newer shape is refused with its own message. */
export const HAND_IN_FORMAT_VERSION = 1;
/** A hand-in of every exercise of a version is some 30 KB; far larger is not one. */
export const MAX_HAND_IN_BYTES = 512 * 1024;
/** Longer programs are not an exercise's: refused, so a re-check never gets one. */
export const MAX_CODE_CHARS = 20_000;
export const MAX_NAME_CHARS = 80;
/** Where the pupil's name is kept in this browser, for the next hand-in. */
export const NAME_KEY = 'maqueen-playground:hand-in-name';

export interface HandInExercise {
  id: string;
  code: string;
  /** What the pupil's browser says: Prüfen passed it in this version, or not (yet). */
  claim: 'passed' | 'open';
}

export interface HandIn {
  format: typeof HAND_IN_FORMAT;
  formatVersion: number;
  name: string;
  /** The version's Docusaurus name (`current` for Next) and its label. */
  version: string;
  versionLabel: string;
  createdAt: string;
  exercises: HandInExercise[];
}

/** Every exercise of the version with a saved edit of its starter, with what Prüfen said. */
export function makeHandIn(
  name: string,
  version: Pick<VersionRef, 'name' | 'label'>,
  exercises: readonly ExerciseListing[],
  store: KeyValueStore | null,
  done: DoneSet,
  now: Date,
): HandIn {
  const handed: HandInExercise[] = [];
  for (const { id, work } of exercises) {
    if (!work) continue;
    const code = savedEdit(store, work.exampleId, work.starterFingerprint);
    if (code === null) continue;
    handed.push({ id, code, claim: done.has(exerciseKey(version.name, id)) ? 'passed' : 'open' });
  }
  return {
    format: HAND_IN_FORMAT,
    formatVersion: HAND_IN_FORMAT_VERSION,
    name: name.trim().slice(0, MAX_NAME_CHARS),
    version: version.name,
    versionLabel: version.label,
    createdAt: now.toISOString(),
    exercises: handed,
  };
}

/** `abgabe-lea-m-2.0.2.json`: the name in letters and digits only, so any file system takes it. */
export function handInFileName(handIn: HandIn): string {
  const name = handIn.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  const version = handIn.versionLabel.toLowerCase().replace(/[^a-z0-9.]+/g, '-');
  return `abgabe-${name ? `${name}-` : ''}${version}.json`;
}

export type HandInProblem =
  'empty' | 'too-big' | 'not-json' | 'not-ours' | 'newer' | 'other-version' | 'damaged';

export type ReadHandIn =
  { ok: true; handIn: HandIn } | { ok: false; problem: HandInProblem; versionLabel?: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a hand-in for the version named `version`: anything else (empty, too big, not JSON,
 * another format, a newer one, another version, damaged) is a problem, never an exception.
 * Exercises the version does not have (`known`) are left out; of one id handed in twice the
 * last counts.
 */
export function readHandIn(text: string, version: string, known: ReadonlySet<string>): ReadHandIn {
  if (text.trim() === '') return { ok: false, problem: 'empty' };
  if (new Blob([text]).size > MAX_HAND_IN_BYTES) return { ok: false, problem: 'too-big' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'not-json' };
  }
  if (!isRecord(value) || value.format !== HAND_IN_FORMAT)
    return { ok: false, problem: 'not-ours' };
  const formatVersion = value.formatVersion;
  if (typeof formatVersion !== 'number' || !Number.isInteger(formatVersion) || formatVersion < 1) {
    return { ok: false, problem: 'damaged' };
  }
  if (formatVersion > HAND_IN_FORMAT_VERSION) return { ok: false, problem: 'newer' };
  const { name, versionLabel, createdAt, exercises } = value;
  if (value.version !== version) {
    const label = typeof versionLabel === 'string' ? versionLabel.slice(0, 20) : '?';
    return { ok: false, problem: 'other-version', versionLabel: label };
  }
  if (
    typeof name !== 'string' ||
    name.trim() === '' ||
    name.length > MAX_NAME_CHARS ||
    typeof versionLabel !== 'string' ||
    typeof createdAt !== 'string' ||
    !Array.isArray(exercises)
  ) {
    return { ok: false, problem: 'damaged' };
  }
  const byId = new Map<string, HandInExercise>();
  for (const exercise of exercises) {
    if (!isRecord(exercise)) return { ok: false, problem: 'damaged' };
    const { id, code, claim } = exercise;
    if (typeof id !== 'string' || typeof code !== 'string' || code.length > MAX_CODE_CHARS) {
      return { ok: false, problem: 'damaged' };
    }
    if (!known.has(id)) continue;
    byId.set(id, { id, code, claim: claim === 'passed' ? 'passed' : 'open' });
  }
  return {
    ok: true,
    handIn: {
      format: HAND_IN_FORMAT,
      formatVersion,
      name: name.trim(),
      version,
      versionLabel,
      createdAt,
      exercises: [...byId.values()],
    },
  };
}
