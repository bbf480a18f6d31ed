// The navbar item types this site's navbar uses (docusaurus.config.ts: the docs sidebar link,
// the version dropdown, the GitHub link), and the two the theme itself relies on. The theme's map
// also bundles the locale dropdown, HTML, doc and version items into every page's first load
// for nothing; a config that names another type fails ComponentTypes.test.ts.
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';

const ComponentTypes = {
  default: DefaultNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
  // Used by the theme's own navbar (a dropdown item, the search bar's slot).
  dropdown: DropdownNavbarItem,
  search: SearchNavbarItem,
};

export default ComponentTypes;
