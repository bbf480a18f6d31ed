/**
 * The navbar's mobile menu as a chunk of its own (./Loaded.tsx). The theme renders its menu (the
 * header with logo and colour toggle, the navbar items in their mobile form, the docs sidebar's
 * slot) only below the desktop breakpoint and never before hydration, yet every page's main
 * bundle carried it. It loads here once the window is narrow: on a phone right after hydration,
 * so the first tap finds it there and it slides in as before; on a desktop never. Until then
 * nothing renders, as nothing of the theme's menu renders before hydration either.
 *
 * A failed download leaves the page whole: the open menu shows the site's German chunk error
 * (@theme/Loading) with its retry button, and a close button like the menu's own.
 */
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { translate } from '@docusaurus/Translate';
import IconClose from '@theme/Icon/Close';
import Loading from '@theme/Loading';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

type Sidebar = ComponentType;

let loaded: Sidebar | undefined;
let loading: Promise<Sidebar> | undefined;

function loadSidebar(): Promise<Sidebar> {
  loading ??= import(/* webpackChunkName: "navbar-mobile-sidebar" */ './Loaded').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      // Offline or a failed deploy: the retry button tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export default function NavbarMobileSidebar(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  // After the first page, pages the reader goes on to have the menu at once.
  const [Sidebar, setSidebar] = useState<Sidebar | undefined>(() => loaded);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const wanted = mobileSidebar.shouldRender && !Sidebar && !failure;

  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    loadSidebar().then(
      (loadedSidebar) => current && setSidebar(() => loadedSidebar),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  if (Sidebar) return <Sidebar />;
  if (!mobileSidebar.shouldRender || !failure) return null;
  return (
    <div className="navbar-sidebar">
      <div className="navbar-sidebar__brand">
        <button
          type="button"
          aria-label={translate({
            id: 'theme.docs.sidebar.closeSidebarButtonAriaLabel',
            message: 'Close navigation bar',
            description: 'The ARIA label for close button of mobile sidebar',
          })}
          className="clean-btn navbar-sidebar__close"
          onClick={() => mobileSidebar.toggle()}
        >
          <IconClose color="var(--ifm-color-emphasis-600)" />
        </button>
      </div>
      <Loading
        error={failure.error}
        retry={() => setFailure(null)}
        isLoading={false}
        pastDelay
        timedOut={false}
      />
    </div>
  );
}
