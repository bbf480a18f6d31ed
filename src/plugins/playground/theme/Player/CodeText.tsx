import type { ReactNode } from 'react';

import { codeParts } from '../../client/errors.ts';

/** A German text whose names between backticks show as code. */
export default function CodeText({ text }: { text: string }): ReactNode {
  return codeParts(text).map((part, i) =>
    part.code ? <code key={i}>{part.text}</code> : <span key={i}>{part.text}</span>,
  );
}
