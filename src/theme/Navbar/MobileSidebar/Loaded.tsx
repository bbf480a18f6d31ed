/**
 * The mobile menu's chunk, loaded by ./index.tsx: the theme's menu, and the mobile forms of the
 * navbar items, which only this menu renders. The stand-ins at @theme/NavbarItem/…/Mobile (in
 * the main bundle, where the theme's navbar items import them) take them from here.
 */
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import DefaultNavbarItemMobile from '@theme-original/NavbarItem/DefaultNavbarItem/Mobile';
import type { ReactNode } from 'react';

import MendedDropdownNavbarItemMobile from './MendedDropdown';
import { MobileNavbarItemsProvider, type MobileNavbarItems } from './mobileItems';

const items: MobileNavbarItems = {
  default: DefaultNavbarItemMobile,
  dropdown: MendedDropdownNavbarItemMobile,
};

export default function LoadedNavbarMobileSidebar(): ReactNode {
  return (
    <MobileNavbarItemsProvider value={items}>
      <NavbarMobileSidebar />
    </MobileNavbarItemsProvider>
  );
}
