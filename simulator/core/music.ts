// The music module of the micro:bit V2 firmware (MicroPython 2.1.2, src/codal_port/modmusic.c of
// microbit-foundation/micropython-microbit-v2): how a note string is read and when each note
// sounds. The firmware plays tunes from its 6 ms timer interrupt (src/codal_app/main.cpp,
// `system_timer_event_every(6, …)`; src/codal_port/drv_system.c calls `microbit_music_tick`), so
// every note starts and ends on that grid. The simulator puts the grid at multiples of 6 ms of
// simulated time.

/** The firmware's timer interrupt that advances tunes. */
export const MUSIC_TICK_US = 6_000;
/** Silence after every note, so repeated notes are heard apart (ARTICULATION_MS). */
export const ARTICULATION_MS = 10;
export const DEFAULT_BPM = 120;
export const DEFAULT_TICKS = 4;
export const DEFAULT_OCTAVE = 4;
export const DEFAULT_DURATION = 4;

/** Periods in µs of octave 4 (middle C upwards), in the firmware's order A B C D E F G. */
const PERIODS_US = [2273, 2025, 3822, 3405, 3034, 2863, 2551];
/** A# – C# D# – F# G#; B# and E# have no entry (0 in the firmware's table). */
const SHARP_PERIODS_US = [2145, 0, 3608, 3214, 0, 2703, 2408];

/** What a note string carries over to the next one (reset by every `play`). */
export interface NoteState {
  octave: number;
  duration: number;
}

export interface Tempo {
  bpm: number;
  ticks: number;
}

export interface ParsedNote {
  /** The period the firmware sets, or null for a rest (or a note the board cannot sound). */
  periodUs: number | null;
  /** Length in ticks of the tempo. */
  ticks: number;
}

/** A note as it sounds: from `startUs` to `endUs`; `frequencyHz` null is silence (a rest). */
export interface TimedNote {
  frequencyHz: number | null;
  startUs: number;
  endUs: number;
}

export const newNoteState = (): NoteState => ({
  octave: DEFAULT_OCTAVE,
  duration: DEFAULT_DURATION,
});

/** The bytes the firmware reads: the string's UTF-8 encoding. */
function utf8(text: string): number[] {
  const bytes: number[] = [];
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if (c < 0x80) bytes.push(c);
    else if (c < 0x800) bytes.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else
      bytes.push(
        0xf0 | (c >> 18),
        0x80 | ((c >> 12) & 63),
        0x80 | ((c >> 6) & 63),
        0x80 | (c & 63),
      );
  }
  return bytes;
}

const HASH = 0x23;
const FLAT = 0x62; // 'b'
const COLON = 0x3a;

/**
 * Reads one note as `start_note()` does: `NOTE[#|b][OCTAVE][:DURATION]`, the note letter a–g or
 * r (any case), one octave digit, one or two duration digits; octave and duration carry over
 * from the previous note (`state` is updated). Like the firmware it never refuses a string:
 * other characters are read by their low bits (`'x'` as an octave is 8). Letters whose index
 * falls past the firmware's table (h, i, j) play whatever follows the table in the board's
 * memory; the simulator keeps them silent, as it does B#, E#, Cb and Fb (period 0 there).
 */
export function parseNote(text: string, state: NoteState): ParsedNote {
  const s = utf8(text);
  // C strings end with a 0 byte: an empty note reads as a rest
  let index = (((s[0] ?? 0) & 0x1f) - 1) & 0xff;
  let octave = 0;
  let sharp = false;
  let pos = 1;
  if (pos < s.length && (s[pos] === HASH || s[pos] === FLAT)) {
    if (s[pos] === FLAT) {
      index = index === 0 ? 6 : index - 1;
      if (index === 1) octave--; // Cb is B of the octave below
    }
    sharp = true;
    pos++;
  }
  if (pos < s.length && s[pos] !== COLON) {
    state.octave = s[pos] & 0xf;
    pos++;
  }
  octave += state.octave - 4;
  if (pos < s.length && s[pos] === COLON) {
    pos++;
    if (pos < s.length) {
      let duration = s[pos] & 0xf;
      pos++;
      if (pos < s.length) duration = ((duration * 10) & 0xff) + (s[pos] & 0xf);
      state.duration = duration & 0xff;
    }
  }
  let periodUs: number | null = null;
  if (index < 7) {
    const base = (sharp ? SHARP_PERIODS_US : PERIODS_US)[index];
    const period = octave >= 0 ? base >>> octave : base << -octave;
    periodUs = period > 0 ? period : null;
  }
  return { periodUs, ticks: state.duration };
}

