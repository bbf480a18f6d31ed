// The theme's mobile dropdown item, as the mobile menu's chunk gives it to the stand-in at
// @theme/NavbarItem/DropdownNavbarItem/Mobile, with two mends: an item's own onClick (the
// version menu's items remember the chosen version) no longer replaces the one that closes the
// menu, so the menu closes after the page changed; and the label names the active item
// ("Versionen: 2.0.2").
import DropdownNavbarItemMobile from '@theme-original/NavbarItem/DropdownNavbarItem/Mobile';
import type { Props } from '@theme/NavbarItem/DropdownNavbarItem/Mobile';
import type { ReactNode } from 'react';

type Item = Props['items'][number] & { isActive?: () => boolean; onClick?: (event: never) => void };

export default function MendedDropdownNavbarItemMobile(props: Props): ReactNode {
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
  return <DropdownNavbarItemMobile {...props} items={items} label={label} />;
}
