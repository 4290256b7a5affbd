import {useEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';
import AnnouncementBarContent from '@theme/AnnouncementBar/Content';
import styles from './styles.module.css';

// Ejected from @docusaurus/theme-classic 3.10 for two changes, each marked (CUSTOM):
// - The theme gives the bar role="banner"; the banner is the site header (src/theme/Navbar), so the
//   bar is a named complementary landmark instead (no second banner; axe landmark-no-duplicate-banner).
// - A reader who dismissed the previous version's bar must see the new one at once. The theme's
//   inline script hides the bar before React runs (data attribute) when any bar was dismissed, and
//   never clears that attribute when the id changes, so the new bar stayed hidden until a reload.
export default function AnnouncementBar(): ReactNode {
  const {announcementBar} = useThemeConfig();
  const {isActive, close} = useAnnouncementBar();
  // (CUSTOM) show a new bar to a reader who dismissed the previous one.
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  }, [isActive]);
  if (!isActive || !announcementBar) {
    return null;
  }
  const {backgroundColor, textColor, isCloseable} = announcementBar;
  return (
    // (CUSTOM) <aside> with a name instead of <div role="banner">.
    <aside
      className={clsx(ThemeClassNames.announcementBar.container, styles.announcementBar)}
      style={{backgroundColor, color: textColor}}
      aria-label={translate({
        id: 'custom.announcementBar.ariaLabel',
        message: 'הודעה',
        description: 'Accessible name of the announcement bar at the top of every page',
      })}>
      {isCloseable && <div className={styles.announcementBarPlaceholder} />}
      <AnnouncementBarContent className={styles.announcementBarContent} />
      {isCloseable && <AnnouncementBarCloseButton onClick={close} className={styles.announcementBarClose} />}
    </aside>
  );
}
