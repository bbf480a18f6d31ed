// Replaces the theme's `useWindowSize` module (see ./index.ts) so that a window exactly
// 996 px wide counts as desktop, matching the rewritten CSS media queries.
import { useEffect, useState } from 'react';

import { DESKTOP_BREAKPOINT_PX } from './media-queries';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

function currentWindowSize(desktopBreakpoint: number): WindowSize {
  return window.innerWidth >= desktopBreakpoint ? 'desktop' : 'mobile';
}

export function useWindowSize({
  desktopBreakpoint = DESKTOP_BREAKPOINT_PX,
}: { desktopBreakpoint?: number } = {}): WindowSize {
  // The first render must equal the server render ('ssr') to hydrate without mismatch.
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setWindowSize(currentWindowSize(desktopBreakpoint));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
