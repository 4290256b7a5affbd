import {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

// A reader who dismissed the previous version's bar must see the new one at once. The theme's
// inline script hides the bar before React runs (data attribute) when any bar was dismissed, and
// never clears that attribute when the id changes, so the new bar stayed hidden until a reload.
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
