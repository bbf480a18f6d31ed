// The theme treats 996 px as mobile (`max-width: 996px`, `min-width: 997px`); the site's
// desktop layout starts at 996 px. Shifting the queries by one pixel keeps CSS and JS in step.
const MOBILE_MAX = /\(\s*max-width:\s*996px\s*\)/g;
const DESKTOP_MIN = /\(\s*min-width:\s*997px\s*\)/g;

export const DESKTOP_BREAKPOINT_PX = 996;

/** Rewrites one `@media` parameter list so that 996 px counts as desktop. */
export function shiftMediaQuery(params: string): string {
  return params
    .replace(MOBILE_MAX, `(max-width: ${DESKTOP_BREAKPOINT_PX - 0.02}px)`)
    .replace(DESKTOP_MIN, `(min-width: ${DESKTOP_BREAKPOINT_PX}px)`);
}

type MediaRule = { params: string };

/** PostCSS plugin applying `shiftMediaQuery` to every `@media` rule. */
export function desktopBreakpointPostcss() {
  return {
    postcssPlugin: 'desktop-breakpoint',
    AtRule: {
      media(rule: MediaRule) {
        rule.params = shiftMediaQuery(rule.params);
      },
    },
  };
}
desktopBreakpointPostcss.postcss = true as const;
