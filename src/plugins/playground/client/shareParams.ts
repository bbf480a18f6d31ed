// Where a shared program's link keeps it: which block of the page, the program packed, the
// exercise's setup, and whether the page plays that setup at once (the teachers' class check
// links a failed exercise so). Read on every page with runnable blocks, so this module stays small; the
// packing lives in shareLink.ts, which loads with the player.
export const SHARE_PARAMS = {
  block: 'kasten',
  program: 'programm',
  setup: 'aufbau',
  replay: 'abspielen',
} as const;

export interface ShareRequest {
  /** The block's place among the page's runnable blocks (the last part of its example id). */
  block: number;
  packed: string;
  /** The exercise's setup, counted from 1 as the menu counts; null: the first. */
  setup: number | null;
  /** Play the setup (or run the program) as soon as the program is in the editor. */
  replay: boolean;
}

/** The shared program a page address carries, or null. */
export function shareRequestOf(search: string): ShareRequest | null {
  const params = new URLSearchParams(search);
  const packed = params.get(SHARE_PARAMS.program);
  const block = params.get(SHARE_PARAMS.block);
  if (packed === null || block === null || !/^\d{1,4}$/.test(block)) return null;
  const setup = params.get(SHARE_PARAMS.setup);
  return {
    block: Number(block),
    packed,
    setup: setup !== null && /^[1-9]\d{0,2}$/.test(setup) ? Number(setup) : null,
    replay: params.get(SHARE_PARAMS.replay) === '1',
  };
}

/** The block's place on its page: example ids are `version/page/n`. */
export function blockOf(exampleId: string): number {
  return Number(exampleId.slice(exampleId.lastIndexOf('/') + 1));
}
