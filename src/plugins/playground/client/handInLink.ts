// A hand-in as a link, where it fits: the file's JSON packed as a shared program is
// (shareLink.ts), on the version's start page, where "Abgaben prüfen" reads it when the link is
// opened or pasted. Nothing is sent anywhere: the link carries it all.
import { readHandIn, type HandIn, type ReadHandIn } from './handIn.ts';
import { DamagedLink, MAX_LINK_CHARS, packProgram, unpackProgram } from './shareLink.ts';

export const HAND_IN_PARAM = 'abgabe';

/** The hand-in's link on the start page at `page`, or null when it is too long for a link. */
export async function handInLink(
  handIn: HandIn,
  page: { origin: string; pathname: string },
): Promise<string | null> {
  const packed = await packProgram(JSON.stringify(handIn));
  const link = `${page.origin}${page.pathname}?${new URLSearchParams({ [HAND_IN_PARAM]: packed })}`;
  return link.length <= MAX_LINK_CHARS ? link : null;
}

export type ReadHandInLink = ReadHandIn | { ok: false; problem: 'no-link' | 'damaged-link' };

/** Reads a pasted or opened link: anything that is not an intact hand-in link is a problem. */
export async function readHandInLink(
  text: string,
  version: string,
  known: ReadonlySet<string>,
): Promise<ReadHandInLink> {
  let packed: string | null;
  try {
    packed = new URL(text.trim()).searchParams.get(HAND_IN_PARAM);
  } catch {
    return { ok: false, problem: 'no-link' };
  }
  if (packed === null) return { ok: false, problem: 'no-link' };
  try {
    return readHandIn(await unpackProgram(packed), version, known);
  } catch (error) {
    if (error instanceof DamagedLink) return { ok: false, problem: 'damaged-link' };
    throw error;
  }
}
