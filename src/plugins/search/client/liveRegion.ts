import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {translate} from '@docusaurus/Translate';
import {announcement, settleMs, type ModalState} from '../lib/announce';
import {fieldQuery, modalLayoutNotice, showsAnswerTo} from './layoutNotice';

/**
 * The search modal speaks to screen readers (DocSearch 4.7 has no live region: neither the number
 * of results nor the no-results screen is announced, algolia/docsearch#1370):
 * - a polite status inside the dialog says, once typing has settled (no keystroke for settleMs),
 *   how many results there are or that there are none, in Hebrew; never one announcement a keystroke.
 * (The first ArrowDown reads the first result, which DocSearch chooses unannounced as the results
 * arrive: modalSemantics.ts shows the choice only from then on.)
 */

const regionClass = 'DocSearch-Status';

export function messages() {
  return {
    found: translate({
      id: 'theme.SearchPage.documentsFound.plurals',
      description:
        'Pluralized label for "{count} documents found". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
      message: 'One document found|{count} documents found',
    }),
    noResults: translate({id: 'theme.SearchModal.noResultsScreen.noResultsText', message: 'No results for', description: 'The text when there are no results'}),
    locale: document.documentElement.lang || 'he',
  };
}

function modalState(modal: Element): ModalState {
  const query = fieldQuery(modal);
  if (!query) {
    return {kind: 'empty'};
  }
  // Results another query left on screen (its answer still on the way) are not announced.
  if (modal.closest('.DocSearch-Container--Stalled') || !showsAnswerTo(modal, query)) {
    return {kind: 'loading'};
  }
  if (modal.querySelector('.DocSearch-NoResults')) {
    return {kind: 'noResults', query};
  }
  const count = modal.querySelectorAll('.DocSearch-Dropdown .DocSearch-Hit').length;
  return count > 0 ? {kind: 'results', count, notice: modalLayoutNotice(modal)} : {kind: 'loading'};
}

/** The region, created inside the dialog (outside it, aria-modal would hide it) before anything is said. */
function region(modal: Element): Element {
  let status = modal.querySelector(`:scope > .${regionClass}`);
  if (!status) {
    status = document.createElement('div');
    // Read by screen readers, not shown: the results themselves are on screen (src/css/custom.css).
    status.className = `${regionClass} visually-hidden`;
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');
    status.setAttribute('aria-atomic', 'true');
    modal.append(status);
  }
  return status;
}

let settled = false;
let timer: ReturnType<typeof setTimeout> | undefined;
/** The modal last seen open. */
let seen: Element | null = null;

/** A keystroke: what the status says waits until typing has settled (no keystroke for settleMs). */
function typed(): void {
  settled = false;
  clearTimeout(timer);
  timer = setTimeout(() => {
    settled = true;
    announce();
  }, settleMs);
}

function announce(): void {
  const modal = document.querySelector('.DocSearch-Modal');
  if (!modal) {
    settled = false;
    seen = null;
    return;
  }
  const status = region(modal);
  if (modal !== seen) {
    seen = modal;
    // A modal that opens with a query (typed in the opening dialog while its code loaded, or the
    // text selected on the page) saw no keystroke of it: its opening counts as the last one.
    if (fieldQuery(modal)) typed();
  }
  if (!settled) {
    return;
  }
  const text = announcement(modalState(modal), messages());
  if (text !== null) {
    settled = false;
    if (status.textContent !== text) {
      status.textContent = text;
    }
  }
}

function onInput(event: Event): void {
  if (!(event.target instanceof HTMLInputElement) || !event.target.classList.contains('DocSearch-Input')) {
    return;
  }
  typed();
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('input', onInput, true);
  new MutationObserver(announce).observe(document.body, {childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'data-query']});
}
