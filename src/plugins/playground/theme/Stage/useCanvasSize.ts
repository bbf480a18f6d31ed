import { useEffect, useState, type RefObject } from 'react';

export interface CanvasSize {
  /** Width of the element in CSS px (0 until measured). */
  width: number;
  /** Device pixels per CSS px when it was measured. */
  dpr: number;
}

/** The element's width, followed with a ResizeObserver (no polling, no work while it stays put). */
export function useCanvasSize(ref: RefObject<HTMLElement | null>): CanvasSize {
  const [size, setSize] = useState<CanvasSize>({ width: 0, dpr: 1 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry.contentRect.width);
      const dpr = window.devicePixelRatio || 1;
      setSize((old) => (old.width === width && old.dpr === dpr ? old : { width, dpr }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
