// Stands in for the theme's mobile dropdown item, which comes with the mobile menu's chunk
// (@theme/Navbar/MobileSidebar): only that menu renders navbar items in their mobile form.
import type { Props } from '@theme/NavbarItem/DropdownNavbarItem/Mobile';
import type { ReactNode } from 'react';

import { useMobileNavbarItems } from '../../../Navbar/MobileSidebar/mobileItems';

export default function DropdownNavbarItemMobile(props: Props): ReactNode {
  const { dropdown: Item } = useMobileNavbarItems();
  return <Item {...props} />;
}
