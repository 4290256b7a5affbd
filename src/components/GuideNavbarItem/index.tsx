import type {ComponentProps, ReactNode} from 'react';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import {useNavbarSecondaryMenu} from '@docusaurus/theme-common/internal';
import {requestGuideMenu} from './request';

type Props = ComponentProps<typeof DocSidebarNavbarItem>;

/**
 * The navbar's "המדריך" (the theme's `docSidebar` item). In the phone's menu of a page without the
 * guide's sidebar, a tap opens the guide's first page with the menu open on the guide's tree, as a
 * reader who asks for "the guide" from the menu expects, instead of closing the menu on that page.
 */
export default function GuideNavbarItem(props: Props): ReactNode {
  const {content} = useNavbarSecondaryMenu();
  if (!props.mobile || content) {
    return <DocSidebarNavbarItem {...props} />;
  }
  return (
    <DocSidebarNavbarItem
      {...props}
      onClick={(event: unknown) => {
        requestGuideMenu();
        (props.onClick as ((event: unknown) => void) | undefined)?.(event);
      }}
    />
  );
}
