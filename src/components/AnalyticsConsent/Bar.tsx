import {useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useSite} from '@site/src/hooks/useSite';
import {focusMainContent} from '@site/src/theme/SkipToContent/focusMain';
import ConsentButtons from './ConsentButtons';
import {useAnalyticsConsent} from './useAnalyticsConsent';
import styles from './styles.module.css';

/**
 * The consent step for Google Analytics: a bar fixed to the bottom of the window (it moves no
 * content), shown until the reader accepts or declines, with both answers equally easy. It takes no
 * focus of its own; once answered, focus goes to the page's content instead of being lost.
 */
export default function AnalyticsConsentBar(): ReactNode {
  const {known, consent, choose} = useAnalyticsConsent();
  return known && consent === null ? <Bar choose={choose} /> : null;
}

/**
 * While the bar is shown, focused elements scroll clear of it (WCAG 2.4.11), and a spacer of its
 * height after the page lets the end of the page scroll above it. Both appear below everything
 * else, so nothing on the screen moves.
 */
function useRoomBelow(bar: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      setHeight(element.offsetHeight);
      root.style.scrollPaddingBlockEnd = `${element.offsetHeight}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-block-end');
    };
  }, [bar]);
  return height;
}

function Bar({choose}: {choose: ReturnType<typeof useAnalyticsConsent>['choose']}): ReactNode {
  const bar = useRef<HTMLElement>(null);
  const height = useRoomBelow(bar);
  const searchEvents = useSite().services.search === 'algolia';
  return (
    <>
      <div className={styles.spacer} style={{blockSize: height}} />
      <section ref={bar} className={styles.bar} aria-labelledby="analytics-consent-title">
        <div className={styles.content}>
          <h2 id="analytics-consent-title" className={styles.title}>
            <Translate id="custom.analyticsConsent.title" description="Heading of the analytics consent bar">
              מדידת גלישה
            </Translate>
          </h2>
          <p className={styles.text}>
            <Translate
              id="custom.analyticsConsent.text"
              description="What the analytics consent bar asks"
              values={{
                cookies: (
                  <Link to="/legal/cookies#analytics">
                    <Translate id="custom.analyticsConsent.cookiesLink" description="Link from the consent bar to the cookies page">
                      פרטים במדיניות העוגיות
                    </Translate>
                  </Link>
                ),
              }}>
              {
                'אפשר למדוד באמצעות Google Analytics אילו עמודים נקראים, כדי לשפר את המדריך? המדידה שומרת עוגיות בדפדפן ושולחת ל-Google, יחד עם כתובת ה-IP של הדפדפן, את כתובת העמוד, את התשובות לשאלה "האם הדף עזר לכם?" ואת מספר התוצאות של כל חיפוש, בלי מילות החיפוש. אפשר לשנות את הבחירה בכל עת. {cookies}.'
              }
            </Translate>
            {searchEvents && (
              <>
                {' '}
                <Translate id="custom.analyticsConsent.searchEvents" description="Consent bar, in a build with Algolia search: the search events the consent also covers">
                  אם תאשרו, גם הבחירה בתוצאות חלון החיפוש תדווח ל-Algolia (בלי מילות החיפוש), והחיפושים שלכם, עם מילות החיפוש, ייכללו בסטטיסטיקה ששירות החיפוש מפיק לחברה על החיפושים.
                </Translate>
              </>
            )}
          </p>
        </div>
        <ConsentButtons
          className={styles.actions}
          onChoose={(choice) => {
            choose(choice);
            focusMainContent();
          }}
        />
      </section>
    </>
  );
}
