import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {translate} from '@docusaurus/Translate';
import type {SearchEvents} from '@site/src/analytics/searchClient';
import {LayoutReadings, layoutNotice, type LayoutNoticeMessages} from '../lib/layoutNotice';
import './layoutNotice.css';

/**
 * The search modal says which reading it searched: when the engine searched a query's other
 * keyboard-layout reading (`pbxhv` as פנסיה), a line under the search field tells the reader, in
 * Hebrew, and the live region (./liveRegion.ts) says it before the count of results. DocSearch
 * shows only hits, so the answers are read on their way to it (useSearchClient.ts hands every
 * answer to layoutReadingEvents) and the line is placed in the modal as it renders, like the
 * other corrections of its markup (./modalSemantics.ts). Shown only while the field holds the
 * query that was answered so, and there are results.
 */

export function layoutNoticeMessages(): LayoutNoticeMessages {
  return {
    typedOnEnglish: translate({
      id: 'custom.search.layoutReading.typedOnEnglish',
      message: 'הצגנו תוצאות עבור "{reading}" (הקלדה במקלדת אנגלית)',
      description: 'Shown when a query typed in Latin letters was searched as the Hebrew the same keys give ({reading})',
    }),
    typedOnHebrew: translate({
      id: 'custom.search.layoutReading.typedOnHebrew',
      message: 'הצגנו תוצאות עבור "{reading}" (הקלדה במקלדת עברית)',
      description: 'Shown when a query typed in Hebrew letters was searched as the English the same keys give ({reading})',
    }),
  };
}

const readings = new LayoutReadings();

/**
 * Every answer of the modal's client passes here (src/analytics/searchClient.ts's withSearchEvents),
 * before the modal renders it. An answer that shows the same results as the last keystroke's (pbxh,
 * then pbxhv) still changes its results' data-query, which the observer below sees.
 */
export const layoutReadingEvents: Promise<SearchEvents> = Promise.resolve({
  reportSearch(response: unknown) {
    readings.record(response);
  },
});

const noticeClass = 'DocSearch-LayoutNotice';

/**
 * Whether what the modal shows answers the query in its field (../lib/queryStamp.ts): its first
 * result's data-query (theme/SearchBar's Hit), or the no-results screen's quoted query. A result
 * with no data-query (none stamped it) counts as answering.
 */
export function showsAnswerTo(modal: Element, query: string): boolean {
  const hit = modal.querySelector('.DocSearch-Dropdown .DocSearch-Hit');
  if (hit) {
    const answered = hit.querySelector('[data-query]')?.getAttribute('data-query');
    return answered == null || answered === query;
  }
  const noResults = modal.querySelector('.DocSearch-NoResults .DocSearch-Title strong')?.textContent;
  return noResults == null || noResults.trim() === query;
}

/** The query in the modal's field (trimmed). */
export function fieldQuery(modal: Element): string {
  return modal.querySelector<HTMLInputElement>('input.DocSearch-Input')?.value.trim() ?? '';
}

/** The notice for the query in the modal's field, or null (searched as typed, or its results not shown). */
export function modalLayoutNotice(modal: Element): string | null {
  const query = fieldQuery(modal);
  if (!query || !modal.querySelector('.DocSearch-Dropdown .DocSearch-Hit') || !showsAnswerTo(modal, query)) {
    return null;
  }
  return layoutNotice(readings.of(query), layoutNoticeMessages());
}

function update(): void {
  const modal = document.querySelector('.DocSearch-Modal');
  if (!modal) {
    return;
  }
  const text = modalLayoutNotice(modal);
  let notice = modal.querySelector(`:scope > .${noticeClass}`);
  if (text === null) {
    notice?.remove();
    return;
  }
  if (!notice) {
    const searchBar = modal.querySelector(':scope > .DocSearch-SearchBar');
    if (!searchBar) return;
    notice = document.createElement('p');
    notice.className = noticeClass;
    searchBar.after(notice);
  }
  // Only on a change: an unchanged text would still notify the observer below, again and again.
  if (notice.textContent !== text) {
    notice.textContent = text;
  }
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('input', update, true);
  new MutationObserver(update).observe(document.body, {childList: true, subtree: true, attributes: true, attributeFilter: ['data-query']});
}
