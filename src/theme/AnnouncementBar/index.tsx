import { useAnnouncementBar } from '@docusaurus/theme-common/internal';
import type { WrapperProps } from '@docusaurus/types';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import { useEffect, type ReactNode } from 'react';

type Props = WrapperProps<typeof AnnouncementBarType>;

// Set before hydration by the theme's inline script when the reader closed a bar earlier;
// its CSS then hides the bar until the next page load, even when a new bar id reopens it.
const INITIALLY_DISMISSED = 'data-announcement-bar-initially-dismissed';

/** The stock bar, shown at once when a new announcement replaces one the reader closed. */
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.removeAttribute(INITIALLY_DISMISSED);
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
