import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {maxQueryLength} from '@site/src/search/config';

/**
 * DocSearch 4.7 (the search modal) gives its backdrop role="button" and the combobox attributes, so
 * screen readers take the whole modal for one button whose content is flattened (ARIA "children
 * presentational"), and axe reports nested-interactive; its <header> and <footer> add a second
 * banner and contentinfo landmark to the page. Upstream: algolia/docsearch#1370, #1491. DocSearch
 * offers no option for these, so the modal's markup is corrected as soon as it appears: the backdrop
 * loses the roles, the modal becomes a named modal dialog, the header and footer are plain boxes.
 *
 * Its results are role="option" items that each hold a link (and, for saved searches, the save and
 * remove buttons), which an option cannot contain (algolia/docsearch#1014). They become what they
 * are, lists of links named by their group's title; the search field still moves through them with
 * the arrows (aria-activedescendant now names the link) and Enter still opens the chosen one. The
 * chosen item is marked data-selected (styled in custom.css), since aria-selected needs an option.
 *
 * The search field takes 64 characters, where DocSearch 4 sets 512 and offers no prop for it: the
 * field gets its maxlength here, before the reader can type (React sets the attribute once, on mount).
 */
const backdropAttributes = ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-controls', 'aria-owns', 'aria-labelledby'];
// What React sets again on the results as the reader moves through them.
const resultAttributes = ['aria-selected', 'aria-activedescendant'];

function setAttribute(element: Element, name: string, value: string): void {
  // Only on a change: an unchanged value would still notify the observer below, again and again.
  if (element.getAttribute(name) !== value) {
    element.setAttribute(name, value);
  }
}

/** The id of a result's link, derived from the id DocSearch gives the result. */
const linkId = (resultId: string): string => `${resultId}-link`;

function correctResults(backdrop: Element): void {
  for (const list of Array.from(backdrop.querySelectorAll('.DocSearch-Dropdown ul[role="listbox"]'))) {
    list.removeAttribute('role');
    const title = list.previousElementSibling;
    if (title?.classList.contains('DocSearch-Hit-source') && list.id) {
      setAttribute(title, 'id', `${list.id}-title`);
      setAttribute(list, 'aria-labelledby', title.id);
    } else {
      list.removeAttribute('aria-labelledby');
    }
  }
  for (const result of Array.from(backdrop.querySelectorAll('.DocSearch-Dropdown li.DocSearch-Hit'))) {
    result.removeAttribute('role');
    const selected = result.getAttribute('aria-selected');
    if (selected !== null) {
      setAttribute(result, 'data-selected', selected);
      result.removeAttribute('aria-selected');
    }
    const link = result.querySelector(':scope > a[href]');
    if (link && result.id) {
      setAttribute(link, 'id', linkId(result.id));
    }
  }
  // Icons beside the words: nothing for a screen reader to read.
  for (const icon of Array.from(backdrop.querySelectorAll('.DocSearch-Dropdown svg:not([aria-label]):not([aria-hidden])'))) {
    icon.setAttribute('aria-hidden', 'true');
  }
  const input = backdrop.querySelector('.DocSearch-Input');
  const active = input?.getAttribute('aria-activedescendant');
  if (input && active && !active.endsWith('-link') && document.getElementById(linkId(active))) {
    setAttribute(input, 'aria-activedescendant', linkId(active));
  }
}

function correct(backdrop: Element): void {
  for (const name of backdropAttributes) {
    backdrop.removeAttribute(name);
  }
  const modal = backdrop.querySelector('.DocSearch-Modal');
  if (modal) {
    setAttribute(modal, 'role', 'dialog');
    setAttribute(modal, 'aria-modal', 'true');
    // "חיפוש", the label of the search field; while the search stalls (its index still loading),
    // DocSearch puts a spinner in the label's place, and the same word is the dialog's aria-label.
    const name = document.querySelector<HTMLElement>('button.DocSearch-Button')?.dataset.openingLabel;
    if (backdrop.querySelector('#docsearch-label') || !name) {
      setAttribute(modal, 'aria-labelledby', 'docsearch-label');
      modal.removeAttribute('aria-label');
    } else {
      modal.removeAttribute('aria-labelledby');
      setAttribute(modal, 'aria-label', name);
    }
  }
  for (const box of Array.from(backdrop.querySelectorAll('header.DocSearch-SearchBar, footer.DocSearch-Footer'))) {
    setAttribute(box, 'role', 'none');
  }
  correctResults(backdrop);
  const input = backdrop.querySelector('input.DocSearch-Input');
  if (input) {
    setAttribute(input, 'maxlength', String(maxQueryLength));
  }
  // The offline search is not Algolia's: its "Powered by Algolia" is hidden from everyone, with or without CSS.
  const logo = backdrop.querySelector('.DocSearch-Logo');
  if (logo && document.documentElement.dataset.searchMode === 'local') {
    setAttribute(logo, 'hidden', '');
  }
}

if (ExecutionEnvironment.canUseDOM) {
  // React sets the backdrop's attributes again when their values change (aria-controls follows the
  // results), and the results' as the reader moves, so the observer also watches those attributes.
  new MutationObserver(() => {
    const backdrop = document.querySelector('.DocSearch-Container');
    if (backdrop) {
      correct(backdrop);
    }
  }).observe(document.body, {childList: true, subtree: true, attributes: true, attributeFilter: [...backdropAttributes, ...resultAttributes]});
}
