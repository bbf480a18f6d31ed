// The teachers' part of every version's start page ("Für Lehrkräfte"): an h2 with these h3
// sections below it, so a teacher finds the same parts in every version's table of contents.
// The spec's page set is exact, so this part lives on the start page, not on a page of its own.
import type { SectionHeading } from './headings.ts';

export const TEACHERS_HEADING = 'Für Lehrkräfte';

export const TEACHERS_SECTIONS = [
  'Welche Version?',
  'Was eine Klasse braucht',
  'Unterrichtsgang',
  'Differenzieren und bewerten',
  'Aufgaben am echten Roboter nachmessen',
  'Wenn der echte Roboter nicht will',
] as const;

/** What is missing of the teachers' part among a start page's headings, as problem lines. */
export function checkTeachersSection(headings: SectionHeading[], page: string): string[] {
  const start = headings.findIndex((h) => h.depth === 2 && h.text === TEACHERS_HEADING);
  if (start < 0) return [`no section "## ${TEACHERS_HEADING}" in ${page}`];
  const end = headings.findIndex((h, i) => i > start && h.depth === 2);
  const inside = headings.slice(start + 1, end < 0 ? undefined : end);
  return TEACHERS_SECTIONS.filter(
    (text) => !inside.some((h) => h.depth === 3 && h.text === text),
  ).map((text) => `no section "### ${text}" under "## ${TEACHERS_HEADING}" in ${page}`);
}
