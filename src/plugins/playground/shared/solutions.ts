// The teacher's solutions switch as the page and the build both know it: where it is kept, the
// address parameter that sets it, and the head script that marks <html> before anything is
// painted (so a hidden solution never flashes up, and no page carries code for it in its bundle).
export const SOLUTIONS_KEY = 'maqueen-solutions:hidden';
export const SOLUTIONS_PARAM = 'loesungen';
/** The values a teacher types after `?loesungen=`. */
export const SOLUTIONS_VALUES = { hide: 'aus', show: 'an' } as const;

/** Follows `?loesungen=` into localStorage, then marks <html> if the solutions are hidden. */
export const SOLUTIONS_HEAD_SCRIPT = [
  'try {',
  `  var wish = (new URLSearchParams(location.search).get(${JSON.stringify(SOLUTIONS_PARAM)}) || '').toLowerCase();`,
  `  if (wish === ${JSON.stringify(SOLUTIONS_VALUES.hide)}) localStorage.setItem(${JSON.stringify(SOLUTIONS_KEY)}, '1');`,
  `  if (wish === ${JSON.stringify(SOLUTIONS_VALUES.show)}) localStorage.removeItem(${JSON.stringify(SOLUTIONS_KEY)});`,
  `  if (localStorage.getItem(${JSON.stringify(SOLUTIONS_KEY)}) === '1') document.documentElement.dataset.solutions = 'hidden';`,
  '} catch (e) {}',
].join('\n');
