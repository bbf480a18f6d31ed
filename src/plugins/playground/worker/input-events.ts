// What the run's worker accepts from the input channel. The service worker passes on whatever
// a page posted to it, possibly from another deploy or another page: each event is checked
// against its kind's shape here, and anything else is dropped before it reaches the board.
import { isAirPacket } from '../../../../simulator/core/radio.ts';
import { isSurroundingsInput } from '../../../../simulator/core/surroundings.ts';
import { isSpeed } from '../client/speed.ts';
import type { InputEvent } from '../shared/protocol.ts';

/** The longest "Schritt" the player asks for; more is no step but garbage. */
const MAX_STEP_MS = 60_000;

type Fields = Record<string, unknown>;

/** One validator per kind: the well-formed event, or null. */
const VALIDATORS: { [Kind in InputEvent['kind']]: (event: Fields) => InputEvent | null } = {
  button: ({ button, down }) =>
    (button === 'a' || button === 'b') && typeof down === 'boolean'
      ? { kind: 'button', button, down }
      : null,
  line: ({ text }) => (typeof text === 'string' ? { kind: 'line', text } : null),
  // Packets that are not packets are dropped; the others still arrive.
  radio: ({ packets }) =>
    Array.isArray(packets) ? { kind: 'radio', packets: packets.filter(isAirPacket) } : null,
  surroundings: ({ input }) =>
    isSurroundingsInput(input) ? { kind: 'surroundings', input } : null,
  speed: ({ factor }) => (isSpeed(factor) ? { kind: 'speed', factor } : null),
  pause: ({ paused }) => (typeof paused === 'boolean' ? { kind: 'pause', paused } : null),
  step: ({ ms }) =>
    typeof ms === 'number' && Number.isFinite(ms) && ms > 0 && ms <= MAX_STEP_MS
      ? { kind: 'step', ms }
      : null,
  'step-line': () => ({ kind: 'step-line' }),
  stop: () => ({ kind: 'stop' }),
};

function validate(value: unknown): InputEvent | null {
  if (typeof value !== 'object' || value === null) return null;
  const event = value as Fields;
  const kind = event.kind;
  if (typeof kind !== 'string' || !Object.hasOwn(VALIDATORS, kind)) return null;
  return VALIDATORS[kind as InputEvent['kind']](event);
}

/** The well-formed events of the channel's answer, in order; garbage yields none. */
export function parseInputEvents(text: string): InputEvent[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.map(validate).filter((event): event is InputEvent => event !== null);
}
