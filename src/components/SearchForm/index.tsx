import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {maxQueryLength} from '@site/src/search/config';
import styles from './styles.module.css';


type Props = {className?: string; autoFocus?: boolean};

/** A plain search form that opens the /search page; it works before hydration and without JavaScript. */
export default function SearchForm({className, autoFocus}: Props): ReactNode {
  const inputId = useId();
  const label = translate({id: 'custom.searchForm.label', message: 'חיפוש במדריך', description: 'Label of the search form'});
  return (
    <form role="search" action={useBaseUrl('/search')} method="get" className={clsx(styles.form, className)}>
      <label htmlFor={inputId} className={styles.visuallyHidden}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="search"
        name="q"
        maxLength={maxQueryLength}
        autoComplete="off"
        autoFocus={autoFocus}
        placeholder={translate({
          id: 'custom.searchForm.placeholder',
          message: 'למשל: שעות נוספות, דמי הבראה, ייצוא ל-Excel',
          description: 'Placeholder of the search form',
        })}
      />
      <button type="submit" className={clsx('button button--primary', styles.button)}>
        {translate({id: 'custom.searchForm.submit', message: 'חיפוש', description: 'Submit button of the search form'})}
      </button>
    </form>
  );
}
