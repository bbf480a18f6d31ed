import { useEffect, useState } from 'react';

/** How long a copy button says "kopiert" after copying. */
const COPIED_MS = 2000;

/** Copies text to the clipboard; `copied` is true for a moment after it worked. */
export function useCopy(): { copied: boolean; copy: (text: string) => void } {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = (text: string) =>
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => {},
    );
  return { copied, copy };
}
