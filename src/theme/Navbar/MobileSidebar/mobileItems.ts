import type { Props as DefaultProps } from '@theme/NavbarItem/DefaultNavbarItem/Mobile';
import type { Props as DropdownProps } from '@theme/NavbarItem/DropdownNavbarItem/Mobile';
import { createContext, useContext, type ComponentType } from 'react';

/** The theme's navbar items in their mobile form, which the mobile menu's chunk brings. */
export type MobileNavbarItems = {
  default: ComponentType<DefaultProps>;
  dropdown: ComponentType<DropdownProps>;
};

const MobileNavbarItemsContext = createContext<MobileNavbarItems | null>(null);

export const MobileNavbarItemsProvider = MobileNavbarItemsContext.Provider;

export function useMobileNavbarItems(): MobileNavbarItems {
  const items = useContext(MobileNavbarItemsContext);
  if (!items) {
    throw new Error('A navbar item in its mobile form renders only inside the mobile menu.');
  }
  return items;
}
