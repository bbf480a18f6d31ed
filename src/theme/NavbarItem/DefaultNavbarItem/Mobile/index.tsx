// Stands in for the theme's mobile link item, which comes with the mobile menu's chunk
// (@theme/Navbar/MobileSidebar): only that menu renders navbar items in their mobile form.
import type { Props } from '@theme/NavbarItem/DefaultNavbarItem/Mobile';
import type { ReactNode } from 'react';

import { useMobileNavbarItems } from '../../../Navbar/MobileSidebar/mobileItems';

export default function DefaultNavbarItemMobile(props: Props): ReactNode {
  const { default: Item } = useMobileNavbarItems();
  return <Item {...props} />;
}
