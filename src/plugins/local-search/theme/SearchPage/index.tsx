/**
 * The theme's search page with the reader's version chosen before its first search: the page
 * searches 300 ms after it mounts, and a version picked later would send a search for "Next"
 * first, whose answer can arrive last and replace the list. Picking it in a layout effect, right
 * after the menu exists and before anything is painted, leaves only searches for that version.
 */
import { useLayoutEffect, type ReactNode } from 'react';
import DocSearchPage from '@local-search/DocSearchPage';

import { preselect } from './versionMenu';

export default function SearchPage(): ReactNode {
  useLayoutEffect(preselect, []);
  return <DocSearchPage />;
}
