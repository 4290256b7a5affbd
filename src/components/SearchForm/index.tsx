import {useId, useSyncExternalStore, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {maxQueryLength} from '@site/src/search/config';
import styles from './styles.module.css';

type Props = {className?: string; autoFocus?: boolean};

// Wide enough for the long example list beside the button; narrower fields get the short one.
const wideQuery = '(min-width: 36em)';

function subscribeToWidth(onChange: () => void): () => void {
  const list = window.matchMedia(wideQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the field has room for the long placeholder; false on the server, so that the HTML fits any phone. */
function useWideField(): boolean {
  return useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(wideQuery).matches,
    () => false,
  );
}

/** A plain search form that opens the /search page; it works before hydration and without JavaScript. */
export default function SearchForm({className, autoFocus}: Props): ReactNode {
  const inputId = useId();
  const label = translate({id: 'custom.searchForm.label', message: 'חיפוש במדריך', description: 'Label of the search form'});
  const wide = useWideField();
  const longPlaceholder = translate({
    id: 'custom.searchForm.placeholder',
    message: 'למשל: שעות נוספות, דמי הבראה, ייצוא ל-Excel',
    description: 'Placeholder of the search form',
  });
  const shortPlaceholder = translate({
    id: 'custom.searchForm.placeholderShort',
    message: 'למשל: שעות נוספות',
    description: 'Placeholder of the search form where the field is narrow (phones)',
  });
  return (
    <form role="search" action={useBaseUrl('/search')} method="get" className={clsx(styles.form, className)}>
      {/* Read by screen readers, not shown: the placeholder and the button already say what this is. */}
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <input id={inputId} className={styles.input} type="search" name="q" maxLength={maxQueryLength} autoComplete="off" autoFocus={autoFocus} placeholder={wide ? longPlaceholder : shortPlaceholder} />
      <button type="submit" className={clsx('button button--primary', styles.button)}>
        {translate({id: 'custom.searchForm.submit', message: 'חיפוש', description: 'Submit button of the search form'})}
      </button>
    </form>
  );
}
