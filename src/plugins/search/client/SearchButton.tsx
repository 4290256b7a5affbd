import {forwardRef, useEffect, useState, type ComponentPropsWithoutRef} from 'react';
import {translate} from '@docusaurus/Translate';
import {loadingText} from './searchWords';

/** DocSearch's own test for Apple keyboards, where the key hint shows ⌘ instead of Ctrl. */
const appleKeyboard = /(Mac|iPhone|iPod|iPad)/i;

type Props = Omit<ComponentPropsWithoutRef<'button'>, 'children' | 'type'> & {
  /** The visible label, "חיפוש". */
  label: string;
  /** The modal's words, which the opening dialog (../lib/openingScript.ts) reads from the button. */
  opening?: {searchInputLabel?: string; placeholderText?: string; closeButtonText?: string};
};

/**
 * DocSearch 4.7's search button with its name made of its visible text (WCAG 2.5.3, label in name):
 * DocSearchButton names it `חיפוש (Control+k)` while it shows `חיפוש Ctrl K`, which a voice-control
 * user cannot say, and it renders the label and the keys with no space between them, so that their
 * text reads as one word (`חיפושCtrlK`) to axe and to screen readers that read the content.
 * Same classes and markup as DocSearch's (its CSS applies), with spaces between the parts (ignored by
 * the flex layout) and the name `חיפוש Ctrl K` (`חיפוש ⌘ K` on Apple keyboards); the shortcut is
 * announced through aria-keyshortcuts. The hint appears after hydration, as DocSearch's does (the
 * platform is only known in the browser). DocSearch's pressed-key animation is left out.
 * It carries the opening dialog's words (data-opening-*), there from the first paint.
 */
export const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton({label, opening, ...props}, ref) {
  const [apple, setApple] = useState<boolean | null>(null);
  useEffect(() => {
    setApple(appleKeyboard.test(navigator.platform));
  }, []);
  const modifier = apple ? '⌘' : 'Ctrl';
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={apple === null ? label : `${label} ${modifier} K`}
      aria-keyshortcuts={apple ? 'Meta+k' : 'Control+k'}
      data-opening-label={opening?.searchInputLabel}
      data-opening-placeholder={opening?.placeholderText}
      data-opening-cancel={opening?.closeButtonText}
      data-opening-loading={loadingText()}
      data-opening-failed={translate({
        id: 'custom.search.failed',
        message: 'לא הצלחנו לטעון את החיפוש. בדקו את החיבור ונסו שוב.',
        description: "Shown in the search's opening dialog when the search's code could not be fetched",
      })}
      data-opening-retry={translate({id: 'custom.search.retry', message: 'ניסיון חוזר', description: "The opening dialog's button that tries loading the search again"})}
      {...props}
      ref={ref}>
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
          <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{label}</span>
      </span>{' '}
      <span className="DocSearch-Button-Keys">
        {apple !== null && (
          <>
            <kbd className={apple ? 'DocSearch-Button-Key' : 'DocSearch-Button-Key DocSearch-Button-Key--ctrl'}>{modifier}</kbd> <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});
