/** A scale bar: a round length in cm and how long it is drawn. */
export interface ScaleBar {
  cm: number;
  px: number;
  /** German label, e.g. "10 cm". */
  label: string;
}

/**
 * The longest "nice" length (1, 2, 5 × 10ⁿ cm) that fits in `maxPx` at `pxPerCm`, so a reader
 * can count lengths in round numbers; the grid uses the same step.
 */
export function niceScaleBar(pxPerCm: number, maxPx: number): ScaleBar {
  let cm = 1;
  for (let decade = 1; decade <= 1000; decade *= 10) {
    for (const step of [1, 2, 5]) {
      if (step * decade * pxPerCm <= maxPx) cm = step * decade;
    }
  }
  return { cm, px: cm * pxPerCm, label: `${cm} cm` };
}