/** `(60000 / bpm) / ticks` in the firmware's integer arithmetic (a division by 0 gives 0 on the nRF52). */
export function msPerTick({ bpm, ticks }: Tempo): number {
  if (bpm === 0 || ticks === 0) return 0;
  return Math.floor(Math.floor(60_000 / bpm) / ticks);
}

/** How long a note sounds before its articulation: its length less 10 ms, at least 10 ms. */
export function soundingMs(ticks: number, tempo: Tempo): number {
  return Math.max(ARTICULATION_MS, msPerTick(tempo) * ticks - ARTICULATION_MS);
}

/** The first tick of the timer interrupt after `us`. */
export function nextTickUs(us: number): number {
  return (Math.floor(us / MUSIC_TICK_US) + 1) * MUSIC_TICK_US;
}

/** The first tick at or after `afterUs` on which the millisecond counter has reached `ms`. */
function tickReaching(afterUs: number, ms: number): number {
  const tick = Math.max(afterUs, Math.ceil((ms * 1000) / MUSIC_TICK_US) * MUSIC_TICK_US);
  return Math.ceil(tick / MUSIC_TICK_US) * MUSIC_TICK_US;
}

/** The frequency a period sounds at (null stays silence). */
export const frequencyOf = (periodUs: number | null): number | null =>
  periodUs === null ? null : 1_000_000 / periodUs;

/** One pass through a tune: its notes from `startUs` (a tick) and the tick the next pass starts. */
function pass(
  notes: readonly string[],
  tempo: Tempo,
  state: NoteState,
  startUs: number,
): { notes: TimedNote[]; endUs: number } {
  const timed: TimedNote[] = [];
  let at = startUs;
  for (const text of notes) {
    const note = parseNote(text, state);
    // The note sounds until the first tick at which its time is up, then 10 ms of silence,
    // which end on the tick after: every note costs its length rounded up to 6 ms, plus 12 ms.
    const off = tickReaching(at, at / 1000 + soundingMs(note.ticks, tempo));
    timed.push({ frequencyHz: frequencyOf(note.periodUs), startUs: at, endUs: off });
    at = tickReaching(off, off / 1000 + ARTICULATION_MS);
  }
  return { notes: timed, endUs: at };
}

/** A tune as `music.play` plays it: the first pass, and the pass that repeats when it loops. */
export interface TunePlan {
  /** The tick the first note starts on. */
  startUs: number;
  first: TimedNote[];
  /** When the first pass is over: `play(wait=True)` returns here. */
  firstEndUs: number;
  /**
   * Every later pass, relative to its start (the first pass can differ: octave and duration
   * carry over from its last notes). Null when the tune does not loop.
   */
  repeat: { notes: TimedNote[]; lengthUs: number } | null;
}

/**
 * Plans `music.play(notes, loop=…)` called at `callUs`: the first note starts on the next tick
 * of the 6 ms timer, each note lasts its length rounded up to 6 ms plus 12 ms of articulation,
 * and the call returns (with `wait=True`) on the tick after the last articulation.
 */
export function planTune(
  notes: readonly string[],
  tempo: Tempo,
  callUs: number,
  loop: boolean,
): TunePlan {
  const startUs = nextTickUs(callUs);
  const state = newNoteState();
  const first = pass(notes, tempo, state, startUs);
  let repeat: TunePlan['repeat'] = null;
  if (loop && notes.length > 0) {
    const again = pass(notes, tempo, state, 0);
    repeat = { notes: again.notes, lengthUs: again.endUs };
  }
  return { startUs, first: first.notes, firstEndUs: first.endUs, repeat };
}

/**
 * `music.pitch(frequency, duration)` called at `callUs`: the tone starts at once; with a
 * duration ≥ 0 it stops on the first tick at which `duration` ms have passed on the
 * millisecond counter, and the call returns 12 ms later (the articulation). A negative
 * duration sounds until something else plays or stops.
 */
export function planPitch(
  frequency: number,
  durationMs: number,
  callUs: number,
): { note: TimedNote; endUs: number } {
  // mp_uint_t: a negative frequency is a huge one, its period 0
  const f = frequency >>> 0;
  const period = f === 0 ? 0 : Math.floor(1_000_000 / f);
  const frequencyHz = period > 0 ? 1_000_000 / period : null;
  if (durationMs < 0) {
    return { note: { frequencyHz, startUs: callUs, endUs: Infinity }, endUs: callUs };
  }
  const off = tickReaching(nextTickUs(callUs), Math.floor(callUs / 1000) + durationMs);
  return {
    note: { frequencyHz, startUs: callUs, endUs: off },
    endUs: tickReaching(off, off / 1000 + ARTICULATION_MS),
  };
}
