import {memo, useEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import {NavbarSecondaryMenuFiller, ThemeClassNames, type NavbarSecondaryMenuComponent} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar/Mobile';
import {takeGuideMenuRequest} from '@site/src/components/GuideNavbarItem/request';

/**
 * The theme's component, with the sidebar's props handed to the navbar's menu as one value.
 * NavbarSecondaryMenuFiller memoizes its props by sorting their keys with `localeCompare`, and the
 * first `localeCompare` of a page loads the browser's collation data: 25–30 ms on this machine,
 * a long task of more than 100 ms on a phone, in the middle of hydration. With one key there is
 * nothing to sort. The menu itself is the theme's, unchanged.
 */
type MenuProps = {sidebarProps: Props};

const DocSidebarMobileSecondaryMenu: NavbarSecondaryMenuComponent<MenuProps> = ({sidebarProps: {sidebar, path}}) => {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      <DocSidebarItems
        items={sidebar}
        activePath={path}
        onItemClick={(item) => {
          // Mobile sidebar should only be closed if the category has a link
          if ((item.type === 'category' && item.href) || item.type === 'link') {
            mobileSidebar.toggle();
          }
        }}
        level={1}
      />
    </ul>
  );
};

function DocSidebarMobile(props: Props): ReactNode {
  // (CUSTOM) "המדריך" tapped in the menu of a page without this sidebar: the menu opens on the guide's tree.
  const mobileSidebar = useNavbarMobileSidebar();
  useEffect(() => {
    if (takeGuideMenuRequest() && !mobileSidebar.shown) {
      mobileSidebar.toggle();
    }
  }, [mobileSidebar]);
  return <NavbarSecondaryMenuFiller component={DocSidebarMobileSecondaryMenu} props={{sidebarProps: props}} />;
}

export default memo(DocSidebarMobile);
