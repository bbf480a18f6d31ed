// Stands in for the theme's mobile dropdown item, which comes with the mobile menu's chunk
// (@theme/Navbar/MobileSidebar): only that menu renders navbar items in their mobile form.
// Two mends on the way: an item's own onClick (the version menu's items remember the chosen
// version) no longer replaces the one that closes the menu, so the menu closes after the page
// changed; and the menu's label names its active item ("Versionen: 2.0.2").
import type { Props } from '@theme/NavbarItem/DropdownNavbarItem/Mobile';
import type { ReactNode } from 'react';

import { useMobileNavbarItems } from '../../../Navbar/MobileSidebar/mobileItems';

type Item = Props['items'][number] & { isActive?: () => boolean; onClick?: (event: never) => void };

export default function DropdownNavbarItemMobile(props: Props): ReactNode {
  const { dropdown: Dropdown } = useMobileNavbarItems();
  const items = (props.items as Item[]).map((item) => ({
    ...item,
    onClick: (event: never) => {
      item.onClick?.(event);
      props.onClick?.(event);
    },
  }));
  const active = (props.items as Item[]).find((item) => item.isActive?.());
  const label =
    active && typeof props.label === 'string' && typeof active.label === 'string'
      ? `${props.label}: ${active.label}`
      : props.label;
  return <Dropdown {...props} items={items} label={label} />;
}
