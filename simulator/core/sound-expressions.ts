// Sound expressions as the micro:bit V2 plays them (audio.play of microbit.Sound and
// audio.SoundEffect): CODAL's text format, 72 digits per effect, effects joined by commas
// (lancaster-university/codal-microbit-v2 v0.2.43, the version firmware 2.1.2 builds with:
// source/SoundExpressions.cpp). What timing and the live values need: the built-in sounds' data,
// how long an expression plays and its pitch at a moment; the sound itself is sound-synth.ts.

/** Digits per effect; the firmware's SOUND_EXPR_TOTAL_LENGTH. */
export const EFFECT_LENGTH = 72;

/**
 * The data behind `microbit.Sound.GIGGLE` … (CODAL looks the name up: `lookupBuiltIn`).
 * Copied as data from SoundExpressions.cpp of codal-microbit-v2 v0.2.43.
 */
export const BUILT_IN_SOUNDS: Readonly<Record<string, readonly string[]>> = {
  giggle: [
    '010230988019008440044008881023001601003300240000000000000000000000000000',
    '110232570087411440044008880352005901003300010000000000000000010000000000',
    '310232729021105440288908880091006300000000240700020000000000003000000000',
    '310232729010205440288908880091006300000000240700020000000000003000000000',
    '310232729011405440288908880091006300000000240700020000000000003000000000',
  ],
  happy: [
    '010231992066911440044008880262002800001800020500000000000000010000000000',
    '002322129029508440240408880000000400022400110000000000000000007500000000',
    '000002129029509440240408880145000400022400110000000000000000007500000000',
  ],
  hello: [
    '310230673019702440118708881023012800000000240000000000000000000000000000',
    '300001064001602440098108880000012800000100040000000000000000000000000000',
    '310231064029302440098108881023012800000100040000000000000000000000000000',
  ],
  mysterious: [
    '400002390033100440240408880477000400022400110400000000000000008000000000',
    '405512845385000440044008880000012803010500160000000000000000085000500015',
  ],
  sad: [
    '310232226070801440162408881023012800000100240000000000000000000000000000',
    '310231623093602440093908880000012800000100240000000000000000000000000000',
  ],
  slide: [
    '105202325022302440240408881023012801020000110400000000000000010000000000',
    '010232520091002440044008881023012801022400110400000000000000010000000000',
  ],
  soaring: [
    '210234009530905440599908881023002202000400020250000000000000020000000000',
    '402233727273014440044008880000003101024400030000000000000000000000000000',
  ],
  spring: [
    '306590037116312440058708880807003400000000240000000000000000050000000000',
    '010230037116313440058708881023003100000000240000000000000000050000000000',
  ],
  twinkle: ['010180007672209440075608880855012800000000240000000000000000000000000000'],
  yawn: [
    '200002281133202440150008881023012801024100240400030000000000010000000000',
    '005312520091002440044008880636012801022400110300000000000000010000000000',
    '008220784019008440044008880681001600005500240000000000000000005000000000',
    '004790784019008440044008880298001600000000240000000000000000005000000000',
    '003210784019008440044008880108001600003300080000000000000000005000000000',
  ],
};

/** A field of an effect: `digits` decimal digits from `offset` (CODAL's parseDigits), or -1. */
export function field(effect: string, offset: number, digits: number): number {
  const text = effect.slice(offset, offset + digits);
  return /^[0-9]+$/.test(text) && text.length === digits ? Number(text) : -1;
}

/**
 * How long one effect plays, in ms: its duration field (digits 9–12). CODAL adds a random
 * part of up to ± the value in digits 60–63 on every play (`applyRandom`); the simulator
 * takes the middle, so a built-in sound lasts the same on every run. Null: CODAL refuses the
 * effect (a field that is not digits), and with it the whole expression.
 */
export function effectDurationMs(effect: string): number | null {
  if (effect.length !== EFFECT_LENGTH) return null;
  for (const [offset, digits] of [
    [1, 4],
    [5, 4],
    [9, 4],
    [18, 4],
    [26, 4],
    [36, 4],
    [40, 4],
    [44, 4],
    [48, 4],
    [52, 4],
    [56, 4],
    [60, 4],
    [64, 4],
    [68, 4],
  ]) {
    if (field(effect, offset, digits) < 0) return null;
  }
  return field(effect, 9, 4);
}

/**
 * The effects of an expression (a built-in name or data) and how long it plays: the sum of its
 * effects. Null when CODAL would not play it (`playAsync` returns without a sound).
 */
export function expressionPlan(
  expression: string,
): { name: string | null; effects: string[]; durationMs: number } | null {
  const builtIn = BUILT_IN_SOUNDS[expression];
  const effects = builtIn ? [...builtIn] : expression.split(',');
  let durationMs = 0;
  for (const effect of effects) {
    const ms = effectDurationMs(effect);
    if (ms === null) return null;
    durationMs += ms;
  }
  return { name: builtIn ? expression : null, effects, durationMs };
}

/**
 * An effect's pitch `ms` after it began: from its start frequency (digits 5–8) to its end
 * frequency (18–21) in a straight line, or null while both its volumes (1–4, 26–29) are 0 (the
 * built-in sounds' pauses). The pitch the page shows for the speaker; what sounds (waveform,
 * curve shapes, steps, vibrato, tremolo, warble) is rendered by sound-synth.ts.
 */
export function effectPitchAt(effect: string, ms: number): number | null {
  const duration = effectDurationMs(effect);
  if (duration === null || ms < 0 || ms >= duration) return null;
  if (field(effect, 1, 4) === 0 && field(effect, 26, 4) === 0) return null;
  const start = field(effect, 5, 4);
  const end = field(effect, 18, 4);
  // Whole hertz: the page is told the tone only when it changes, and no ear tells 1 Hz apart.
  return Math.round(start + ((end - start) * ms) / duration);
}

/** The pitch of an expression's effects `ms` after it began, or null between or after them. */
export function expressionPitchAt(effects: readonly string[], ms: number): number | null {
  let at = ms;
  for (const effect of effects) {
    const duration = effectDurationMs(effect) ?? 0;
    if (at < duration) return effectPitchAt(effect, at);
    at -= duration;
  }
  return null;
}
